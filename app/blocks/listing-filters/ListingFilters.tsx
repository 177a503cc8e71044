import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import type { TagSummary } from "#contract/catalog.ts";
import { usePage } from "#app/components/page-context.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { hasListingFilters } from "#app/utils/last-page.ts";

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
  const form = useRef<HTMLFormElement>(null);
  /** The query this form last sent, as React Router writes it from the form's fields. */
  const submitted = useRef<string | null>(null);
  // The controls keep what the address says after a navigation that did not come from them (Clear,
  // Back, Forward): React leaves a mounted field's value alone, and a stale one would be sent again.
  // Set in place rather than remounted, so the select a keyboard user just changed keeps focus; after
  // the form's own submit they are left alone, with what was typed while the list loaded.
  useEffect(() => {
    const controls = form.current?.elements;
    const own = submitted.current !== null && location.search.replace(/^\?/, "") === submitted.current;
    submitted.current = null;
    if (own || !controls) return;
    const current = new URLSearchParams(location.search);
    for (const [name, empty] of [["sort", "featured"], ["tag", ""], ["min", ""], ["max", ""]] as const) {
      const control = controls.namedItem(name);
      if (control instanceof HTMLSelectElement || control instanceof HTMLInputElement) control.value = current.get(name) ?? empty;
    }
  }, [location.search]);
  const onTagPage = page?.meta.type === "tag";
  const field = "min-h-11 rounded-shop border border-border bg-background px-3 text-sm";
  const submitOnChange = (event: React.ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  return (
    <Form ref={form} onSubmit={(event) => (submitted.current = new URLSearchParams(new FormData(event.currentTarget) as never).toString())} method="get" preventScrollReset aria-label={t("listing.filters")} className="mb-6 flex flex-wrap items-end gap-3">
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
      {hasListingFilters(location.search) || params.has("sort") ? (
        <Link to={location.pathname} className="flex min-h-11 items-center px-2 text-sm text-desc underline hover:text-primary">
          {t("listing.clear")}
        </Link>
      ) : null}
    </Form>
  );
}
