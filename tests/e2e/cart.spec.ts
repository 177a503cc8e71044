import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { prefix, putTemplate, text } from "./helpers.ts";

// The cart (issue 5), with JavaScript on and off: every button is a form posting to the one cart action.

type Sku = { id: number; code: string; stock: number };
const PRODUCT = "merino-crew-tee";

/** Two SKUs of the product with enough stock for the quantities these tests ask for. */
async function skus(request: APIRequestContext): Promise<[Sku, Sku]> {
  const response = await request.get(`/api/web/product/detail?slug=${PRODUCT}&lang=en`);
  const body = (await response.json()) as { data: { name: string; skus: Sku[] } };
  const plenty = body.data.skus.filter((s) => s.stock >= 8);
  if (plenty.length < 2) throw new Error("the seed has no two SKUs with stock");
  return [plenty[0]!, plenty[1]!];
}

async function addFromProductPage(page: Page, lang: string, sku: Sku, quantity: string, js: boolean) {
  await page.goto(`${prefix(lang)}/product/${PRODUCT}/${encodeURIComponent(sku.code)}`);
  await page.getByLabel(text(lang, "cart.quantity"), { exact: true }).fill(quantity);
  await page.getByRole("button", { name: text(lang, "cart.add"), exact: true }).click();
  if (js) await expect(page.getByText(text(lang, "cart.added"))).toBeVisible();
  else await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/cart$`));
}

const line = (page: Page, sku: Sku) => page.locator(`[data-testid="cart-line"][data-sku="${sku.code}"]`);
const headerCount = (page: Page) => page.getByTestId("cart-count");

test("a guest adds two variants, changes quantities, selects and removes lines", async ({ page, request, javaScriptEnabled }) => {
  const [first, second] = await skus(request);
  await addFromProductPage(page, "en", first, "2", javaScriptEnabled);
  await expect(headerCount(page)).toHaveText("2");
  await addFromProductPage(page, "en", second, "1", javaScriptEnabled);
  await expect(headerCount(page)).toHaveText("3");

  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: text("en", "cart.title") })).toBeVisible();
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  const firstLine = line(page, first);
  const quantity = firstLine.getByRole("textbox");
  await expect(quantity).toHaveValue("2");

  // One more: the backend prices the line and the subtotal again.
  const subtotalBefore = await page.getByTestId("cart-subtotal").textContent();
  await firstLine.getByRole("button", { name: /^One more/ }).click();
  await expect(firstLine.getByRole("textbox")).toHaveValue("3");
  await expect(headerCount(page)).toHaveText("4");
  await expect(page.getByTestId("cart-subtotal")).not.toHaveText(subtotalBefore ?? "");

  // A typed quantity. The field shows it at once and the header may hear the push first: wait for the
  // backend's priced answer before reading the subtotal.
  const subtotalThree = await page.getByTestId("cart-subtotal").textContent();
  await firstLine.getByRole("textbox").fill("4");
  await firstLine.getByRole("button", { name: text("en", "cart.update") }).click();
  await expect(headerCount(page)).toHaveText("5");
  await expect(firstLine.getByRole("textbox")).toHaveValue("4");
  await expect(page.getByTestId("cart-subtotal")).not.toHaveText(subtotalThree ?? "");

  // Deselecting a line takes it out of the subtotal; select all brings it back.
  const subtotalAll = await page.getByTestId("cart-subtotal").textContent();
  const secondLine = line(page, second);
  await secondLine.getByRole("button", { name: /^Select/ }).click();
  await expect(secondLine.getByRole("button", { name: /^Select/ })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText(text("en", "cart.selected_other", { count: 4 }))).toBeVisible();
  await expect(page.getByTestId("cart-subtotal")).not.toHaveText(subtotalAll ?? "");
  await page.getByRole("button", { name: text("en", "cart.selectAll") }).click();
  await expect(secondLine.getByRole("button", { name: /^Select/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("cart-subtotal")).toHaveText(subtotalAll ?? "");

  // Remove.
  await secondLine.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(headerCount(page)).toHaveText("4");
  await firstLine.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.getByText(text("en", "cart.empty"))).toBeVisible();
  await expect(headerCount(page)).toHaveText("0");
});

test("bad quantities are refused beside the line with a translated message, nothing lost", async ({ page, request, javaScriptEnabled }) => {
  const [sku] = await skus(request);
  await addFromProductPage(page, "de", sku, "2", javaScriptEnabled);
  await page.goto("/de/cart");
  await expect(page.getByRole("heading", { level: 1, name: text("de", "cart.title") })).toBeVisible();
  const cartLine = line(page, sku);
  for (const bad of ["0", "-1", "1.5", "1000", "zwei"]) {
    await cartLine.getByRole("textbox").fill(bad);
    await cartLine.getByRole("button", { name: text("de", "cart.update") }).click();
    await expect(cartLine.getByRole("alert")).toHaveText(text("de", "cart.errors.quantity"));
    // What was typed stays in the field, to be put right.
    await expect(cartLine.getByRole("textbox")).toHaveValue(bad);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(headerCount(page)).toHaveText("2");
  }
  // More than the stock.
  await cartLine.getByRole("textbox").fill("50");
  await cartLine.getByRole("button", { name: text("de", "cart.update") }).click();
  // Flows running alongside may buy this SKU meanwhile: the count said is what is left, at most what it was.
  const [before, after] = text("de", "cart.errors.stock", { available: 987654 }).split("987654").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  await expect(cartLine.getByRole("alert")).toHaveText(new RegExp(`^${before}\\d+${after}$`));
  const said = Number((await cartLine.getByRole("alert").textContent())?.match(/\d+/)?.[0]);
  expect(said).toBeLessThanOrEqual(sku.stock);
  await expect(cartLine.getByRole("textbox")).toHaveValue("50");
  await expect(headerCount(page)).toHaveText("2");

  // The same on the product page: the shopper stays there (without JavaScript too), with what they typed,
  // and without JavaScript the page opens at the refusal on a phone, not at its top.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/de/product/${PRODUCT}/${encodeURIComponent(sku.code)}`);
  await page.getByLabel(text("de", "cart.quantity"), { exact: true }).fill("0");
  await page.getByRole("button", { name: text("de", "cart.add"), exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: text("de", "cart.errors.quantity") })).toBeVisible();
  if (!javaScriptEnabled) await expect(page.getByRole("alert").filter({ hasText: text("de", "cart.errors.quantity") })).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`/de/product/${PRODUCT}/${encodeURIComponent(sku.code)}`));
  await expect(page.getByLabel(text("de", "cart.quantity"), { exact: true })).toHaveValue("0");
  await expect(headerCount(page)).toHaveText("2");
});

test("a product card adds its product to the cart", async ({ page, javaScriptEnabled }) => {
  await page.goto("/category/clothing");
  const card = page.locator("article").filter({ has: page.getByRole("button", { name: /^Add to cart: / }) }).first();
  const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
  await card.getByRole("button", { name: text("en", "cart.addNamed", { name }) }).click();
  if (javaScriptEnabled) await expect(card.getByText(text("en", "cart.added"))).toBeVisible();
  else await expect(page).toHaveURL(/\/cart$/);
  await expect(headerCount(page)).toHaveText("1");
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line").getByRole("link", { name })).toBeVisible();
});

test("the cart drawer block shows the cart on a merchant's page", async ({ page, request, javaScriptEnabled }) => {
  await putTemplate(request, { type: "custom", slug: "e2e-cart-drawer", lang: "", body: `<h2>Drawer</h2><shop-block name="cart-drawer"></shop-block>` });
  const [sku] = await skus(request);
  await addFromProductPage(page, "en", sku, "2", javaScriptEnabled);
  await page.goto("/app/e2e-cart-drawer");
  await expect(page.getByRole("heading", { name: "Drawer" })).toBeVisible();
  const drawer = page.locator("details").filter({ hasText: text("en", "cart.count_other", { count: 2 }) });
  await drawer.locator("summary").click();
  await expect(drawer.getByText("Merino Crew Tee")).toBeVisible();
  await drawer.getByRole("link", { name: text("en", "cart.view") }).click();
  await expect(page).toHaveURL(/\/cart$/);
});
