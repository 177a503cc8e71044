import { useId, useState } from "react";
import { ATTACHMENT_TYPES, type Attachment } from "#contract/attachment.ts";
import { refusedPhotos } from "#app/components/forms/kept-photos.ts";
import { Image } from "#app/components/Image.tsx";
import { ErrorList, type ListOfErrors } from "#app/components/forms/Field.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";

/**
 * Photos of a customer's record (a review's photos, an article's thumbnail): those it already has,
 * each kept by a hidden field unless its "remove" box is ticked, and a file input for new ones. The
 * files travel in the form's multipart post; the action uploads them. With JavaScript, files the action
 * would refuse (too large, too many) are taken out of the input again with the reason beside it: sent,
 * they could make the whole post too large for the server, and the page would lose what was typed.
 */
export function PhotoField({
  name,
  keepName,
  removeName,
  photos,
  errors,
  multiple = false,
  label,
  hint,
}: {
  /** The file input's name. */
  name: string;
  /** The hidden field that keeps a photo the record has, by attachment id. */
  keepName: string;
  /** The checkbox that drops one. */
  removeName: string;
  photos: Attachment[];
  errors?: ListOfErrors;
  multiple?: boolean;
  label?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ? [problem] : errors;
  const invalid = Boolean(shown?.some(Boolean));
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-title">{label ?? t("attachments.label")}</label>
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {photos.map((photo) => (
            <li key={photo.id} className="flex flex-col items-start gap-1">
              <input type="hidden" name={keepName} value={photo.id} />
              <Image image={photo.image} alt="" sizes="80px" className="size-20 rounded-shop border border-border object-cover" />
              <label className="flex min-h-8 items-center gap-1 text-xs text-desc">
                <input type="checkbox" name={removeName} value={photo.id} className="size-4 accent-primary" />
                {t("attachments.remove")}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        name={name}
        type="file"
        multiple={multiple}
        accept={ATTACHMENT_TYPES.join(",")}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
        onChange={(event) => setProblem(refusedPhotos(event, multiple ? photos.length : 0))}
        className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-shop file:border file:border-border file:bg-background file:px-3"
      />
      <p id={`${id}-hint`} className="text-xs text-desc">{hint ?? t("attachments.hint")}</p>
      <ErrorList id={`${id}-error`} errors={shown} />
    </div>
  );
}
