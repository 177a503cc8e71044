import type { OrderTab } from "#contract/order.ts";
import type { Display } from "../catalog/display.ts";
import type { Db } from "../db/connection.ts";
import { sha256 } from "../customers/tokens.ts";
import type { Row } from "../db/database.ts";
import { prepared } from "../db/prepared.ts";
import { convertCents } from "../settings/repository.ts";

export type OrderRow = Row<"shop_order">;

export async function findOrderByNumber(db: Db, number: string): Promise<OrderRow | undefined> {
  return db.selectFrom("shop_order").selectAll().where("number", "=", number).executeTakeFirst();
}

export async function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom("shop_order").selectAll().where("id", "=", id).executeTakeFirst();
}

const orderByKey = prepared((db, p: { owner: string; key: string }) =>
  db.selectFrom("shop_order").selectAll().where("owner_key", "=", p.owner).where("idempotency_key", "=", p.key),
);

export async function findOrderByKey(db: Db, ownerKey: string, idempotencyKey: string): Promise<OrderRow | undefined> {
  return orderByKey.first(db, { owner: ownerKey, key: idempotencyKey });
}

export async function hasAccess(db: Db, orderId: number, token: string): Promise<boolean> {
  const row = await db
    .selectFrom("order_access")
    .select("id")
    .where("order_id", "=", orderId)
    .where("token_hash", "=", sha256(token))
    .executeTakeFirst();
  return Boolean(row);
}

const linesOf = prepared((db, p: { ids: number[] }) =>
  db.selectFrom("order_line").selectAll().where("order_id", "in", p.ids).orderBy("id"),
);

export async function orderLines(db: Db, orderIds: number[]): Promise<Row<"order_line">[]> {
  if (!orderIds.length) return [];
  return linesOf.rows(db, { ids: orderIds });
}

/** A tab of spec §4 as conditions on the three statuses (see contract/order.ts ORDER_TABS). */
export async function listOrders(
  db: Db,
  customerId: number,
  tab: OrderTab,
  page: number,
  pageSize: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  let query = db.selectFrom("shop_order").where("customer_id", "=", customerId);
  if (tab === "to-pay") {
    query = query
      .where("status", "=", "in-progress")
      .where("pay_status", "=", "unpaid")
      .where("payment_method", "!=", "cash-on-delivery");
  } else if (tab === "to-ship") {
    query = query
      .where("status", "=", "in-progress")
      .where("delivery_status", "in", ["not-shipped", "partly-shipped"])
      .where((eb) => eb.or([eb("pay_status", "=", "paid"), eb("payment_method", "=", "cash-on-delivery")]));
  } else if (tab === "to-receive") {
    query = query.where("status", "=", "in-progress").where("delivery_status", "=", "shipped");
  } else if (tab === "completed") {
    query = query.where("status", "=", "completed");
  } else if (tab === "cancelled") {
    query = query.where("status", "in", ["cancelled", "pending-cancellation"]);
  }
  const count = await query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}

/** Unpaid orders still waiting for payment: the cart's reminder. */
export async function unpaidCount(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom("shop_order")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("customer_id", "=", customerId)
    .where("status", "=", "in-progress")
    .where("pay_status", "=", "unpaid")
    .where("payment_method", "!=", "cash-on-delivery")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * `user/center`, in the display currency's minor units: spending (every order not cancelled, less what
 * was refunded), paid (what the shop holds: paid less refunded), unpaid orders and order count. An order
 * in the display currency counts its own amounts, to the cent the shopper paid; another converts through
 * USD at its own rate (`total_usd / total`) and today's display rate.
 */
export async function customerOrderFigures(db: Db, customerId: number, display: Pick<Display, "currency" | "rate" | "digits">) {
  const rows = await db
    .selectFrom("shop_order")
    .select(["status", "pay_status", "payment_method", "currency", "total", "total_usd", "paid_amount", "refunded_amount"])
    .where("customer_id", "=", customerId)
    .execute();
  let spending = 0;
  let paid = 0;
  let unpaidOrders = 0;
  for (const row of rows) {
    const total = Number(row.total);
    const inDisplay = (amount: number) => {
      if (row.currency === display.currency) return amount;
      const usdCents = total > 0 ? Math.round((amount * Number(row.total_usd)) / total) : 0;
      return convertCents(usdCents, display.rate, display.digits);
    };
    const refunded = Number(row.refunded_amount);
    if (row.status !== "cancelled") spending += inDisplay(Math.max(0, total - refunded));
    if (row.pay_status === "paid") paid += inDisplay(Math.max(0, Number(row.paid_amount) - refunded));
    if (row.status === "in-progress" && row.pay_status === "unpaid" && row.payment_method !== "cash-on-delivery") {
      unpaidOrders++;
    }
  }
  return { spending, paid, unpaidOrders, orders: rows.length };
}

/**
 * Gives back what an order took: its units to stock and its coupon use. Part of the cancelling
 * transaction; the caller has already moved the order to cancelled with a conditional update.
 */
export async function releaseOrder(db: Db, order: OrderRow): Promise<void> {
  const lines = await db
    .selectFrom("order_line")
    .select(["sku_id", "quantity"])
    .where("order_id", "=", order.id)
    .execute();
  const bySku = new Map<number, number>();
  for (const line of lines)
    if (line.sku_id !== null) bySku.set(line.sku_id, (bySku.get(line.sku_id) ?? 0) + line.quantity);
  for (const [skuId, quantity] of [...bySku].sort((a, b) => a[0] - b[0])) {
    await db
      .updateTable("sku")
      .set((eb) => ({ stock: eb("stock", "+", quantity) }))
      .where("id", "=", skuId)
      .execute();
  }
  if (order.coupon_id !== null) {
    const removed = await db.deleteFrom("coupon_redemption").where("order_id", "=", order.id).executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) {
      await db
        .updateTable("coupon")
        .set((eb) => ({ used_count: eb("used_count", "-", 1) }))
        .where("id", "=", order.coupon_id)
        .where("used_count", ">", 0)
        .execute();
    }
  }
}
