import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopSettings } from "#contract/page.ts";
import { CheckoutMessages, PaymentMessages } from "#contract/order.ts";
import { getJson } from "#tests/fixtures/community.ts";
import { post } from "#tests/fixtures/customers.ts";
import { addToCart, guest, makeSellable, placeInput, placeOrder, seedShipping } from "#tests/fixtures/orders.ts";
import { formPost, newVisitor, startShop, type Shop } from "./harness.ts";

let shop: Shop;
beforeAll(async () => {
  // As production runs by default: the test gateway off.
  shop = await startShop({ backendConfig: { paymentTestGateway: false } });
  await seedShipping(shop.backend!.db);
});
afterAll(async () => {
  await shop.close();
});

const api = () => shop.backend!.app;

/** The configuration server.ts would read with this environment. */
function configWith(env: Record<string, string>): { paymentTestGateway: boolean; trustedHops: number } {
  const script = "const { config } = await import('./server-config.ts'); console.log(JSON.stringify(config));";
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !["NODE_ENV", "PAYMENT_TEST_GATEWAY", "TRUST_PROXY"].includes(k)));
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { env: { ...clean, ...env } }).toString()) as never;
}

describe("the test gateway (defect 13)", () => {
  it("is off by default in production, on when PAYMENT_TEST_GATEWAY=true, and on in development", () => {
    expect(configWith({ NODE_ENV: "production" }).paymentTestGateway).toBe(false);
    expect(configWith({ NODE_ENV: "production", PAYMENT_TEST_GATEWAY: "true" }).paymentTestGateway).toBe(true);
    expect(configWith({ NODE_ENV: "development" }).paymentTestGateway).toBe(true);
    expect(configWith({ NODE_ENV: "development", PAYMENT_TEST_GATEWAY: "false" }).paymentTestGateway).toBe(false);
    expect(configWith({ TRUST_PROXY: "2" }).trustedHops).toBe(2);
  });

  it("is not offered, and cannot be chosen, when off", async () => {
    const settings = await getJson<ShopSettings>(api(), "/api/web/shop/settings", {});
    expect(settings.data.paymentMethods).toEqual(["bank-transfer", "cash-on-delivery"]);
    const { skus } = await makeSellable(shop.backend!.db);
    const headers = guest();
    await addToCart(api(), headers, skus[0]!.id);
    const placed = await placeOrder(api(), headers, placeInput({ paymentMethod: "test-gateway" }));
    expect(placed).toMatchObject({ status: 400, msg: CheckoutMessages.paymentMethod, data: { fields: { paymentMethod: [CheckoutMessages.paymentMethod] } } });
    const offline = await placeOrder(api(), headers, placeInput({ paymentMethod: "bank-transfer" }));
    expect(offline.status).toBe(200);
    // Nor is "Pay now" offered on a bank-transfer order: nothing online could take the payment.
    expect(offline.data.order.canPay).toBe(false);
  });

  it("marks nothing paid when off: its start, pay page and webhook all answer 404", async () => {
    const start = await post(api(), "/api/web/payment/start", { orderNumber: "12345678" }, guest());
    expect(start).toMatchObject({ status: 404, msg: PaymentMessages.unavailable });
    expect((await api().request("/api/web/payment/test-gateway/1?sig=x")).status).toBe(404);
    const approve = await api().request("/api/web/payment/test-gateway/1", { method: "POST", body: new URLSearchParams({ action: "approve", sig: "x" }) });
    expect(approve.status).toBe(404);
    const webhook = await post(api(), "/api/web/payment/webhook/test-gateway", { id: "evt_12345678", type: "payment.succeeded" });
    expect(webhook.status).toBe(404);
  });

  it("is left out of the storefront's checkout when off", async () => {
    const { skus } = await makeSellable(shop.backend!.db);
    const visitor = await newVisitor(shop);
    await addToCart(api(), { "x-visitor-id": visitor.id }, skus[0]!.id);
    const res = await formPost(
      shop,
      "/checkout/information",
      { intent: "review", "contact.email": "a@example.com", "contact.phone": "+14155550100", "address.country": "US", "address.city": "SF", "address.firstName": "A", "address.lastName": "B", "address.address": "1 Main St", "address.countryCode": "+1", "address.phone": "4155550100", shippingMethod: "standard" },
      { cookie: visitor.cookie },
    );
    const html = await res.text();
    expect(html).toContain('value="bank-transfer"');
    expect(html).not.toContain('value="test-gateway"');
  });
});
