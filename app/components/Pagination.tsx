import { Link, useLocation } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import type { Paged } from "#contract/catalog.ts";

type PaginationProps = {
  list: Paged<unknown>;
  /** The address of page `n`; by default the current one with `?page=n`, the rest of its query kept. */
  href?: (n: number) => string;
  /** The navigation's accessible name; by default the listing's. */
  label?: string;
  /** A list inside a page (the reviews) keeps the scroll position where its links lead. */
  preventScrollReset?: boolean;
  /** Its spacing from what comes before it. */
  className?: string;
};

/** Previous/next links that keep the rest of the query (filters, sort, search). */
export function Pagination({ list, href, label, preventScrollReset, className = "mt-8" }: PaginationProps) {
  const location = useLocation();
  const { t } = useTranslation();
  const pages = Math.ceil(list.total / list.pageSize);
  if (pages <= 1) return null;
  const pageHref =
    href ??
    ((n: number) => {
      const params = new URLSearchParams(location.search);
      if (n === 1) params.delete("page");
      else params.set("page", String(n));
      const query = params.toString();
      return query ? `?${query}` : location.pathname;
    });
  return (
    <nav aria-label={label ?? t("listing.pagination")} className={`${className} flex items-center justify-center gap-4 text-sm`}>
      {list.page > 1 ? (
        <Link to={pageHref(list.page - 1)} preventScrollReset={preventScrollReset} rel="prev" className="rounded-shop border border-border px-4 py-2 hover:border-primary">
          {t("listing.previous")}
        </Link>
      ) : null}
      <span className="text-desc">{t("listing.pageOf", { page: list.page, pages })}</span>
      {list.page < pages ? (
        <Link to={pageHref(list.page + 1)} preventScrollReset={preventScrollReset} rel="next" className="rounded-shop border border-border px-4 py-2 hover:border-primary">
          {t("listing.next")}
        </Link>
      ) : null}
    </nav>
  );
}
