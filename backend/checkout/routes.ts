import { Hono } from "hono";
import {
  CheckoutDraftSaveSchema,
  CheckoutMessages,
  PlaceOrderSchema,
  QuoteSchema,
  ShippingMethodsSchema,
} from "#contract/order.ts";
import { EmptySchema } from "#contract/cart.ts";
import type { AppEnv } from "../app.ts";
import { readDisplay } from "../catalog/display.ts";
import { requireShopper } from "../customers/shopper.ts";
import { badRequest, nowIso, readJson, sendOk } from "../shared/http.ts";
import { enabledPaymentMethods } from "../payments/provider.ts";
import { orderSkuIds, publishCart, publishStock } from "../realtime/publish.ts";
import { dropDraft, findDraft, saveDraft } from "./draft.ts";
import { checkoutLines, placeOrder, resolveAddress } from "./place.ts";
import { computeCheckout, toQuote } from "./quote.ts";

/** `/api/web/checkout/*` (contract/order.ts): shipping methods, the priced quote, placing the order. */
export const checkoutRoutes = new Hono<AppEnv>()
  .post("/shipping-methods", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, ShippingMethodsSchema);
    const owner = await requireShopper(c, db);
    const rows = await checkoutLines(db, owner, input.lineIds);
    const computed = await computeCheckout(db, display, rows, {
      country: input.country,
      shippingMethod: null,
      couponCode: null,
      customerId: owner.customer?.id ?? null,
      email: null,
      now: nowIso(),
    });
    return sendOk(c, (await toQuote(db, display, computed)).shippingMethods);
  })
  .post("/quote", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, QuoteSchema);
    if (input.address && input.addressId !== undefined) throw badRequest(CheckoutMessages.address);
    const owner = await requireShopper(c, db);
    const address = await resolveAddress(db, owner, input);
    const rows = await checkoutLines(db, owner, input.lineIds);
    const computed = await computeCheckout(db, display, rows, {
      country: address?.country ?? input.country ?? null,
      shippingMethod: input.shippingMethod ?? null,
      couponCode: input.couponCode || null,
      customerId: owner.customer?.id ?? null,
      email: owner.customer?.email ?? input.email ?? null,
      now: nowIso(),
    });
    return sendOk(c, await toQuote(db, display, computed));
  })
  .post("/draft", async (c) => {
    const { db } = c.get("deps");
    await readJson(c, EmptySchema);
    const owner = await requireShopper(c, db);
    return sendOk(c, await findDraft(db, owner.key));
  })
  .post("/draft/save", async (c) => {
    const { db } = c.get("deps");
    const { draft } = await readJson(c, CheckoutDraftSaveSchema);
    const owner = await requireShopper(c, db);
    if (draft) await saveDraft(db, owner.key, draft);
    else await dropDraft(db, owner.key);
    return sendOk(c, null);
  })
  .post("/place", async (c) => {
    const deps = c.get("deps");
    const display = await readDisplay(c, deps.db);
    const input = await readJson(c, PlaceOrderSchema);
    if (!enabledPaymentMethods(deps.config).includes(input.paymentMethod)) {
      throw badRequest(CheckoutMessages.paymentMethod, { fields: { paymentMethod: [CheckoutMessages.paymentMethod] } });
    }
    const owner = await requireShopper(c, deps.db);
    const placed = await placeOrder(deps, display, owner, input);
    if (!placed.replayed) {
      // The cart emptied and the stock moved: the shopper's other tabs and everyone watching hear.
      await publishCart(deps, owner.key);
      await publishStock(deps, await orderSkuIds(deps, { number: placed.order.number }));
    }
    return sendOk(c, placed);
  });
