/**
 * Without JavaScript, a refused add-to-cart goes back to the page the form was on, with the refusal in
 * its address, so the shopper keeps the product, the variant and what they typed (the cart page has
 * none of them). Only a cart message key (`cart.errors.*`) and numbers travel; the page translates.
 */
const PARAMS = { error: "cartError", for: "cartFor", quantity: "cartQuantity", max: "cartMax", available: "cartAvailable" } as const;

export type CartRefusal = { error: string; values: Record<string, number>; quantity: string };

/** `from` (a safe local path) with this refusal of the form for `target` in its query. */
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
  return `${url.pathname}${url.search}`;
}

/** The page's address without any refusal in it (the form's way back). */
export function withoutCartRefusal(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of Object.values(PARAMS)) params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The refusal of the form for `target` that this address carries, if any (a cart message key only). */
export function cartRefusalOf(params: URLSearchParams, target: string): CartRefusal | null {
  const error = params.get(PARAMS.error);
  if (params.get(PARAMS.for) !== target || !error || !/^cart\.errors\.[a-zA-Z]+$/.test(error)) return null;
  const values: Record<string, number> = {};
  for (const name of ["max", "available"] as const) {
    const value = Number(params.get(PARAMS[name]));
    if (params.has(PARAMS[name]) && Number.isSafeInteger(value)) values[name] = value;
  }
  return { error, values, quantity: (params.get(PARAMS.quantity) ?? "").slice(0, 12) };
}
