import { ADMIN } from "./helpers.ts";
import { expect, signUp, t, test, uniqueEmail } from "./account-helpers.ts";
import { addToCart, fillInformation } from "./checkout-helpers.ts";

// Paying (issue 5), with JavaScript on and off: the test gateway's hosted page, a decline and a cancel that leave the
// order unpaid and payable, then an approval; and a double click on "Place order" that places one order.

type Sku = { id: number; code: string; stock: number };

async function sku(request: import("@playwright/test").APIRequestContext, index: number): Promise<Sku> {
  const response = await request.get("/api/web/product/detail?slug=merino-crew-tee&lang=en");
  const body = (await response.json()) as { data: { skus: Sku[] } };
  return body.data.skus.filter((s) => s.stock >= 8)[index]!;
}

test("a customer pays with the test gateway: declines, cancels, then approves from the to-pay tab", async ({ page, request, javaScriptEnabled }) => {
  // A whole purchase (sign-up or cart, three checkout steps, the emails): 14–20 s on a quiet machine,
  // past 30 s when the machine is shared.
  test.slow();
  const email = uniqueEmail("pay");
  await signUp(page, email);
  await addToCart(page, await sku(request, 2), "1", javaScriptEnabled);
  await page.goto("/checkout/information");
  await fillInformation(page, email);
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await page.getByLabel(t("checkout.payment.test-gateway")).check();
  await page.getByRole("button", { name: t("checkout.placeOrder") }).click();

  // The hosted page declines: back to the payment step, the order unpaid and payable.
  await expect(page.getByRole("heading", { name: t("orderEmail.payPage.title") })).toBeVisible();
  await page.getByRole("button", { name: t("orderEmail.payPage.decline") }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\?.*payment=declined/);
  await expect(page.getByRole("alert").filter({ hasText: t("checkout.paymentDeclined") })).toBeVisible();

  // Pay again from the payment step, then cancel on the hosted page: still unpaid and payable.
  await page.getByRole("button", { name: t("checkout.payNow") }).click();
  await page.getByRole("button", { name: t("orderEmail.payPage.cancel") }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\?.*payment=cancelled/);
  await expect(page.getByRole("alert").filter({ hasText: t("checkout.paymentCancelled") })).toBeVisible();
  await expect(page.getByText(`${t("checkout.thankyou.amount")}:`)).toBeVisible();

  // The cart reminds of the unpaid order; its "go to payment" leads to the to-pay tab, which pays it.
  await page.goto("/cart");
  await expect(page.getByText(t("cart.unpaid_one", { count: 1 }))).toBeVisible();
  await page.getByRole("link", { name: t("cart.goPay") }).click();
  await expect(page).toHaveURL(/\/user\/order\?tab=to-pay$/);
  await expect(page.getByTestId("order-summary")).toHaveCount(1);
  await page.getByTestId("order-summary").getByRole("button", { name: t("order.pay") }).click();
  await page.getByRole("button", { name: t("orderEmail.payPage.approve") }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+/);
  await expect(page.getByRole("heading", { level: 1, name: t("checkout.thankyou.title") })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(t("checkout.thankyou.paid"))).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  // Paid, the total reads as paid, here and on the payment step, which offers no payment any more.
  await expect(page.getByText(`${t("order.totalPaid")}:`)).toBeVisible();
  await expect(page.getByText(`${t("checkout.thankyou.amount")}:`)).toHaveCount(0);
  await page.goto(`/checkout/payment?order=${new URL(page.url()).searchParams.get("order")}`);
  await expect(page.getByText(`${t("order.totalPaid")}:`)).toBeVisible();
  await expect(page.getByRole("button", { name: t("checkout.payNow") })).toHaveCount(0);
  await page.goto("/cart");
  await expect(page.getByText(t("cart.unpaid_one", { count: 1 }))).toHaveCount(0);
});

test("a double click on “Place order” places one order", async ({ page, request, javaScriptEnabled }) => {
  const email = uniqueEmail("double");
  await addToCart(page, await sku(request, 3), "1", javaScriptEnabled);
  await page.goto("/checkout/information");
  await fillInformation(page, email);
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await page.getByLabel(t("checkout.payment.cash-on-delivery")).check();
  await page.getByRole("button", { name: t("checkout.placeOrder") }).dblclick();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+/);
  await expect(page.getByRole("heading", { level: 1, name: t("checkout.thankyou.title") })).toBeVisible();
  const response = await request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`, { headers: ADMIN });
  const body = (await response.json()) as { data: { total: number } };
  expect(body.data.total).toBe(1);
});
