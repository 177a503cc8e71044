import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN } from "./helpers.ts";
import { expect, newShopper, signUp, t, test, uniqueEmail } from "./account-helpers.ts";
import { expectAccessible } from "./fixtures.ts";

// After-sales (issue 8), with JavaScript on and off: a customer returns an item with a photo and is
// refunded; a guest asks for a refund only and for an exchange through the order's signed link; a
// refused request shows why; bad input is refused in words and writes nothing. Orders are placed and
// delivered through the API (the admin pays and ships them), the rest goes through the pages.

const port = Number(process.env.E2E_PORT ?? 3210);
type Sku = { id: number; code: string; stock: number };
type Placed = { number: string; access: string | null; email: string };
// The API calls come between page steps: a kept-alive socket the server has meanwhile closed would
// answer ECONNRESET, so each call has its own connection.
const ONCE = { connection: "close" };
const ADMIN_ONCE = { ...ADMIN, ...ONCE };
// Each flow places and delivers an order, walks several pages and the merchant's steps, and checks
// accessibility on the way: long flows, marked slow like the account flows.
const ADDRESS = { country: "US", province: "CA", city: "San Francisco", postalCode: "94110", firstName: "Ada", lastName: "Lovelace", address: "1 Market St", countryCode: "+1", phone: "4155550100" };

async function skuOf(request: APIRequestContext, slug: string): Promise<Sku> {
  const response = await request.get(`/api/web/product/detail?slug=${slug}&lang=en`, { headers: ONCE });
  const body = (await response.json()) as { data: { skus: Sku[] } };
  // The best-stocked variant: seeded stock is 1–40, and tests running side by side buy too.
  return body.data.skus.toSorted((a, b) => b.stock - a.stock)[0]!;
}

async function stockOf(request: APIRequestContext, slug: string, id: number): Promise<number> {
  const response = await request.get(`/api/web/product/detail?slug=${slug}&lang=en`, { headers: ONCE });
  return ((await response.json()) as { data: { skus: Sku[] } }).data.skus.find((s) => s.id === id)!.stock;
}

/** The signed-in browser's session as the API takes it. */
async function customerHeaders(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === "x-auth")?.value;
  if (!token) throw new Error("not signed in");
  return { "x-auth": token };
}

/** An order placed through the API (a guest's when `headers` has no session), paid by bank transfer and shipped. */
async function deliveredOrder(request: APIRequestContext, sku: Sku, quantity: number, headers?: Record<string, string>): Promise<Placed> {
  const owner = { ...(headers ?? { "x-visitor-id": `returns_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}` }), ...ONCE };
  const email = uniqueEmail("returns");
  const added = await request.post("/api/web/cart/add", { headers: owner, data: { skuId: sku.id, quantity } });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post("/api/web/checkout/place", {
    headers: owner,
    data: { idempotencyKey: crypto.randomUUID(), contact: { email, phone: "+14155550100" }, address: ADDRESS, shippingMethod: "standard", paymentMethod: "bank-transfer" },
  });
  const body = (await placed.json()) as { data: { order: { number: string }; accessToken: string | null } };
  expect(placed.status(), JSON.stringify(body)).toBe(200);
  const number = body.data.order.number;
  const id = await adminOrderId(request, number);
  expect((await request.post(`/api/admin/orders/${id}/pay`, { headers: ADMIN_ONCE, data: {} })).ok()).toBe(true);
  const detail = (await (await request.get(`/api/admin/orders/${id}`, { headers: ADMIN_ONCE })).json()) as { data: { lines: Array<{ id: number; quantity: number }> } };
  const shipped = await request.post(`/api/admin/orders/${id}/ship`, {
    headers: ADMIN_ONCE,
    data: { lines: detail.data.lines.map((l) => ({ lineId: l.id, quantity: l.quantity })), expressName: "UPS", expressNumber: `1Z${id}` },
  });
  expect(shipped.ok()).toBe(true);
  return { number, access: body.data.accessToken, email };
}

async function adminOrderId(request: APIRequestContext, number: string): Promise<number> {
  const list = await request.get(`/api/admin/orders?q=${number}`, { headers: ADMIN_ONCE });
  return ((await list.json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
}

/** The merchant's side of a request: one admin action by the order's only request. */
async function merchant(request: APIRequestContext, orderNumber: string, action: string, data: unknown = {}) {
  const list = await request.get(`/api/admin/returns?orderNumber=${orderNumber}`, { headers: ADMIN_ONCE });
  const id = ((await list.json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
  const response = await request.post(`/api/admin/returns/${id}/${action}`, { headers: ADMIN_ONCE, data });
  expect(response.ok(), await response.text()).toBe(true);
}

async function requestCount(request: APIRequestContext, orderNumber: string): Promise<number> {
  const list = await request.get(`/api/admin/returns?orderNumber=${orderNumber}`, { headers: ADMIN_ONCE });
  return ((await list.json()) as { data: { total: number } }).data.total;
}

/**
 * WCAG 2.2 AA on a page on the way (axe runs in the page, so with JavaScript on; the server's HTML is
 * the same without). The fixture checks only the page a test ends on, not a guest's own browser.
 */
async function accessible(page: Page) {
  if (test.info().project.use.javaScriptEnabled !== false) await expectAccessible(page);
}

const orderPath = (placed: Placed) => `/user/order/${placed.number}${placed.access ? `?access=${placed.access}` : ""}`;
const photo = async () => ({ name: "parcel.png", mimeType: "image/png", buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 60, b: 40 } } }).png().toBuffer() });

/** From the order page: the line's "apply for after-sales", then the form. */
async function apply(page: Page, placed: Placed, options: { type: string; reason: string; description?: string; photo?: boolean }) {
  await page.goto(orderPath(placed));
  await page.getByRole("link", { name: new RegExp(`^${t("returns.applyFor", { name: "" })}`) }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: t("returns.apply") })).toBeVisible();
  await expect(page.getByTestId("return-line").getByRole("checkbox")).toBeChecked();
  await page.getByLabel(t(`returns.applyType.${options.type}`)).check();
  await page.getByLabel(t("returns.fields.reason")).selectOption(options.reason);
  if (options.description) await page.getByLabel(t("returns.fields.applyDesc")).fill(options.description);
  if (options.photo) await page.getByLabel(t("returns.photos.choose")).setInputFiles(await photo());
  await page.getByRole("button", { name: t("returns.form.submit") }).click();
  await expect(page).toHaveURL(/\/user\/return\/R\d{16}(\?access=[\w-]+)?$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Return R\d{16}$/ })).toBeVisible();
}

async function mailsTo(to: string): Promise<Array<{ subject: string; text: string }>> {
  const response = await fetch(`http://127.0.0.1:${port + 2}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Array<{ subject: string; text: string }>;
}

test("a customer returns an item with a photo and is refunded: the order, the email and the stock follow", async ({ page, request, javaScriptEnabled }) => {
  test.slow();
  const email = uniqueEmail("return");
  await signUp(page, email);
  const slug = javaScriptEnabled ? "enamel-camp-mug" : "insulated-bottle";
  const sku = await skuOf(request, slug);
  const before = await stockOf(request, slug, sku.id);
  const placed = { ...(await deliveredOrder(request, sku, 2, await customerHeaders(page))), email };
  expect(await stockOf(request, slug, sku.id)).toBe(before - 2);

  await page.goto(orderPath(placed));
  await expect(page.getByRole("link", { name: t("returns.apply"), exact: true })).toBeVisible();
  await apply(page, placed, { type: "return-refund", reason: "damaged", description: "The handle came off.", photo: true });
  await expect(page.getByTestId("return-status")).toHaveText(t("returns.status.pending"));
  await expect(page.getByTestId("return-audit-status")).toContainText(t("returns.audit.pending"));
  await expect(page.getByTestId("return-apply-type")).toHaveText(t("returns.applyType.return-refund"));
  await expect(page.getByRole("img", { name: t("returns.detail.photo", { index: 1 }) })).toBeVisible();
  const refund = (await page.getByTestId("return-refund-amount").textContent())!;
  const returnUrl = page.url();

  // The list shows it; the order is "refund requested".
  await page.goto("/user/return?status=pending");
  await expect(page.getByTestId("return-summary")).toHaveCount(1);
  await page.goto(orderPath(placed));
  await expect(page.getByTestId("order-after-sales")).toHaveText(t("returns.afterSales.refund-requested"));

  // Approved: the return address and the form for the parcel back. With JavaScript the open page
  // hears of it over the socket and reads its data again; without, the shopper reloads.
  await page.goto(returnUrl);
  if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-live", "connected");
  await merchant(request, placed.number, "approve");
  if (javaScriptEnabled) await expect(page.getByTestId("live-notice")).toHaveText(t("live.return.approved", { number: new URL(returnUrl).pathname.split("/").pop()! }));
  else await page.reload();
  await expect(page.getByTestId("return-audit-status")).toContainText(t("returns.audit.approved"));
  await expect(page.getByTestId("return-address")).toContainText(t("returns.fields.consignee"));
  await accessible(page);
  await page.getByLabel(t("returns.fields.logisticsCompany")).fill("DHL Express");
  await page.getByLabel(t("returns.fields.trackingNumber")).fill("JD0042");
  await page.getByLabel(t("returns.fields.deliveryTime")).fill(new Date().toISOString().slice(0, 10));
  await page.getByRole("button", { name: t("returns.logistics.submit") }).click();
  await expect(page.getByTestId("return-stage")).toHaveText(t("returns.stage.returning"));
  await page.goto(returnUrl);
  await expect(page.getByLabel(t("returns.fields.trackingNumber"))).toHaveValue("JD0042");

  // Received (the stock comes back) and refunded (a bank transfer: by hand, at once).
  await merchant(request, placed.number, "receive");
  expect(await stockOf(request, slug, sku.id)).toBe(before);
  await merchant(request, placed.number, "refund", { idempotencyKey: crypto.randomUUID() });
  await page.goto(returnUrl);
  await expect(page.getByTestId("return-status")).toHaveText(t("returns.status.completed"));
  await expect(page.getByTestId("return-logistics")).toContainText("JD0042");
  await expect(page.getByTestId("return-refund")).toContainText(t("returns.refundStatus.succeeded"));
  await expect(page.getByText(t("returns.cancel"), { exact: true })).toHaveCount(0);

  await page.goto(orderPath(placed));
  // The goods' share came back, the shipping fee did not: partly refunded.
  await expect(page.getByTestId("order-after-sales")).toHaveText(t("returns.afterSales.partly-refunded"));
  await expect(page.getByTestId("order-refunded-amount")).toHaveText(`−${refund}`);
  await expect(page.getByTestId("order-refund")).toContainText(refund);
  await expect(page.getByRole("link", { name: t("returns.apply"), exact: true })).toHaveCount(0);

  await expect.poll(async () => (await mailsTo(email)).some((m) => m.text.includes("We have refunded") && m.text.includes(placed.number)), { timeout: 15_000 }).toBe(true);
});

test("a guest asks for a refund only through the signed link and is refunded", async ({ browser, request, javaScriptEnabled }) => {
  test.slow();
  const placed = await deliveredOrder(request, await skuOf(request, "canvas-cap"), 1);
  const { context, page } = await newShopper(browser, javaScriptEnabled);
  await apply(page, placed, { type: "refund-only", reason: "missing-parts" });
  expect(page.url()).toContain(`access=${placed.access}`);
  await expect(page.getByTestId("return-status")).toHaveText(t("returns.status.pending"));

  await merchant(request, placed.number, "approve");
  await page.reload();
  // Nothing goes back for a refund only: no return address, no parcel form.
  await expect(page.getByTestId("return-audit-status")).toContainText(t("returns.audit.approved"));
  await expect(page.getByTestId("return-address")).toHaveCount(0);
  await expect(page.getByLabel(t("returns.fields.trackingNumber"))).toHaveCount(0);
  await merchant(request, placed.number, "refund", { idempotencyKey: crypto.randomUUID() });
  await page.reload();
  await expect(page.getByTestId("return-status")).toHaveText(t("returns.status.completed"));
  await page.getByRole("link", { name: t("returns.form.backToOrder") }).click();
  await expect(page.getByTestId("order-after-sales")).toHaveText(t("returns.afterSales.partly-refunded"));
  await expect(page.getByTestId("order-return")).toContainText(t("returns.applyType.refund-only"));
  await accessible(page);
  await context.close();
});

test("a guest exchanges an item: approved, sent back, the replacement shipped", async ({ browser, request, javaScriptEnabled }) => {
  test.slow();
  const placed = await deliveredOrder(request, await skuOf(request, "hiking-socks-3-pack"), 1);
  const { context, page } = await newShopper(browser, javaScriptEnabled);
  await apply(page, placed, { type: "exchange", reason: "wrong-size" });
  await expect(page.getByTestId("return-refund-amount")).toHaveText(t("returns.exchangeNoRefund"));
  await merchant(request, placed.number, "approve");
  await page.reload();
  await page.getByLabel(t("returns.fields.logisticsCompany")).fill("USPS");
  await page.getByLabel(t("returns.fields.trackingNumber")).fill("9400-1");
  await page.getByLabel(t("returns.fields.deliveryTime")).fill(new Date().toISOString().slice(0, 10));
  await page.getByRole("button", { name: t("returns.logistics.submit") }).click();
  await expect(page.getByTestId("return-stage")).toHaveText(t("returns.stage.returning"));
  await merchant(request, placed.number, "receive");
  await merchant(request, placed.number, "ship-replacement", { expressName: "UPS", expressNumber: "1ZSWAP" });
  await page.reload();
  await expect(page.getByTestId("return-status")).toHaveText(t("returns.status.completed"));
  await expect(page.getByTestId("return-replacement")).toContainText("1ZSWAP");
  await accessible(page);
  await context.close();
});

test("a refused request shows the reason, in the list and on its page; a pending one can be cancelled", async ({ page, request }) => {
  test.slow();
  await signUp(page, uniqueEmail("refused"));
  const headers = await customerHeaders(page);
  const sku = await skuOf(request, "leather-belt");
  const refused = await deliveredOrder(request, sku, 1, headers);
  await apply(page, refused, { type: "return-refund", reason: "changed-mind" });
  const reason = "Worn items cannot be returned <b>sorry</b>.";
  await merchant(request, refused.number, "refuse", { reason });
  await page.goto("/user/return?status=ended");
  const summary = page.getByTestId("return-summary");
  await expect(summary).toHaveCount(1);
  await expect(summary.getByTestId("return-audit-status")).toContainText(t("returns.audit.refused"));
  await expect(summary.getByTestId("return-refuse-reason")).toContainText(reason);
  await summary.getByRole("link", { name: t("returns.list.view") }).click();
  await expect(page.getByTestId("return-refuse-reason")).toContainText(reason);
  await expect(page.getByTestId("return-stage")).toHaveText(t("returns.stage.refused"));
  await accessible(page);

  // The units are free again: a new request, then withdrawn.
  await apply(page, refused, { type: "exchange", reason: "wrong-size" });
  // Withdrawing asks first: "keep" leaves it pending, "yes" withdraws it.
  await page.getByText(t("returns.cancel"), { exact: true }).click();
  await page.getByRole("link", { name: t("returns.cancelKeep") }).click();
  await expect(page.getByRole("button", { name: t("returns.cancelYes") })).toBeHidden();
  await expect(page.getByTestId("return-status")).not.toHaveText(t("returns.status.cancelled"));
  await page.getByText(t("returns.cancel"), { exact: true }).click();
  await page.getByRole("button", { name: t("returns.cancelYes") }).click();
  await expect(page.getByTestId("return-status")).toHaveText(t("returns.status.cancelled"));
  // Withdrawn before the merchant decided: no audit badge waiting for a decision that will not come.
  await expect(page.getByTestId("return-audit-status")).toHaveCount(0);
  await expect(page.getByText(t("returns.cancel"), { exact: true })).toHaveCount(0);
  await page.goto("/user/return?status=cancelled");
  await expect(page.getByTestId("return-summary")).toHaveCount(1);
});

test("bad input is refused in words and writes nothing; photos of a refused try are kept", async ({ browser, page, request, javaScriptEnabled }) => {
  test.slow();
  const placed = await deliveredOrder(request, await skuOf(request, "wool-throw-blanket"), 2);
  const { context, page: guest } = await newShopper(browser, javaScriptEnabled);
  await guest.goto(`/user/order/${placed.number}/return?access=${placed.access}`);
  const submit = guest.getByRole("button", { name: t("returns.form.submit") });
  const quantity = guest.getByLabel(t("returns.fields.returnQuantity"));
  const line = guest.getByTestId("return-line");

  // Nothing chosen at all.
  await guest.getByTestId("return-line").getByRole("checkbox").uncheck();
  await submit.click();
  await expect(guest.getByText(t("validation.listEmpty"))).toBeVisible();
  await expect(guest.getByText(t("validation.required", { field: t("returns.fields.reason") }))).toBeVisible();
  await expect(guest.getByText(t("validation.requiredUnnamed"))).toBeVisible();
  await accessible(guest);

  // A quantity of 0 and "other" without a description; an oversize description; more than was bought.
  await guest.getByTestId("return-line").getByRole("checkbox").check();
  await guest.getByLabel(t("returns.applyType.return-refund")).check();
  await guest.getByLabel(t("returns.fields.reason")).selectOption("other");
  await quantity.fill("0");
  await submit.click();
  await expect(guest.getByText(t("returns.errors.quantity"))).toBeVisible();
  await expect(guest.getByText(t("returns.errors.descriptionRequired"))).toBeVisible();
  await quantity.fill("1");
  await guest.getByLabel(t("returns.fields.applyDesc")).fill("x".repeat(501));
  await submit.click();
  await expect(guest.getByText(t("validation.tooLong", { max: 500 }))).toBeVisible();
  await expect(guest.getByText(t("returns.errors.quantity"))).toHaveCount(0);
  await quantity.fill("3");
  await guest.getByLabel(t("returns.fields.applyDesc")).fill("Looks different");
  await submit.click();
  // Beside the line (without JavaScript the backend refuses it: code 41, so the error toast says it too).
  await expect(line.getByText(t("returns.errors.quantity"))).toBeVisible();
  // What was typed stays.
  await expect(guest.getByLabel(t("returns.fields.reason"))).toHaveValue("other");
  await expect(guest.getByLabel(t("returns.fields.applyDesc"))).toHaveValue("Looks different");

  // A disguised upload: HTML named .png.
  await quantity.fill("1");
  await guest.getByLabel(t("returns.photos.choose")).setInputFiles({ name: "x.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
  await submit.click();
  await expect(guest.getByText(t("returns.photos.fileType"))).toBeVisible();
  await expect(guest.getByLabel(t("returns.fields.applyDesc"))).toHaveValue("Looks different");
  expect(await requestCount(request, placed.number)).toBe(0);

  // A file that is not a photo at all (picked through "All files"): with JavaScript taken back as chosen,
  // with the reason and no broken preview; without it, refused by the action.
  const receipt = { name: "receipt.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") };
  await guest.getByLabel(t("returns.photos.choose")).setInputFiles(receipt);
  if (javaScriptEnabled) {
    await expect(guest.getByText(t("attachments.errors.fileType"))).toBeVisible();
    await expect(guest.getByLabel(t("returns.photos.choose"))).toHaveValue("");
    await expect(guest.locator(`img[src^="blob:"]`)).toHaveCount(0);
  } else {
    await submit.click();
    await expect(guest.getByText(t("returns.photos.fileType"))).toBeVisible();
  }
  await expect(guest.getByLabel(t("returns.fields.applyDesc"))).toHaveValue("Looks different");
  expect(await requestCount(request, placed.number)).toBe(0);

  // A good photo with a try the backend refuses (one of the two units went to another request
  // meanwhile) stays with the form as a ticked "keep" box; the next try, for the unit still free, sends
  // it once. (Taking both units would end the form: the page then has nothing left to return.)
  const web = (path: string, data: Record<string, unknown>) => request.post(`/api/web/${path}`, { headers: ONCE, data: { ...data, access: placed.access } });
  const order = (await (await web("order/detail", { number: placed.number })).json()) as { data: { lines: Array<{ id: number }> } };
  const other = await web("return/apply", {
    idempotencyKey: crypto.randomUUID(),
    orderNumber: placed.number,
    applyType: "refund-only",
    reason: "missing-parts",
    lines: [{ lineId: order.data.lines[0]!.id, quantity: 1 }],
  });
  expect(other.ok(), await other.text()).toBe(true);
  await quantity.fill("2");
  await guest.getByLabel(t("returns.photos.choose")).setInputFiles(await photo());
  await submit.click();
  await expect(line.getByText(t("returns.errors.quantity"))).toBeVisible();
  await expect(guest.getByRole("checkbox", { name: t("returns.photos.keep") })).toBeChecked();
  expect(await requestCount(request, placed.number)).toBe(1);
  await quantity.fill("1");
  await submit.click();
  await expect(guest).toHaveURL(/\/user\/return\/R\d{16}\?access=/);
  await expect(guest.getByRole("img", { name: t("returns.detail.photo", { index: 1 }) })).toBeVisible();
  await expect(guest.getByRole("img", { name: t("returns.detail.photo", { index: 2 }) })).toHaveCount(0);
  expect(await requestCount(request, placed.number)).toBe(2);
  await context.close();

  // Another shopper's order (no token) and an unpaid order: no form.
  await page.goto(`/user/order/${placed.number}/return`);
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
  const forged = await page.goto(`/user/order/${placed.number}/return?access=${"x".repeat(30)}`);
  expect(forged?.status()).toBe(404);
  const unpaid = await placeUnpaid(request);
  await page.goto(`/user/order/${unpaid.number}/return?access=${unpaid.access}`);
  await expect(page.getByTestId("return-blocked")).toHaveText(t("returns.errors.notPaid"));
  await expect(page.getByRole("button", { name: t("returns.form.submit") })).toHaveCount(0);
});

async function placeUnpaid(request: APIRequestContext): Promise<Placed> {
  const owner = { "x-visitor-id": `returns_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`, ...ONCE };
  const sku = await skuOf(request, "wool-throw-blanket");
  await request.post("/api/web/cart/add", { headers: owner, data: { skuId: sku.id, quantity: 1 } });
  const email = uniqueEmail("unpaid");
  const placed = await request.post("/api/web/checkout/place", {
    headers: owner,
    data: { idempotencyKey: crypto.randomUUID(), contact: { email, phone: "+14155550100" }, address: ADDRESS, shippingMethod: "standard", paymentMethod: "bank-transfer" },
  });
  const body = (await placed.json()) as { data: { order: { number: string }; accessToken: string } };
  return { number: body.data.order.number, access: body.data.accessToken, email };
}
