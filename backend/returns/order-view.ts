import type { Currency } from "#contract/currencies.ts";
import { ReturnMessages, type AfterSalesState, type Refund, type RefundStatus } from "#contract/returns.ts";
import type { AppDeps } from "../app.ts";
import type { Row } from "../db/database.ts";
import { prepared } from "../db/prepared.ts";
import { getTimeZone } from "../settings/repository.ts";
import { endOfDayIn } from "../shared/time.ts";
import { OPEN_STAGES } from "./machine.ts";
import { lastShipmentAt, openRefundRequestCounts } from "./repository.ts";
import { getReturnSettings } from "./settings.ts";

type OrderRow = Row<"shop_order">;
/** What the order views read: the database, and the configured time zone the shop's setting overrides. */
export type OrderDeps = Pick<AppDeps, "db" | "config">;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The return window counts from delivery: the customer's receipt confirmation, else the last parcel's
 * departure (the earliest date we know). A late confirmation moves it by at most one window. Shoppers
 * are shown the last day as a date, so the window holds until that day ends in the shop's time zone.
 */
export function returnDeadline(
  order: OrderRow,
  shippedAt: string | undefined,
  windowDays: number,
  timeZone: string,
): string | null {
  if (order.delivery_status !== "shipped" && order.delivery_status !== "received") return null;
  const window = windowDays * DAY_MS;
  const shipped = shippedAt ? Date.parse(shippedAt) : null;
  let delivered = order.delivery_status === "received" && order.completed_at ? Date.parse(order.completed_at) : shipped;
  if (delivered === null) return null;
  if (shipped !== null && delivered > shipped + window) delivered = shipped + window;
  return new Date(endOfDayIn(delivered + window, timeZone)).toISOString();
}

/** Why the order cannot be returned now (a `ReturnMessages` key), or null. */
export function returnBlockedReason(order: OrderRow, deadline: string | null, now = Date.now()): string | null {
  if (order.pay_status !== "paid" || Number(order.paid_amount) <= 0) return ReturnMessages.notPaid;
  const live = order.status === "in-progress" || order.status === "completed";
  if (!live || deadline === null) return ReturnMessages.notDelivered;
  if (now > Date.parse(deadline)) return ReturnMessages.windowClosed;
  return null;
}

export function toRefund(row: Row<"refund">, returnNumber: string | null): Refund {
  return {
    id: row.id,
    amount: { amount: Number(row.amount), currency: row.currency as Currency },
    status: row.status as RefundStatus,
    method: row.method === "test-gateway" ? "test-gateway" : "manual",
    reference: row.provider_reference,
    returnNumber,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}

export type OrderAfterSales = {
  afterSales: AfterSalesState;
  refundedAmount: number;
  refunds: Refund[];
  canApplyReturn: boolean;
  returnBlockedReason: string | null;
  returnDeadline: string | null;
  /** Per order line id: what can be asked back now. */
  returnable: Map<number, number>;
};

const refundsOf = prepared((db, p: { ids: number[] }) =>
  db
    .selectFrom("refund")
    .leftJoin("return_request", "return_request.id", "refund.return_id")
    .selectAll("refund")
    .select("return_request.number as return_number")
    .where("refund.order_id", "in", p.ids)
    .orderBy("refund.id"),
);

/** What the order screens show about after-sales, for many orders at once. */
export async function afterSalesOf(
  { db, config }: OrderDeps,
  orders: OrderRow[],
  lines: Array<Pick<Row<"order_line">, "id" | "order_id" | "quantity" | "returned_quantity">>,
): Promise<Map<number, OrderAfterSales>> {
  const ids = orders.map((o) => o.id);
  const out = new Map<number, OrderAfterSales>();
  if (!ids.length) return out;
  const [settings, timeZone, open, shipped, refunds] = await Promise.all([
    getReturnSettings(db),
    getTimeZone(db, config.timeZone),
    openRefundRequestCounts(db, ids, OPEN_STAGES),
    lastShipmentAt(db, ids),
    refundsOf.rows(db, { ids }),
  ]);
  for (const order of orders) {
    const own = refunds.filter((r) => r.order_id === order.id);
    const deadline = returnDeadline(order, shipped.get(order.id), settings.windowDays, timeZone);
    const blocked = returnBlockedReason(order, deadline);
    const returnable = new Map<number, number>();
    for (const line of lines) {
      if (line.order_id !== order.id) continue;
      returnable.set(line.id, blocked ? 0 : Math.max(0, line.quantity - Number(line.returned_quantity)));
    }
    const anyLeft = [...returnable.values()].some((n) => n > 0);
    const pending = own.some((r) => r.status === "pending");
    const refunded = Number(order.refunded_amount);
    out.set(order.id, {
      afterSales: (open.get(order.id) ?? 0) > 0 || pending ? "refund-requested" : refunded > 0 ? "refunded" : "none",
      refundedAmount: refunded,
      refunds: own.map((r) => toRefund(r, r.return_number)),
      canApplyReturn: blocked === null && anyLeft,
      returnBlockedReason: blocked ?? (anyLeft ? null : ReturnMessages.allReturned),
      returnDeadline: deadline,
      returnable,
    });
  }
  return out;
}
