import { data, redirect, type RouterContextProvider } from "react-router";
import { withCartRefusal } from "#app/utils/cart-refusal.ts";
import { CART_MAX_LINES, CART_MAX_QUANTITY, CartMessages, type Cart } from "#contract/cart.ts";
import type { Product } from "#contract/catalog.ts";
import { Code } from "#contract/codes.ts";
import type { VisitorSummary } from "#contract/visitor.ts";
import { shopContext } from "#app/services/context.server.ts";
import { sameOrigin } from "#app/services/origin.server.ts";
import { clearSessionCookie } from "#app/services/session.server.ts";
import type { ShopClient } from "#app/services/shop.server.ts";
import { blockNode } from "#app/utils/html-tree.ts";
import { localizedPath, safeRedirectPath } from "#app/utils/paths.ts";
import type { PageKind } from "./page-kind.ts";

/** The cart page (`custom/cart`). */
export const cartKind: PageKind = {
  matches: (meta) => meta.type === "custom" && meta.slug === "cart",
  defaultBody: () => [blockNode("cart")],
};

export const CART_INTENTS = ["add", "update", "remove", "select", "select-all", "confirm-prices"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** What the cart action answers an enhanced form (and a page without JavaScript, on a refusal). */
export type CartActionData = {
  intent: CartIntent;
  lineId: number | null;
  cart: Cart | null;
  /** A translation key, with its values. */
  error: string | null;
  errorValues: Record<string, unknown>;
  /** A refused quantity change's field as typed, for the page to show again (without JavaScript). */
  quantity?: string;
};

/** The header's figure: the visitor's units in the cart and the cart version it was read at. */
export type CartCountData = VisitorSummary["cart"];

/**
 * The visitor data once per root load: the favourites' ids, the cart count, and whether the session
 * is still live (null when the backend could not say).
 */
export async function visitorSummary(shop: ShopClient): Promise<{ favorites: number[]; cart: CartCountData; signedIn: boolean | null }> {
  const result = await shop.post<VisitorSummary>("/api/web/visitor/summary");
  // A broken backend may answer success with no data: no favourites and an empty cart, not a crash.
  const ids = result.ok ? result.data?.wishList?.productIds : null;
  const cart: Partial<CartCountData> | undefined = result.ok ? result.data?.cart : undefined;
  return {
    favorites: Array.isArray(ids) ? ids.filter((id) => Number.isInteger(id)) : [],
    cart: { count: Number(cart?.count ?? 0) || 0, version: Number(cart?.version ?? 0) || 0 },
    signedIn: result.ok && typeof result.data?.signedIn === "boolean" ? result.data.signedIn : null,
  };
}

const WHOLE = /^\d{1,3}$/;

/** A quantity field: whole units from 1 to 99, else the translated refusal before the backend is asked. */
function quantity(value: FormDataEntryValue | null): number | null {
  const text = typeof value === "string" ? value.trim() : "";
  if (!WHOLE.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= CART_MAX_QUANTITY ? n : null;
}

function positiveId(value: FormDataEntryValue | null): number | null {
  const text = typeof value === "string" ? value.trim() : "";
  return /^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) < 2 ** 31 ? Number(text) : null;
}

/**
 * The one cart action (style.md, Forms): every cart button anywhere posts here with an `intent`.
 * Enhanced forms (`js=1`) get the whole cart back; without JavaScript a success goes back to the page
 * the form came from, a refused add goes back to the page it was on with the refusal in its address
 * (app/utils/cart-refusal.ts), and other refusals render the cart page with the message beside the line.
 */
export async function cartAction(request: Request, context: Readonly<RouterContextProvider>) {
  if (!sameOrigin(request)) throw data(null, { status: 403 });
  const shop = context.get(shopContext);
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 400 });
  const intent = String(form.get("intent") ?? "") as CartIntent;
  if (!CART_INTENTS.includes(intent)) throw data(null, { status: 400 });
  const js = form.get("js") === "1";
  const lineId = positiveId(form.get("lineId"));
  // Without JavaScript a refused add goes back to the product (or list) it came from, the refusal in
  // its address: the cart page would show the message above an empty cart, the product lost.
  const from = intent === "add" && !js ? safeRedirectPath(form.get("from"), "") : "";
  const target = String(form.get("skuId") ? `sku-${String(form.get("skuId"))}` : `product-${String(form.get("productSlug") ?? "")}`).slice(0, 220);
  const answer = (error: string, errorValues: Record<string, unknown> = {}, status = 400) => {
    if (from) throw redirect(withCartRefusal(from, target, { error, values: errorValues, quantity: String(form.get("quantity") ?? "") }), 303);
    const typed = intent === "update" ? { quantity: String(form.get("quantity") ?? "").slice(0, 20) } : {};
    return data<CartActionData>({ intent, lineId, cart: null, error, errorValues, ...typed }, { status });
  };

  let call: Promise<Awaited<ReturnType<ShopClient["post"]>>>;
  switch (intent) {
    case "add": {
      const q = form.has("quantity") ? quantity(form.get("quantity")) : 1;
      if (q === null) return answer(CartMessages.quantity, { max: CART_MAX_QUANTITY });
      let skuId = positiveId(form.get("skuId"));
      const skuCode = String(form.get("skuCode") ?? "").trim();
      const productSlug = String(form.get("productSlug") ?? "").trim().slice(0, 200);
      if (skuId === null && !skuCode && productSlug) {
        // A product card: the product's first SKU in stock (its page chooses among the variants).
        const product = await shop.get<Product>("/api/web/product/detail", { slug: productSlug });
        const sku = product.ok ? (product.data.skus.find((s) => s.stock > 0) ?? product.data.skus[0]) : undefined;
        if (!sku) return answer(CartMessages.unknownSku, {}, 404);
        skuId = sku.id;
      }
      if (skuId === null && !skuCode) return answer(CartMessages.sku);
      call = shop.post<Cart>("/api/web/cart/add", skuId !== null ? { skuId, quantity: q } : { skuCode: skuCode.slice(0, 64), quantity: q });
      break;
    }
    case "update": {
      if (lineId === null) return answer(CartMessages.unknownLine, {}, 404);
      const q = quantity(form.get("quantity"));
      if (q === null) return answer(CartMessages.quantity, { max: CART_MAX_QUANTITY });
      call = shop.post<Cart>("/api/web/cart/update", { lineId, quantity: q });
      break;
    }
    case "remove":
      if (lineId === null) return answer(CartMessages.unknownLine, {}, 404);
      call = shop.post<Cart>("/api/web/cart/remove", { lineId });
      break;
    case "select":
      if (lineId === null) return answer(CartMessages.unknownLine, {}, 404);
      call = shop.post<Cart>("/api/web/cart/select", { lineIds: [lineId], selected: form.get("selected") === "true" });
      break;
    case "select-all":
      call = shop.post<Cart>("/api/web/cart/select-all", { selected: form.get("selected") === "true" });
      break;
    case "confirm-prices": {
      // `line` fields: "<line id>:<unit price shown, minor units>", one per line whose price changed.
      const lines = form
        .getAll("line")
        .slice(0, CART_MAX_LINES)
        .map((value) => /^(\d{1,10}):(\d{1,15})$/.exec(String(value)))
        .map((m) => (m ? { lineId: positiveId(m[1]!), unitPrice: Number(m[2]) } : null))
        .filter((line): line is { lineId: number; unitPrice: number } => line !== null && line.lineId !== null);
      if (!lines.length) return answer(CartMessages.unknownLine, {}, 404);
      call = shop.post<Cart>("/api/web/cart/confirm-prices", { lines });
      break;
    }
  }
  const result = await call;
  const back = safeRedirectPath(form.get("redirect"), localizedPath(shop.info.lang, "/cart"));
  if (!result.ok && result.code === Code.authInvalid) {
    const signIn = `${localizedPath(shop.info.lang, "/auth/signin")}?redirect=${encodeURIComponent(back)}`;
    throw redirect(signIn, { headers: { "Set-Cookie": clearSessionCookie() } });
  }
  if (!result.ok) {
    const values = result.data && typeof result.data === "object" ? (result.data as Record<string, unknown>) : {};
    return answer(result.msg, values, result.status >= 400 && result.status < 500 ? result.status : 400);
  }
  if (js) return data<CartActionData>({ intent, lineId, cart: result.data as Cart, error: null, errorValues: {} });
  return redirect(back);
}
