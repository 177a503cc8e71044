import { Code } from "#contract/codes.ts";
import { adminOrders } from "#contract/api/orders.ts";
import { OrderMessages, type AdminOrder } from "#contract/order.ts";
import { findOrderById, releaseOrder } from "../orders/repository.ts";
import { toAdminOrder, toOrderSummaries } from "../orders/service.ts";
import { sendOrderCancelled } from "../orders/cancel-email.ts";
import { sendOrderPaid } from "../orders/paid-email.ts";
import { sendOrderShipped } from "../orders/shipment-email.ts";
import { writeTransaction } from "../orders/transaction.ts";
import { orderSkuIds, publishOrder, publishStock } from "../realtime/publish.ts";
import type { OrderDeps } from "../returns/order-view.ts";
import { refundCancelledOrder } from "../returns/refunds.ts";
import { ApiError, notFound, nowIso } from "../shared/http.ts";
import { createWorkflowApp, pageOf } from "./workflow.ts";

const conflict = (msg: string, data: unknown = null) => new ApiError(409, Code.result, msg, data);

async function answer(deps: OrderDeps, id: number): Promise<AdminOrder> {
  const row = await findOrderById(deps.db, id);
  if (!row) throw notFound();
  return toAdminOrder(deps, row);
}

/**
 * `/api/admin/orders`: list and detail; mark paid (offline payments), ship (partly or fully: the delivery
 * status follows the shipped quantities, and the customer is emailed about each parcel), cancel (stock
 * and coupon use come back), refund what a cancelled order holds. Each change is a conditional update on
 * the order's current state, so two admins cannot apply the same step twice.
 */
export const createOrdersApp = () =>
  createWorkflowApp(adminOrders, {
    async list(c, query) {
      const { db } = c.get("deps");
      let base = db.selectFrom("shop_order");
      if (query.status) base = base.where("status", "=", query.status);
      if (query.payStatus) base = base.where("pay_status", "=", query.payStatus);
      if (query.q) {
        const q = `%${query.q.toLowerCase().replace(/[%_\\]/g, "")}%`;
        base = base.where((eb) => eb.or([eb("number", "like", q), eb(eb.fn("lower", ["email"]), "like", q)]));
      }
      const count = await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
      const rows = await base
        .selectAll()
        .orderBy("id", "desc")
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      const summaries = await toOrderSummaries(c.get("deps"), rows);
      return pageOf(
        summaries.map((s, i) => ({ ...s, id: rows[i]!.id, email: rows[i]!.email })),
        Number(count?.n ?? 0),
        query,
      );
    },
    read: (c, id) => answer(c.get("deps"), id),
    steps: {
      async pay(c, id) {
        const { db } = c.get("deps");
        if (!(await findOrderById(db, id))) throw notFound();
        await writeTransaction(db, async (trx) => {
          const now = nowIso();
          const paid = await trx
            .updateTable("shop_order")
            .set((eb) => ({ pay_status: "paid", paid_amount: eb.ref("total"), paid_at: now, updated_at: now }))
            .where("id", "=", id)
            .where("pay_status", "=", "unpaid")
            .where("status", "in", ["in-progress", "completed"])
            .executeTakeFirst();
          if (Number(paid.numUpdatedRows) !== 1) throw conflict(OrderMessages.alreadyPaid);
          await trx
            .updateTable("payment")
            .set({ status: "succeeded", updated_at: now })
            .where("order_id", "=", id)
            .where("status", "=", "pending")
            .where("method", "in", ["bank-transfer", "cash-on-delivery"])
            .execute();
        });
        // Only once committed (the conditional update makes it once): the customer hears the money arrived.
        sendOrderPaid(c.get("deps"), id);
        await publishOrder(c.get("deps"), id);
        return answer(c.get("deps"), id);
      },
      async ship(c, id, input) {
        const { db } = c.get("deps");
        const order = await findOrderById(db, id);
        if (!order) throw notFound();
        const shipment = await writeTransaction(db, async (trx) => {
          const now = nowIso();
          // The order's row first: ships of one order take turns (PostgreSQL holds the lock to the
          // commit), so a retried call sent at the same time sees the first one's parcel.
          await trx.updateTable("shop_order").set((eb) => ({ updated_at: eb.ref("updated_at") })).where("id", "=", id).execute();
          const current = await trx.selectFrom("shop_order").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
          const shippable =
            current.status === "in-progress" &&
            current.delivery_status !== "shipped" &&
            (current.pay_status === "paid" || current.payment_method === "cash-on-delivery");
          const merged = new Map<number, number>();
          for (const line of input.lines) merged.set(line.lineId, (merged.get(line.lineId) ?? 0) + line.quantity);
          const lines = [...merged].map(([lineId, quantity]) => ({ lineId, quantity }));
          // A parcel is its carrier and tracking number: the same one again is a retried call (a
          // timeout, a double click), answered as done; its lines and email went the first time.
          const earlier = await trx
            .selectFrom("shipment")
            .select("lines")
            .where("order_id", "=", id)
            .where("express_name", "=", input.expressName)
            .where("express_number", "=", input.expressNumber)
            .executeTakeFirst();
          if (earlier) {
            if (earlier.lines === JSON.stringify(lines)) return null;
            throw conflict(OrderMessages.trackingUsed);
          }
          if (!shippable) throw conflict(OrderMessages.notShippable);
          for (const [lineId, quantity] of merged) {
            const moved = await trx
              .updateTable("order_line")
              .set((eb) => ({ shipped_quantity: eb("shipped_quantity", "+", quantity) }))
              .where("id", "=", lineId)
              .where("order_id", "=", id)
              .where((eb) => eb(eb("shipped_quantity", "+", quantity), "<=", eb.ref("quantity")))
              .executeTakeFirst();
            if (Number(moved.numUpdatedRows) !== 1) throw conflict(OrderMessages.shipQuantity, { lineId });
          }
          await trx
            .insertInto("shipment")
            .values({
              order_id: id,
              express_name: input.expressName,
              express_number: input.expressNumber,
              lines: JSON.stringify(lines),
              created_at: now,
            })
            .execute();
          const left = await trx
            .selectFrom("order_line")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("order_id", "=", id)
            .whereRef("shipped_quantity", "<", "quantity")
            .executeTakeFirst();
          const complete = Number(left?.n ?? 0) === 0;
          await trx
            .updateTable("shop_order")
            .set({ delivery_status: complete ? "shipped" : "partly-shipped", updated_at: now })
            .where("id", "=", id)
            .execute();
          return { expressName: input.expressName, expressNumber: input.expressNumber, lines, complete };
        });
        if (shipment) {
          // Only once the shipment is committed: a transaction run again must not have sent already.
          sendOrderShipped(c.get("deps"), id, shipment);
          await publishOrder(c.get("deps"), id);
        }
        return answer(c.get("deps"), id);
      },
      async cancel(c, id) {
        const { db } = c.get("deps");
        const order = await findOrderById(db, id);
        if (!order) throw notFound();
        await writeTransaction(db, async (trx) => {
          const now = nowIso();
          const cancelled = await trx
            .updateTable("shop_order")
            .set({ status: "cancelled", cancelled_at: now, updated_at: now })
            .where("id", "=", id)
            .where("status", "in", ["in-progress", "pending-cancellation"])
            .where("delivery_status", "=", "not-shipped")
            .executeTakeFirst();
          if (Number(cancelled.numUpdatedRows) !== 1) throw conflict(OrderMessages.notCancellable);
          await releaseOrder(trx, order);
          await trx
            .updateTable("payment")
            .set({ status: "cancelled", updated_at: now })
            .where("order_id", "=", id)
            .where("status", "=", "pending")
            .execute();
        });
        // Only once committed: the customer hears of it (their own request, if they had asked).
        sendOrderCancelled(c.get("deps"), id, order.status === "pending-cancellation" ? "as-asked" : "by-shop");
        await publishOrder(c.get("deps"), id);
        await publishStock(c.get("deps"), await orderSkuIds(c.get("deps"), id));
        return answer(c.get("deps"), id);
      },
      // The customer asked to cancel a paid order and the shop will not: the order goes on (it can ship),
      // and the customer cannot ask again (`canCancel`).
      async "decline-cancellation"(c, id) {
        const { db } = c.get("deps");
        if (!(await findOrderById(db, id))) throw notFound();
        const now = nowIso();
        const kept = await db
          .updateTable("shop_order")
          .set({ status: "in-progress", cancel_declined_at: now, updated_at: now })
          .where("id", "=", id)
          .where("status", "=", "pending-cancellation")
          .executeTakeFirst();
        if (Number(kept.numUpdatedRows) !== 1) throw conflict(OrderMessages.noCancellationRequest);
        sendOrderCancelled(c.get("deps"), id, "declined");
        await publishOrder(c.get("deps"), id);
        return answer(c.get("deps"), id);
      },
      // Money a cancelled order still holds goes back through the after-sales refund path (returns/refunds.ts).
      async refund(c, id, input) {
        const deps = c.get("deps");
        await refundCancelledOrder(deps, id, input);
        return answer(deps, id);
      },
    },
  });
