import type { APIRequestContext } from "@playwright/test";
import { expect, t, test } from "./account-helpers.ts";
import { addToCart, fillInformation } from "./checkout-helpers.ts";
import { text } from "./helpers.ts";

// Checkout behaviour that only JavaScript has: without it a link cannot carry fields not yet
// submitted, and a refused step reloads the page, where the browser places focus itself.

type Sku = { code: string; stock: number };

async function sku(request: APIRequestContext): Promise<Sku> {
  const response = await request.get("/api/web/product/detail?slug=merino-crew-tee&lang=en");
  const body = (await response.json()) as { data: { skus: Sku[] } };
  return body.data.skus.find((s) => s.stock >= 8)!;
}

test("with JavaScript, what was typed on the information step outlives a language switch", async ({ page, request }) => {
  await addToCart(page, await sku(request), "1", true);
  await page.goto("/checkout/information");
  await fillInformation(page, "typed@example.com");
  await page.locator("summary", { hasText: t("chooser.language") }).click();
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/checkout\/information$/);
  await expect(page.locator('[aria-current="step"]')).toHaveText(text("de", "checkout.step.information"));
  await expect(page.locator("#checkout-contact-email")).toHaveValue("typed@example.com");
  await expect(page.locator("#checkout-address-country")).toHaveValue("US");
  await expect(page.locator("#checkout-address-city")).toHaveValue("New York");
});

test("with JavaScript, a refused submit puts focus on the first invalid field", async ({ page, request }) => {
  await addToCart(page, await sku(request), "1", true);
  await page.goto("/checkout/information");
  await fillInformation(page, "not-an-email");
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await expect(page.locator("#checkout-contact-email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#checkout-contact-email")).toBeFocused();
});
