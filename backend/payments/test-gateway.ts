import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Currency } from "#contract/currencies.ts";
import { PaymentMessages } from "#contract/order.ts";
import type { AppDeps } from "../app.ts";
import { publishOrder } from "../realtime/publish.ts";
import type { Db } from "../db/connection.ts";
import { escapeHtml, fill, labelled } from "../mail/texts.ts";
import { formatMoney, orderTexts } from "../orders/email.ts";
import { writeTransaction } from "../orders/transaction.ts";
import { ApiError, badRequest, fieldErrors, nowIso } from "../shared/http.ts";
import { Code } from "#contract/codes.ts";
import { receiveRefundEvent } from "../returns/refund-settlement.ts";
import type { PaymentProvider } from "./provider.ts";
import { hmacHex, pageToken, paymentSecretOf, SIGNATURE_HEADER, validSignature } from "./signing.ts";

export const PAY_PAGE_PATH = "/api/web/payment/test-gateway";
export const WEBHOOK_PATH = "/api/web/payment/webhook/test-gateway";

export const testGateway: PaymentProvider = {
  method: "test-gateway",
  online: true,
  startUrl: ({ paymentId, lang, access, secret }) => {
    const query = new URLSearchParams({ lang, sig: pageToken(secret, paymentId) });
    if (access) query.set("access", access);
    return `${PAY_PAGE_PATH}/${paymentId}?${query}`;
  },
  /**
   * The gateway accepts the refund and confirms it a moment later with a signed `refund.succeeded`
   * webhook, delivered (and retried) like any other. Its reference and event id follow from the
   * idempotency key, so asking twice is one refund and one event.
   */
  refund: async (deps, call) => {
    if (call.paymentId === null) throw new Error("a gateway refund needs the gateway payment");
    const secret = paymentSecretOf(deps.config);
    const reference = `rf_${hmacHex(secret, `refund:${call.idempotencyKey}`).slice(0, 24)}`;
    const event = signedEvent(secret, {
      id: `evt_${hmacHex(secret, `refund-event:${reference}`).slice(0, 24)}`,
      type: "refund.succeeded",
      paymentId: call.paymentId,
      amount: call.amount,
      currency: call.currency,
      refundReference: reference,
      refundKey: call.idempotencyKey,
    });
    setImmediate(() => void deliverWebhook(deps, event));
    return { status: "pending", reference };
  },
};

/** The gateway's webhook delivery: a few attempts with a pause, as real gateways retry. */
async function deliverWebhook(deps: AppDeps, event: ReturnType<typeof signedEvent>): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      await receiveGatewayEvent(deps, event.body, event.headers[SIGNATURE_HEADER]);
      return;
    } catch (error) {
      deps.log.warn({ err: error, attempt }, "test gateway webhook not accepted");
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

export const GATEWAY_EVENTS = [
  "payment.succeeded",
  "payment.failed",
  "payment.cancelled",
  "refund.succeeded",
  "refund.failed",
] as const;
export type GatewayEventType = (typeof GATEWAY_EVENTS)[number];

export const gatewayEventSchema = z
  .strictObject({
    id: z.string().regex(/^evt_[A-Za-z0-9_-]{8,64}$/),
    type: z.enum(GATEWAY_EVENTS),
    paymentId: z.number().int().positive(),
    amount: z.number().int().min(0),
    currency: z.string().length(3),
    createdAt: z.string().max(40),
    /** Refund events: the gateway's refund id, and the shop's idempotency key it echoes back. */
    refundReference: z
      .string()
      .regex(/^rf_[A-Za-z0-9]{8,64}$/)
      .optional(),
    refundKey: z.uuid().optional(),
  })
  .refine((e) => !e.type.startsWith("refund.") || (e.refundReference !== undefined && e.refundKey !== undefined), {
    path: ["refundKey"],
  });
export type GatewayEvent = z.infer<typeof gatewayEventSchema>;

/** What the gateway would POST to the shop: the JSON body and its signature header. */
export function signedEvent(secret: string, event: Omit<GatewayEvent, "id" | "createdAt"> & { id?: string }) {
  const body = JSON.stringify({
    id: event.id ?? `evt_${randomBytes(12).toString("hex")}`,
    createdAt: nowIso(),
    ...event,
  });
  return { body, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: hmacHex(secret, body) } };
}

const STATUS_OF: Record<Exclude<GatewayEventType, `refund.${string}`>, string> = {
  "payment.succeeded": "succeeded",
  "payment.failed": "failed",
  "payment.cancelled": "cancelled",
};

/**
 * Handles a webhook: the signature over the raw body must match; each event id counts once (a replay
 * changes nothing); only a pending attempt moves. A success marks the order paid (if it is still unpaid
 * and in progress); money arriving for an order that no longer expects it (cancelled meanwhile, or paid
 * twice) is added to what the order holds, so it can be refunded. A failure or cancellation leaves the
 * order unpaid and payable again. Refund events settle the refund they name (returns/refunds.ts).
 */
export async function receiveGatewayEvent(
  deps: AppDeps,
  raw: string,
  signature: string | undefined,
): Promise<{ replayed: boolean; event: GatewayEvent }> {
  if (!validSignature(paymentSecretOf(deps.config), raw, signature)) throw badRequest(PaymentMessages.signature);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw badRequest("errors.malformedJson");
  }
  const parsed = gatewayEventSchema.safeParse(body);
  if (!parsed.success) throw badRequest("errors.validation", { fields: fieldErrors(parsed.error) });
  const event = parsed.data;
  const type = event.type;
  if (type === "refund.succeeded" || type === "refund.failed") {
    return { replayed: await receiveRefundEvent(deps, event), event };
  }
  const replayed = await writeTransaction(deps.db, async (trx) => {
    const payment = await trx.selectFrom("payment").selectAll().where("id", "=", event.paymentId).executeTakeFirst();
    if (!payment) throw new ApiError(404, Code.result, PaymentMessages.notFound);
    if (Number(payment.amount) !== event.amount || payment.currency !== event.currency) {
      throw badRequest(PaymentMessages.amount);
    }
    const fresh = await trx
      .insertInto("payment_event")
      .values({ id: event.id, payment_id: payment.id, type: event.type, created_at: nowIso() })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!fresh) return true;
    const now = nowIso();
    // Only a pending attempt moves, except that money the gateway took counts even when the shop had
    // given the attempt up (its order was cancelled meanwhile): it is then held for a refund.
    const moved = await trx
      .updateTable("payment")
      .set({ status: STATUS_OF[type], updated_at: now })
      .where("id", "=", payment.id)
      .where("status", "in", type === "payment.succeeded" ? ["pending", "cancelled"] : ["pending"])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1 && type === "payment.succeeded") {
      const paid = await trx
        .updateTable("shop_order")
        .set((eb) => ({ pay_status: "paid", paid_amount: eb.ref("total"), paid_at: now, updated_at: now }))
        .where("id", "=", payment.order_id)
        .where("pay_status", "=", "unpaid")
        .where("status", "=", "in-progress")
        .executeTakeFirst();
      if (Number(paid.numUpdatedRows) === 0) {
        await trx
          .updateTable("shop_order")
          .set((eb) => ({
            pay_status: "paid",
            paid_amount: eb("paid_amount", "+", Number(payment.amount)),
            paid_at: eb.fn.coalesce("paid_at", eb.val(now)),
            updated_at: now,
          }))
          .where("id", "=", payment.order_id)
          .execute();
      }
    }
    return false;
  });
  if (!replayed && type === "payment.succeeded") {
    const payment = await deps.db.selectFrom("payment").select("order_id").where("id", "=", event.paymentId).executeTakeFirst();
    if (payment) await publishOrder(deps, payment.order_id);
  }
  return { replayed, event };
}

export async function findPaymentWithOrder(db: Db, paymentId: number) {
  return db
    .selectFrom("payment")
    .innerJoin("shop_order", "shop_order.id", "payment.order_id")
    .select([
      "payment.id",
      "payment.status",
      "payment.amount",
      "payment.currency",
      "shop_order.number",
      "shop_order.customer_id",
    ])
    .where("payment.id", "=", paymentId)
    .executeTakeFirst();
}

/** The hosted pay page: the amount and three plain forms (no JavaScript), in `lang`. */
export function payPageHtml(input: {
  lang: string;
  paymentId: number;
  number: string | null;
  amount: { amount: number; currency: Currency } | null;
  sig: string;
  access: string | null;
  state: "open" | "finished" | "invalid";
}): string {
  const t = orderTexts(input.lang).payPage;
  const h = escapeHtml;
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${h(value)}">`;
  const form = (action: string, label: string, color: string) =>
    `<form method="post" action="${PAY_PAGE_PATH}/${input.paymentId}" style="margin:0 0 12px">
${hidden("action", action)}${hidden("lang", input.lang)}${hidden("sig", input.sig)}${input.access ? hidden("access", input.access) : ""}
<button type="submit" style="width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;background:${color};color:#fff;cursor:pointer">${h(label)}</button>
</form>`;
  let body: string;
  if (input.state === "invalid") body = `<p>${h(t.invalid)}</p>`;
  else if (input.state === "finished") body = `<p>${h(t.finished)}</p>`;
  else {
    body = `<p>${h(t.intro)}</p>
<p><strong>${h(fill(t.order, { number: input.number ?? "" }))}</strong></p>
<p>${h(labelled(input.lang, t.amount))}<strong>${h(input.amount ? formatMoney(input.amount, input.lang) : "")}</strong></p>
${form("approve", t.approve, "#00a96e")}
${form("decline", t.decline, "#ff5861")}
${form("cancel", t.cancel, "#6b7280")}`;
  }
  return `<!doctype html>
<html lang="${h(input.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${h(t.title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#1f2937">
<h1 style="font-size:22px">${h(t.title)}</h1>
${body}
</body></html>`;
}
