import type { PaymentMethod } from "#contract/order.ts";

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
};

export const offlineProvider = (method: PaymentMethod): PaymentProvider => ({
  method,
  online: false,
  startUrl: () => null,
});
