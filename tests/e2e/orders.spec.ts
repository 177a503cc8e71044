import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN } from "./helpers.ts";
import { expect, signUp, t, test, uniqueEmail } from "./account-helpers.ts";
import { addToCart, fillInformation } from "./checkout-helpers.ts";

// The customer's orders (issue 5), with JavaScript on and off: the tabs follow the order as the admin
// API marks it paid and ships it; confirm receipt; cancel an unpaid order and ask to cancel a paid
// one, each only after a second step that works without JavaScript.

type Sku = { id: number; code: string; stock: number };
type AdminOrder = { id: number; number: string; lines: Array<{ id: number; quantity: number }> };

async function sku(request: APIRequestContext, index: number): Promise<Sku> {
  const response = await request.get("/api/web/product/detail?slug=merino-crew-tee&lang=en");
  const body = (await response.json()) as { data: { skus: Sku[] } };
  return body.data.skus.filter((s) => s.stock >= 8)[index]!;
}

async function placeBankTransfer(page: Page, request: APIRequestContext, email: string, js: boolean, index: number): Promise<string> {
  await addToCart(page, await sku(request, index), "1", js);
  await page.goto("/checkout/information");
  await fillInformation(page, email);
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await page.getByLabel(t("checkout.payment.bank-transfer")).check();
  await page.getByRole("button", { name: t("checkout.placeOrder") }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+/);
  return new URL(page.url()).searchParams.get("order") ?? "";
}

async function adminOrder(request: APIRequestContext, number: string): Promise<AdminOrder> {
  const list = await request.get(`/api/admin/orders?q=${number}`, { headers: ADMIN });
  const id = ((await list.json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
  const detail = await request.get(`/api/admin/orders/${id}`, { headers: ADMIN });
  return ((await detail.json()) as { data: AdminOrder }).data;
}

async function expectOnTab(page: Page, tab: string, number: string) {
  await page.goto(`/user/order?tab=${tab}`);
  await expect(page.getByRole("link", { name: t(`order.tabs.${tab}`) })).toHaveAttribute("aria-current", "page");
  await expect(page.locator(`[data-testid="order-summary"][data-number="${number}"]`)).toBeVisible();
}

test("an order moves through the tabs as it is paid, shipped and received", async ({ page, request, javaScriptEnabled }) => {
  // A whole purchase (sign-up or cart, three checkout steps, the emails): 14–20 s on a quiet machine,
  // past 30 s when the machine is shared.
  test.slow();
  const email = uniqueEmail("orders");
  await signUp(page, email);
  const number = await placeBankTransfer(page, request, email, javaScriptEnabled, 4);

  await page.getByRole("link", { name: t("checkout.thankyou.viewOrder") }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${number}$`));
  await expect(page.getByRole("heading", { level: 1, name: t("order.number", { number }) })).toBeVisible();
  await expect(page.getByTestId("order-pay-status")).toHaveText(t("order.payStatus.unpaid"));
  await expect(page.getByText(t("order.paymentAmount"), { exact: true })).toBeVisible();
  await expect(page.getByTestId("order-delivery-status")).toHaveText(t("order.delivery.not-shipped"));
  await expect(page.getByText(t("order.noShipments"))).toBeVisible();

  await expectOnTab(page, "all", number);
  await expectOnTab(page, "to-pay", number);

  const order = await adminOrder(request, number);
  expect((await request.post(`/api/admin/orders/${order.id}/pay`, { headers: ADMIN, data: {} })).ok()).toBe(true);
  await expectOnTab(page, "to-ship", number);
  const summary = page.locator(`[data-testid="order-summary"][data-number="${number}"]`);
  await expect(summary).toContainText(`${t("order.totalPaid")}:`);
  await page.goto("/user/order?tab=to-pay");
  await expect(page.locator(`[data-testid="order-summary"][data-number="${number}"]`)).toHaveCount(0);

  const shipped = await request.post(`/api/admin/orders/${order.id}/ship`, {
    headers: ADMIN,
    data: { lines: order.lines.map((l) => ({ lineId: l.id, quantity: l.quantity })), expressName: "DHL", expressNumber: "JD0001" },
  });
  expect(shipped.ok()).toBe(true);
  await expectOnTab(page, "to-receive", number);

  await page.goto(`/user/order/${number}`);
  await expect(page.getByTestId("order-shipment")).toContainText(t("order.shipment", { name: "DHL", number: "JD0001" }));
  await expect(page.getByTestId("order-pay-status")).toHaveText(t("order.payStatus.paid"));
  await expect(page.getByText(t("cart.total"), { exact: true })).toBeVisible();
  await expect(page.getByText(t("order.actualPayment"), { exact: true })).toBeVisible();
  await expect(page.getByText(t("order.paymentAmount"), { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: t("order.confirmReceipt") }).click();
  await expect(page.getByTestId("order-delivery-status")).toHaveText(t("order.delivery.received"));
  await expectOnTab(page, "completed", number);
});

test("a customer cancels an unpaid order, after saying yes", async ({ page, request, javaScriptEnabled }) => {
  const email = uniqueEmail("cancel");
  await signUp(page, email);
  const number = await placeBankTransfer(page, request, email, javaScriptEnabled, 5);
  await page.goto(`/user/order/${number}`);
  // One tap only asks: the question and the real button are behind the summary.
  const cancel = page.locator("summary", { hasText: t("order.cancel") });
  const yes = page.getByRole("button", { name: t("order.cancelYes") });
  await expect(yes).toBeHidden();
  await cancel.click();
  await expect(page.getByText(t("order.cancelConfirm", { number }))).toBeVisible();
  // "Keep" closes it (without JavaScript: the page again) and nothing happened.
  await page.getByRole("link", { name: t("order.keep") }).click();
  await expect(yes).toBeHidden();
  await expect(page.getByTestId("order-status")).toHaveText(t("order.status.in-progress"));

  await cancel.click();
  await yes.click();
  await expect(page.getByTestId("order-notice")).toHaveText(t("order.cancelled"));
  await expect(page.getByTestId("order-status")).toHaveText(t("order.status.cancelled"));
  await expect(cancel).toHaveCount(0);
  // No empty row of actions left where the button was.
  await expect(page.getByTestId("order-actions")).toHaveCount(0);
  await expectOnTab(page, "cancelled", number);
});

test("a paid order's cancellation is asked of the shop, from the list of orders", async ({ page, request, javaScriptEnabled }) => {
  const email = uniqueEmail("cancel-paid");
  await signUp(page, email);
  const number = await placeBankTransfer(page, request, email, javaScriptEnabled, 5);
  const order = await adminOrder(request, number);
  expect((await request.post(`/api/admin/orders/${order.id}/pay`, { headers: ADMIN, data: {} })).ok()).toBe(true);

  await page.goto("/user/order");
  const summary = page.locator(`[data-testid="order-summary"][data-number="${number}"]`);
  await summary.getByLabel(t("order.cancelNamed", { number })).click();
  await expect(summary.getByText(t("order.cancelConfirmPaid", { number }))).toBeVisible();
  await summary.getByRole("button", { name: t("order.cancelRequestYes") }).click();
  await expect(page.getByTestId("order-notice")).toHaveText(t("order.cancelRequested"));
  await expect(summary.getByTestId("order-status")).toHaveText(t("order.status.pending-cancellation"));
  await expect(summary.getByLabel(t("order.cancelNamed", { number }))).toHaveCount(0);
  await expectOnTab(page, "cancelled", number);

  // The shop declines: the order goes on, the page says so, and there is nothing to ask again. A page
  // open at the time hears it as that (not as "payment received", which its statuses alone would say).
  if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-live", "connected");
  expect((await request.post(`/api/admin/orders/${order.id}/decline-cancellation`, { headers: ADMIN, data: {} })).ok()).toBe(true);
  if (javaScriptEnabled) await expect(page.getByTestId("live-notice")).toHaveText(t("live.order.cancelDeclined", { number }));
  await page.goto("/user/order");
  await expect(summary.getByTestId("order-status")).toHaveText(t("order.status.in-progress"));
  await expect(summary.getByLabel(t("order.cancelNamed", { number }))).toHaveCount(0);
  await summary.getByRole("link", { name: t("order.view") }).click();
  await expect(page.getByRole("heading", { name: t("order.number", { number }) })).toBeVisible();
  const [, afterDate] = t("order.cancelDeclined", { date: "\u0000" }).split("\u0000");
  await expect(page.getByTestId("order-cancel-declined")).toContainText(afterDate!);
  await expect(page.getByTestId("order-status")).toHaveText(t("order.status.in-progress"));
  await expect(page.locator("summary", { hasText: t("order.cancel") })).toHaveCount(0);
  await expect(page.getByTestId("order-actions")).toHaveCount(0);
});
