import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Paged, ProductSummary } from "#contract/catalog.ts";
import { ProductCard } from "#app/components/ProductCard.tsx";
import { usePage } from "../page-context.tsx";
import { stringProp, type BlockComponentProps } from "../types.ts";

/** The products of a listing page, or of the block's own query (collection, category, tag, q, ids). */
export function ProductList({ props, data }: BlockComponentProps<Paged<ProductSummary> | null>) {
  const { page } = usePage();
  const { t } = useTranslation();
  const pageProducts = (page?.data as { products?: Paged<ProductSummary> } | undefined)?.products;
  const list = data ?? (props.source === "page" ? pageProducts : undefined);
  const title = stringProp(props, "title");
  if (!list) return null;
  return (
    <section className="mt-shop">
      {title ? <h2 className="mb-4 text-xl font-title text-title">{title}</h2> : null}
      {list.items.length === 0 ? (
        <p className="py-8 text-center text-desc">{t("listing.empty")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
          {list.items.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} priority={props.source === "page" && index < 2} />
            </li>
          ))}
        </ul>
      )}
      {props.source === "page" ? <Pagination list={list} /> : null}
    </section>
  );
}

function Pagination({ list }: { list: Paged<unknown> }) {
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
