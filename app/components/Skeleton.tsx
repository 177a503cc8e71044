import { useSyncExternalStore } from "react";

/**
 * Skeleton placeholders can be switched off by a named event (spec §2): a merchant's script (or the
 * page) dispatches `shop:skeletons-off` on `window`, and placeholders render nothing from then on.
 */
export const SKELETONS_OFF_EVENT = "shop:skeletons-off";
let skeletonsOff = false;

function subscribe(onChange: () => void) {
  const off = () => {
    skeletonsOff = true;
    onChange();
  };
  window.addEventListener(SKELETONS_OFF_EVENT, off);
  return () => window.removeEventListener(SKELETONS_OFF_EVENT, off);
}

const useSkeletonsOn = () =>
  useSyncExternalStore(
    subscribe,
    () => !skeletonsOff,
    () => true,
  );

/** Grey placeholders of a product grid while its data streams in; the same box sizes, so nothing shifts. */
export function ProductGridSkeleton({ title, count }: { title: string; count: number }) {
  const on = useSkeletonsOn();
  if (!on) return null;
  return (
    <section className="mt-shop" aria-busy="true">
      <h2 className="mb-4 text-xl font-title text-title">{title}</h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex flex-col gap-2" data-skeleton="">
            <div className="aspect-square w-full animate-pulse rounded-shop bg-hero" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-hero" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-hero" />
          </li>
        ))}
      </ul>
    </section>
  );
}
