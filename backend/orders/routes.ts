import { Hono } from "hono";
import { Code } from "#contract/codes.ts";
import type { Paged } from "#contract/catalog.ts";
import { EmptySchema } from "#contract/cart.ts";
import { OrderListSchema, OrderMessages, OrderRefSchema, type OrderSummary } from "#contract/order.ts";
import type { AppEnv } from "../app.ts";
import { getCustomer, requireCustomer } from "../customers/sessions.ts";
import { ApiError, nowIso, readJson, sendOk } from "../shared/http.ts";
import { orderSkuIds, publishOrder, publishStock } from "../realtime/publish.ts";
import { requireViewableOrder } from "./access.ts";
import { findOrderById, listOrders, releaseOrder, unpaidCount } from "./repository.ts";
import { toOrder, toOrderSummaries } from "./service.ts";
import { writeTransaction } from "./transaction.ts";

/** The thing asked for is no longer possible: a full failure the shopper sees as a toast (spec §8, code 41). */
const conflict = (msg: string) => new ApiError(409, Code.fail, msg);

/** `/api/web/order/*` (contract/order.ts): the customer's orders, and a guest's with its access token. */
export const orderRoutes = new Hono<AppEnv>()
  .post("/list", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, OrderListSchema);
    const { customer } = await requireCustomer(c, db);
    const { rows, total } = await listOrders(db, customer.id, input.tab, input.page, input.pageSize);
    const page: Paged<OrderSummary> = {
      items: await toOrderSummaries(c.get("deps"), rows),
      total,
      page: input.page,
      pageSize: input.pageSize,
    };
    return sendOk(c, page);
  })
  .post("/detail", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, OrderRefSchema);
    const order = await requireViewableOrder(c, db, input.number, input.access);
    return sendOk(c, await toOrder(c.get("deps"), order));
  })
  .post("/unpaid-count", async (c) => {
    const { db } = c.get("deps");
    await readJson(c, EmptySchema);
    const signed = await getCustomer(c, db);
    return sendOk(c, { count: signed ? await unpaidCount(db, signed.customer.id) : 0 });
  })
  .post("/cancel", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, OrderRefSchema);
    const order = await requireViewableOrder(c, db, input.number, input.access);
    // Unpaid: cancelled at once, stock and coupon back. Paid but not shipped: the merchant decides.
    await writeTransaction(db, async (trx) => {
      const now = nowIso();
      const cancelled = await trx
        .updateTable("shop_order")
        .set({ status: "cancelled", cancelled_at: now, updated_at: now })
        .where("id", "=", order.id)
        .where("status", "=", "in-progress")
        .where("pay_status", "=", "unpaid")
        .where("delivery_status", "=", "not-shipped")
        .executeTakeFirst();
      if (Number(cancelled.numUpdatedRows) === 1) {
        await releaseOrder(trx, order);
        await trx
          .updateTable("payment")
          .set({ status: "cancelled", updated_at: now })
          .where("order_id", "=", order.id)
          .where("status", "=", "pending")
          .execute();
        return;
      }
      const requested = await trx
        .updateTable("shop_order")
        .set({ status: "pending-cancellation", updated_at: now })
        .where("id", "=", order.id)
        .where("status", "=", "in-progress")
        .where("pay_status", "=", "paid")
        .where("delivery_status", "=", "not-shipped")
        .where("cancel_declined_at", "is", null)
        .executeTakeFirst();
      if (Number(requested.numUpdatedRows) !== 1) {
        throw conflict(order.cancel_declined_at ? OrderMessages.cancellationDeclined : OrderMessages.notCancellable);
      }
    });
    await publishOrder(c.get("deps"), order.id);
    await publishStock(c.get("deps"), await orderSkuIds(c.get("deps"), order.id));
    return sendOk(c, await toOrder(c.get("deps"), (await findOrderById(db, order.id))!));
  })
  .post("/confirm-receipt", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, OrderRefSchema);
    const order = await requireViewableOrder(c, db, input.number, input.access);
    const now = nowIso();
    const done = await db
      .updateTable("shop_order")
      .set({ status: "completed", delivery_status: "received", completed_at: now, updated_at: now })
      .where("id", "=", order.id)
      .where("status", "=", "in-progress")
      .where("delivery_status", "=", "shipped")
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict(OrderMessages.notShipped);
    await publishOrder(c.get("deps"), order.id);
    return sendOk(c, await toOrder(c.get("deps"), (await findOrderById(db, order.id))!));
  });
