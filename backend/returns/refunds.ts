import type { Transaction } from "kysely";
import { Code } from "#contract/codes.ts";
import type { Currency } from "#contract/currencies.ts";
import type { PaymentMethod } from "#contract/order.ts";
import { ReturnMessages } from "#contract/returns.ts";
import type { AppDeps } from "../app.ts";
import type { Database } from "../db/database.ts";
import type { OrderRow } from "../orders/repository.ts";
import { findOrderById } from "../orders/repository.ts";
import { isUniqueViolation, writeTransaction } from "../orders/transaction.ts";
import { manualRefund } from "../payments/provider.ts";
import { providerFor } from "../payments/providers.ts";
import { ApiError, notFound, nowIso } from "../shared/http.ts";
import type { RefundRow } from "./repository.ts";
import { settleRefund } from "./refund-settlement.ts";

type Trx = Transaction<Database>;

/** The thing asked for is no longer possible: a full failure the shopper sees as a toast (spec §8, code 41). */
const conflict = (msg: string, data: unknown = null) => new ApiError(409, Code.fail, msg, data);
const price = (amount: number, currency: string) => ({ amount, currency: currency as Currency });

export async function findRefundByKey(db: Trx | AppDeps["db"], key: string): Promise<RefundRow | undefined> {
  return db.selectFrom("refund").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
}

/** Another transaction took the idempotency key first: answer with its refund. */
export class RefundKeyTaken extends Error {}

/**
 * Reserves `amount` on the order and writes the pending refund, inside the caller's transaction.
 * The reservation is a conditional update (`refund_reserved + amount <= paid_amount`), so concurrent
 * refunds can never give back more than was paid. The money goes back to the online payment that can
 * take it (the latest first); with none, it is a manual refund.
 */
export async function reserveRefund(
  trx: Trx,
  input: { order: OrderRow; amount: number; idempotencyKey: string; returnId: number | null },
): Promise<RefundRow> {
  const { order, amount } = input;
  const now = nowIso();
  const reserved = await trx
    .updateTable("shop_order")
    .set((eb) => ({ refund_reserved: eb("refund_reserved", "+", amount), updated_at: now }))
    .where("id", "=", order.id)
    .where((eb) => eb(eb("refund_reserved", "+", amount), "<=", eb.ref("paid_amount")))
    .executeTakeFirst();
  if (Number(reserved.numUpdatedRows) !== 1) {
    const fresh = await trx
      .selectFrom("shop_order")
      .select(["paid_amount", "refund_reserved"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    const refundable = Math.max(0, Number(fresh.paid_amount) - Number(fresh.refund_reserved));
    throw conflict(ReturnMessages.refundTooMuch, { refundable: price(refundable, order.currency) });
  }

  const payments = await trx
    .selectFrom("payment")
    .selectAll()
    .where("order_id", "=", order.id)
    .where("status", "=", "succeeded")
    .orderBy("id", "desc")
    .execute();
  const online = payments.filter((p) => providerFor(p.method as PaymentMethod).online);
  let method = "manual";
  let paymentId = payments[0]?.id ?? null;
  if (online.length) {
    const taken = await trx
      .selectFrom("refund")
      .select(["payment_id", (eb) => eb.fn.sum<number | string>("amount").as("sum")])
      .where("order_id", "=", order.id)
      .where("status", "!=", "failed")
      .groupBy("payment_id")
      .execute();
    const left = (payment: (typeof online)[number]) =>
      Number(payment.amount) - Number(taken.find((t) => t.payment_id === payment.id)?.sum ?? 0);
    const fit = online.find((p) => left(p) >= amount);
    if (!fit) {
      const most = Math.max(0, ...online.map(left));
      throw conflict(ReturnMessages.refundTooMuch, { refundable: price(most, order.currency) });
    }
    method = fit.method;
    paymentId = fit.id;
  }
  try {
    return await trx
      .insertInto("refund")
      .values({
        order_id: order.id,
        return_id: input.returnId,
        payment_id: paymentId,
        method,
        status: "pending",
        amount,
        currency: order.currency,
        idempotency_key: input.idempotencyKey,
        provider_reference: null,
        completed_at: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new RefundKeyTaken();
    throw error;
  }
}

/**
 * Asks the provider for a pending refund (again, when an earlier call was lost: the key makes it one
 * refund). A manual refund is settled at once; an online one waits for the provider's webhook.
 */
export async function driveRefund(deps: AppDeps, refund: RefundRow): Promise<void> {
  if (refund.status !== "pending") return;
  const refundWith = refund.method === "manual" ? manualRefund : providerFor(refund.method as PaymentMethod).refund;
  let outcome;
  try {
    outcome = await refundWith(deps, {
      refundId: refund.id,
      paymentId: refund.payment_id,
      amount: Number(refund.amount),
      currency: refund.currency,
      idempotencyKey: refund.idempotency_key,
    });
  } catch (error) {
    // It stays pending; the merchant repeats the call with the same key.
    deps.log.warn({ err: error, refund: refund.id }, "refund call failed");
    return;
  }
  if (outcome.status === "succeeded") {
    await settleRefund(deps, refund.id, "succeeded", outcome.reference);
    return;
  }
  await deps.db
    .updateTable("refund")
    .set({ provider_reference: outcome.reference, updated_at: nowIso() })
    .where("id", "=", refund.id)
    .where("provider_reference", "is", null)
    .execute();
}

/**
 * Gives back money an order holds after it was cancelled (paid and then cancelled by the merchant,
 * or a payment approved after the cancellation): the same refund path as a return, with no request.
 * `amount` omitted: everything left.
 */
export async function refundCancelledOrder(
  deps: AppDeps,
  orderId: number,
  input: { idempotencyKey: string; amount?: number },
): Promise<void> {
  const { db } = deps;
  const order = await findOrderById(db, orderId);
  if (!order) throw notFound();
  const replay = async () => {
    const existing = await findRefundByKey(db, input.idempotencyKey);
    if (!existing) return false;
    // The key names one refund: for another order, a request, or another amount it is a mistake, not a retry.
    const otherAmount = input.amount !== undefined && Number(existing.amount) !== input.amount;
    if (existing.order_id !== orderId || existing.return_id !== null || otherAmount) throw conflict(ReturnMessages.idempotencyKey);
    await driveRefund(deps, existing);
    return true;
  };
  if (await replay()) return;
  if (order.status !== "cancelled") throw conflict(ReturnMessages.nothingToRefund);
  let refund: RefundRow;
  try {
    refund = await writeTransaction(db, async (trx) => {
      const current = await trx
        .selectFrom("shop_order")
        .selectAll()
        .where("id", "=", orderId)
        .executeTakeFirstOrThrow();
      const left = Number(current.paid_amount) - Number(current.refund_reserved);
      if (left <= 0) throw conflict(ReturnMessages.nothingToRefund);
      return reserveRefund(trx, {
        order: current,
        amount: input.amount ?? left,
        idempotencyKey: input.idempotencyKey,
        returnId: null,
      });
    });
  } catch (error) {
    // A concurrent call with the same key may have won (the key, or the money it reserved): answer its refund.
    if (await replay()) return;
    throw error instanceof RefundKeyTaken ? conflict(ReturnMessages.idempotencyKey) : error;
  }
  await driveRefund(deps, refund);
}
