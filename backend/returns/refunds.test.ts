import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrder, Order, PaymentStart } from "#contract/order.ts";
import { ReturnMessages, type AdminReturnRequest } from "#contract/returns.ts";
import { post } from "#tests/fixtures/customers.ts";
import { guestOrder, makeOutbox, makeSellable, seedShipping, type Outbox } from "#tests/fixtures/orders.ts";
import {
  adminOrder,
  adminReturn,
  apply,
  deliveredOrder,
  eventually,
  expectOk,
  orderDetail,
  orderIdOf,
  pendingRefund,
  requestAt,
  returnAddress,
  stageOf,
} from "#tests/fixtures/returns.ts";
import { adminHeaders, createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { hmacHex } from "../payments/signing.ts";
import { signedEvent } from "../payments/test-gateway.ts";

const SECRET = "refunds-test-secret";
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

const shop = () => ({ app: backend.app, db: backend.db });
const webhook = (event: { body: string; headers: Record<string, string> }) =>
  backend.app.request("/api/web/payment/webhook/test-gateway", {
    method: "POST",
    headers: event.headers,
    body: event.body,
  });
/** An event like `body` under a new id. */
const anew = (body: string) => {
  const { id: _id, createdAt: _createdAt, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest as unknown as Parameters<typeof signedEvent>[1];
};
const refundRows = (where: { orderId?: number; returnId?: number }) => {
  let query = backend.db.selectFrom("refund").selectAll();
  if (where.orderId !== undefined) query = query.where("order_id", "=", where.orderId);
  if (where.returnId !== undefined) query = query.where("return_id", "=", where.returnId);
  return query.orderBy("id").execute();
};
const orderRow = (id: number) =>
  backend.db.selectFrom("shop_order").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const adminReturnDetail = async (id: number) =>
  (
    (await (await backend.app.request(`/api/admin/returns/${id}`, { headers: adminHeaders })).json()) as {
      data: AdminReturnRequest;
    }
  ).data;

describe("refunds through the test gateway", () => {
  it("asks the gateway, which confirms by a signed webhook; a replayed or repeated event changes nothing", async () => {
    const { app, db } = backend;
    const delivered = await deliveredOrder(shop(), { gateway: true, lines: [{ price: 2000, quantity: 2 }] });
    expect(delivered.order.payStatus).toBe("paid");
    const request = await requestAt(shop(), delivered, "return-refund", "received");
    const key = randomUUID();
    const asked = await expectOk(adminReturn(app, request.id, "refund", { idempotencyKey: key }));
    // The gateway answers later: the request waits in refunding, the order shows a refund requested.
    expect(["refunding", "completed"]).toContain(asked.data.stage);
    const done = await eventually(
      () => adminReturnDetail(request.id),
      (r) => r.stage === "completed",
    );
    expect(done.refund).toMatchObject({ status: "succeeded", method: "test-gateway", amount: { amount: 2000 } });
    expect(done.refund?.reference).toMatch(/^rf_[0-9a-f]{24}$/);
    const order = await orderDetail(app, delivered.order.number, delivered.viewer);
    expect(order.refundedAmount.amount).toBe(2000);
    expect(order.afterSales).toBe("refunded");

    // The same call again (a retry after a lost answer): one refund, the gateway's event a replay.
    await expectOk(adminReturn(app, request.id, "refund", { idempotencyKey: key }));
    expect(await refundRows({ returnId: request.id })).toHaveLength(1);

    const [refund] = await refundRows({ returnId: request.id });
    const replay = signedEvent(SECRET, {
      id: `evt_${hmacHex(SECRET, `refund-event:${refund!.provider_reference}`).slice(0, 24)}`,
      type: "refund.succeeded",
      paymentId: refund!.payment_id!,
      amount: 2000,
      currency: "USD",
      refundReference: refund!.provider_reference!,
      refundKey: key,
    });
    const replays = await Promise.all(Array.from({ length: 4 }, () => webhook(replay)));
    for (const res of replays) {
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { replayed: boolean } }).data.replayed).toBe(true);
    }
    // A new event id for a refund already settled: taken in, but nothing moves.
    const again = signedEvent(SECRET, anew(replay.body));
    expect((await webhook(again)).status).toBe(200);
    const failedLate = signedEvent(SECRET, { ...anew(replay.body), type: "refund.failed" });
    expect((await webhook(failedLate)).status).toBe(200);
    const row = await orderRow(delivered.id);
    expect([Number(row.refunded_amount), Number(row.refund_reserved)]).toEqual([2000, 2000]);
    expect(await stageOf(db, request.id)).toBe("completed");
    expect((await refundRows({ returnId: request.id }))[0]!.status).toBe("succeeded");

    // Forged, mismatched and unknown events are refused.
    const forged = signedEvent("not-the-secret", JSON.parse(replay.body));
    expect((await webhook(forged)).status).toBe(400);
    const wrongAmount = signedEvent(SECRET, { ...anew(replay.body), amount: 1999 });
    expect((await webhook(wrongAmount)).status).toBe(400);
    const unknown = signedEvent(SECRET, { ...anew(replay.body), refundKey: randomUUID() });
    expect((await webhook(unknown)).status).toBe(404);
    const bare = signedEvent(SECRET, {
      type: "refund.succeeded",
      paymentId: refund!.payment_id!,
      amount: 2000,
      currency: "USD",
    });
    expect((await webhook(bare)).status).toBe(400);
  });

  it("a failed refund gives the reservation back and lets the merchant refund again", async () => {
    const { app, db } = backend;
    const delivered = await deliveredOrder(shop(), { gateway: true, lines: [{ price: 1500, quantity: 2 }] });
    const request = await requestAt(shop(), delivered, "refund-only", "approved");
    const refund = await pendingRefund(db, request.id);
    const payment = await db
      .selectFrom("payment")
      .select("id")
      .where("order_id", "=", delivered.id)
      .where("status", "=", "succeeded")
      .executeTakeFirstOrThrow();
    await db.updateTable("refund").set({ payment_id: payment.id }).where("id", "=", refund.id).execute();
    expect(Number((await orderRow(delivered.id)).refund_reserved)).toBe(1500);
    const failed = signedEvent(SECRET, {
      type: "refund.failed",
      paymentId: payment.id,
      amount: 1500,
      currency: "USD",
      refundReference: "rf_0123456789abcdef01234567",
      refundKey: refund.idempotency_key,
    });
    expect((await webhook(failed)).status).toBe(200);
    expect(await stageOf(db, request.id)).toBe("approved");
    expect((await refundRows({ returnId: request.id }))[0]!.status).toBe("failed");
    expect(Number((await orderRow(delivered.id)).refund_reserved)).toBe(0);
    await expectOk(adminReturn(app, request.id, "refund", { idempotencyKey: randomUUID() }));
    await eventually(
      () => stageOf(db, request.id),
      (stage) => stage === "completed",
    );
    expect((await refundRows({ returnId: request.id })).map((r) => r.status)).toEqual(["failed", "succeeded"]);
    expect(Number((await orderRow(delivered.id)).refunded_amount)).toBe(1500);
  });
});

describe("exactly once", () => {
  it("the same key sent many times at once is one refund", async () => {
    const { app } = backend;
    const delivered = await deliveredOrder(shop(), { lines: [{ price: 1200, quantity: 2 }] });
    const request = await requestAt(shop(), delivered, "return-refund", "received");
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => adminReturn(app, request.id, "refund", { idempotencyKey: key })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.every((a) => a.data.stage === "completed")).toBe(true);
    expect(await refundRows({ returnId: request.id })).toHaveLength(1);
    expect(Number((await orderRow(delivered.id)).refunded_amount)).toBe(1200);
    // A new key for a request already refunded is a step the machine does not allow.
    const twice = await adminReturn(app, request.id, "refund", { idempotencyKey: randomUUID() });
    expect([twice.status, twice.msg]).toEqual([409, ReturnMessages.notAllowed]);
    // A key used for this request cannot refund another.
    const other = await requestAt(shop(), delivered, "return-refund", "received");
    const reused = await adminReturn(app, other.id, "refund", { idempotencyKey: key });
    expect([reused.status, reused.msg]).toEqual([409, ReturnMessages.idempotencyKey]);
    expect(await stageOf(backend.db, other.id)).toBe("received");
    // The same key with another amount is a mistake, not a retry: refused, nothing more refunded.
    const otherAmount = await adminReturn(app, request.id, "refund", { idempotencyKey: key, amount: 500 });
    expect([otherAmount.status, otherAmount.msg]).toEqual([409, ReturnMessages.idempotencyKey]);
    expect((await adminReturn(app, request.id, "refund", { idempotencyKey: key, amount: 1200 })).status).toBe(200);
    expect(await refundRows({ returnId: request.id })).toHaveLength(1);
  });

  it("refunds racing for the same money: never more than paid", async () => {
    const { app, db } = backend;
    const delivered = await deliveredOrder(shop(), { lines: [{ price: 5000, quantity: 2 }] });
    const paid = delivered.order.actualPayment.amount;
    const requests = [
      await requestAt(shop(), delivered, "refund-only", "approved"),
      await requestAt(shop(), delivered, "refund-only", "approved"),
    ];
    const share = Math.ceil(paid * 0.6);
    const answers = await Promise.all(
      requests.map((r) => adminReturn(app, r.id, "refund", { idempotencyKey: randomUUID(), amount: share })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.msg).toBe(ReturnMessages.refundTooMuch);
    const row = await orderRow(delivered.id);
    expect(Number(row.refunded_amount)).toBe(share);
    expect(Number(row.refund_reserved)).toBe(share);
    expect((await Promise.all(requests.map((r) => stageOf(db, r.id)))).sort()).toEqual(["approved", "completed"]);
    expect(await refundRows({ orderId: delivered.id })).toHaveLength(1);
  });

  it("merchants approving and refusing one request at once: exactly one wins, the rows agree", async () => {
    const { app, db } = backend;
    const delivered = await deliveredOrder(shop(), { lines: [{ price: 1000, quantity: 12 }] });
    const requests = [];
    for (let i = 0; i < 12; i++) requests.push(await requestAt(shop(), delivered, "return-refund", "requested"));
    const results = await Promise.all(
      requests.map(async (request) => {
        const attempts = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            i % 2 === 0
              ? adminReturn(app, request.id, "approve", { address: returnAddress })
              : adminReturn(app, request.id, "refuse", { reason: "Not eligible." }),
          ),
        );
        return { request, attempts };
      }),
    );
    let approved = 0;
    for (const { request, attempts } of results) {
      const wins = attempts.filter((a) => a.status === 200);
      expect(wins, request.number).toHaveLength(1);
      for (const lost of attempts.filter((a) => a.status !== 200)) {
        expect([lost.status, lost.msg]).toEqual([409, ReturnMessages.notAllowed]);
      }
      const row = await db
        .selectFrom("return_request")
        .selectAll()
        .where("id", "=", request.id)
        .executeTakeFirstOrThrow();
      const won = row.stage === "approved";
      if (won) approved++;
      expect({
        stage: row.stage,
        audit: row.audit_status,
        reason: row.refuse_reason,
        address: row.return_address ? JSON.parse(row.return_address) : null,
      }).toEqual(
        won
          ? { stage: "approved", audit: "approved", reason: null, address: returnAddress }
          : { stage: "refused", audit: "refused", reason: "Not eligible.", address: null },
      );
      expect(wins[0]!.data.stage).toBe(row.stage);
    }
    // Refused requests gave their unit back; approved ones hold theirs.
    const line = await db
      .selectFrom("order_line")
      .select("returned_quantity")
      .where("order_id", "=", delivered.id)
      .executeTakeFirstOrThrow();
    expect(Number(line.returned_quantity)).toBe(approved);
  });

  it("applications racing for the last units: only what is left is taken", async () => {
    const { app, db } = backend;
    const delivered = await deliveredOrder(shop(), { lines: [{ price: 1000, quantity: 3 }] });
    const answers = await Promise.all(Array.from({ length: 7 }, () => apply(app, delivered)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect([lost.status, lost.msg]).toEqual([409, ReturnMessages.quantity]);
    }
    const line = await db
      .selectFrom("order_line")
      .select("returned_quantity")
      .where("order_id", "=", delivered.id)
      .executeTakeFirstOrThrow();
    expect(Number(line.returned_quantity)).toBe(3);
    const requests = await db.selectFrom("return_request").select("id").where("order_id", "=", delivered.id).execute();
    expect(requests).toHaveLength(3);
  });
});

describe("money kept on a cancelled order", () => {
  it("a payment approved after the order was cancelled is held, then refunded through the gateway", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 2500, stock: 5 }]);
    const { placed } = await guestOrder(app, skus[0]!.id, { paymentMethod: "test-gateway" });
    const ref = { number: placed.order.number, access: placed.accessToken };
    const start = await expectOk(
      post<PaymentStart>(app, "/api/web/payment/start", { orderNumber: ref.number, access: ref.access }, {}),
    );
    await expectOk(post(app, "/api/web/order/cancel", ref, {}));
    // The shopper finished paying at the gateway meanwhile: its webhook arrives for a cancelled order.
    const paidLate = signedEvent(SECRET, {
      type: "payment.succeeded",
      paymentId: start.data.paymentId,
      amount: placed.order.paymentAmount.amount,
      currency: "USD",
    });
    expect((await webhook(paidLate)).status).toBe(200);
    let order = (await expectOk(post<Order>(app, "/api/web/order/detail", ref, {}))).data;
    expect(order).toMatchObject({ status: "cancelled", payStatus: "paid", afterSales: "none", canApplyReturn: false });
    expect(order.actualPayment.amount).toBe(placed.order.paymentAmount.amount);

    const id = await orderIdOf(db, ref.number);
    const tooMuch = await adminOrder(app, id, "refund", {
      idempotencyKey: randomUUID(),
      amount: order.actualPayment.amount + 1,
    });
    expect([tooMuch.status, tooMuch.msg]).toEqual([409, ReturnMessages.refundTooMuch]);
    const key = randomUUID();
    const refunded = await expectOk(adminOrder(app, id, "refund", { idempotencyKey: key }));
    expect(refunded.data.refunds).toHaveLength(1);
    order = await eventually(
      async () => (await expectOk(post<Order>(app, "/api/web/order/detail", ref, {}))).data,
      (o) => o.afterSales === "refunded",
    );
    expect(order.refundedAmount.amount).toBe(placed.order.paymentAmount.amount);
    expect(order.refunds[0]).toMatchObject({ status: "succeeded", method: "test-gateway", returnNumber: null });
    // Nothing left: a new refund is refused, the same key is the same refund.
    const nothing = await adminOrder(app, id, "refund", { idempotencyKey: randomUUID() });
    expect([nothing.status, nothing.msg]).toEqual([409, ReturnMessages.nothingToRefund]);
    expect((await adminOrder(app, id, "refund", { idempotencyKey: key })).status).toBe(200);
    const otherAmount = await adminOrder(app, id, "refund", { idempotencyKey: key, amount: 1 });
    expect([otherAmount.status, otherAmount.msg]).toEqual([409, ReturnMessages.idempotencyKey]);
    expect(await refundRows({ orderId: id })).toHaveLength(1);
  });

  it("a paid order the merchant cancelled is refunded by hand; orders not cancelled go through requests", async () => {
    const { app } = backend;
    const delivered = await deliveredOrder(shop(), { shipped: false });
    expect(
      (await post<Order>(app, "/api/web/order/cancel", { number: delivered.order.number }, delivered.viewer.headers))
        .data.status,
    ).toBe("pending-cancellation");
    const early = await adminOrder(app, delivered.id, "refund", { idempotencyKey: randomUUID() });
    expect([early.status, early.msg]).toEqual([409, ReturnMessages.nothingToRefund]);
    await expectOk(adminOrder(app, delivered.id, "cancel"));
    const partial = await expectOk(
      adminOrder(app, delivered.id, "refund", { idempotencyKey: randomUUID(), amount: 1000 }),
    );
    expect(partial.data.refundedAmount.amount).toBe(1000);
    expect(partial.data.afterSales).toBe("refunded");
    const rest = await expectOk(adminOrder(app, delivered.id, "refund", { idempotencyKey: randomUUID() }));
    expect(rest.data.refundedAmount).toEqual(rest.data.actualPayment);
    expect(rest.data.refunds.map((r) => [r.method, r.status])).toEqual([
      ["manual", "succeeded"],
      ["manual", "succeeded"],
    ]);
    const center = await post<{ paid: { amount: number }; spending: { amount: number } }>(
      app,
      "/api/web/user/center",
      {},
      delivered.viewer.headers,
    );
    expect([center.data.paid.amount, center.data.spending.amount]).toEqual([0, 0]);
    expect((await adminOrder(app, 999_999, "refund", { idempotencyKey: randomUUID() })).status).toBe(404);
    expect((await adminOrder(app, delivered.id, "refund", { idempotencyKey: "nope" })).status).toBe(400);
    const detail = (await (
      await app.request(`/api/admin/orders/${delivered.id}`, { headers: adminHeaders })
    ).json()) as {
      data: AdminOrder;
    };
    expect(detail.data.refunds).toHaveLength(2);
  });
});

describe("admin list", () => {
  it("filters by status, audit, stage, apply type, order and customer", async () => {
    const { app } = backend;
    const delivered = await deliveredOrder(shop(), { lines: [{ price: 1000, quantity: 5 }] });
    const refused = await requestAt(shop(), delivered, "exchange", "refused");
    const approved = await requestAt(shop(), delivered, "refund-only", "approved");
    const list = async (query: string) =>
      (
        (await (
          await app.request(`/api/admin/returns?orderId=${delivered.id}&${query}`, { headers: adminHeaders })
        ).json()) as {
          data: { items: Array<{ number: string }>; total: number };
        }
      ).data;
    expect((await list("")).total).toBe(2);
    expect((await list("status=ended")).items.map((r) => r.number)).toEqual([refused.number]);
    expect((await list("audit=approved")).items.map((r) => r.number)).toEqual([approved.number]);
    expect((await list("stage=approved&applyType=refund-only")).total).toBe(1);
    expect((await list(`customerId=${delivered.customerId}`)).total).toBe(2);
    expect((await list(`q=${approved.number.slice(3)}`)).items.map((r) => r.number)).toEqual([approved.number]);
    expect((await app.request(`/api/admin/returns?status=open`, { headers: adminHeaders })).status).toBe(400);
    expect((await app.request(`/api/admin/returns`)).status).toBe(401);
    expect((await app.request(`/api/admin/returns/999999`, { headers: adminHeaders })).status).toBe(404);
    expect((await adminReturn(app, approved.id, "refund", { idempotencyKey: randomUUID(), price: 1 })).status).toBe(
      400,
    );
  });
});
