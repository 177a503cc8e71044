import type { PaymentMethod } from "#contract/order.ts";
import { offlineProvider, type PaymentProvider } from "./provider.ts";
import { testGateway } from "./test-gateway.ts";

const bankTransfer = offlineProvider("bank-transfer");
const cashOnDelivery = offlineProvider("cash-on-delivery");

/** The provider of each payment method (kept apart from provider.ts, which the providers import). */
export function providerFor(method: PaymentMethod): PaymentProvider {
  if (method === "test-gateway") return testGateway;
  return method === "bank-transfer" ? bankTransfer : cashOnDelivery;
}
