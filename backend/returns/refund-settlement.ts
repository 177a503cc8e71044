import type { Transaction } from "kysely";
import { Code } from "#contract/codes.ts";
import { PaymentMessages } from "#contract/order.ts";
import type { ApplyType } from "#contract/returns.ts";
import type { AppDeps } from "../app.ts";
import type { Database } from "../db/database.ts";
import { writeTransaction } from "../orders/transaction.ts";
import { publishRefund } from "../realtime/publish.ts";
import { ApiError, badRequest, nowIso } from "../shared/http.ts";
import { sendRefundedEmail } from "./email.ts";
import type { RefundRow } from "./repository.ts";
import { moveReturn } from "./transition.ts";

/*
 * How a refund ends: the provider's answer settles it. Apart from refunds.ts, which asks the providers,
 * so that a provider's webhook can settle a refund without the two importing each other.
 */

type Trx = Transaction<Database>;

/** A provider's refund event whose signature has been checked (`payments/test-gateway.ts`). */
export type RefundEvent = {
  id: string;
  type: string;
  paymentId: number;
  amount: number;
  currency: string;
  refundReference?: string;
  refundKey?: string;
};

/**
 * The refund's outcome, once: only a pending refund moves. Succeeded: the order counts it as refunded
 * and its request completes (`refund-succeeded`). Failed: the reservation is given back and the request
 * returns to where the merchant can refund again (`refund-failed`).
 */
async function settleInTransaction(
  trx: Trx,
  refund: RefundRow,
  outcome: "succeeded" | "failed",
  reference: string,
): Promise<boolean> {
  const now = nowIso();
  const moved = await trx
    .updateTable("refund")
    .set((eb) => ({
      status: outcome,
      provider_reference: eb.fn.coalesce("provider_reference", eb.val(reference)),
      completed_at: now,
      updated_at: now,
    }))
    .where("id", "=", refund.id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  const amount = Number(refund.amount);
  await trx
    .updateTable("shop_order")
    .set((eb) =>
      outcome === "succeeded"
        ? { refunded_amount: eb("refunded_amount", "+", amount), updated_at: now }
        : { refund_reserved: eb("refund_reserved", "-", amount), updated_at: now },
    )
    .where("id", "=", refund.order_id)
    .execute();
  if (refund.return_id !== null) {
    const request = await trx
      .selectFrom("return_request")
      .select(["id", "apply_type"])
      .where("id", "=", refund.return_id)
      .executeTakeFirstOrThrow();
    await moveReturn(
      trx,
      { id: request.id, apply_type: request.apply_type as ApplyType },
      outcome === "succeeded" ? "refund-succeeded" : "refund-failed",
      outcome === "succeeded" ? { completed_at: now } : {},
    );
  }
  return true;
}

export async function settleRefund(
  deps: AppDeps,
  refundId: number,
  outcome: "succeeded" | "failed",
  reference: string,
): Promise<boolean> {
  const moved = await writeTransaction(deps.db, async (trx) => {
    const refund = await trx.selectFrom("refund").selectAll().where("id", "=", refundId).executeTakeFirstOrThrow();
    return settleInTransaction(trx, refund, outcome, reference);
  });
  if (moved && outcome === "succeeded") await sendRefundedEmail(deps, refundId);
  if (moved) await publishRefund(deps, refundId);
  return moved;
}

/**
 * A signed refund event from the gateway (`payments/test-gateway.ts` checked the signature): each
 * event id counts once, and only a pending refund moves. Answers whether it was a replay.
 */
export async function receiveRefundEvent(deps: AppDeps, event: RefundEvent): Promise<boolean> {
  const outcome = event.type === "refund.succeeded" ? "succeeded" : "failed";
  let settled: number | null = null;
  const replayed = await writeTransaction(deps.db, async (trx) => {
    settled = null;
    const refund = await trx
      .selectFrom("refund")
      .selectAll()
      .where("idempotency_key", "=", event.refundKey ?? "")
      .where("payment_id", "=", event.paymentId)
      .executeTakeFirst();
    if (!refund) throw new ApiError(404, Code.result, PaymentMessages.notFound);
    if (Number(refund.amount) !== event.amount || refund.currency !== event.currency) {
      throw badRequest(PaymentMessages.amount);
    }
    const fresh = await trx
      .insertInto("payment_event")
      .values({ id: event.id, payment_id: event.paymentId, type: event.type, created_at: nowIso() })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!fresh) return true;
    if (await settleInTransaction(trx, refund, outcome, event.refundReference ?? "")) settled = refund.id;
    return false;
  });
  if (settled !== null && outcome === "succeeded") await sendRefundedEmail(deps, settled);
  if (settled !== null) await publishRefund(deps, settled);
  return replayed;
}
