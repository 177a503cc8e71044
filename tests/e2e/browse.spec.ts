import { expect, test } from "./fixtures.ts";
import { prefix, text } from "./helpers.ts";

const HTML_LANG: Record<string, string> = { en: "en", de: "de", "zh-TW": "zh-TW" };

for (const lang of ["en", "de", "zh-TW"]) {
  test(`home → category → product → variant in ${lang}`, async ({ page }) => {
    await page.goto(`${prefix(lang)}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[lang]!);
    const nav = page.getByRole("navigation", { name: text(lang, "header.categories") });
    const category = nav.getByRole("link").first();
    const categoryName = (await category.textContent())!.trim();
    await category.click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/category/[a-z0-9-]+$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(categoryName);

    const product = page.locator("main article :is(h2, h3) a").first();
    const productName = (await product.textContent())!.trim();
    await product.click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/product/[a-z0-9-]+$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
    // "$84.00" in English, "84,00 $" in German, "US$84.00" in Chinese.
    await expect(page.locator("main").getByText(/\$\s?\d|\d\s?\$/).first()).toBeVisible();

    const variant = page.locator("main fieldset a:not([aria-current])").first();
    if ((await variant.count()) > 0) {
      await variant.click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/product/[a-z0-9-]+/[A-Z0-9-]+$`));
      await expect(page.locator("main fieldset a[aria-current]").first()).toBeVisible();
    }
  });
}

test("the language chooser switches the same page to another language", async ({ page }) => {
  await page.goto("/category/outerwear");
  await page.locator("summary", { hasText: "English" }).first().click();
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/category\/outerwear$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: text("de", "header.cart") })).toBeVisible();
});

test("the currency chooser shows prices in euros and yen", async ({ page }) => {
  await page.goto("/de/category/outerwear");
  const price = page.locator("main article p").first();
  await page.locator("summary", { hasText: "USD" }).click();
  await page.getByRole("button", { name: "EUR" }).click();
  await expect(price).toContainText("€");
  await expect(price).toHaveText(/\d,\d\d/);
  await page.locator("summary", { hasText: "EUR" }).click();
  await page.getByRole("button", { name: "JPY" }).click();
  await expect(price).toContainText("¥");
  // German formats yen with no decimals: "1.234 ¥", never "12,34 ¥".
  expect(await price.textContent()).not.toMatch(/,\d{2}(?!\d)/);
  await page.context().clearCookies();
});

test("choosing a currency puts the page back in place of itself: Back leaves it", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the form's POST and its redirect are the browser's own history entry");
  await page.goto("/es");
  await page.goto("/es/category/clothing");
  await page.locator("summary", { hasText: "USD" }).click();
  await page.getByRole("button", { name: "EUR", exact: true }).click();
  await expect(page.locator("summary", { hasText: "EUR" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/es$/);
  await page.context().clearCookies();
});

test("the header's sign-in link comes back to the page the shopper is on", async ({ page }) => {
  await page.goto("/de/category/bags?sort=newest");
  await expect(page.getByRole("link", { name: text("de", "header.signIn") })).toHaveAttribute(
    "href",
    `/de/auth/signin?redirect=${encodeURIComponent("/de/category/bags?sort=newest")}`,
  );
});
