import type { Paged, Product, ProductSummary } from "#contract/catalog.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { numberProp, stringProp } from "#app/components/blocks.ts";

export type ProductListData = Paged<ProductSummary> | { deferred: Promise<Paged<ProductSummary> | null> } | null;

export async function loadProductList(props: Record<string, unknown>, ctx: BlockLoadContext): Promise<ProductListData> {
  if (props.source === "page") return null;
  const limit = numberProp(props, "limit", 8, 48);
  if (props.related) {
    // Below the fold: not awaited, so the page streams without waiting for it.
    const product = ctx.page?.meta.type === "product" ? (ctx.page.data as Product) : null;
    if (!product?.category) return null;
    const related = ctx.shop
      .get<Paged<ProductSummary>>("/api/web/product/list", { category: product.category.slug, pageSize: limit + 1 })
      .then((result) => {
        if (!result.ok) return null;
        const items = result.data.items.filter((item) => item.id !== product.id).slice(0, limit);
        return { ...result.data, items, total: items.length };
      });
    return { deferred: related };
  }
  const result = await ctx.shop.get<Paged<ProductSummary>>("/api/web/product/list", {
    collection: stringProp(props, "collection") || undefined,
    category: stringProp(props, "category") || undefined,
    tag: stringProp(props, "tag") || undefined,
    q: stringProp(props, "q") || undefined,
    ids: stringProp(props, "ids") || undefined,
    sort: stringProp(props, "sort") || undefined,
    pageSize: limit,
  });
  return result.ok ? result.data : null;
}
