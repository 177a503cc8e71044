import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#contract/codes.ts";
import type { Paged } from "#contract/catalog.ts";
import type { AdminOrder, Order, OrderSummary, PaymentStart, PlacedOrder } from "#contract/order.ts";
import type { UserCenter } from "#contract/account.ts";
import { post } from "#tests/fixtures/customers.ts";
import {
  addToCart,
  guestOrder,
  makeCustomer,
  makeLimitedCoupon,
  makeOutbox,
  makeSellable,
  placeInput,
  placeOrder,
  seedShipping,
  stockOf,
  type Outbox,
} from "#tests/fixtures/orders.ts";
import { adminHeaders, createTestBackend, jsonRequest, type TestBackend } from "#tests/setup/backend.ts";
import { SIGNATURE_HEADER } from "../payments/signing.ts";
import { signedEvent } from "../payments/test-gateway.ts";

const SECRET = "test-payment-secret";
let backend: TestBackend;
let outbox: Outbox;
beforeAll(async () => {
  outbox = await makeOutbox();
  backend = await createTestBackend({ outboxDir: outbox.dir, paymentSecret: SECRET });
  await seedShipping(backend.db);
});
afterAll(async () => {
  await backend.close();
  await outbox.remove();
});

const admin = (path: string, body: unknown = {}) =>
  post<AdminOrder>(backend.app, `/api/admin/orders${path}`, body, adminHeaders);

async function customerOrder(
  customer: { headers: Record<string, string> },
  skuId: number,
  overrides = {},
  quantity = 1,
) {
  await addToCart(backend.app, customer.headers, skuId, quantity);
  const placed = await placeOrder(backend.app, customer.headers, placeInput(overrides));
  if (placed.status !== 200) throw new Error(`${placed.status} ${placed.msg}`);
  return placed.data.order;
}

describe("orders", () => {
  it("cancelling an unpaid order returns the stock and the coupon use, once", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 2000, stock: 5 }]);
    const coupon = await makeLimitedCoupon(db, { totalLimit: 1, value: 200 });
    const { placed } = await guestOrder(app, skus[0]!.id, { couponCode: coupon.code }, 2);
    expect(await stockOf(db, skus[0]!.id)).toBe(3);
    const ref = { number: placed.order.number, access: placed.accessToken };
    const cancelled = await post<Order>(app, "/api/web/order/cancel", ref, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.status).toBe("cancelled");
    expect(await stockOf(db, skus[0]!.id)).toBe(5);
    const row = await db
      .selectFrom("coupon")
      .select("used_count")
      .where("id", "=", coupon.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.used_count)).toBe(0);
    const again = await post(app, "/api/web/order/cancel", ref, {});
    // No longer possible: a full failure (code 41), which the storefront shows as an error toast.
    expect(again).toMatchObject({ status: 409, code: Code.fail, msg: "order.errors.notCancellable" });
    expect(await stockOf(db, skus[0]!.id)).toBe(5);
    // The coupon can be used again.
    const next = await guestOrder(app, skus[0]!.id, { couponCode: coupon.code });
    expect(next.placed.order.couponDiscount.amount).toBe(200);
    // Cancelling without the token is a 404.
    expect((await post(app, "/api/web/order/cancel", { number: next.placed.order.number }, {})).status).toBe(404);
  });

  it("test gateway: start → decline → unpaid → start again → approve → paid", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 2000, stock: 5 }]);
    const customer = await makeCustomer(db);
    const order = await customerOrder(customer, skus[0]!.id, { paymentMethod: "test-gateway" });
    const start = await post<PaymentStart>(
      app,
      "/api/web/payment/start?lang=fr",
      { orderNumber: order.number },
      customer.headers,
    );
    expect(start.status).toBe(200);
    expect(start.data.redirectUrl).toMatch(/^\/api\/web\/payment\/test-gateway\/\d+\?lang=fr&sig=/);
    const page = await app.request(start.data.redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Approuver le paiement");
    expect(html).toContain(order.number);
    const sig = new URL(start.data.redirectUrl, "http://x").searchParams.get("sig")!;
    const form = (action: string) => new URLSearchParams({ action, lang: "fr", sig });
    const declined = await app.request(`/api/web/payment/test-gateway/${start.data.paymentId}`, {
      method: "POST",
      body: form("decline"),
    });
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(`/fr/checkout/payment?order=${order.number}&payment=declined`);
    let detail = await post<Order>(app, "/api/web/order/detail", { number: order.number }, customer.headers);
    expect(detail.data.payStatus).toBe("unpaid");
    expect(detail.data.canPay).toBe(true);
    // The same attempt cannot be approved after it was declined.
    const late = await app.request(`/api/web/payment/test-gateway/${start.data.paymentId}`, {
      method: "POST",
      body: form("approve"),
    });
    expect(late.status).toBe(409);

    const retry = await post<PaymentStart>(
      app,
      "/api/web/payment/start",
      { orderNumber: order.number },
      customer.headers,
    );
    expect(retry.data.paymentId).not.toBe(start.data.paymentId);
    const sig2 = new URL(retry.data.redirectUrl, "http://x").searchParams.get("sig")!;
    const approved = await app.request(`/api/web/payment/test-gateway/${retry.data.paymentId}`, {
      method: "POST",
      body: new URLSearchParams({ action: "approve", lang: "en", sig: sig2 }),
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(`/checkout/thankyou?order=${order.number}`);
    detail = await post<Order>(app, "/api/web/order/detail", { number: order.number }, customer.headers);
    expect(detail.data.payStatus).toBe("paid");
    expect(detail.data.actualPayment).toEqual(detail.data.paymentAmount);
    expect(detail.data.payments.map((p) => p.status)).toEqual(["pending", "failed", "succeeded"]);
    expect((await post(app, "/api/web/payment/start", { orderNumber: order.number }, customer.headers)).status).toBe(
      409,
    );
    // A forged pay-page link is refused.
    expect((await app.request(`/api/web/payment/test-gateway/${retry.data.paymentId}?sig=bad`)).status).toBe(404);
    // Another customer cannot start a payment for the order.
    const other = await makeCustomer(db);
    expect((await post(app, "/api/web/payment/start", { orderNumber: order.number }, other.headers)).status).toBe(404);
  });

  it("webhook: a bad signature is a 400; a replayed event changes nothing", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 2000, stock: 5 }]);
    const { placed } = await guestOrder(app, skus[0]!.id, { paymentMethod: "test-gateway" });
    const start = await post<PaymentStart>(
      app,
      "/api/web/payment/start",
      { orderNumber: placed.order.number, access: placed.accessToken },
      {},
    );
    expect(start.data.redirectUrl).toContain(`access=${placed.accessToken}`);
    const event = signedEvent(SECRET, {
      id: "evt_replay_test_0001",
      type: "payment.succeeded",
      paymentId: start.data.paymentId,
      amount: placed.order.paymentAmount.amount,
      currency: placed.order.paymentAmount.currency,
    });
    const send = (body: string, signature: string) =>
      app.request("/api/web/payment/webhook/test-gateway", {
        method: "POST",
        headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
        body,
      });
    const forged = signedEvent("wrong-secret", {
      type: "payment.succeeded",
      paymentId: start.data.paymentId,
      amount: 1,
      currency: "USD",
    });
    let res = await send(forged.body, forged.headers[SIGNATURE_HEADER]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toBe("payment.errors.signature");
    res = await send(event.body.replace("succeeded", "failed"), event.headers[SIGNATURE_HEADER]);
    expect(res.status).toBe(400);
    res = await send(event.body, "");
    expect(res.status).toBe(400);
    let detail = await post<Order>(
      app,
      "/api/web/order/detail",
      { number: placed.order.number, access: placed.accessToken },
      {},
    );
    expect(detail.data.payStatus).toBe("unpaid");

    res = await send(event.body, event.headers[SIGNATURE_HEADER]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { replayed: boolean } }).data.replayed).toBe(false);
    detail = await post<Order>(
      app,
      "/api/web/order/detail",
      { number: placed.order.number, access: placed.accessToken },
      {},
    );
    expect(detail.data.payStatus).toBe("paid");
    const paidAt = detail.data.paidAt;
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => send(event.body, event.headers[SIGNATURE_HEADER])),
    );
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(((await replay.json()) as { data: { replayed: boolean } }).data.replayed).toBe(true);
    }
    detail = await post<Order>(
      app,
      "/api/web/order/detail",
      { number: placed.order.number, access: placed.accessToken },
      {},
    );
    expect(detail.data.paidAt).toBe(paidAt);
    expect(
      await db.selectFrom("payment_event").select("id").where("id", "=", "evt_replay_test_0001").execute(),
    ).toHaveLength(1);
  });

  it("admin: pay, partial ship → partly shipped, full → shipped, confirm receipt → completed; tabs follow", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [
      { price: 2000, stock: 20 },
      { price: 1000, stock: 20 },
    ]);
    const customer = await makeCustomer(db);
    await addToCart(app, customer.headers, skus[0]!.id, 2);
    const order = await customerOrder(customer, skus[1]!.id, {}, 1);
    const toPay = await customerOrder(customer, skus[1]!.id);
    const cod = await customerOrder(customer, skus[1]!.id, { paymentMethod: "cash-on-delivery" });
    const cancelled = await customerOrder(customer, skus[1]!.id);
    await post(app, "/api/web/order/cancel", { number: cancelled.number }, customer.headers);

    const tab = async (name: string) =>
      (await post<Paged<OrderSummary>>(app, "/api/web/order/list", { tab: name }, customer.headers)).data.items.map(
        (o) => o.number,
      );
    expect(await tab("to-pay")).toEqual([toPay.number, order.number]);
    expect(await tab("to-ship")).toEqual([cod.number]);
    expect(await tab("cancelled")).toEqual([cancelled.number]);
    expect((await tab("all")).length).toBe(4);
    expect((await post<{ count: number }>(app, "/api/web/order/unpaid-count", {}, customer.headers)).data.count).toBe(
      2,
    );

    const found = await db
      .selectFrom("shop_order")
      .select("id")
      .where("number", "=", order.number)
      .executeTakeFirstOrThrow();
    const id = found.id;
    const got = await app.request(`/api/admin/orders/${id}`, { headers: adminHeaders });
    const adminOrder = ((await got.json()) as { data: AdminOrder }).data;
    const [big, small] = adminOrder.lines;
    expect(
      (
        await admin(`/${id}/ship`, {
          lines: [{ lineId: big!.id, quantity: 1 }],
          expressName: "UPS",
          expressNumber: "1Z1",
        })
      ).status,
    ).toBe(409);
    expect((await admin(`/${id}/pay`)).data.payStatus).toBe("paid");
    expect((await admin(`/${id}/pay`)).status).toBe(409);
    expect(await tab("to-ship")).toEqual([cod.number, order.number]);
    let shipped = await admin(`/${id}/ship`, {
      lines: [{ lineId: big!.id, quantity: 1 }],
      expressName: "UPS",
      expressNumber: "1Z1",
    });
    expect(shipped.data.deliveryStatus).toBe("partly-shipped");
    // The same parcel again (a retried call), twice at once: answered as done, shipped once.
    const again = await Promise.all(
      [1, 2].map(() => admin(`/${id}/ship`, { lines: [{ lineId: big!.id, quantity: 1 }], expressName: "UPS", expressNumber: "1Z1" })),
    );
    expect(again.map((a) => [a.status, a.data.shipments.length, a.data.lines[0]!.shippedQuantity])).toEqual([
      [200, 1, 1],
      [200, 1, 1],
    ]);
    const reused = await admin(`/${id}/ship`, { lines: [{ lineId: small!.id, quantity: 1 }], expressName: "UPS", expressNumber: "1Z1" });
    expect([reused.status, reused.msg]).toEqual([409, "order.errors.trackingUsed"]);
    expect(
      (
        await admin(`/${id}/ship`, {
          lines: [{ lineId: big!.id, quantity: 5 }],
          expressName: "UPS",
          expressNumber: "1Z2",
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await admin(`/${id}/ship`, {
          lines: [{ lineId: 999_999, quantity: 1 }],
          expressName: "UPS",
          expressNumber: "1Z2",
        })
      ).status,
    ).toBe(409);
    expect((await post(app, "/api/web/order/confirm-receipt", { number: order.number }, customer.headers)).status).toBe(
      409,
    );
    shipped = await admin(`/${id}/ship`, {
      lines: [
        { lineId: big!.id, quantity: 1 },
        { lineId: small!.id, quantity: 1 },
      ],
      expressName: "DHL",
      expressNumber: "JD01",
    });
    expect(shipped.data.deliveryStatus).toBe("shipped");
    expect(shipped.data.shipments.map((s) => s.expressName)).toEqual(["UPS", "DHL"]);
    expect(await tab("to-receive")).toEqual([order.number]);
    expect((await admin(`/${id}/cancel`)).status).toBe(409);
    const received = await post<Order>(
      app,
      "/api/web/order/confirm-receipt",
      { number: order.number },
      customer.headers,
    );
    expect(received.data.status).toBe("completed");
    expect(received.data.deliveryStatus).toBe("received");
    expect(await tab("completed")).toEqual([order.number]);

    const center = await post<UserCenter>(app, "/api/web/user/center", {}, customer.headers);
    expect(center.data.orders).toBe(4);
    expect(center.data.unpaidOrders).toBe(1);
    expect(center.data.paid.amount).toBe(order.paymentAmount.amount);
    expect(center.data.spending.amount).toBe(
      order.paymentAmount.amount + toPay.paymentAmount.amount + cod.paymentAmount.amount,
    );

    const list = await app.request("/api/admin/orders?pageSize=2", { headers: adminHeaders });
    expect(((await list.json()) as { data: { items: unknown[]; total: number } }).data.items).toHaveLength(2);
    expect((await app.request("/api/admin/orders")).status).toBe(401);
  });

  it("the account overview counts an order in the shopper's currency to the cent, whatever the rate does since", async () => {
    const { app, db } = backend;
    const rates = (eur: number) =>
      app.request("/api/admin/currencies", jsonRequest("PUT", { rates: { EUR: eur } }, adminHeaders));
    expect((await rates(0.9137)).status).toBe(200);
    const customer = await makeCustomer(db);
    const { skus } = await makeSellable(db, [{ price: 3333, stock: 5 }]);
    await addToCart(app, customer.headers, skus[0]!.id, 3);
    const placed = await post<PlacedOrder>(app, "/api/web/checkout/place?currency=EUR", placeInput(), customer.headers);
    expect(placed.data.order.paymentAmount.currency).toBe("EUR");
    const id = (await db.selectFrom("shop_order").select("id").where("number", "=", placed.data.order.number).executeTakeFirstOrThrow()).id;
    expect((await admin(`/${id}/pay`)).data.payStatus).toBe("paid");
    expect((await rates(0.9581)).status).toBe(200);

    const center = async (currency: string) =>
      (await post<UserCenter>(app, `/api/web/user/center?currency=${currency}`, {}, customer.headers)).data;
    const paid = placed.data.order.paymentAmount.amount;
    expect(await center("EUR")).toMatchObject({ spending: { amount: paid, currency: "EUR" }, paid: { amount: paid, currency: "EUR" } });
    // Another currency converts through the order's own USD figure.
    const { total_usd } = await db.selectFrom("shop_order").select("total_usd").where("id", "=", id).executeTakeFirstOrThrow();
    expect((await center("USD")).paid).toEqual({ amount: Number(total_usd), currency: "USD" });
  });

  it("a paid order asks for cancellation; the admin cancels it and the stock comes back", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 2000, stock: 5 }]);
    const customer = await makeCustomer(db);
    const order = await customerOrder(customer, skus[0]!.id);
    const row = await db
      .selectFrom("shop_order")
      .select("id")
      .where("number", "=", order.number)
      .executeTakeFirstOrThrow();
    await admin(`/${row.id}/pay`);
    const asked = await post<Order>(app, "/api/web/order/cancel", { number: order.number }, customer.headers);
    expect(asked.data.status).toBe("pending-cancellation");
    expect(await stockOf(db, skus[0]!.id)).toBe(4);
    const done = await admin(`/${row.id}/cancel`);
    expect(done.data.status).toBe("cancelled");
    expect(await stockOf(db, skus[0]!.id)).toBe(5);
    expect((await post(app, "/api/web/order/list", { tab: "nope" }, customer.headers)).status).toBe(400);
    expect((await post(app, "/api/web/order/list", {}, {})).status).toBe(401);
  });

  it("a declined cancellation request is not asked again: the order goes on, and the customer sees when", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 2000, stock: 5 }]);
    const customer = await makeCustomer(db);
    const order = await customerOrder(customer, skus[0]!.id);
    const { id } = await db.selectFrom("shop_order").select("id").where("number", "=", order.number).executeTakeFirstOrThrow();
    await admin(`/${id}/pay`);
    const detail = async () => (await post<Order>(app, "/api/web/order/detail", { number: order.number }, customer.headers)).data;
    expect(await detail()).toMatchObject({ canCancel: true, cancellationDeclinedAt: null });
    expect((await post<Order>(app, "/api/web/order/cancel", { number: order.number }, customer.headers)).data.status).toBe(
      "pending-cancellation",
    );
    const before = Date.now();
    const kept = await admin(`/${id}/decline-cancellation`);
    expect(kept.data).toMatchObject({ status: "in-progress", canCancel: false });
    const declined = await detail();
    expect(declined).toMatchObject({ status: "in-progress", canCancel: false });
    expect(Date.parse(declined.cancellationDeclinedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    // Asked again (a page open since before the decline): refused with its own reason; nothing changes.
    const again = await post(app, "/api/web/order/cancel", { number: order.number }, customer.headers);
    expect(again.status).toBe(409);
    expect(again.msg).toBe("order.errors.cancellationDeclined");
    expect((await detail()).status).toBe("in-progress");
    expect(await stockOf(db, skus[0]!.id)).toBe(4);
    // The list says the same: no cancel button for it.
    const list = await post<Paged<OrderSummary>>(app, "/api/web/order/list", {}, customer.headers);
    expect(list.data.items.find((o) => o.number === order.number)?.canCancel).toBe(false);
    // The shop itself can still cancel it.
    expect((await admin(`/${id}/cancel`)).data.status).toBe("cancelled");
    expect(await stockOf(db, skus[0]!.id)).toBe(5);
  });

  it("answers every malformed input with a 4xx and a message key, never a 500", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 2000, stock: 5 }]);
    const owner = await makeCustomer(db);
    const stranger = await makeCustomer(db);
    const order = await customerOrder(owner, skus[0]!.id);
    const row = await db
      .selectFrom("shop_order")
      .select("id")
      .where("number", "=", order.number)
      .executeTakeFirstOrThrow();
    const h = owner.headers;
    const table: Array<[string, unknown, Record<string, string>, number]> = [
      ["/api/web/checkout/shipping-methods", { country: "United States" }, h, 400],
      ["/api/web/checkout/shipping-methods", { country: "US", lineIds: [0] }, h, 400],
      ["/api/web/checkout/quote", { subtotal: 1 }, h, 400],
      ["/api/web/checkout/quote", { shippingMethod: "drone" }, h, 400],
      ["/api/web/checkout/quote", { addressId: 999_999 }, h, 404],
      ["/api/web/cart/select", { lineIds: [], selected: true }, h, 400],
      ["/api/web/cart/select", { lineIds: [1], selected: "maybe" }, h, 400],
      ["/api/web/cart/add", { skuId: skus[0]!.id, skuCode: "X" }, h, 400],
      ["/api/web/order/detail", { number: order.number }, stranger.headers, 404],
      ["/api/web/order/detail", { number: "1; drop table" }, h, 400],
      ["/api/web/order/cancel", { number: order.number }, stranger.headers, 404],
      ["/api/web/order/confirm-receipt", { number: order.number }, stranger.headers, 404],
      ["/api/web/order/confirm-receipt", { number: order.number }, h, 409],
      ["/api/web/order/list", { tab: "all", page: 0 }, h, 400],
      ["/api/web/payment/start", { orderNumber: order.number }, stranger.headers, 404],
      ["/api/web/payment/start", { orderNumber: order.number, amount: 1 }, h, 400],
      ["/api/web/payment/webhook/test-gateway", { id: "evt_x" }, {}, 400],
      [
        `/api/admin/orders/${row.id}/ship`,
        { lines: [{ lineId: 1, quantity: 0 }], expressName: "A", expressNumber: "1" },
        adminHeaders,
        400,
      ],
      [`/api/admin/orders/${row.id}/ship`, { lines: [], expressName: "A", expressNumber: "1" }, adminHeaders, 400],
      [`/api/admin/orders/999999/pay`, {}, adminHeaders, 404],
      [`/api/admin/orders/${row.id}/pay`, { paidAmount: 1 }, adminHeaders, 400],
    ];
    for (const [path, body, headers, status] of table) {
      const res = await post(app, path, body, headers);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(res.msg).toMatch(/^[a-z]+\.[a-zA-Z.]+$/);
    }
    const detail = await post<Order>(app, "/api/web/order/detail", { number: order.number }, h);
    expect(detail.data.status).toBe("in-progress");
  });
});
