import type { Page } from "@playwright/test";
import { expect, t } from "./account-helpers.ts";

type Sku = { id: number; code: string; stock: number };
const PRODUCT = "merino-crew-tee";

/** Adds a SKU of the test product (or of `product`) from its page. */
export async function addToCart(page: Page, sku: Pick<Sku, "code">, quantity: string, js: boolean, product = PRODUCT) {
  await page.goto(`/product/${product}/${encodeURIComponent(sku.code)}`);
  await page.getByLabel(t("cart.quantity"), { exact: true }).fill(quantity);
  await page.getByRole("button", { name: t("cart.add"), exact: true }).click();
  if (js) await expect(page.getByText(t("cart.added"))).toBeVisible();
  else await expect(page).toHaveURL(/\/cart$/);
}

/** The information step's contact and a US address. */
export async function fillInformation(page: Page, email: string) {
  await page.locator("#checkout-contact-email").fill(email);
  await page.locator("#checkout-contact-phone").fill("5550100200");
  await page.locator("#checkout-address-firstName").fill("Ada");
  await page.locator("#checkout-address-lastName").fill("Lovelace");
  await page.locator("#checkout-address-country").selectOption("US");
  await page.locator("#checkout-address-province").fill("NY");
  await page.locator("#checkout-address-city").fill("New York");
  await page.locator("#checkout-address-address").fill("1 Main Street");
  await page.locator("#checkout-address-postalCode").fill("10001");
  await page.locator("#checkout-address-countryCode").fill("+1");
  await page.locator("#checkout-address-phone").fill("5550100200");
}
