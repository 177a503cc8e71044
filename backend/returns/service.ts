import { Code } from "#contract/codes.ts";
import {
  GOODS_APPLY_TYPES,
  ReturnMessages,
  type ApplyType,
  type ReturnAddress,
  type ReturnApplySchema,
  type ReturnLogisticsSchema,
} from "#contract/returns.ts";
import type { z } from "zod";
import type { AppDeps } from "../app.ts";
import { orderSkuIds, publishReturn, publishStock } from "../realtime/publish.ts";
import { claimAttachments } from "../attachments/repository.ts";
import { AttachmentMessages } from "#contract/attachment.ts";
import { shopperKeys, type Shopper } from "../customers/shopper.ts";
import { orderLines, type OrderRow } from "../orders/repository.ts";
import { sendOrderShipped } from "../orders/shipment-email.ts";
import { insertNumbered, isUniqueViolation, RETURN_NUMBER, writeTransaction } from "../orders/transaction.ts";
import { getTimeZone } from "../settings/repository.ts";
import { ApiError, badRequest, nowIso } from "../shared/http.ts";
import { sendReturnEmail } from "./email.ts";
import { INITIAL_STAGE } from "./machine.ts";
import { returnBlockedReason, returnDeadline } from "./order-view.ts";
import { driveRefund, findRefundByKey, RefundKeyTaken, reserveRefund } from "./refunds.ts";
import {
  findReturnById,
  findReturnByKey,
  lastShipmentAt,
  newReturnNumber,
  type RefundRow,
  type ReturnRow,
} from "./repository.ts";
import { getReturnSettings } from "./settings.ts";
import { moveReturn, releaseQuantities, restock } from "./transition.ts";
import { usedBy } from "./view.ts";

/**
 * One function per step of the state machine (machine.ts); each moves the request with a conditional
 * update in its own transaction and records what the step changes (quantities, stock, money), so a
 * refused step leaves nothing behind. Realtime pushes to the shopper hook in here.
 */

type ApplyInput = z.output<typeof ReturnApplySchema>;
type LogisticsInput = z.output<typeof ReturnLogisticsSchema>;

/** The thing asked for is no longer possible: a full failure the shopper sees as a toast (spec §8, code 41). */
const conflict = (msg: string, data: unknown = null) => new ApiError(409, Code.fail, msg, data);

class Replay extends Error {}

/** The request as it is now, after a step: its owner hears that it moved. */
async function reload(deps: AppDeps, id: number): Promise<ReturnRow> {
  await publishReturn(deps, id);
  return (await findReturnById(deps.db, id))!;
}

/**
 * A customer's (or guest's) request on lines of an order they may see. Paid, delivered, inside the
 * window; each line's quantity is taken from what is left with a conditional update, so two requests
 * racing for the last units cannot both have them. Exactly once per idempotency key.
 */
export async function applyForReturn(
  deps: AppDeps,
  order: OrderRow,
  shopper: Shopper | null,
  input: ApplyInput,
): Promise<{ request: ReturnRow; replayed: boolean }> {
  const { db } = deps;
  const existing = await findReturnByKey(db, order.id, input.idempotencyKey);
  if (existing) return { request: existing, replayed: true };

  const [settings, timeZone, shipped] = await Promise.all([
    getReturnSettings(db),
    getTimeZone(db, deps.config.timeZone),
    lastShipmentAt(db, [order.id]),
  ]);
  const deadline = returnDeadline(order, shipped.get(order.id), settings.windowDays, timeZone);
  const blocked = returnBlockedReason(order, deadline);
  if (blocked) throw conflict(blocked, blocked === ReturnMessages.windowClosed ? { deadline } : null);

  const lines = new Map((await orderLines(db, [order.id])).map((l) => [l.id, l]));
  for (const line of input.lines) {
    if (!lines.has(line.lineId)) throw badRequest(ReturnMessages.line, { lineId: line.lineId });
  }
  if (input.attachments.length && !shopper) {
    throw badRequest("errors.validation", { fields: { attachments: [AttachmentMessages.invalid] } });
  }
  // Each line's share of what was paid for the goods: its price less its part of the discounts.
  const subtotal = Number(order.subtotal);
  const discounts = Number(order.promotion_discount) + Number(order.coupon_discount);
  const share = (unitPrice: number, quantity: number) =>
    subtotal > 0 ? Math.round((unitPrice * quantity * Math.max(0, subtotal - discounts)) / subtotal) : 0;
  const wanted = input.lines
    .map((l) => {
      const line = lines.get(l.lineId)!;
      return { line, quantity: l.quantity, amount: share(Number(line.unit_price), l.quantity) };
    })
    .sort((a, b) => a.line.id - b.line.id);
  const type = input.applyType;
  const refundAmount = type === "exchange" ? 0 : wanted.reduce((sum, w) => sum + w.amount, 0);

  let request: ReturnRow;
  try {
    request = await writeTransaction(db, async (trx) => {
      if (await findReturnByKey(trx, order.id, input.idempotencyKey)) throw new Replay();
      const now = nowIso();
      const row = await insertNumbered(trx, RETURN_NUMBER, newReturnNumber, (number) =>
        trx
          .insertInto("return_request")
          .values({
            number,
            order_id: order.id,
            customer_id: order.customer_id,
            owner_key: order.owner_key,
            idempotency_key: input.idempotencyKey,
            apply_type: type,
            reason: input.reason,
            description: input.description,
            stage: INITIAL_STAGE,
            audit_status: "pending",
            currency: order.currency,
            refund_amount: refundAmount,
            email: order.email,
            lang: order.lang,
            refuse_reason: null,
            return_address: null,
            logistics_company: null,
            tracking_number: null,
            delivery_time: null,
            approved_at: null,
            received_at: null,
            completed_at: null,
            cancelled_at: null,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
          .catch((error: unknown) => {
            if (isUniqueViolation(error, { pg: "return_request_idempotency", sqlite: "return_request.order_id" })) {
              throw new Replay();
            }
            throw error;
          }),
      );
      await trx
        .insertInto("return_line")
        .values(
          wanted.map((w) => ({
            return_id: row.id,
            order_line_id: w.line.id,
            quantity: w.quantity,
            unit_price: Number(w.line.unit_price),
            amount: w.amount,
          })),
        )
        .execute();
      for (const w of wanted) {
        const taken = await trx
          .updateTable("order_line")
          .set((eb) => ({ returned_quantity: eb("returned_quantity", "+", w.quantity) }))
          .where("id", "=", w.line.id)
          .where("order_id", "=", order.id)
          .where((eb) => eb(eb("returned_quantity", "+", w.quantity), "<=", eb.ref("quantity")))
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) {
          const current = await trx
            .selectFrom("order_line")
            .select(["quantity", "returned_quantity"])
            .where("id", "=", w.line.id)
            .executeTakeFirstOrThrow();
          throw conflict(ReturnMessages.quantity, {
            lineId: w.line.id,
            returnable: Math.max(0, current.quantity - Number(current.returned_quantity)),
          });
        }
      }
      if (input.attachments.length) {
        await claimAttachments(trx, {
          ids: input.attachments,
          ownerKeys: shopperKeys(shopper!),
          usedBy: usedBy(row.id),
        });
      }
      return row;
    });
  } catch (error) {
    if (!(error instanceof Replay)) throw error;
    const winner = await findReturnByKey(db, order.id, input.idempotencyKey);
    if (!winner) throw error;
    return { request: winner, replayed: true };
  }
  await sendReturnEmail(deps, "received", request.id);
  return { request, replayed: false };
}

/** The customer withdraws a request before the goods are on their way; its units can be asked back again. */
export async function cancelReturn(deps: AppDeps, request: ReturnRow): Promise<ReturnRow> {
  await writeTransaction(deps.db, async (trx) => {
    await moveReturn(trx, request, "cancel", { cancelled_at: nowIso() });
    await releaseQuantities(trx, request.id);
  });
  return reload(deps, request.id);
}

/** The customer's parcel back: carrier, tracking number and the day it was sent (correctable until it arrives). */
export async function submitLogistics(deps: AppDeps, request: ReturnRow, input: LogisticsInput): Promise<ReturnRow> {
  // A day of slack either side: the customer's calendar day may not be today in UTC.
  const day = 24 * 60 * 60 * 1000;
  const sent = Date.parse(input.deliveryTime);
  if (sent > Date.now() + day || sent < Date.parse(request.created_at.slice(0, 10)) - day) {
    throw badRequest("errors.validation", { fields: { deliveryTime: [ReturnMessages.deliveryTime] } });
  }
  await writeTransaction(deps.db, (trx) =>
    moveReturn(trx, request, "ship-back", {
      logistics_company: input.logisticsCompany,
      tracking_number: input.trackingNumber,
      delivery_time: input.deliveryTime,
    }),
  );
  return reload(deps, request.id);
}

/** The merchant accepts; goods come back to `address` (default: the shop's return address). */
export async function approveReturn(
  deps: AppDeps,
  request: ReturnRow,
  input: { address?: ReturnAddress },
): Promise<ReturnRow> {
  const goods = GOODS_APPLY_TYPES.includes(request.apply_type as ApplyType);
  const address = goods ? (input.address ?? (await getReturnSettings(deps.db)).address) : null;
  if (goods && !address) {
    throw badRequest("errors.validation", { fields: { address: [ReturnMessages.addressRequired] } });
  }
  const now = nowIso();
  await writeTransaction(deps.db, (trx) =>
    moveReturn(trx, request, "approve", {
      audit_status: "approved",
      approved_at: now,
      return_address: address ? JSON.stringify(address) : null,
    }),
  );
  await sendReturnEmail(deps, "approved", request.id);
  return reload(deps, request.id);
}

/** The merchant declines, saying why; the units can be asked back again. */
export async function refuseReturn(deps: AppDeps, request: ReturnRow, reason: string): Promise<ReturnRow> {
  await writeTransaction(deps.db, async (trx) => {
    await moveReturn(trx, request, "refuse", {
      audit_status: "refused",
      refuse_reason: reason,
      completed_at: nowIso(),
    });
    await releaseQuantities(trx, request.id);
  });
  await sendReturnEmail(deps, "refused", request.id);
  return reload(deps, request.id);
}

/** The goods are back: only now do they go back on the shelf. */
export async function receiveReturn(deps: AppDeps, request: ReturnRow): Promise<ReturnRow> {
  await writeTransaction(deps.db, async (trx) => {
    await moveReturn(trx, request, "receive", { received_at: nowIso() });
    await restock(trx, request.id);
  });
  await publishStock(deps, await orderSkuIds(deps, request.order_id));
  await sendReturnEmail(deps, "goodsReceived", request.id);
  return reload(deps, request.id);
}

/** The merchant ends a request whose goods never came back; the units can be asked back again. */
export async function closeReturn(deps: AppDeps, request: ReturnRow, reason: string): Promise<ReturnRow> {
  await writeTransaction(deps.db, async (trx) => {
    await moveReturn(trx, request, "close", { refuse_reason: reason, completed_at: nowIso() });
    await releaseQuantities(trx, request.id);
  });
  await sendReturnEmail(deps, "closed", request.id);
  return reload(deps, request.id);
}

/**
 * Refunds a request (all of its amount, or less): the request moves to `refunding` and the amount is
 * reserved on the order in one transaction, then the provider is asked. The same idempotency key again
 * is the same refund (a lost provider call is repeated, nothing is paid twice).
 */
export async function refundReturn(
  deps: AppDeps,
  request: ReturnRow,
  input: { idempotencyKey: string; amount?: number },
): Promise<ReturnRow> {
  const { db } = deps;
  const replay = async (): Promise<boolean> => {
    const existing = await findRefundByKey(db, input.idempotencyKey);
    if (!existing) return false;
    // The key names one refund: for another request or another amount it is a mistake, not a retry.
    const otherAmount = input.amount !== undefined && Number(existing.amount) !== input.amount;
    if (existing.return_id !== request.id || otherAmount) throw conflict(ReturnMessages.idempotencyKey);
    await driveRefund(deps, existing);
    return true;
  };
  if (await replay()) return reload(deps, request.id);
  const amount = input.amount ?? Number(request.refund_amount);
  let refund: RefundRow;
  try {
    refund = await writeTransaction(db, async (trx) => {
      await moveReturn(trx, request, "refund");
      if (amount <= 0) throw conflict(ReturnMessages.nothingToRefund);
      const order = await trx
        .selectFrom("shop_order")
        .selectAll()
        .where("id", "=", request.order_id)
        .executeTakeFirstOrThrow();
      return reserveRefund(trx, { order, amount, idempotencyKey: input.idempotencyKey, returnId: request.id });
    });
  } catch (error) {
    // A concurrent call with the same key may have won (the key, or the stage it moved): answer its refund.
    if (await replay()) return reload(deps, request.id);
    throw error instanceof RefundKeyTaken ? conflict(ReturnMessages.idempotencyKey) : error;
  }
  await driveRefund(deps, refund);
  return reload(deps, request.id);
}

/** An exchange: the replacement leaves as a new shipment of the order, taking stock (conditionally). */
export async function shipReplacement(
  deps: AppDeps,
  request: ReturnRow,
  input: { expressName: string; expressNumber: string },
): Promise<ReturnRow> {
  // The same parcel again (a retried call): answered as done, as an order's ship is; nothing twice.
  if (request.stage === "completed") {
    const sent = await deps.db
      .selectFrom("shipment")
      .select("id")
      .where("return_id", "=", request.id)
      .where("express_name", "=", input.expressName)
      .where("express_number", "=", input.expressNumber)
      .executeTakeFirst();
    if (sent) return reload(deps, request.id);
  }
  const parcel = await writeTransaction(deps.db, async (trx) => {
    const now = nowIso();
    await moveReturn(trx, request, "ship-replacement", { completed_at: now });
    const lines = await trx
      .selectFrom("return_line")
      .innerJoin("order_line", "order_line.id", "return_line.order_line_id")
      .select(["return_line.order_line_id", "return_line.quantity", "order_line.sku_id"])
      .where("return_line.return_id", "=", request.id)
      .orderBy("order_line.sku_id")
      .execute();
    for (const line of lines) {
      if (line.sku_id === null) throw conflict(ReturnMessages.stock, { lineId: line.order_line_id, available: 0 });
      const taken = await trx
        .updateTable("sku")
        .set((eb) => ({ stock: eb("stock", "-", line.quantity) }))
        .where("id", "=", line.sku_id)
        .where("stock", ">=", line.quantity)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) {
        const sku = await trx.selectFrom("sku").select("stock").where("id", "=", line.sku_id).executeTakeFirst();
        throw conflict(ReturnMessages.stock, {
          lineId: line.order_line_id,
          available: Math.max(0, Number(sku?.stock ?? 0)),
        });
      }
    }
    const shipped = lines.map((l) => ({ lineId: l.order_line_id, quantity: l.quantity }));
    await trx
      .insertInto("shipment")
      .values({
        order_id: request.order_id,
        express_name: input.expressName,
        express_number: input.expressNumber,
        lines: JSON.stringify(shipped),
        created_at: now,
        return_id: request.id,
      })
      .execute();
    return shipped;
  });
  // Only once the step is committed (a transaction run again must not have sent already); the
  // conditional step makes it once per replacement.
  sendOrderShipped(deps, request.order_id, {
    expressName: input.expressName,
    expressNumber: input.expressNumber,
    lines: parcel,
    complete: true,
    exchange: request.number,
  });
  return reload(deps, request.id);
}
