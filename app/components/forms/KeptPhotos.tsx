import { KEPT_FIELD, type KeptPhoto } from "./kept-photos.ts";

/**
 * The photos a refused try already uploaded, each a ticked "keep" box that sends it again as `kept`
 * (`kept-photos.ts`); unticking one leaves it out. The return form and the quote form show them.
 */
export function KeptPhotos({ kept, label, keep, className = "" }: { kept: KeptPhoto[]; label: string; keep: string; className?: string }) {
  if (!kept.length) return null;
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`} aria-label={label}>
      {kept.map((photo) => (
        <li key={photo.id}>
          <label className="flex flex-col items-center gap-1 text-xs">
            <img src={photo.url} alt="" width={80} height={80} className="size-20 rounded-shop border border-border object-cover" />
            <span className="flex items-center gap-1">
              <input type="checkbox" name={KEPT_FIELD} value={`${photo.id}:${photo.url}`} defaultChecked className="size-4 accent-primary" />
              {keep}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
