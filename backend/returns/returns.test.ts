import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserCenter } from "#contract/account.ts";
import { AttachmentMessages } from "#contract/attachment.ts";
import type { Paged } from "#contract/catalog.ts";
import type { AdminOrder } from "#contract/order.ts";
import {
  DESCRIPTION_MAX,
  ReturnMessages,
  type ReturnRequest,
  type ReturnSettings,
  type ReturnSummary,
} from "#contract/returns.ts";
import { newIp, post } from "#tests/fixtures/customers.ts";
import { disguisedFiles, photo, pixelBomb, uploadAttachment } from "#tests/fixtures/images.ts";
import { isMessageKey, naughtyStrings } from "#tests/fixtures/naughty.ts";
import {
  addToCart,
  guest,
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
import {
  adminOrder,
  adminReturn,
  apply,
  deliveredOrder,
  expectOk,
  logistics,
  orderDetail,
  ref,
  returnAddress,
  returnIdOf,
  type DeliveredOrder,
} from "#tests/fixtures/returns.ts";
import { adminHeaders, createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { endOfDayIn } from "../shared/time.ts";

let backend: TestBackend;
let outbox: Outbox;
beforeAll(async () => {
  outbox = await makeOutbox();
  backend = await createTestBackend({ outboxDir: outbox.dir });
  await seedShipping(backend.db);
});
afterAll(async () => {
  await backend.close();
  await outbox.remove();
});

const shop = () => ({ app: backend.app, db: backend.db });
const web = (path: string, delivered: DeliveredOrder, body: Record<string, unknown>) =>
  post<ReturnRequest>(
    backend.app,
    `/api/web/return/${path}`,
    { ...ref(delivered.viewer), ...body },
    delivered.viewer.headers,
  );
const countRows = async (table: "return_request" | "return_line" | "refund" | "attachment") =>
  Number(
    (
      await backend.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const fieldsOf = (answer: { data: unknown }) => answer.data as { fields: Record<string, string[]> };
const putAdmin = (path: string, body: unknown) =>
  backend.app.request(path, {
    method: "PUT",
    headers: { ...adminHeaders, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const putSettings = (body: unknown) => putAdmin("/api/admin/returns/settings", body);

describe("return and refund, exchange, refund only", () => {
  it("return and refund: apply, approve with the shop's address, ship back, receive (restock), refund part; the order follows", async () => {
    const { app, db } = backend;
    const before = Date.now();
    const delivered = await deliveredOrder(shop(), { lines: [{ price: 2500, quantity: 2 }] });
    const skuId = delivered.skuIds[0]!;
    const line = delivered.order.lines[0]!;
    expect(delivered.order.canApplyReturn).toBe(true);
    expect(delivered.order.returnBlockedReason).toBeNull();
    expect(line.returnableQuantity).toBe(2);
    expect(delivered.order.afterSales).toBe("none");
    // 30 days from the parcel, to the end of that day in the shop's time zone (UTC here).
    const deadline = Date.parse(delivered.order.returnDeadline!);
    const days = [before, Date.now()].map((at) => endOfDayIn(at + 30 * 86_400_000, "UTC"));
    expect(days).toContain(deadline);
    expect(await stockOf(db, skuId)).toBe(98);

    const applied = await expectOk(apply(app, delivered, { lines: [{ lineId: line.id, quantity: 1 }] }));
    const request = applied.data;
    expect(request.number).toMatch(/^R\d{16}$/);
    expect(request).toMatchObject({
      orderNumber: delivered.order.number,
      applyType: "return-refund",
      status: "pending",
      auditStatus: "pending",
      stage: "requested",
      reason: "wrong-size",
      description: "Too small across the shoulders.",
      refundAmount: { amount: 2500, currency: "USD" },
      itemCount: 1,
      returnAddress: null,
      logistics: null,
      refund: null,
      canCancel: true,
      canSubmitLogistics: false,
    });
    expect(request.lines).toEqual([
      expect.objectContaining({
        lineId: line.id,
        quantity: 1,
        unitPrice: { amount: 2500, currency: "USD" },
        amount: { amount: 2500, currency: "USD" },
      }),
    ]);
    let order = await orderDetail(app, delivered.order.number, delivered.viewer);
    expect(order.afterSales).toBe("refund-requested");
    expect(order.lines[0]!.returnableQuantity).toBe(1);

    const list = await expectOk(post<Paged<ReturnSummary>>(app, "/api/web/return/list", {}, delivered.viewer.headers));
    expect(list.data.items.map((r) => r.number)).toEqual([request.number]);
    const pending = await post<Paged<ReturnSummary>>(
      app,
      "/api/web/return/list",
      { status: "pending" },
      delivered.viewer.headers,
    );
    expect(pending.data.total).toBe(1);
    const done = await post<Paged<ReturnSummary>>(
      app,
      "/api/web/return/list",
      { status: "completed" },
      delivered.viewer.headers,
    );
    expect(done.data.total).toBe(0);

    const id = await returnIdOf(db, request.number);
    // No address given and none set: the merchant is told to give one.
    await putSettings({ address: null });
    const noAddress = await adminReturn(app, id, "approve");
    expect(noAddress.status).toBe(400);
    expect(noAddress.data).toEqual({ fields: { address: [ReturnMessages.addressRequired] } });
    const settings = await putSettings({ address: returnAddress, windowDays: 30 });
    expect(((await settings.json()) as { data: ReturnSettings }).data).toEqual({
      address: returnAddress,
      windowDays: 30,
    });
    const approved = await expectOk(adminReturn(app, id, "approve"));
    expect(approved.data).toMatchObject({
      stage: "approved",
      auditStatus: "approved",
      returnAddress,
      actions: ["receive", "close"],
    });
    expect(await stockOf(db, skuId)).toBe(98);

    const shipped = await expectOk(web("logistics", delivered, { number: request.number, ...logistics() }));
    expect(shipped.data.stage).toBe("returning");
    expect(shipped.data.logistics).toMatchObject({
      logisticsCompany: "USPS",
      trackingNumber: "9400 1000 0000 0000 0000 00",
    });
    expect(shipped.data.canCancel).toBe(false);
    expect(await stockOf(db, skuId)).toBe(98);

    const received = await expectOk(adminReturn(app, id, "receive"));
    expect(received.data.stage).toBe("received");
    expect(received.data.receivedAt).not.toBeNull();
    expect(await stockOf(db, skuId)).toBe(99);

    const paid = delivered.order.actualPayment.amount;
    const tooMuch = await adminReturn(app, id, "refund", { idempotencyKey: randomUUID(), amount: paid + 1 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.msg).toBe(ReturnMessages.refundTooMuch);
    expect(tooMuch.data).toEqual({ refundable: { amount: paid, currency: "USD" } });
    expect((await adminReturn(app, id, "refund", { idempotencyKey: randomUUID(), amount: 0 })).status).toBe(400);
    expect(await countRows("refund")).toBe(0);

    const refunded = await expectOk(adminReturn(app, id, "refund", { idempotencyKey: randomUUID(), amount: 2000 }));
    expect(refunded.data).toMatchObject({ stage: "completed", status: "completed" });
    expect(refunded.data.refund).toMatchObject({
      amount: { amount: 2000 },
      status: "succeeded",
      method: "manual",
      returnNumber: request.number,
    });
    expect(await stockOf(db, skuId)).toBe(99);

    order = await orderDetail(app, delivered.order.number, delivered.viewer);
    expect(order.afterSales).toBe("refunded");
    expect(order.refundedAmount).toEqual({ amount: 2000, currency: "USD" });
    expect(order.refunds).toHaveLength(1);
    expect(order.lines[0]!.returnableQuantity).toBe(1);
    const center = await post<UserCenter>(app, "/api/web/user/center", {}, delivered.viewer.headers);
    expect(center.data.spending.amount).toBe(order.paymentAmount.amount - 2000);
    expect(center.data.paid.amount).toBe(paid - 2000);
    const detail = await expectOk(web("detail", delivered, { number: request.number }));
    expect(detail.data).toMatchObject({ status: "completed", canCancel: false, canSubmitLogistics: false });
  });

  it("exchange: received goods restock, the replacement ships as a new shipment of the order and takes stock", async () => {
    const { app, db } = backend;
    const delivered = await deliveredOrder(shop(), { lines: [{ price: 3000, quantity: 1, stock: 5 }] });
    const skuId = delivered.skuIds[0]!;
    const request = (await expectOk(apply(app, delivered, { applyType: "exchange", reason: "defective" }))).data;
    expect(request.refundAmount.amount).toBe(0);
    // An open exchange asks for goods, not money: the order does not read "refund requested".
    expect((await orderDetail(app, delivered.order.number, delivered.viewer)).afterSales).toBe("none");
    const id = await returnIdOf(db, request.number);
    await expectOk(adminReturn(app, id, "approve", { address: returnAddress }));
    // Goods handed in at the counter: received without tracking details.
    await expectOk(adminReturn(app, id, "receive"));
    expect(await stockOf(db, skuId)).toBe(5);
    const refund = await adminReturn(app, id, "refund", { idempotencyKey: randomUUID() });
    expect([refund.status, refund.msg]).toEqual([409, ReturnMessages.notAllowed]);

    await db.updateTable("sku").set({ stock: 0 }).where("id", "=", skuId).execute();
    const noStock = await adminReturn(app, id, "ship-replacement", { expressName: "DHL", expressNumber: "JD01" });
    expect([noStock.status, noStock.msg]).toEqual([409, ReturnMessages.stock]);
    expect(noStock.data).toEqual({ lineId: delivered.order.lines[0]!.id, available: 0 });
    await db.updateTable("sku").set({ stock: 3 }).where("id", "=", skuId).execute();
    const shipped = await expectOk(
      adminReturn(app, id, "ship-replacement", { expressName: "DHL", expressNumber: "JD01" }),
    );
    expect(shipped.data).toMatchObject({
      stage: "completed",
      replacement: { expressName: "DHL", expressNumber: "JD01" },
    });
    expect(await stockOf(db, skuId)).toBe(2);
    // The same parcel again (a retried call) is answered as done, as an order's ship is; another is refused.
    const again = await expectOk(adminReturn(app, id, "ship-replacement", { expressName: "DHL", expressNumber: "JD01" }));
    expect(again.data).toMatchObject({ stage: "completed" });
    const other = await adminReturn(app, id, "ship-replacement", { expressName: "DHL", expressNumber: "JD02" });
    expect([other.status, other.msg]).toEqual([409, ReturnMessages.notAllowed]);
    expect(await stockOf(db, skuId)).toBe(2);
    const order = await orderDetail(app, delivered.order.number, delivered.viewer);
    expect(order.shipments.map((s) => s.returnNumber)).toEqual([null, request.number]);
    expect(order.deliveryStatus).toBe("received");
    expect(order.refundedAmount.amount).toBe(0);
    expect(order.afterSales).toBe("none");
  });

  it("refund only: no goods steps, no restock, the line's share after the order's discounts; a guest with the order link", async () => {
    const { app, db } = backend;
    const delivered = await deliveredOrder(shop(), { guest: true, lines: [{ price: 4000, quantity: 2 }] });
    expect(delivered.viewer.access).toBeTruthy();
    const request = (await expectOk(apply(app, delivered, { applyType: "refund-only", reason: "damaged" }))).data;
    const id = await returnIdOf(db, request.number);
    const approved = await expectOk(adminReturn(app, id, "approve"));
    expect(approved.data.returnAddress).toBeNull();
    expect(approved.data.actions).toEqual(["refund", "close"]);
    const logisticsRefused = await web("logistics", delivered, { number: request.number, ...logistics() });
    expect([logisticsRefused.status, logisticsRefused.msg]).toEqual([409, ReturnMessages.notAllowed]);
    expect((await adminReturn(app, id, "receive")).status).toBe(409);
    const stock = await stockOf(db, delivered.skuIds[0]!);
    const refunded = await expectOk(adminReturn(app, id, "refund", { idempotencyKey: randomUUID() }));
    expect(refunded.data.stage).toBe("completed");
    expect(refunded.data.refund?.amount.amount).toBe(4000);
    expect(await stockOf(db, delivered.skuIds[0]!)).toBe(stock);
  });

  it("shares the order's discounts out over the lines it refunds", async () => {
    const { app, db } = backend;
    const coupon = await makeLimitedCoupon(db, { kind: "fixed", value: 1000 });
    const customer = await makeCustomer(db);
    const { skus } = await makeSellable(db, [
      { price: 3000, stock: 10 },
      { price: 2000, stock: 10 },
    ]);
    await addToCart(app, customer.headers, skus[0]!.id, 1);
    await addToCart(app, customer.headers, skus[1]!.id, 1);
    const placed = await placeOrder(app, customer.headers, placeInput({ couponCode: coupon.code }));
    expect(placed.data.order.couponDiscount.amount).toBe(1000);
    const orderId = Number(
      (
        await db
          .selectFrom("shop_order")
          .select("id")
          .where("number", "=", placed.data.order.number)
          .executeTakeFirstOrThrow()
      ).id,
    );
    await expectOk(adminOrder(app, orderId, "pay"));
    const lines = placed.data.order.lines;
    await expectOk(
      adminOrder(app, orderId, "ship", {
        lines: (
          (await (await app.request(`/api/admin/orders/${orderId}`, { headers: adminHeaders })).json()) as {
            data: AdminOrder;
          }
        ).data.lines.map((l) => ({ lineId: l.id, quantity: l.quantity })),
        expressName: "UPS",
        expressNumber: "1Z9",
      }),
    );
    const delivered: DeliveredOrder = {
      order: placed.data.order,
      id: orderId,
      viewer: { headers: customer.headers },
      skuIds: skus.map((s) => s.id),
      customerId: customer.id,
    };
    const request = (
      await expectOk(
        apply(app, delivered, {
          lines: lines.map((l) => ({ lineId: l.id, quantity: 1 })),
        }),
      )
    ).data;
    // 5000 of goods, 1000 off: each line is refunded at 80 %.
    expect(request.lines.map((l) => l.amount.amount).sort()).toEqual([1600, 2400]);
    expect(request.refundAmount.amount).toBe(4000);
  });
});

describe("what can be returned", () => {
  it("refuses unpaid, undelivered and late orders, quantities of 0 or beyond what is left, and lines of other orders", async () => {
    const { app, db } = backend;
    const unpaid = await deliveredOrder(shop(), { paid: false });
    let answer = await apply(app, unpaid);
    expect([answer.status, answer.msg]).toEqual([409, ReturnMessages.notPaid]);
    expect((await orderDetail(app, unpaid.order.number, unpaid.viewer)).returnBlockedReason).toBe(
      ReturnMessages.notPaid,
    );

    const unshipped = await deliveredOrder(shop(), { shipped: false });
    answer = await apply(app, unshipped);
    expect([answer.status, answer.msg]).toEqual([409, ReturnMessages.notDelivered]);
    expect((await orderDetail(app, unshipped.order.number, unshipped.viewer)).lines[0]!.returnableQuantity).toBe(0);

    // Shipped but not yet confirmed: returnable, the window counted from the parcel.
    const inTransit = await deliveredOrder(shop(), { received: false });
    expect((await orderDetail(app, inTransit.order.number, inTransit.viewer)).canApplyReturn).toBe(true);

    const late = await deliveredOrder(shop());
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await db.updateTable("shop_order").set({ completed_at: longAgo }).where("id", "=", late.id).execute();
    await db.updateTable("shipment").set({ created_at: longAgo }).where("order_id", "=", late.id).execute();
    answer = await apply(app, late);
    expect([answer.status, answer.msg]).toEqual([409, ReturnMessages.windowClosed]);
    expect((answer.data as unknown as { deadline: string }).deadline).toBe(
      new Date(endOfDayIn(Date.parse(longAgo) + 30 * 86_400_000, "UTC")).toISOString(),
    );
    // A longer window set by the merchant opens it again.
    await putSettings({ windowDays: 60 });
    expect((await apply(app, late)).status).toBe(200);
    await putSettings({ windowDays: 30 });

    // The window holds until its last day ends where the shop is, whatever the hour of delivery.
    expect((await putAdmin("/api/admin/shop", { timeZone: "Asia/Tokyo" })).status).toBe(200);
    try {
      const lastDay = await deliveredOrder(shop());
      // Delivered 30 days ago, earlier in the day of Tokyo it is now (Tokyo keeps no daylight saving time).
      const now = Date.now();
      const sinceMidnight = now - (endOfDayIn(now - 86_400_000, "Asia/Tokyo") + 1);
      const deliveredAt = new Date(now - 30 * 86_400_000 - Math.max(1, Math.floor(sinceMidnight / 2))).toISOString();
      await db.updateTable("shop_order").set({ completed_at: deliveredAt }).where("id", "=", lastDay.id).execute();
      await db.updateTable("shipment").set({ created_at: deliveredAt }).where("order_id", "=", lastDay.id).execute();
      const view = await orderDetail(app, lastDay.order.number, lastDay.viewer);
      expect(view.returnDeadline).toBe(new Date(endOfDayIn(now, "Asia/Tokyo")).toISOString());
      expect(view.canApplyReturn).toBe(true);
      expect((await apply(app, lastDay)).status).toBe(200);
    } finally {
      await putAdmin("/api/admin/shop", { timeZone: "UTC" });
    }

    // A late confirmation does not stretch the window past one window after the parcel left.
    const slow = await deliveredOrder(shop(), { received: false });
    const veryLongAgo = new Date(Date.now() - 70 * 86_400_000).toISOString();
    await db.updateTable("shipment").set({ created_at: veryLongAgo }).where("order_id", "=", slow.id).execute();
    await expectOk(post(app, "/api/web/order/confirm-receipt", { number: slow.order.number }, slow.viewer.headers));
    expect((await apply(app, slow)).msg).toBe(ReturnMessages.windowClosed);

    const delivered = await deliveredOrder(shop(), { lines: [{ price: 1500, quantity: 3 }] });
    const lineId = delivered.order.lines[0]!.id;
    answer = await apply(app, delivered, { lines: [{ lineId, quantity: 0 }] });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer).fields["lines.0.quantity"]).toEqual([ReturnMessages.quantity]);
    answer = await apply(app, delivered, { lines: [{ lineId, quantity: 4 }] });
    expect([answer.status, answer.msg, answer.data]).toEqual([409, ReturnMessages.quantity, { lineId, returnable: 3 }]);
    answer = await apply(app, delivered, { lines: [{ lineId: unpaid.order.lines[0]!.id, quantity: 1 }] });
    expect([answer.status, answer.msg]).toEqual([400, ReturnMessages.line]);
    answer = await apply(app, delivered, {
      lines: [
        { lineId, quantity: 1 },
        { lineId, quantity: 1 },
      ],
    });
    expect(answer.status).toBe(400);
    expect(await countRows("return_line")).toBeGreaterThanOrEqual(0);

    const first = await expectOk(apply(app, delivered, { lines: [{ lineId, quantity: 2 }] }));
    answer = await apply(app, delivered, { lines: [{ lineId, quantity: 2 }] });
    expect([answer.status, answer.data]).toEqual([409, { lineId, returnable: 1 }]);
    expect((await orderDetail(app, delivered.order.number, delivered.viewer)).lines[0]!.returnableQuantity).toBe(1);
    await expectOk(web("cancel", delivered, { number: first.data.number }));
    expect((await orderDetail(app, delivered.order.number, delivered.viewer)).lines[0]!.returnableQuantity).toBe(3);
    const all = await expectOk(apply(app, delivered, { lines: [{ lineId, quantity: 3 }] }));
    const order = await orderDetail(app, delivered.order.number, delivered.viewer);
    expect(order.canApplyReturn).toBe(false);
    expect(order.returnBlockedReason).toBe(ReturnMessages.allReturned);
    // A refused request gives its units back.
    await expectOk(
      adminReturn(app, await returnIdOf(db, all.data.number), "refuse", { reason: "Outside our policy." }),
    );
    expect((await orderDetail(app, delivered.order.number, delivered.viewer)).lines[0]!.returnableQuantity).toBe(3);
  });

  it("answers the same request to a repeated submit (idempotency key)", async () => {
    const { app } = backend;
    const delivered = await deliveredOrder(shop());
    const key = randomUUID();
    const before = await countRows("return_request");
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply(app, delivered, { idempotencyKey: key })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.data.number)).size).toBe(1);
    expect(await countRows("return_request")).toBe(before + 1);
    expect((await orderDetail(app, delivered.order.number, delivered.viewer)).lines[0]!.returnableQuantity).toBe(1);
  });
});

describe("who can see what", () => {
  it("answers 404 for another customer's order or request and for a guest without the token", async () => {
    const { app, db } = backend;
    const owner = await deliveredOrder(shop());
    const stranger = await makeCustomer(db);
    const strangerView: DeliveredOrder = { ...owner, viewer: { headers: stranger.headers } };
    const request = (await expectOk(apply(app, owner))).data;

    let answer = await apply(app, strangerView);
    expect([answer.status, answer.msg]).toEqual([404, "order.errors.notFound"]);
    for (const path of ["detail", "cancel"]) {
      answer = await web(path, strangerView, { number: request.number });
      expect([answer.status, answer.msg], path).toEqual([404, ReturnMessages.notFound]);
    }
    answer = await web("logistics", strangerView, { number: request.number, ...logistics() });
    expect([answer.status, answer.msg]).toEqual([404, ReturnMessages.notFound]);
    const theirs = await post<Paged<ReturnSummary>>(
      app,
      "/api/web/return/list",
      { orderNumber: owner.order.number },
      stranger.headers,
    );
    expect(theirs.status).toBe(404);
    expect((await post<Paged<ReturnSummary>>(app, "/api/web/return/list", {}, stranger.headers)).data.total).toBe(0);
    expect((await post(app, "/api/web/return/detail", { number: request.number }, {})).status).toBe(404);
    expect((await post(app, "/api/web/return/list", {}, {})).status).toBe(401);
    expect((await web("detail", owner, { number: "R2026010100000000" })).status).toBe(404);

    const guestOrder = await deliveredOrder(shop(), { guest: true });
    const guestRequest = (await expectOk(apply(app, guestOrder))).data;
    const noToken = { headers: guest() };
    expect((await post(app, "/api/web/return/detail", { number: guestRequest.number }, noToken.headers)).status).toBe(
      404,
    );
    expect(
      (
        await post(
          app,
          "/api/web/return/detail",
          { number: guestRequest.number, access: "x".repeat(43) },
          noToken.headers,
        )
      ).status,
    ).toBe(404);
    expect((await apply(app, { ...guestOrder, viewer: noToken })).status).toBe(404);
    // With the order's token from any browser, or from the browser that placed it.
    expect(
      (
        await post(
          app,
          "/api/web/return/detail",
          { number: guestRequest.number, access: guestOrder.viewer.access },
          noToken.headers,
        )
      ).status,
    ).toBe(200);
    expect(
      (await post(app, "/api/web/return/detail", { number: guestRequest.number }, guestOrder.viewer.headers)).status,
    ).toBe(200);
    const guestList = await post<Paged<ReturnSummary>>(
      app,
      "/api/web/return/list",
      { orderNumber: guestOrder.order.number, access: guestOrder.viewer.access },
      noToken.headers,
    );
    expect(guestList.data.items.map((r) => r.number)).toEqual([guestRequest.number]);
    // A customer's token on a guest's request, and the other way round.
    expect(
      (await post(app, "/api/web/return/detail", { number: guestRequest.number }, owner.viewer.headers)).status,
    ).toBe(404);
  });
});

describe("credentials (photos)", () => {
  it("takes the customer's own uploads; disguised files never become attachments; another's id is refused, nothing written", async () => {
    const { app } = backend;
    const delivered = await deliveredOrder(shop());
    const headers = { ...delivered.viewer.headers, "x-client-ip": newIp() };
    const attachmentsBefore = await countRows("attachment");
    for (const file of disguisedFiles()) {
      expect((await uploadAttachment(app, headers, file)).msg).toBe("errors.fileType");
    }
    expect((await uploadAttachment(app, headers, { bytes: await pixelBomb() })).msg).toBe("errors.imageInvalid");
    expect(await countRows("attachment")).toBe(attachmentsBefore);

    const theirs = await uploadAttachment(
      app,
      { ...guest(), "x-client-ip": newIp() },
      { bytes: await photo("png", 32, 32) },
    );
    const mine = await uploadAttachment(app, headers, { bytes: await photo("jpeg", 64, 48) });
    const requests = await countRows("return_request");
    let answer = await apply(app, delivered, { attachments: [mine.data.id, theirs.data.id] });
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ fields: { attachments: [AttachmentMessages.invalid] } });
    answer = await apply(app, delivered, { attachments: [999_999_999] });
    expect(answer.status).toBe(400);
    answer = await apply(app, delivered, { attachments: [1, 2, 3, 4, 5, 6] });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer).fields.attachments).toEqual([AttachmentMessages.tooMany]);
    expect(await countRows("return_request")).toBe(requests);
    expect((await orderDetail(app, delivered.order.number, delivered.viewer)).lines[0]!.returnableQuantity).toBe(2);

    const ok = await expectOk(apply(app, delivered, { attachments: [mine.data.id] }));
    expect(ok.data.attachments.map((a) => a.id)).toEqual([mine.data.id]);
    expect(ok.data.attachments[0]!.image.url).toMatch(/^\/uploads\/attachments\/.+\.webp$/);
    // Taken once: a second request cannot name it.
    expect((await apply(app, delivered, { attachments: [mine.data.id] })).status).toBe(400);
  });
});

describe("text fields", () => {
  it("refuses an oversize description and a missing one for the reason 'other'", async () => {
    const { app } = backend;
    const delivered = await deliveredOrder(shop());
    const before = await countRows("return_request");
    let answer = await apply(app, delivered, { description: "x".repeat(DESCRIPTION_MAX + 1) });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer).fields.description).toEqual([`validation.tooLong:${DESCRIPTION_MAX}`]);
    answer = await apply(app, delivered, { reason: "other", description: "   " });
    expect(fieldsOf(answer).fields.description).toEqual([ReturnMessages.descriptionRequired]);
    answer = await apply(app, delivered, { reason: "because" as never });
    expect(answer.status).toBe(400);
    answer = await apply(app, delivered, { refundAmount: 1 });
    expect(answer.status).toBe(400);
    expect(await countRows("return_request")).toBe(before);
    expect((await apply(app, delivered, { description: "x".repeat(DESCRIPTION_MAX) })).status).toBe(200);
  });

  it("stores every naughty string as sent (trimmed) or answers a message, never a 5xx", async () => {
    const { app, db } = backend;
    const delivered = await deliveredOrder(shop(), { lines: [{ price: 1000, quantity: 1 }] });
    // Each outcome that is neither the text stored as sent nor a message key is a problem.
    const problems: Array<{ field: string; text: string; status: number; msg: string }> = [];
    const check = (field: string, text: string, answer: { status: number; msg: string }, stored: unknown) => {
      const fine =
        answer.status === 200
          ? stored === text.replaceAll("\u0000", "").trim()
          : answer.status < 500 && isMessageKey(answer.msg);
      if (!fine) problems.push({ field, text, status: answer.status, msg: answer.msg });
    };
    let stored = 0;
    for (const text of naughtyStrings) {
      const applied = await apply(app, delivered, { reason: "other", description: text });
      check("description", text, applied, applied.data?.description);
      if (applied.status !== 200) continue;
      stored++;
      const id = await returnIdOf(db, applied.data.number);
      // Refusing gives the unit back for the next string, and carries the text as its reason.
      const refused = await adminReturn(app, id, "refuse", { reason: text });
      check("reason", text, refused, refused.data?.refuseReason);
      if (refused.status !== 200) await expectOk(adminReturn(app, id, "refuse", { reason: "naughty" }));
    }
    expect(stored).toBeGreaterThan(naughtyStrings.length * 0.9);

    // Tracking details can be corrected until the parcel arrives: every string through both fields.
    const request = (await expectOk(apply(app, delivered))).data;
    await expectOk(adminReturn(app, await returnIdOf(db, request.number), "approve", { address: returnAddress }));
    for (const text of naughtyStrings) {
      const answer = await web("logistics", delivered, {
        number: request.number,
        logisticsCompany: text,
        trackingNumber: text,
        deliveryTime: new Date().toISOString().slice(0, 10),
      });
      check("logistics", text, answer, answer.data?.logistics?.trackingNumber);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe("the customer cancels", () => {
  it("while pending or approved, not once the goods are on their way", async () => {
    const { app, db } = backend;
    const delivered = await deliveredOrder(shop(), { lines: [{ price: 1000, quantity: 3 }] });
    const a = (await expectOk(apply(app, delivered))).data;
    const cancelled = await expectOk(web("cancel", delivered, { number: a.number }));
    expect(cancelled.data).toMatchObject({ status: "cancelled", auditStatus: "pending", canCancel: false });
    expect((await web("cancel", delivered, { number: a.number })).status).toBe(409);

    const b = (await expectOk(apply(app, delivered))).data;
    await expectOk(adminReturn(app, await returnIdOf(db, b.number), "approve", { address: returnAddress }));
    const bCancelled = await expectOk(web("cancel", delivered, { number: b.number }));
    expect(bCancelled.data).toMatchObject({ status: "cancelled", auditStatus: "approved" });

    const c = (await expectOk(apply(app, delivered))).data;
    await expectOk(adminReturn(app, await returnIdOf(db, c.number), "approve", { address: returnAddress }));
    await expectOk(web("logistics", delivered, { number: c.number, ...logistics() }));
    const late = await web("cancel", delivered, { number: c.number });
    expect([late.status, late.msg, late.data]).toEqual([
      409,
      ReturnMessages.notAllowed,
      { stage: "returning", action: "cancel" },
    ]);
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const wrongDay = await web("logistics", delivered, { number: c.number, ...logistics(future) });
    expect(wrongDay.status).toBe(400);
    expect((await web("logistics", delivered, { number: c.number, ...logistics("2026-13-45") })).status).toBe(400);
  });
});
