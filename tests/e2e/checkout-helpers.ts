import type { APIRequestContext, Page } from "@playwright/test";
import { expect, t } from "./account-helpers.ts";
import { ADMIN } from "./helpers.ts";

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

const size = { key: "size", name: { en: "Size" }, values: [{ key: "m", label: { en: "M" } }] };

/** A product of its own (one size, `name`), so changing its price touches no other test. */
export async function makeProduct(request: APIRequestContext, price: number, name: string) {
  const slug = `${name.toLowerCase().replaceAll(" ", "-")}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const sku = { code: `${slug.toUpperCase()}-M`, options: { size: "m" }, price, stock: 50 };
  const response = await request.post("/api/admin/products", {
    headers: ADMIN,
    data: { slug, name, options: [size], skus: [sku] },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number } };
  const change = async (fields: Partial<typeof sku>) => {
    const changed = await request.put(`/api/admin/products/${data.id}`, { headers: ADMIN, data: { skus: [{ ...sku, ...fields }] } });
    expect(changed.ok()).toBe(true);
  };
  return { slug, sku, setPrice: (cents: number) => change({ price: cents }), setStock: (units: number) => change({ stock: units }) };
}
