/**
 * Without JavaScript, a refused add-to-cart goes back to the page the form was on, with the refusal in
 * its address, so the shopper keeps the product, the variant and what they typed (the cart page has
 * none of them). Only a cart message key (`cart.errors.*`) and numbers travel; the page translates.
 * A refusal already in the form's address is replaced by the next (`withCartRefusal` drops it first).
 */
const PARAMS = { error: "cartError", for: "cartFor", quantity: "cartQuantity", max: "cartMax", available: "cartAvailable" } as const;

export type CartRefusal = { error: string; values: Record<string, number>; quantity: string };

/** `from` (a safe local path) with this refusal of the form for `target` in its query, pointing at the refusal. */
export function withCartRefusal(from: string, target: string, refusal: { error: string; values: Record<string, unknown>; quantity: string }): string {
  const url = new URL(from, "http://shop.invalid");
  for (const name of Object.values(PARAMS)) url.searchParams.delete(name);
  url.searchParams.set(PARAMS.error, refusal.error);
  url.searchParams.set(PARAMS.for, target);
  if (refusal.quantity) url.searchParams.set(PARAMS.quantity, refusal.quantity.slice(0, 12));
  for (const name of ["max", "available"] as const) {
    const value = refusal.values[name];
    if (typeof value === "number" && Number.isSafeInteger(value)) url.searchParams.set(PARAMS[name], String(value));
  }
  // The refusal's own element (AddToCart's), for the browser to scroll to: the page would open at its top.
  return `${url.pathname}${url.search}#${encodeURIComponent(`add-to-cart-${target}-error`)}`;
}

/**
 * The refusal of the form for `target` that this address carries, if any (a cart message key only).
 * In every page's JavaScript: kept short (the names spelled out rather than read from PARAMS).
 */
export function cartRefusalOf(params: URLSearchParams, target: string): CartRefusal | null {
  const error = params.get("cartError");
  // An unknown key under cart.errors reads as the generic refusal (useCartError).
  if (params.get("cartFor") !== target || !error?.startsWith("cart.errors.")) return null;
  const values: Record<string, number> = {};
  for (const name of ["Max", "Available"]) {
    const value = params.get(`cart${name}`);
    if (value && /^\d{1,9}$/.test(value)) values[name.toLowerCase()] = +value;
  }
  return { error, values, quantity: (params.get("cartQuantity") ?? "").slice(0, 12) };
}
