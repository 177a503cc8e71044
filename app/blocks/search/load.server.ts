import type { ArticleSummary, Paged, ProductSummary } from "#contract/catalog.ts";
import type { BlockLoadContext } from "../load.server.ts";
import type { SearchData } from "./Search.tsx";

export async function loadSearch(_props: Record<string, unknown>, ctx: BlockLoadContext): Promise<SearchData> {
  const q = (ctx.url.searchParams.get("q") ?? "").trim().slice(0, 100);
  if (!q) return { q, products: null, articles: null };
  const [products, articles] = await Promise.all([
    ctx.shop.get<Paged<ProductSummary>>("/api/web/product/list", { q, pageSize: 24 }),
    ctx.shop.get<Paged<ArticleSummary>>("/api/web/article/list", { q, pageSize: 6 }),
  ]);
  return { q, products: products.ok ? products.data : null, articles: articles.ok ? articles.data : null };
}
