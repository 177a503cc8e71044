import type { APIRequestContext, Page } from "@playwright/test";
import { expect, t, test, uniqueEmail } from "./account-helpers.ts";
import { addToCart, fillInformation } from "./checkout-helpers.ts";
import { text } from "./helpers.ts";

// A currency or language switch during checkout keeps the step and what the shopper entered.

type Sku = { code: string; stock: number };

async function sku(request: APIRequestContext): Promise<Sku> {
  const response = await request.get("/api/web/product/detail?slug=merino-crew-tee&lang=en");
  const body = (await response.json()) as { data: { skus: Sku[] } };
  return body.data.skus.find((s) => s.stock >= 8)!;
}

async function toPaymentStep(page: Page, request: APIRequestContext, js: boolean) {
  await addToCart(page, await sku(request), "1", js);
  await page.goto("/checkout/information");
  await fillInformation(page, uniqueEmail("switch"));
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await expect(page.locator('[aria-current="step"]')).toHaveText(t("checkout.step.payment"));
}

test("switching currency on the payment step stays there, priced in the new currency, and places", async ({ page, request, javaScriptEnabled }) => {
  await toPaymentStep(page, request, javaScriptEnabled);
  await expect(page.getByTestId("checkout-total")).toContainText("$");
  await page.locator("summary", { hasText: t("chooser.currency") }).click();
  await page.getByRole("button", { name: "EUR", exact: true }).click();

  await expect(page.getByTestId("checkout-total")).toContainText("€");
  await expect(page.locator('[aria-current="step"]')).toHaveText(t("checkout.step.payment"));
  await expect(page.locator("main")).toContainText("Ada Lovelace, 1 Main Street, New York 10001, NY, United States");
  const total = (await page.getByTestId("checkout-total").textContent()) ?? "";
  await page.getByLabel(t("checkout.payment.bank-transfer")).check();
  await page.getByRole("button", { name: t("checkout.placeOrder") }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+/);
  await expect(page.getByTestId("order-amount")).toHaveText(total);
});

test("switching language on the payment step stays there, in the new language", async ({ page, request, javaScriptEnabled }) => {
  await toPaymentStep(page, request, javaScriptEnabled);
  await page.locator("summary", { hasText: t("chooser.language") }).click();
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/checkout\/information$/);
  await expect(page.locator('[aria-current="step"]')).toHaveText(text("de", "checkout.step.payment"));
  await expect(page.locator("main")).toContainText("Ada Lovelace, 1 Main Street, New York 10001, NY, Vereinigte Staaten");
  // Back to the information step: everything entered is there.
  await page.getByRole("button", { name: text("de", "checkout.changeInformation") }).click();
  await expect(page.locator("#checkout-address-city")).toHaveValue("New York");
  await expect(page.locator("#checkout-contact-phone")).toHaveValue("5550100200");
});
