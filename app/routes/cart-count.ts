import { data } from "react-router";
import { shopContext } from "#app/services/context.server.ts";
import type { Route } from "./+types/cart-count";
import { visitorSummary } from "./cart.server.ts";

/** The header's cart count, read again when the tab comes back or another tab changed the cart. */
export async function loader({ context }: Route.LoaderArgs) {
  const { cart } = await visitorSummary(context.get(shopContext));
  return data(cart, { headers: { "Cache-Control": "no-store" } });
}
