import { Link, useLocation } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import type { Paged } from "#contract/catalog.ts";

/** Previous/next links that keep the rest of the query (filters, sort, search). */
export function Pagination({ list }: { list: Paged<unknown> }) {
  const location = useLocation();
  const { t } = useTranslation();
  const pages = Math.ceil(list.total / list.pageSize);
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n === 1) params.delete("page");
    else params.set("page", String(n));
    const query = params.toString();
    return query ? `?${query}` : location.pathname;
  };
  return (
    <nav aria-label={t("listing.pagination")} className="mt-8 flex items-center justify-center gap-4 text-sm">
      {list.page > 1 ? (
        <Link to={href(list.page - 1)} rel="prev" className="rounded-shop border border-border px-4 py-2 hover:border-primary">
          {t("listing.previous")}
        </Link>
      ) : null}
      <span className="text-desc">{t("listing.pageOf", { page: list.page, pages })}</span>
      {list.page < pages ? (
        <Link to={href(list.page + 1)} rel="next" className="rounded-shop border border-border px-4 py-2 hover:border-primary">
          {t("listing.next")}
        </Link>
      ) : null}
    </nav>
  );
}
