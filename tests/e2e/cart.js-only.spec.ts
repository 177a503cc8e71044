import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test, waitForHydrationOnGoto } from "./fixtures.ts";
import { text } from "./helpers.ts";

// The cart with JavaScript: optimistic changes under rapid clicks, and the header count across tabs.

type Sku = { id: number; code: string; stock: number };
const PRODUCT = "merino-crew-tee";

async function skus(request: APIRequestContext): Promise<[Sku, Sku]> {
  const response = await request.get(`/api/web/product/detail?slug=${PRODUCT}&lang=en`);
  const body = (await response.json()) as { data: { skus: Sku[] } };
  const plenty = body.data.skus.filter((s) => s.stock >= 8);
  return [plenty[0]!, plenty[1]!];
}

async function add(page: Page, sku: Sku, quantity = "1") {
  await page.goto(`/product/${PRODUCT}/${encodeURIComponent(sku.code)}`);
  await page.getByLabel(text("en", "cart.quantity"), { exact: true }).fill(quantity);
  await page.getByRole("button", { name: text("en", "cart.add"), exact: true }).click();
  await expect(page.getByText(text("en", "cart.added"))).toBeVisible();
}

const line = (page: Page, sku: Sku) => page.locator(`[data-testid="cart-line"][data-sku="${sku.code}"]`);

test("rapid clicks neither lose nor bring back lines", async ({ page, request }) => {
  const [first, second] = await skus(request);
  await add(page, first);
  await add(page, second);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  // Every change, the queued ones too, is answered with data in place (js=1), never by a redirect.
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname.startsWith("/cart")) posts.push(new URLSearchParams(sent.postData() ?? "").get("js") ?? "none");
  });
  const plus = line(page, first).getByRole("button", { name: /^One more/ });
  for (let i = 0; i < 5; i++) await plus.click();
  // The other line goes while the first is still changing.
  await line(page, second).getByRole("button", { name: /^Remove/ }).click();
  await expect(line(page, first).getByRole("textbox")).toHaveValue("6");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-count")).toHaveText("6");
  expect(posts.length).toBeGreaterThanOrEqual(2);
  expect(posts.every((js) => js === "1"), posts.join(",")).toBe(true);
  // Nothing comes back once the answers have settled, and the backend holds the same.
  await page.waitForTimeout(500);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(line(page, first).getByRole("textbox")).toHaveValue("6");
});

test("the header count follows a change made in another tab", async ({ page, context, request }) => {
  const [sku] = await skus(request);
  await page.goto("/");
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  const other = waitForHydrationOnGoto(await context.newPage());
  await add(other, sku, "3");
  await expect(other.getByTestId("cart-count")).toHaveText("3");
  await expect(page.getByTestId("cart-count")).toHaveText("3");
});
