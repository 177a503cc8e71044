import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessible } from "./fixtures.ts";
import { ADMIN } from "./helpers.ts";
import { expect, signUp, t, test, uniqueEmail } from "./account-helpers.ts";

// Reviews, comments and customers' articles (issue 9), with JavaScript on and off: a buyer's review
// with a photo goes through the merchant's approval into the score, the count and the JSON-LD; a guest
// comments on an article; a customer's article goes from draft to published and back; the review list's
// filters, sorting and helpful votes. Every form gets script and markup, which must show as text.

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const XSS = `<img src=x onerror="document.title='pwned'"><script>alert(1)</script>`;
/** Short enough for a name. */
const XSS_SHORT = `<img src=x onerror=alert(1)>`;

type Product = { id: number; slug: string; score: number; reviewCount: number; skus: Array<{ id: number; stock: number }> };
type Paged<T> = { data: { items: T[] } };

/** axe-core on a page on the way; it runs in the page, so only with JavaScript on. */
async function accessibleOnTheWay(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expectAccessible(page);
}

/** A page that fails the test if anything a stranger wrote ever runs. */
function guard(page: Page) {
  const ran: string[] = [];
  page.on("dialog", (dialog) => {
    ran.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(ran).toEqual([]);
    expect(await page.title()).not.toBe("pwned");
  };
}

async function product(request: APIRequestContext, slug: string): Promise<Product> {
  const response = await request.get(`/api/web/product/detail?slug=${slug}&lang=en`);
  return ((await response.json()) as { data: Product }).data;
}

/** A paid order of one unit of the product, placed for the signed-in customer through the API. */
async function buy(page: Page, item: Product) {
  const token = (await page.context().cookies()).find((c) => c.name === "x-auth")!.value;
  const headers = { "x-auth": token };
  const sku = item.skus.find((s) => s.stock > 2)!;
  expect((await page.request.post("/api/web/cart/add", { headers, data: { skuId: sku.id, quantity: 1 } })).ok()).toBe(true);
  const placed = await page.request.post("/api/web/checkout/place", {
    headers,
    data: {
      idempotencyKey: crypto.randomUUID(),
      contact: { email: uniqueEmail("buyer"), phone: "+14155550100" },
      address: { country: "US", province: "CA", city: "San Francisco", postalCode: "94110", firstName: "Ada", lastName: "Lovelace", address: "1 Market St", countryCode: "+1", phone: "4155550100" },
      shippingMethod: "standard",
      paymentMethod: "bank-transfer",
    },
  });
  const number = ((await placed.json()) as { data: { order: { number: string } } }).data.order.number;
  const list = (await (await page.request.get(`/api/admin/orders?q=${number}`, { headers: ADMIN })).json()) as Paged<{ id: number }>;
  expect((await page.request.post(`/api/admin/orders/${list.data.items[0]!.id}/pay`, { headers: ADMIN, data: {} })).ok()).toBe(true);
}

/** The product's JSON-LD `Product`, as the page's head carries it. */
async function productLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((ld) => ld["@type"] === "Product") as {
    aggregateRating?: { ratingValue: number; reviewCount: number };
    review?: Array<{ name: string; reviewBody: string; reviewRating: { ratingValue: number } }>;
  };
}

test("a buyer reviews with a photo; once the shop approves it, the score, the count and the JSON-LD change", async ({ page, request, javaScriptEnabled }) => {
  test.slow();
  const safe = guard(page);
  // Each project its own product, so the counts of the two runs never mix.
  const slug = javaScriptEnabled ? "trail-shorts" : "wind-shell-anorak";
  const before = await product(request, slug);
  await signUp(page, uniqueEmail("reviewer"));
  await buy(page, before);

  await page.goto(`/product/${slug}`);
  await expect(page.getByTestId("product-score")).toContainText(t("product.reviews_other", { count: before.reviewCount }));
  const reviews = page.locator("#reviews");
  await expect(reviews.getByText(t("reviews.verifiedNote"))).toBeVisible();
  await reviews.getByText(t("reviews.write"), { exact: true }).click();
  await reviews.getByRole("button", { name: t("reviews.form.submit") }).click();
  await expect(reviews.getByText(t("reviews.errors.rating"))).toBeVisible();
  await accessibleOnTheWay(page, javaScriptEnabled);

  const title = `Light and quick-drying ${XSS}`;
  // A shopper picks the stars they see: the radio itself is visually hidden inside its label.
  const oneStar = reviews.getByRole("radio", { name: t("reviews.stars_one", { count: 1 }) });
  await reviews.locator("label").filter({ has: page.getByRole("radio", { name: t("reviews.stars_one", { count: 1 }) }) }).click();
  await expect(oneStar).toBeChecked();
  await reviews.getByLabel(t("reviews.form.title")).fill(title);
  await reviews.getByLabel(t("reviews.form.body")).fill(`Wore them for a week.\nSee https://example.com/trip ${XSS}`);
  await reviews.getByLabel(t("attachments.label"), { exact: true }).setInputFiles({ name: "trail.png", mimeType: "image/png", buffer: PNG });
  await reviews.getByRole("button", { name: t("reviews.form.submit") }).click();
  await expect(reviews.getByText(t("reviews.saved.pending"))).toBeVisible();
  await expect(reviews.getByTestId("own-review-status")).toHaveText(t("moderationStatus.pending"));
  await expect(reviews.getByText(title, { exact: true })).toBeVisible();
  // Saved, the form folds away under "Edit your review", with JavaScript as after a page load.
  await expect(reviews.getByRole("button", { name: t("reviews.form.submit") })).toBeHidden();
  await expect(reviews.getByText(t("reviews.edit"), { exact: true })).toBeVisible();
  await accessibleOnTheWay(page, javaScriptEnabled);

  await expect(reviews.getByText(t("reviews.pendingNote"))).toBeVisible();

  // The merchant rejects it first: the shopper reads that it was not published, and why, not "once approved".
  const pending = (await (await request.get(`/api/admin/reviews?status=pending&productId=${before.id}`, { headers: ADMIN })).json()) as Paged<{ id: number; title: string }>;
  const review = pending.data.items.find((r) => r.title === title)!;
  expect((await request.post(`/api/admin/reviews/${review.id}/reject`, { headers: ADMIN, data: { reason: "Photo unclear" } })).ok()).toBe(true);
  await page.goto(`/product/${slug}`);
  await expect(reviews.getByTestId("own-review-status")).toHaveText(t("moderationStatus.rejected"));
  await expect(reviews.getByText(t("reviews.rejectedNote"))).toBeVisible();
  await expect(reviews.getByText(t("reviews.pendingNote"))).toHaveCount(0);
  await expect(reviews.getByText(t("reviews.rejectReason", { reason: "Photo unclear" }))).toBeVisible();

  // Then approves it after all.
  expect((await request.post(`/api/admin/reviews/${review.id}/approve`, { headers: ADMIN, data: {} })).ok()).toBe(true);

  const after = await product(request, slug);
  expect(after.reviewCount).toBe(before.reviewCount + 1);
  expect(after.score).toBeLessThan(before.score);
  await page.goto(`/product/${slug}`);
  await expect(page.getByTestId("product-score")).toContainText(t("product.reviews_other", { count: after.reviewCount }));
  await expect(page.getByTestId("own-review-status")).toHaveText(t("moderationStatus.published"));
  const card = page.locator(`#review-${review.id}`);
  await expect(card.getByRole("heading", { name: title })).toBeVisible();
  await expect(card.getByText(t("reviews.verified"))).toBeVisible();
  await expect(card.getByRole("link", { name: "https://example.com/trip" })).toHaveAttribute("rel", "nofollow ugc noopener noreferrer");
  await expect(card.getByRole("list", { name: t("reviews.photos") }).getByRole("img")).toHaveCount(1);
  const ld = await productLd(page);
  expect(ld.aggregateRating).toMatchObject({ reviewCount: after.reviewCount, ratingValue: Math.round(after.score * 10) / 10 });
  expect(ld.review?.[0]).toMatchObject({ name: title, reviewRating: { ratingValue: 1 } });

  // The author takes it down: the page says so, and a reload shows the page again (it does not post the
  // delete a second time, which would answer "not found").
  await page.locator("#own-review").getByRole("button", { name: t("reviews.delete") }).click();
  await expect(page).toHaveURL(/[?&]review=deleted/);
  const ownBox = page.locator("#own-review");
  await expect(ownBox.getByText(t("reviews.deleted"))).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(ownBox.getByText(t("reviews.deleted"))).toBeVisible();
  await expect(page.getByText(t("reviews.errors.notFound"))).toHaveCount(0);
  await expect(ownBox.getByText(t("reviews.write"), { exact: true })).toBeVisible();
  expect((await product(request, slug)).reviewCount).toBe(before.reviewCount);
  // The list's own links leave the notice behind.
  await expect(page.locator("#reviews a[href*='reviews_sort']").first()).toBeVisible();
  await expect(page.locator("#reviews a[href*='review=deleted']")).toHaveCount(0);
  await safe();
});

test("the review list: filter by stars and sort with links that keep the product's address; a helpful vote counts once", async ({ page, javaScriptEnabled }) => {
  const safe = guard(page);
  await page.goto("/product/loopback-hoodie");
  const reviews = page.locator("#reviews");
  await reviews.getByRole("navigation", { name: t("reviews.filterLabel") }).getByRole("link", { name: new RegExp(`^${t("reviews.stars_other", { count: 5 })}`) }).click();
  await expect(page).toHaveURL(/\/product\/loopback-hoodie\?reviews_rating=5#reviews$/);
  // With JavaScript the address changes before the filtered list is rendered: wait for it, retrying.
  const fiveStars = page.getByText(t("product.score", { score: "5.0" }));
  await expect(reviews.locator("article").filter({ has: fiveStars }).first()).toBeAttached();
  await expect(reviews.locator("article").filter({ hasNot: fiveStars })).toHaveCount(0);
  await reviews.getByRole("link", { name: t("reviews.sorts.helpful") }).click();
  await expect(page).toHaveURL(/\?reviews_rating=5&reviews_sort=helpful#reviews$/);
  await expect(reviews.getByRole("link", { name: t("reviews.sorts.helpful") })).toHaveAttribute("aria-current", "true");
  await accessibleOnTheWay(page, javaScriptEnabled);
  await reviews.getByRole("link", { name: t("reviews.allRatings") }).click();
  await expect(page).toHaveURL(/\?reviews_sort=helpful#reviews$/);

  // Each project votes on its own review; a second vote from the same shopper changes nothing.
  const card = reviews.locator("article").nth(javaScriptEnabled ? 0 : 1);
  const id = await card.getAttribute("id");
  const count = async () => {
    const shown = page.locator(`#${id}`).getByTestId("helpful-count");
    return (await shown.count()) ? Number(/\d+/.exec(await shown.innerText())![0]) : 0;
  };
  const before = await count();
  await card.getByRole("button", { name: t("reviews.helpful"), exact: true }).click();
  await expect(page.locator(`#${id}`).getByText(t("reviews.voted"))).toBeVisible();
  await expect.poll(count).toBe(before + 1);
  // The vote is this visitor's first act, which mints their id: with JavaScript the vote shows before
  // its answer is back, and the reload must carry the cookie that answer sets.
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "visitorId")).toBe(true);
  await page.goto(page.url().replace(/#.*$/, ""));
  await expect(page.locator(`#${id}`).getByText(t("reviews.voted"))).toBeVisible();
  await expect(page.locator(`#${id}`).getByRole("button", { name: t("reviews.helpful"), exact: true })).toHaveCount(0);
  expect(await count()).toBe(before + 1);
  await safe();
});

test("a guest comments on an article and replies; both wait for the shop, then show as text", async ({ page, request, javaScriptEnabled }) => {
  const safe = guard(page);
  const articles = (await (await request.get("/api/web/article/list?lang=en")).json()) as Paged<{ id: number; slug: string }>;
  const article = articles.data.items[javaScriptEnabled ? 2 : 3]!;
  await page.goto(`/article/${article.slug}`);
  const comments = page.locator("#comments");
  const form = comments.locator("form#comment-new");
  await form.getByRole("button", { name: t("comments.form.submit") }).click();
  await expect(form.getByText(t("validation.required", { field: t("comments.form.name") }))).toBeVisible();
  // Without JavaScript the answer is a new page: it opens at the form, not at the article's top.
  await expect(form.getByText(t("validation.required", { field: t("comments.form.name") }))).toBeInViewport();
  await accessibleOnTheWay(page, javaScriptEnabled);

  const name = `Priya ${XSS_SHORT}`;
  const body = `Lovely read! ${crypto.randomUUID()} More at www.example.org ${XSS}`;
  await form.getByLabel(t("comments.form.name")).fill(name);
  await form.getByLabel(t("comments.form.email")).fill(uniqueEmail("commenter"));
  await form.getByLabel(t("comments.form.body")).fill(body);
  await form.getByRole("button", { name: t("comments.form.submit") }).click();
  await expect(comments.locator("form#comment-new").getByText(t("comments.saved.pending"))).toBeVisible();
  await expect(comments.getByText(body)).toHaveCount(0);

  const queue = (await (await request.get(`/api/admin/comments?status=pending&articleId=${article.id}`, { headers: ADMIN })).json()) as Paged<{ id: number; body: string }>;
  const comment = queue.data.items.find((c) => c.body === body)!;
  expect((await request.post(`/api/admin/comments/${comment.id}/approve`, { headers: ADMIN, data: {} })).ok()).toBe(true);
  await page.reload();
  const shown = page.locator(`#comment-${comment.id}`);
  await expect(shown.getByText(name, { exact: true })).toBeVisible();
  await expect(shown).toContainText(`Lovely read!`);
  await expect(shown).toContainText(XSS);
  await expect(shown.getByRole("link", { name: "www.example.org" })).toHaveAttribute("href", "https://www.example.org");
  await expect(shown.getByRole("link", { name: "www.example.org" })).toHaveAttribute("rel", "nofollow ugc noopener noreferrer");
  await accessibleOnTheWay(page, javaScriptEnabled);

  // A reply under the thread.
  const thread = page.locator("li").filter({ has: shown });
  await thread.getByText(t("comments.reply"), { exact: true }).click();
  const reply = page.locator(`form#comment-reply-${comment.id}`);
  await reply.getByLabel(t("comments.form.name")).fill("Mia");
  await reply.getByLabel(t("comments.form.email")).fill(uniqueEmail("replier"));
  await reply.getByLabel(t("comments.form.reply")).fill("Thanks for the tip!");
  await reply.getByRole("button", { name: t("comments.form.submit") }).click();
  await expect(page.locator(`form#comment-reply-${comment.id}`).getByText(t("comments.saved.pending"))).toBeVisible();
  await safe();
});

test("a customer's article from draft to published on the journal, withdrawn and deleted", async ({ page, request, javaScriptEnabled }) => {
  test.slow();
  const safe = guard(page);
  await signUp(page, uniqueEmail("author"));
  await page.goto("/user/article");
  await expect(page.getByText(t("myArticles.none"))).toBeVisible();
  await page.getByRole("link", { name: t("myArticles.write") }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("myArticles.newTitle") })).toBeVisible();

  const title = `Three days on Skye ${crypto.randomUUID().slice(0, 8)} ${XSS}`;
  await page.getByLabel(t("myArticles.form.title")).fill(title);
  await page.getByLabel(t("myArticles.form.body"), { exact: true }).fill(`## The ridge\n\nWe walked **far**. ${XSS}\n\n[The route](https://maps.example/skye)`);
  await page.getByLabel(t("myArticles.form.thumbnail")).setInputFiles({ name: "skye.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: t("myArticles.form.preview"), exact: true }).click();
  const preview = page.getByRole("region", { name: t("myArticles.preview") });
  await expect(preview.getByRole("heading", { name: "The ridge" })).toBeVisible();
  await expect(preview.getByText("far", { exact: true })).toHaveJSProperty("tagName", "STRONG");
  await expect(preview).toContainText(XSS);
  await expect(preview.getByRole("link", { name: "The route" })).toHaveAttribute("rel", "nofollow ugc noopener noreferrer");
  await expect(page.getByLabel(t("myArticles.form.title"))).toHaveValue(title);
  await accessibleOnTheWay(page, javaScriptEnabled);

  await page.getByRole("button", { name: t("myArticles.form.save"), exact: true }).click();
  await expect(page.getByText(t("myArticles.notice.saved"))).toBeVisible();
  await expect(page.getByTestId("article-status")).toHaveText(t("moderationStatus.draft"));
  const id = Number(new URL(page.url()).searchParams.get("edit"));
  await page.getByRole("button", { name: t("myArticles.form.saveSubmit") }).click();
  await expect(page.getByText(t("myArticles.notice.submitted"))).toBeVisible();
  const mine = page.getByTestId("my-article").filter({ hasText: title });
  await expect(mine.getByTestId("article-status")).toHaveText(t("moderationStatus.pending"));
  await accessibleOnTheWay(page, javaScriptEnabled);

  // The shop publishes it: it is in the journal, with its author, and takes comments.
  expect((await request.post(`/api/admin/customer-articles/${id}/approve`, { headers: ADMIN, data: {} })).ok()).toBe(true);
  const { data: article } = (await (await request.get(`/api/admin/customer-articles/${id}`, { headers: ADMIN })).json()) as { data: { slug: string; author: string } };
  await page.goto("/article");
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/article/${article.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(t("myArticles.community"))).toBeVisible();
  // The author's headings sit one level below the article's title.
  await expect(page.locator("article").getByRole("heading", { level: 3, name: "The ridge" })).toBeVisible();
  await expect(page.getByText(t("article.byline", { author: t("community.anonymous") }))).toBeVisible();
  await expect(page.locator("#comments")).toBeVisible();
  await accessibleOnTheWay(page, javaScriptEnabled);

  await page.goto("/user/article");
  await expect(mine.getByTestId("article-status")).toHaveText(t("moderationStatus.published"));
  await mine.getByRole("button", { name: t("myArticles.withdraw") }).click();
  await expect(page.getByText(t("myArticles.notice.withdrawn"))).toBeVisible();
  await expect(mine.getByTestId("article-status")).toHaveText(t("moderationStatus.withdrawn"));
  expect((await page.goto(`/article/${article.slug}`))?.status()).toBe(404);

  // Deleting it asks first, with or without JavaScript; "keep" leaves it be.
  await page.goto("/user/article");
  const remove = mine.locator("summary", { hasText: t("myArticles.delete") });
  const yes = mine.getByRole("button", { name: t("myArticles.deleteYes") });
  await remove.click();
  await expect(mine.getByText(t("myArticles.deleteConfirm", { title }))).toBeVisible();
  await mine.getByRole("link", { name: t("myArticles.keep") }).click();
  await expect(yes).toBeHidden();
  await expect(mine).toHaveCount(1);
  await remove.click();
  await yes.click();
  await expect(page.getByText(t("myArticles.notice.deleted"))).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(page.getByText(t("myArticles.none"))).toBeVisible();
  await safe();
});

test("the article editor asks before a link, the back button or closing the tab drops what was typed, and not once it is saved", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript nothing can ask: the browser leaves the page as asked");
  const asked: Array<{ type: string; message: string }> = [];
  let answer = false;
  page.on("dialog", (dialog) => {
    asked.push({ type: dialog.type(), message: dialog.message() });
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  await signUp(page, uniqueEmail("draft"));
  await page.goto("/user/article?edit=new");
  const titleField = page.getByLabel(t("myArticles.form.title"));
  const back = page.getByRole("link", { name: t("myArticles.back") });
  // Nothing typed yet: the link just goes.
  await back.click();
  await expect(page.getByText(t("myArticles.none"))).toBeVisible();
  expect(asked).toEqual([]);

  await page.getByRole("link", { name: t("myArticles.write") }).click();
  await titleField.fill("Half a thought");
  await page.getByLabel(t("myArticles.form.body"), { exact: true }).fill("It began on a ferry.");
  // "Stay": the editor and the typing are still there.
  await back.click();
  await expect.poll(() => asked).toEqual([{ type: "confirm", message: t("myArticles.leaveConfirm") }]);
  await expect(page).toHaveURL(/edit=new/);
  await expect(titleField).toHaveValue("Half a thought");
  // A link in the header asks too.
  await page.getByRole("banner").getByRole("link").first().click();
  await expect.poll(() => asked.length).toBe(2);
  await expect(titleField).toHaveValue("Half a thought");

  // The browser's back button asks too; "stay" keeps the editor, its address and the typing.
  await page.goBack();
  await expect.poll(() => asked.length).toBe(3);
  await expect(page).toHaveURL(/edit=new/);
  await expect(titleField).toHaveValue("Half a thought");

  // Saved, the same link goes without a question; changed again, it asks again, and "leave" leaves.
  await page.getByRole("button", { name: t("myArticles.form.save"), exact: true }).click();
  await expect(page.getByText(t("myArticles.notice.saved"))).toBeVisible();
  await back.click();
  await expect(page.getByTestId("my-article")).toHaveCount(1);
  expect(asked).toHaveLength(3);
  await page.getByTestId("my-article").getByRole("link", { name: t("myArticles.edit") }).click();
  await page.getByLabel(t("myArticles.form.body"), { exact: true }).fill("A line\nand another");
  answer = true;
  await back.click();
  await expect.poll(() => asked.length).toBe(4);
  await expect(page.getByTestId("my-article")).toHaveCount(1);
  // Back into the editor (its saved text: nothing to ask); changed, the back button asks, and "leave" leaves.
  await page.goBack();
  await expect(page.getByLabel(t("myArticles.form.body"), { exact: true })).toBeVisible();
  await page.getByLabel(t("myArticles.form.body"), { exact: true }).fill("A line, changed");
  await page.goBack();
  await expect.poll(() => asked.length).toBe(5);
  await expect(page.getByTestId("my-article")).toHaveCount(1);

  // Closing the tab with unsaved typing gets the browser's own question.
  await page.getByTestId("my-article").getByRole("link", { name: t("myArticles.edit") }).click();
  await titleField.fill("Half a thought, and more");
  answer = false;
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked.at(-1)?.type).toBe("beforeunload");
});
