import type { Product } from "#contract/catalog.ts";
import type { Wishlist, WishlistSummary } from "#contract/wishlist.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { requireData } from "#app/services/session.server.ts";

export type WishlistPageData = {
  lists: WishlistSummary[];
  /** The list on show (`?list=`, else the first). */
  list: Wishlist | null;
  /** `?add={product slug}&sku=`: the product the shopper is putting on a list (from its page). */
  picker: { product: Product; skuId: number | null } | null;
  /** `?added={product id}`: just put on the list on show. */
  added: number | null;
  /** `?deleted=1`: a list was just deleted (the notice says so). */
  deleted: boolean;
  /** For the share link shown as text. */
  origin: string;
};

function idParam(value: string | null): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) < 2 ** 31 ? Number(value) : null;
}

/** The customer's lists, the one on show with its items, and the product to add, when there is one. */
export async function loadWishlists(_props: Record<string, unknown>, { shop, url }: BlockLoadContext): Promise<WishlistPageData | null> {
  const slug = url.searchParams.get("add")?.trim().slice(0, 200) ?? "";
  const [listsResult, productResult] = await Promise.all([
    shop.post<WishlistSummary[]>("/api/web/wishlist/lists", {}),
    slug ? shop.get<Product>("/api/web/product/detail", { slug }) : null,
  ]);
  const lists = requireData(shop, listsResult);
  if (!lists) return null;
  const wanted = idParam(url.searchParams.get("list"));
  const shown = lists.find((l) => l.id === wanted) ?? lists[0];
  const list = shown ? requireData(shop, await shop.post<Wishlist>("/api/web/wishlist/detail", { id: shown.id })) : null;
  const product = productResult?.ok ? productResult.data : null;
  const skuId = idParam(url.searchParams.get("sku"));
  return {
    lists,
    list,
    picker: product ? { product, skuId: product.skus.some((s) => s.id === skuId) ? skuId : null } : null,
    added: idParam(url.searchParams.get("added")),
    deleted: url.searchParams.get("deleted") === "1",
    origin: url.origin,
  };
}
