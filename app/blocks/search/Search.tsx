import { Form, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ArticleSummary, Paged, ProductSummary } from "#contract/catalog.ts";
import { ProductCard } from "#app/components/ProductCard.tsx";
import { localizedPath } from "#app/utils/paths.ts";
import { ArticleList } from "../article-list/ArticleList.tsx";
import { usePage } from "../page-context.tsx";
import type { BlockComponentProps } from "../types.ts";

export type SearchData = { q: string; products: Paged<ProductSummary> | null; articles: Paged<ArticleSummary> | null };

/** A GET form (works without JavaScript) and its results. */
export function Search({ data }: BlockComponentProps<SearchData | null>) {
  const { lang } = usePage();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const q = data?.q ?? params.get("q") ?? "";
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6">
      <h1 className="text-3xl font-title text-title">{q ? t("search.resultsFor", { q }) : t("search.title")}</h1>
      <search>
      <Form method="get" action={localizedPath(lang, "/search")} className="flex gap-2">
        <label htmlFor="search-q" className="sr-only">{t("search.label")}</label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder={t("search.placeholder")}
          className="min-h-11 flex-1 rounded-shop border border-border bg-background px-3"
        />
        <button type="submit" className="button">{t("search.submit")}</button>
      </Form>
      </search>
      {data?.products ? (
        data.products.items.length > 0 ? (
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
            {data.products.items.map((product) => (
              <li key={product.id}><ProductCard product={product} /></li>
            ))}
          </ul>
        ) : (
          <p className="text-desc">{t("search.none", { q })}</p>
        )
      ) : null}
      {data?.articles && data.articles.items.length > 0 ? (
        <ArticleList props={{ title: t("search.articles") }} data={data.articles} />
      ) : null}
    </section>
  );
}
