import { PAYMENT_METHODS, type PaymentMethod } from "#contract/order.ts";
import type { AppDeps } from "../app.ts";

/** A refund the shop asks a provider for: exactly once per `idempotencyKey`, however often it is asked. */
export type RefundCall = {
  refundId: number;
  /** The payment the money goes back to; null when the order was marked paid by hand. */
  paymentId: number | null;
  amount: number;
  currency: string;
  idempotencyKey: string;
};

/**
 * `succeeded`: done at once (a manual refund the merchant records). `pending`: accepted; the provider
 * confirms (or fails) it later with a signed webhook, as it does payments.
 */
export type RefundOutcome = { status: "succeeded" | "pending"; reference: string };

/**
 * A way to pay. Offline providers (bank transfer, cash on delivery) have no online step: the order stays
 * unpaid until the merchant marks it paid through the admin API. Online providers send the shopper to a
 * hosted page and report the outcome with a signed webhook; the webhook alone changes the pay status.
 */
export type PaymentProvider = {
  method: PaymentMethod;
  online: boolean;
  /** Where to send the shopper to pay attempt `paymentId`; null for offline providers. */
  startUrl(input: { paymentId: number; lang: string; access: string | null; secret: string }): string | null;
  /** Gives money back; the same `idempotencyKey` asked twice is one refund at the provider. */
  refund(deps: AppDeps, call: RefundCall): Promise<RefundOutcome>;
};

/** Offline money goes back by hand (a bank transfer back, cash): the refund is recorded at once. */
export const manualRefund = async (_deps: AppDeps, call: RefundCall): Promise<RefundOutcome> => ({
  status: "succeeded",
  reference: `manual-${call.refundId}`,
});

export const offlineProvider = (method: PaymentMethod): PaymentProvider => ({
  method,
  online: false,
  startUrl: () => null,
  refund: manualRefund,
});

/** The payment methods this shop takes: the test gateway only where it is switched on. */
export function enabledPaymentMethods(config: AppDeps["config"]): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => method !== "test-gateway" || config.paymentTestGateway === true);
}
