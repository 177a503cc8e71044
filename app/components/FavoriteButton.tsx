import { useTranslation } from "#app/utils/i18n.tsx";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import { submitWithJs } from "./forms/submit-with-js.ts";

/**
 * The heart (spec §2, §4): outline when not favourited, solid when favourited. A POST form per
 * product that works without JavaScript; with it, the heart switches at once and the answer confirms.
 */
export function FavoriteButton({ productId, productName, className = "" }: { productId: number; productName: string; className?: string }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const fetcher = useFetcher<{ favorited: boolean; error: string | null }>();
  const location = useLocation();
  const saved = root?.favorites.includes(productId) ?? false;
  const sending = fetcher.formData ? fetcher.formData.get("favorited") !== "true" : null;
  const answered = fetcher.state === "idle" && fetcher.data ? fetcher.data.favorited : null;
  const favorited = sending ?? answered ?? saved;
  return (
    <fetcher.Form method="post" action="/favorite" onSubmit={submitWithJs(fetcher, "/favorite")} className={className}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="favorited" value={String(favorited)} />
      <input type="hidden" name="redirect" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-pressed={favorited}
        aria-label={t("favorite.label", { name: productName })}
        title={t(favorited ? "favorite.remove" : "favorite.add")}
        className={`flex size-11 items-center justify-center rounded-full bg-background/90 shadow-sm transition-colors hover:text-sales ${favorited ? "text-sales" : "text-desc"}`}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill={favorited ? "currentColor" : "none"} stroke="currentColor" strokeWidth={1.8}>
          <path strokeLinejoin="round" d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.9 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.8 1.1-1.7 2.7-2.8 4.7-2.8 3.4 0 5.7 3.3 4.5 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
        </svg>
      </button>
    </fetcher.Form>
  );
}
