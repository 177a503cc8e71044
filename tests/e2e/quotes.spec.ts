import type { Page } from "@playwright/test";
import { expect, mailsTo, signUp, t, test, uniqueEmail } from "./account-helpers.ts";
import { ADMIN, putTemplate, text } from "./helpers.ts";

// A 1×1 PNG, and a script that only pretends to be one.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const FAKE = Buffer.from("<script>alert(1)</script>");
const photo = (name: string, buffer = PNG) => ({ name, mimeType: "image/png", buffer });

const quoteForm = (page: Page) => page.locator("form").filter({ has: page.getByRole("button", { name: t("inquiries.submit") }) });

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test("a quote with two photos: the merchant's reply shows in the user area, everything as text", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("quote");
  const dialogs = watchDialogs(page);
  await signUp(page, email);

  await page.goto("/product/merino-crew-tee/MERINO-CREW-TEE-M-FOREST");
  await page.getByRole("link", { name: t("inquiries.ask") }).click();
  await expect(page).toHaveURL(/\/inquiry\/merino-crew-tee\/MERINO-CREW-TEE-M-FOREST$/);
  await expect(page.getByRole("heading", { level: 1, name: t("inquiries.title") })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Merino Crew Tee" })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${t("inquiries.title")}: Merino Crew Tee`));

  const form = quoteForm(page);
  await expect(form.getByLabel(t("inquiries.email"))).toHaveValue(email);
  const content = `<script>alert("quote")</script> 40 tees with our logo,\nnavy if possible`;
  await form.getByLabel(t("inquiries.content")).fill(content);
  await form.getByLabel(t("inquiries.quantity")).fill("40");
  await form.getByLabel(t("inquiries.name")).fill(`<b>Ada</b> Lovelace`);
  await form.getByLabel(t("inquiries.photos")).setInputFiles([photo("front.png"), photo("logo.png")]);
  await form.getByRole("button", { name: t("inquiries.submit") }).click();
  await expect(page.getByText(t("inquiries.sent", { email }))).toBeVisible();

  await page.getByRole("link", { name: t("inquiries.viewRequests") }).click();
  await expect(page).toHaveURL(/\/user\/inquiry$/);
  const card = page.getByRole("main").getByRole("article").first();
  await expect(card.getByText(`<script>alert("quote")</script> 40 tees with our logo,`)).toBeVisible();
  // The variant asked about, and a link back to it.
  await expect(card.getByTestId("inquiry-variant")).toContainText("Forest");
  await expect(card.getByRole("link", { name: "Merino Crew Tee" })).toHaveAttribute("href", "/product/merino-crew-tee/MERINO-CREW-TEE-M-FOREST");
  await expect(card.getByRole("img")).toHaveCount(2);
  await expect(card.getByText(t("inquiries.awaitingReply"))).toBeVisible();
  await expect(card.getByText(t("inquiries.status.open"), { exact: true })).toBeVisible();

  // The merchant answers through the admin API; the answer is text too.
  const list = await (await page.request.get("/api/admin/inquiries?pageSize=100", { headers: ADMIN })).json();
  const mine = (list.data.items as Array<{ id: number; contact: { email: string }; content: string; images: unknown[] }>).find((i) => i.contact.email === email)!;
  expect(mine).toMatchObject({ content, images: [{}, {}] });
  const reply = `40 navy tees at $48 each.\n<i>Thanks!</i>`;
  const answered = await page.request.post(`/api/admin/inquiries/${mine.id}/reply`, { headers: ADMIN, data: { reply } });
  expect(answered.status()).toBe(200);
  await page.reload();
  await expect(card.getByText(t("inquiries.status.replied"), { exact: true })).toBeVisible();
  await expect(card.getByText("<i>Thanks!</i>")).toBeVisible();
  await expect(card.getByText(t("inquiries.number", { id: mine.id }))).toBeVisible();
  // A revised quote: both answers stay, the first one first.
  const revised = await page.request.post(`/api/admin/inquiries/${mine.id}/reply`, { headers: ADMIN, data: { reply: "Correction: $46 each." } });
  expect(revised.status()).toBe(200);
  await page.reload();
  const replies = card.getByTestId("inquiry-replies").getByRole("listitem");
  await expect(replies).toHaveCount(2);
  await expect(replies.nth(0)).toContainText("40 navy tees at $48 each.");
  await expect(replies.nth(1)).toContainText("Correction: $46 each.");
  expect(dialogs).toEqual([]);
});

test("the variant chosen on the product page reaches the quote form, the request, the merchant and the confirmation", async ({ page }) => {
  test.slow();
  const zh = (key: string, values: Record<string, string | number> = {}) => text("zh-TW", key, values);
  const dialogs = watchDialogs(page);
  // The product page with a colour chosen (its own address): "ask for a quote" carries it.
  await page.goto("/zh-TW/product/weekender-duffel/WEEKENDER-DUFFEL-OLIVE");
  // The picture the product page shows first for this variant (its own, or the product's).
  const shown = await page.getByRole("main").locator("img").first().getAttribute("src");
  const ask = page.getByRole("link", { name: zh("inquiries.ask") });
  await expect(ask).toHaveAttribute("href", "/zh-TW/inquiry/weekender-duffel/WEEKENDER-DUFFEL-OLIVE");
  await ask.click();
  await expect(page).toHaveURL(/\/zh-TW\/inquiry\/weekender-duffel\/WEEKENDER-DUFFEL-OLIVE$/);

  // The form shows the chosen variant: its option and the picture the product page showed for it.
  const card = page.getByTestId("inquiry-product");
  await expect(card.getByTestId("inquiry-variant")).toHaveText(/顏色：\s*橄欖綠/);
  await expect(card.locator("img")).toHaveAttribute("src", shown!);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: zh("inquiries.submit") }) });
  await expect(form.locator('input[type="hidden"][name="sku"]')).toHaveValue("WEEKENDER-DUFFEL-OLIVE");

  const email = uniqueEmail("quote-variant");
  await form.getByLabel(zh("inquiries.content")).fill("<b>二十個</b>，公司標誌");
  await form.getByLabel(zh("inquiries.quantity")).fill("20");
  await form.getByLabel(zh("inquiries.name")).fill("林小姐");
  await form.getByLabel(zh("inquiries.email")).fill(email);
  await form.getByRole("button", { name: zh("inquiries.submit") }).click();
  await expect(page.getByText(zh("inquiries.sent", { email }))).toBeVisible();

  // The merchant sees which variant is meant (the admin API names options in its own language).
  const list = await (await page.request.get("/api/admin/inquiries?pageSize=100", { headers: ADMIN })).json();
  type Row = { contact: { email: string }; lang: string; quantity: number; sku: unknown };
  expect((list.data.items as Row[]).find((r) => r.contact.email === email)).toMatchObject({
    lang: "zh-TW",
    quantity: 20,
    sku: { code: "WEEKENDER-DUFFEL-OLIVE", options: { Colour: "Olive" } },
  });
  // The shopper's confirmation, in the page's language, once.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);
  const [confirmation] = await mailsTo(email);
  expect(confirmation!.subject).toMatch(/我們已收到您的詢價（編號 \d+）/);
  expect(confirmation!.text).toContain("橄欖綠");
  expect(confirmation!.text).toContain("數量：20");
  expect(confirmation!.text).not.toContain("二十個");

  // Another colour's quote names that colour; the product as a whole has no variant.
  await page.goto("/zh-TW/inquiry/weekender-duffel/WEEKENDER-DUFFEL-NAVY");
  await expect(card.getByTestId("inquiry-variant")).toHaveText(/海軍藍/);
  await page.goto("/zh-TW/product/weekender-duffel");
  await expect(page.getByRole("link", { name: zh("inquiries.ask") })).toHaveAttribute("href", "/zh-TW/inquiry/weekender-duffel");
  expect((await page.goto("/zh-TW/inquiry/weekender-duffel/MERINO-CREW-TEE-NAVY-M"))?.status()).toBe(404);
  expect(dialogs).toEqual([]);
});

test("a guest's quote: refusals in words, too many and disguised photos, and the thank-you", async ({ page, javaScriptEnabled }) => {
  test.slow();
  const dialogs = watchDialogs(page);
  await page.goto("/inquiry/merino-crew-tee");
  const form = quoteForm(page);
  await form.getByRole("button", { name: t("inquiries.submit") }).click();
  await expect(form.getByText(t("inquiries.errors.content"))).toBeVisible();
  await expect(form.getByText(t("inquiries.errors.name"))).toBeVisible();
  await expect(form.getByText(t("validation.emailRequired"))).toBeVisible();

  const email = uniqueEmail("quote-guest");
  const fill = async () => {
    await form.getByLabel(t("inquiries.content")).fill("A quote for 12, please.");
    await form.getByLabel(t("inquiries.name")).fill("Grace");
    await form.getByLabel(t("inquiries.email")).fill(email);
  };
  await fill();
  await form.getByLabel(t("inquiries.photos")).setInputFiles([1, 2, 3, 4, 5, 6].map((n) => photo(`p${n}.png`)));
  if (javaScriptEnabled) {
    // Refused as chosen, and taken out of the form: too many or too large photos could make the post too
    // large for the server, which answers that without the page and what was typed.
    await expect(form.getByText(t("attachments.errors.tooMany"))).toBeVisible();
    await expect(form.getByLabel(t("inquiries.photos"))).toHaveValue("");
    await expect(form.getByLabel(t("inquiries.content"))).toHaveValue("A quote for 12, please.");
  } else {
    await form.getByRole("button", { name: t("inquiries.submit") }).click();
    await expect(form.getByText(t("attachments.errors.tooMany"))).toBeVisible();
  }

  await fill();
  await form.getByLabel(t("inquiries.photos")).setInputFiles([photo("evil.png", FAKE)]);
  await form.getByRole("button", { name: t("inquiries.submit") }).click();
  // The photos' own types: the upload's shared message names the avatar's GIF too.
  await expect(form.getByText(t("attachments.errors.fileType"))).toBeVisible();

  // A photo chosen with a refused try is not lost. With JavaScript the browser refuses the form and the
  // file stays chosen; without it the server uploads the photo and answers it as kept (a file input
  // cannot be filled back in), and the picker starts empty so it is not sent twice.
  await fill();
  await form.getByLabel(t("inquiries.quantity")).fill("0");
  await form.getByLabel(t("inquiries.photos")).setInputFiles([photo("kept.png")]);
  await form.getByRole("button", { name: t("inquiries.submit") }).click();
  await expect(form.getByText(t("inquiries.errors.quantity"))).toBeVisible();
  if (javaScriptEnabled) {
    expect(await form.getByLabel(t("inquiries.photos")).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
  } else {
    const kept = form.getByRole("list", { name: t("attachments.kept") });
    await expect(kept.getByRole("listitem")).toHaveCount(1);
    await expect(kept.getByRole("checkbox", { name: t("attachments.keep") })).toBeChecked();
    await expect(form.getByLabel(t("inquiries.photos"))).toHaveValue("");
  }

  await form.getByLabel(t("inquiries.quantity")).fill("12");
  await form.getByRole("button", { name: t("inquiries.submit") }).click();
  await expect(page.getByText(t("inquiries.sent", { email }))).toBeVisible();
  // The merchant's request carries the kept photo, once.
  const list = await (await page.request.get("/api/admin/inquiries?pageSize=100", { headers: ADMIN })).json();
  const sent = (list.data.items as Array<{ contact: { email: string }; images: unknown[] }>).find((i) => i.contact.email === email)!;
  expect(sent.images).toHaveLength(1);
  // A guest has no quote list to go to.
  await expect(page.getByRole("link", { name: t("inquiries.viewRequests") })).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("quotes: an unknown product is a real 404", async ({ page }) => {
  const response = await page.goto("/inquiry/no-such-product");
  expect(response?.status()).toBe(404);
  await expect(page.locator("[data-error-status]")).toHaveAttribute("data-error-status", "404");
});

test("a free-form quote: the merchant's quote page and a quote block on a page of their own, no product", async ({ page, request }) => {
  test.slow();
  const dialogs = watchDialogs(page);
  await putTemplate(request, {
    type: "inquiry",
    slug: "e2e-bulk-orders",
    lang: "",
    body: `<h2>Orders of a hundred and more</h2><shop-block name="inquiry"></shop-block>`,
  });
  await putTemplate(request, {
    type: "custom",
    slug: "e2e-ask-us",
    lang: "",
    body: `<h2>Ask us anything</h2><shop-block name="inquiry" props='{"title":"Tell us what you need"}'></shop-block>`,
  });
  const sent: Array<{ email: string; content: string }> = [];

  // The merchant's quote page: a template of type inquiry, no product on it.
  await page.goto("/inquiry/e2e-bulk-orders");
  await expect(page.getByRole("heading", { name: "Orders of a hundred and more" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: t("inquiries.title") })).toBeVisible();
  // No product card: the request is about no product.
  await expect(page.getByRole("main").getByText(t("inquiries.product"), { exact: true })).toHaveCount(0);
  let form = quoteForm(page);
  await form.getByRole("button", { name: t("inquiries.submit") }).click();
  await expect(form.getByText(t("inquiries.errors.content"))).toBeVisible();
  const bulk = { email: uniqueEmail("quote-bulk"), content: "300 tote bags for a conference, printed both sides." };
  await form.getByLabel(t("inquiries.content")).fill(bulk.content);
  await form.getByLabel(t("inquiries.quantity")).fill("300");
  await form.getByLabel(t("inquiries.name")).fill("Margaret");
  await form.getByLabel(t("inquiries.email")).fill(bulk.email);
  await form.getByRole("button", { name: t("inquiries.submit") }).click();
  await expect(page.getByText(t("inquiries.sent", { email: bulk.email }))).toBeVisible();
  sent.push(bulk);

  // A quote block on the merchant's own page: a general request, sent from that page.
  await page.goto("/app/e2e-ask-us");
  await expect(page.getByRole("heading", { level: 2, name: "Tell us what you need" })).toBeVisible();
  form = quoteForm(page);
  const general = { email: uniqueEmail("quote-general"), content: "Do you make the crew tee in children's sizes?" };
  await form.getByLabel(t("inquiries.content")).fill(general.content);
  await form.getByLabel(t("inquiries.name")).fill("Katherine");
  await form.getByLabel(t("inquiries.email")).fill(general.email);
  await form.getByLabel(t("inquiries.photos")).setInputFiles([photo("sketch.png")]);
  await form.getByRole("button", { name: t("inquiries.submit") }).click();
  await expect(page.getByText(t("inquiries.sent", { email: general.email }))).toBeVisible();
  await expect(page).toHaveURL(/\/app\/e2e-ask-us$/);
  sent.push(general);

  // The merchant sees both, with no product and the photo.
  const list = await (await request.get("/api/admin/inquiries?pageSize=100", { headers: ADMIN })).json();
  type Row = { contact: { email: string }; content: string; product: unknown; images: unknown[]; quantity: number };
  const rows = list.data.items as Row[];
  for (const quote of sent) {
    const row = rows.find((r) => r.contact.email === quote.email);
    expect(row, quote.email).toMatchObject({ content: quote.content, product: null });
  }
  expect(rows.find((r) => r.contact.email === bulk.email)).toMatchObject({ quantity: 300, images: [] });
  expect(rows.find((r) => r.contact.email === general.email)).toMatchObject({ quantity: 1, images: [{}] });
  expect(dialogs).toEqual([]);
});

test("quotes: a free-form slug the merchant never wrote is a real 404", async ({ page }) => {
  const response = await page.goto("/inquiry/e2e-no-such-quote-page");
  expect(response?.status()).toBe(404);
});
