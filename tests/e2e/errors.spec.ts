import { expect, test } from "./fixtures.ts";
import { putTemplate, text } from "./helpers.ts";

for (const status of [404, 403, 500]) {
  test(`/error/${status} answers ${status} and says why`, async ({ page }) => {
    const response = await page.goto(`/error/${status}`);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en", `error.${status}.title`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
}

test("a missing page is a 404 in the shopper's language, inside the site", async ({ page }) => {
  const response = await page.goto("/ja/product/no-such-product");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ja", "error.404.title"));
  await expect(page.getByRole("link", { name: text("ja", "header.cart") })).toBeVisible();
  // Titled like every other page: what it is, then the shop.
  await expect(page).toHaveTitle(new RegExp(`^${text("ja", "error.404.title")} \\| \\S`));
});

test("an unknown language prefix is never taken for a language", async ({ page }) => {
  for (const path of ["/xx/product/anything", "/xx/auth/signin", "/ENG/page/about"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
  // A known one written in another case is moved to its own spelling (301), not served as a page of its own.
  const moved = await page.goto("/DE/page/about");
  expect(moved?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/de/page/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("bad input gets a 4xx page, never a 500", async ({ page, request }) => {
  for (const path of [
    "/category/outerwear?page=-1",
    "/category/outerwear?sort=nope",
    "/category/outerwear?page=99999999999999999999",
    "/product/%E0%A4%A",
    "/" + "a".repeat(5000),
  ]) {
    const response = await request.get(path);
    expect(response.status(), path.slice(0, 80)).toBeGreaterThanOrEqual(400);
    expect(response.status(), path.slice(0, 80)).toBeLessThan(500);
  }
  // An over-long search is cut to its first 100 characters: a normal, empty result.
  const search = await request.get("/search?q=" + "x".repeat(3000));
  expect(search.status()).toBe(200);
  const forged = await request.get("/de/category/outerwear", { headers: { cookie: "currency=XXX; visitorId=<script>" } });
  expect(forged.status()).toBe(200);
  expect(await forged.text()).toContain("$");
  await page.goto("/");
});

test("the user area sends visitors to sign-in with redirect back", async ({ page }) => {
  await page.goto("/de/user/order?tab=paid");
  await expect(page).toHaveURL(`/de/auth/signin?redirect=${encodeURIComponent("/de/user/order?tab=paid")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("de", "auth.signin.title"));
});

test("an unknown block is skipped and the rest of the page renders", async ({ page, request }) => {
  await putTemplate(request, {
    type: "custom",
    slug: "e2e-blocks",
    lang: "",
    body: `<p>Before the blocks</p><shop-block name="no-such-block" props='{"x":1}'></shop-block><shop-block name="product-list" props='{"collection":"best-sellers","limit":2,"title":"Two best sellers"}'></shop-block>`,
  });
  const response = await page.goto("/app/e2e-blocks");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Before the blocks")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Two best sellers" })).toBeVisible();
  await expect(page.locator("main article")).toHaveCount(2);
});
