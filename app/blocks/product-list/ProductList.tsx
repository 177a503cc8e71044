import { Suspense } from "react";
import { Await } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import type { Paged, ProductSummary } from "#contract/catalog.ts";
import { Pagination } from "#app/components/Pagination.tsx";
import { ProductCard } from "#app/components/ProductCard.tsx";
import { usePage } from "#app/components/page-context.tsx";
import { numberProp, stringProp, type BlockComponentProps } from "#app/components/blocks.ts";
import type { ProductListData } from "./load.server.ts";
import { ProductGridSkeleton } from "#app/components/Skeleton.tsx";

/**
 * The products of a listing page, of the block's own query (collection, category, tag, q, ids), or
 * the product page's related products, which stream in after the first screen behind a skeleton.
 */
export function ProductList({ props, data, blockId }: BlockComponentProps<ProductListData>) {
  const { t } = useTranslation();
  if (data && "deferred" in data) {
    const title = stringProp(props, "title") || t("product.related");
    return (
      <Suspense fallback={<ProductGridSkeleton title={title} count={numberProp(props, "limit", 4, 12)} />}>
        <Await resolve={data.deferred}>{(list) => <Products props={{ ...props, title }} list={list} />}</Await>
      </Suspense>
    );
  }
  // The first block of a page is above the fold: its first images load at once.
  return <Products props={props} list={data} eager={blockId === "body-0" || props.source === "page"} />;
}

type ProductsProps = { props: Record<string, unknown>; list: Paged<ProductSummary> | null; eager?: boolean };

function Products({ props, list: own, eager = false }: ProductsProps) {
  const { page } = usePage();
  const { t } = useTranslation();
  const pageProducts = (page?.data as { products?: Paged<ProductSummary> } | undefined)?.products;
  const list = own ?? (props.source === "page" ? pageProducts : undefined);
  const title = stringProp(props, "title");
  if (!list || (props.related && list.items.length === 0)) return null;
  return (
    <section className="mt-shop">
      {title ? <h2 className="mb-4 text-xl font-title text-title">{title}</h2> : null}
      {list.items.length === 0 ? (
        // The page's own listing narrowed to nothing by its filters is not an empty listing (the page's
        // loader marks it; the filter form above it has the way to clear them).
        <p className="py-8 text-center text-desc">{t((list as { filtered?: boolean }).filtered ? "listing.noMatch" : "listing.empty")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
          {list.items.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} priority={eager && index === 0} eager={eager && index < 4} level={title ? 3 : 2} />
            </li>
          ))}
        </ul>
      )}
      {props.source === "page" ? <Pagination list={list} /> : null}
    </section>
  );
}
