import type { DeliveryStatus, OrderStatus, PayStatus } from "#contract/order.ts";
import type { OrderNotice, ReturnNotice } from "#contract/realtime.ts";
import type { AuditStatus, ReturnStage } from "#contract/returns.ts";
import type { AppDeps } from "../app.ts";
import { cartVersion } from "../cart/repository.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { prepared } from "../db/prepared.ts";

/*
 * What changed, told to whoever is listening (backend/realtime/socket.ts). Each helper reads the state
 * after the change has committed, so a push never announces what a rollback undid. A push is a hint:
 * a failure to send one is logged and never fails the request that made the change.
 */

type Deps = Pick<AppDeps, "db" | "events" | "log">;

async function quietly(deps: Deps, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    deps.log.warn({ err: error, what }, "push not sent");
  }
}

/** The words for an order's new state. A paid order the shop kept after a cancellation request is that, not "paid". */
export function orderNotice(order: Pick<Row<"shop_order">, "status" | "pay_status" | "delivery_status" | "cancel_declined_at">): OrderNotice {
  if (order.status === "cancelled") return "live.order.cancelled";
  if (order.status === "pending-cancellation") return "live.order.cancelling";
  if (order.status === "completed") return "live.order.completed";
  if (order.delivery_status === "shipped" || order.delivery_status === "partly-shipped") return "live.order.shipped";
  if (order.cancel_declined_at !== null) return "live.order.cancelDeclined";
  if (order.pay_status === "paid") return "live.order.paid";
  return "live.order.updated";
}

/** The words for an after-sales request's new state. */
export function returnNotice(request: Pick<Row<"return_request">, "stage" | "audit_status">): ReturnNotice {
  if (request.stage === "refused") return "live.return.refused";
  if (request.stage === "completed") return "live.return.completed";
  if (request.audit_status === "approved" && request.stage === "approved") return "live.return.approved";
  return "live.return.updated";
}

/** An order's status, pay or delivery status changed: its owner hears. */
export function publishOrder(deps: Deps, orderId: number): Promise<void> {
  return quietly(deps, "order", async () => {
    const row = await deps.db
      .selectFrom("shop_order")
      .select(["owner_key", "number", "status", "pay_status", "delivery_status", "cancel_declined_at"])
      .where("id", "=", orderId)
      .executeTakeFirst();
    if (!row) return;
    deps.events.publish({
      owner: row.owner_key,
      event: {
        type: "order.updated",
        number: row.number,
        status: row.status as OrderStatus,
        payStatus: row.pay_status as PayStatus,
        deliveryStatus: row.delivery_status as DeliveryStatus,
        notice: orderNotice(row),
      },
    });
  });
}

const cartQuantity = prepared((db, p: { key: string }) =>
  db
    .selectFrom("cart_line")
    .select((eb) => eb.fn.sum<number | string | null>("quantity").as("n"))
    .where("owner_key", "=", p.key),
);

/** A cart changed (this tab, another tab, another device): its owner's header count follows. */
export function publishCart(deps: Deps, ownerKey: string): Promise<void> {
  return quietly(deps, "cart", async () => {
    const count = await cartQuantity.first(deps.db, { key: ownerKey });
    deps.events.publish({
      owner: ownerKey,
      event: { type: "cart.changed", count: Number(count?.n ?? 0), version: await cartVersion(deps.db, ownerKey) },
    });
  });
}

const skuStock = prepared((db, p: { ids: number[] }) =>
  db.selectFrom("sku").select(["id", "product_id", "stock"]).where("id", "in", p.ids),
);

/** Stock moved on these SKUs: anyone watching their product hears whether each can still be bought. */
export function publishStock(deps: Deps, skuIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(skuIds)];
  if (ids.length === 0) return Promise.resolve();
  return quietly(deps, "stock", async () => {
    const rows = await skuStock.rows(deps.db, { ids });
    for (const row of rows) {
      deps.events.publish({ owner: null, event: { type: "product.stock", productId: row.product_id, skuId: row.id, inStock: Number(row.stock) > 0 } });
    }
  });
}

const orderLineSkus = (db: Db) =>
  db.selectFrom("order_line").innerJoin("shop_order", "shop_order.id", "order_line.order_id").select("order_line.sku_id");
const skusOfOrderId = prepared((db, p: { id: number }) => orderLineSkus(db).where("shop_order.id", "=", p.id));
const skusOfOrderNumber = prepared((db, p: { number: string }) => orderLineSkus(db).where("shop_order.number", "=", p.number));

/** The SKUs of an order's lines (their stock moves when it is placed, cancelled or returned). */
export async function orderSkuIds(deps: Deps, order: number | { number: string }): Promise<number[]> {
  const rows =
    typeof order === "number"
      ? await skusOfOrderId.rows(deps.db, { id: order })
      : await skusOfOrderNumber.rows(deps.db, { number: order.number });
  return rows.map((row) => row.sku_id).filter((id): id is number => typeof id === "number");
}

/** An after-sales request moved (audited, refunded …): its order's owner hears of both. */
export function publishReturn(deps: Deps, returnId: number): Promise<void> {
  return quietly(deps, "return", async () => {
    const row = await deps.db
      .selectFrom("return_request")
      .innerJoin("shop_order", "shop_order.id", "return_request.order_id")
      .select(["return_request.number", "return_request.stage", "return_request.audit_status", "shop_order.owner_key", "shop_order.id as order_id", "shop_order.number as order_number"])
      .where("return_request.id", "=", returnId)
      .executeTakeFirst();
    if (!row) return;
    deps.events.publish({
      owner: row.owner_key,
      event: {
        type: "return.updated",
        number: row.number,
        orderNumber: row.order_number,
        stage: row.stage as ReturnStage,
        auditStatus: row.audit_status as AuditStatus,
        notice: returnNotice(row),
      },
    });
    await publishOrder(deps, row.order_id);
  });
}

/** A refund settled: the request it belongs to (or its order alone) moved. */
export function publishRefund(deps: Deps, refundId: number): Promise<void> {
  return quietly(deps, "refund", async () => {
    const refund = await deps.db.selectFrom("refund").select(["return_id", "order_id"]).where("id", "=", refundId).executeTakeFirst();
    if (!refund) return;
    if (refund.return_id !== null) await publishReturn(deps, refund.return_id);
    else await publishOrder(deps, refund.order_id);
  });
}
