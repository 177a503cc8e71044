import type { ArticleSummary, Paged, ProductSummary } from "#contract/catalog.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import type { SearchData } from "./Search.tsx";

const MAX_QUERY = 100;

/** Products and articles for `q`; with nothing found (or nothing asked) it suggests best sellers. */
export async function loadSearch(_props: Record<string, unknown>, ctx: BlockLoadContext): Promise<SearchData> {
  const q = (ctx.url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const requested = Number(ctx.url.searchParams.get("page") ?? 1);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 1000 ? requested : 1;
  const suggest = () => ctx.shop.get<Paged<ProductSummary>>("/api/web/product/list", { collection: "best-sellers", pageSize: 4 });
  if (!q) {
    const suggestions = await suggest();
    return { q, products: null, articles: null, suggestions: suggestions.ok ? suggestions.data.items : [] };
  }
  const [products, articles] = await Promise.all([
    ctx.shop.get<Paged<ProductSummary>>("/api/web/product/list", { q, page, pageSize: 24 }),
    page === 1 ? ctx.shop.get<Paged<ArticleSummary>>("/api/web/article/list", { q, pageSize: 6 }) : null,
  ]);
  const found = products.ok ? products.data : null;
  const foundArticles = articles?.ok ? articles.data : null;
  const empty = (!found || found.total === 0) && (!foundArticles || foundArticles.total === 0);
  const suggestions = empty ? await suggest() : null;
  return {
    q,
    products: found,
    articles: foundArticles,
    suggestions: suggestions?.ok ? suggestions.data.items : [],
  };
}
