import { Form, useSearchParams } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import type { ArticleSummary, Paged, ProductListPage, ProductSummary } from "#contract/catalog.ts";
import { Pagination } from "#app/components/Pagination.tsx";
import { ProductCard } from "#app/components/ProductCard.tsx";
import { localizedPath } from "#app/utils/paths.ts";
import { ArticleList } from "../article-list/ArticleList.tsx";
import { usePage } from "#app/components/page-context.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";

export type SearchData = {
  q: string;
  /** With `corrected` when nothing matched `q` and its words put right did (`hodie` → `hoodie`). */
  products: ProductListPage | null;
  articles: Paged<ArticleSummary> | null;
  /** Best sellers, when the search found nothing or nothing was asked. */
  suggestions: ProductSummary[];
};

function ProductGrid({ items, level }: { items: ProductSummary[]; level: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
      {items.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} level={level} />
        </li>
      ))}
    </ul>
  );
}

/** A GET form (works without JavaScript), its results with pages, and suggestions when empty. */
export function Search({ data }: BlockComponentProps<SearchData | null>) {
  const { lang } = usePage();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const q = data?.q ?? params.get("q") ?? "";
  const products = data?.products;
  const nothing = q && (!products || products.total === 0) && (!data?.articles || data.articles.total === 0);
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="text-3xl font-title text-title wrap-anywhere">{q ? t("search.resultsFor", { q: products?.corrected ?? q }) : t("search.title")}</h1>
      <search>
        <Form method="get" action={localizedPath(lang, "/search")} className="flex gap-2">
          <label htmlFor="search-q" className="sr-only">{t("search.label")}</label>
          <input
            id="search-q"
            name="q"
            type="search"
            // A new search keeps this page mounted: the box shows the query on screen (after Back too).
            key={q}
            defaultValue={q}
            maxLength={100}
            placeholder={t("search.placeholder")}
            className="min-h-11 min-w-0 flex-1 rounded-shop border border-border bg-background px-3"
          />
          <button type="submit" className="button">{t("search.submit")}</button>
        </Form>
      </search>
      {products && products.total > 0 ? (
        <>
          {products.corrected ? <p className="wrap-anywhere">{t("search.corrected", { q, corrected: products.corrected })}</p> : null}
          <p className="text-sm text-desc">{t("search.count", { count: products.total })}</p>
          <ProductGrid items={products.items} level={2} />
          <Pagination list={products} />
        </>
      ) : null}
      {nothing ? <p className="text-desc wrap-anywhere">{t("search.none", { q })}</p> : null}
      {data?.articles && data.articles.items.length > 0 ? (
        <ArticleList props={{ title: t("search.articles") }} data={data.articles} />
      ) : null}
      {data && data.suggestions.length > 0 ? (
        <section className="mt-shop">
          <h2 className="mb-4 text-xl font-title text-title">{t("search.suggestions")}</h2>
          <ProductGrid items={data.suggestions} level={3} />
        </section>
      ) : null}
    </section>
  );
}
