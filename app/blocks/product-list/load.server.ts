import type { Paged, ProductSummary } from "#contract/catalog.ts";
import type { BlockLoadContext } from "../load.server.ts";
import { numberProp, stringProp } from "../types.ts";

export async function loadProductList(props: Record<string, unknown>, ctx: BlockLoadContext) {
  if (props.source === "page") return null;
  const result = await ctx.shop.get<Paged<ProductSummary>>("/api/web/product/list", {
    collection: stringProp(props, "collection") || undefined,
    category: stringProp(props, "category") || undefined,
    tag: stringProp(props, "tag") || undefined,
    q: stringProp(props, "q") || undefined,
    ids: stringProp(props, "ids") || undefined,
    sort: stringProp(props, "sort") || undefined,
    pageSize: numberProp(props, "limit", 8, 48),
  });
  return result.ok ? result.data : null;
}
