import type { Product } from "#contract/catalog.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { stringProp } from "#app/components/blocks.ts";

/** A product-* block with a `slug` prop shows that product; without one it shows the page's. */
export async function loadProductBySlug(props: Record<string, unknown>, ctx: BlockLoadContext) {
  const slug = stringProp(props, "slug");
  if (!slug) return null;
  const result = await ctx.shop.get<Product>("/api/web/product/detail", { slug });
  return result.ok ? result.data : null;
}
