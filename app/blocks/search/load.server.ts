import type { ArticleSummary, Paged, ProductListPage, ProductSummary } from "#contract/catalog.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { lastPageAddress } from "#app/utils/last-page.ts";
import { redirect } from "react-router";
import type { SearchData } from "./Search.tsx";

const MAX_QUERY = 100;
/** The backend's last page number (MAX_PAGE in contract/catalog-query.ts). */
const MAX_PAGE = 1000;

/** Products and articles for `q`; with nothing found (or nothing asked) it suggests best sellers. */
export async function loadSearch(_props: Record<string, unknown>, ctx: BlockLoadContext): Promise<SearchData> {
  const q = (ctx.url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const requested = Number(ctx.url.searchParams.get("page") ?? 1);
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, MAX_PAGE) : 1;
  const suggest = () => ctx.shop.get<Paged<ProductSummary>>("/api/web/product/list", { collection: "best-sellers", pageSize: 4 });
  if (!q) {
    const suggestions = await suggest();
    return { q, products: null, articles: null, suggestions: suggestions.ok ? suggestions.data.items : [] };
  }
  const [products, articles] = await Promise.all([
    ctx.shop.get<ProductListPage>("/api/web/product/list", { q, page, pageSize: 24 }),
    page === 1 ? ctx.shop.get<Paged<ArticleSummary>>("/api/web/article/list", { q, pageSize: 6 }) : null,
  ]);
  const found = products.ok ? products.data : null;
  // Past the last page of results (`?page=999`): the last page, the search kept.
  const lastPage = found ? lastPageAddress(ctx.url, { ...found, page }) : null;
  if (lastPage) throw redirect(lastPage, 302);
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
