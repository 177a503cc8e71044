import type { Cart } from "#contract/cart.ts";
import type { Paged, ProductSummary } from "#contract/catalog.ts";
import { requireData } from "#app/services/session.server.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";

const RELATED = 4;

export type CartBlockData = { cart: Cart | null; unpaidOrders: number; signedIn: boolean; related: ProductSummary[] };

/** The visitor's cart, priced by the backend, and (signed in) how many orders wait for payment. */
export async function loadCart(_props: Record<string, unknown>, { shop }: BlockLoadContext): Promise<CartBlockData> {
  const signedIn = Boolean(shop.info.token);
  const [cart, unpaid, products] = await Promise.all([
    shop.post<Cart>("/api/web/cart"),
    signedIn ? shop.post<{ count: number }>("/api/web/order/unpaid-count") : Promise.resolve(null),
    shop.get<Paged<ProductSummary>>("/api/web/product/list", { pageSize: RELATED + 4 }),
  ]);
  const unpaidData = unpaid ? requireData(shop, unpaid) : null;
  const cartData = requireData(shop, cart);
  // Related products: the shop's others, not those already in the cart.
  const inCart = new Set(cartData?.lines.map((line) => line.productId) ?? []);
  const related = products.ok ? products.data.items.filter((p) => !inCart.has(p.id)).slice(0, RELATED) : [];
  return { cart: cartData, unpaidOrders: Number(unpaidData?.count ?? 0) || 0, signedIn, related };
}

/** The cart alone (the `cart-drawer` block): no reminder, no related products. */
export async function loadCartBrief(_props: Record<string, unknown>, { shop }: BlockLoadContext): Promise<CartBlockData> {
  const cart = requireData(shop, await shop.post<Cart>("/api/web/cart"));
  return { cart, unpaidOrders: 0, signedIn: Boolean(shop.info.token), related: [] };
}
