import type { APIRequestContext } from "@playwright/test";
import { expect, newShopper, signIn, signUp, t, test, uniqueEmail } from "./account-helpers.ts";
import { addToCart, fillInformation } from "./checkout-helpers.ts";
import { ADMIN } from "./helpers.ts";

// The live shop (issue 10), with JavaScript: pushes over the realtime socket and the duration beacon.

type Sku = { id: number; code: string; stock: number };

async function sku(request: APIRequestContext, index: number): Promise<Sku> {
  const response = await request.get("/api/web/product/detail?slug=merino-crew-tee&lang=en");
  const body = (await response.json()) as { data: { skus: Sku[] } };
  return body.data.skus.filter((s) => s.stock >= 8)[index]!;
}

test("an order shipped through the admin API shows on the open order page without a reload", async ({ page, request }) => {
  const email = uniqueEmail("live-order");
  await signUp(page, email);
  await addToCart(page, await sku(request, 2), "1", true);
  await page.goto("/checkout/information");
  await fillInformation(page, email);
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await page.getByLabel(t("checkout.payment.cash-on-delivery")).check();
  await page.getByRole("button", { name: t("checkout.placeOrder") }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+/);
  const number = new URL(page.url()).searchParams.get("order")!;
  await page.getByRole("link", { name: t("checkout.thankyou.viewOrder") }).click();
  await expect(page.getByTestId("order-delivery-status")).toHaveText(t("order.delivery.not-shipped"));
  // The page is live once its socket is open.
  await expect(page.locator("html")).toHaveAttribute("data-live", "connected");
  const navigated: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigated.push(frame.url());
  });

  const list = await request.get(`/api/admin/orders?q=${number}`, { headers: ADMIN });
  const id = ((await list.json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
  const detail = (await (await request.get(`/api/admin/orders/${id}`, { headers: ADMIN })).json()) as { data: { lines: Array<{ id: number; quantity: number }> } };
  const shipped = await request.post(`/api/admin/orders/${id}/ship`, {
    headers: ADMIN,
    data: { expressName: "Parcel Co", expressNumber: "PC123", lines: detail.data.lines.map((l) => ({ lineId: l.id, quantity: l.quantity })) },
  });
  expect(shipped.status()).toBe(200);
  await expect(page.getByTestId("live-notice")).toHaveText(t("live.order.shipped", { number }));
  await expect(page.getByTestId("order-delivery-status")).toHaveText(t("order.delivery.shipped"));
  expect(navigated).toEqual([]);
});

test("the cart count follows a change made on another device", async ({ browser }) => {
  const email = uniqueEmail("live-cart");
  const phone = await newShopper(browser, true);
  await signUp(phone.page, email);
  const laptop = await newShopper(browser, true);
  await laptop.page.goto("/auth/signin");
  await signIn(laptop.page, email);
  await expect(laptop.page).toHaveURL(/\/user\/center$/);
  await laptop.page.goto("/");
  await expect(laptop.page.getByTestId("cart-count")).toHaveText("0");
  await expect(laptop.page.locator("html")).toHaveAttribute("data-live", "connected");

  await addToCart(phone.page, await sku(phone.page.request, 3), "2", true);
  await expect(laptop.page.getByTestId("cart-count")).toHaveText("2");
  await phone.context.close();
  await laptop.context.close();
});

test("the duration beacon goes out when the page is hidden", async ({ page }) => {
  await page.clock.install();
  await page.goto("/product/merino-crew-tee");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.clock.fastForward(4_000);
  const beacon = page.waitForRequest((request) => request.url().endsWith("/api/web/stat/duration"));
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const sent = JSON.parse((await beacon).postData() ?? "{}") as { duration?: number; path?: string };
  expect(sent.path).toBe("/product/merino-crew-tee");
  expect(sent.duration).toBeGreaterThanOrEqual(1);
});

test("an open product page follows each price change the merchant makes, not only the first", async ({ browser, request }) => {
  // A visitor without a session: the product page and its data are shareable (decision 023).
  const context = await browser.newContext();
  const page = await context.newPage();
  const slug = `live-lamp-${Date.now().toString(36)}`;
  const code = `LL-${Date.now().toString(36)}`;
  const admin = { ...ADMIN, "content-type": "application/json" };
  const created = await request.post("/api/admin/products", { headers: admin, data: { slug, name: "Live lamp", skus: [{ code, price: 1234, stock: 50 }] } });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  await page.goto(`/product/${slug}`);
  await expect(page.locator("html")).toHaveAttribute("data-live", "connected");
  const main = page.locator("main");
  await expect(main).toContainText("$12.34");
  // Each change is pushed (the product's stock), and the page reads its data again: the browser must not
  // answer that from its own copy of the previous read.
  for (const [price, shown] of [[2345, "$23.45"], [3456, "$34.56"], [1234, "$12.34"]] as const) {
    const changed = await request.put(`/api/admin/products/${id}`, { headers: admin, data: { skus: [{ code, price, stock: 50 }] } });
    expect(changed.status()).toBe(200);
    await expect(main).toContainText(shown);
  }
  await context.close();
});
