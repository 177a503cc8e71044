import { Form, Link, useLocation, useSearchParams } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import type { TagSummary } from "#contract/catalog.ts";
import { usePage } from "#app/components/page-context.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";

export const SORTS = ["featured", "newest", "price-asc", "price-desc", "name", "score"] as const;

/**
 * Sorting and filtering of a listing as a GET form: it works without JavaScript (Apply), and with
 * JavaScript a changed select submits at once. Prices are in the shown currency's main unit.
 */
export function ListingFilters({ data }: BlockComponentProps<{ tags: TagSummary[] } | null>) {
  const { page, currency } = usePage();
  const [params] = useSearchParams();
  const location = useLocation();
  const { t } = useTranslation();
  const onTagPage = page?.meta.type === "tag";
  const field = "min-h-11 rounded-shop border border-border bg-background px-3 text-sm";
  const submitOnChange = (event: React.ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  return (
    <Form method="get" preventScrollReset aria-label={t("listing.filters")} className="mb-6 flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-xs text-desc">
        {t("listing.sort")}
        <select name="sort" defaultValue={params.get("sort") ?? "featured"} onChange={submitOnChange} className={field}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>{t(`listing.sorts.${sort}`)}</option>
          ))}
        </select>
      </label>
      {!onTagPage && data && data.tags.length > 0 ? (
        <label className="flex flex-col gap-1 text-xs text-desc">
          {t("listing.tag")}
          <select name="tag" defaultValue={params.get("tag") ?? ""} onChange={submitOnChange} className={field}>
            <option value="">{t("listing.allTags")}</option>
            {data.tags.map((tag) => (
              <option key={tag.slug} value={tag.slug} lang={tag.lang}>{tag.name}</option>
            ))}
          </select>
        </label>
      ) : null}
      <fieldset className="flex items-end gap-2">
        <legend className="mb-1 text-xs text-desc">{t("listing.price", { currency })}</legend>
        <label className="sr-only" htmlFor="listing-min">{t("listing.minPrice")}</label>
        <input id="listing-min" name="min" type="number" inputMode="decimal" min={0} step="any" defaultValue={params.get("min") ?? ""} placeholder={t("listing.minPrice")} className={`${field} w-24`} />
        <span aria-hidden="true" className="pb-3 text-desc">–</span>
        <label className="sr-only" htmlFor="listing-max">{t("listing.maxPrice")}</label>
        <input id="listing-max" name="max" type="number" inputMode="decimal" min={0} step="any" defaultValue={params.get("max") ?? ""} placeholder={t("listing.maxPrice")} className={`${field} w-24`} />
      </fieldset>
      <button type="submit" className="button">{t("listing.apply")}</button>
      {location.search ? (
        <Link to={location.pathname} className="flex min-h-11 items-center px-2 text-sm text-desc underline hover:text-primary">
          {t("listing.clear")}
        </Link>
      ) : null}
    </Form>
  );
}
