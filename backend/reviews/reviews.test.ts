import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AttachmentMessages } from "#contract/attachment.ts";
import { Code } from "#contract/codes.ts";
import type { Product } from "#contract/catalog.ts";
import type { PageResponse } from "#contract/page.ts";
import { ReviewMessages, type AdminReview, type MyReview, type OwnReview, type ReviewList, type ReviewVote } from "#contract/reviews.ts";
import {
  adminCall,
  customerOrder,
  getJson,
  productScore,
  reviewInput,
  setModeration,
  withIp,
} from "#tests/fixtures/community.ts";
import { newIp, newVisitorId, post } from "#tests/fixtures/customers.ts";
import { photo, uploadAttachment } from "#tests/fixtures/images.ts";
import { emailsTo } from "#tests/fixtures/community.ts";
import { guest, makeCustomer, makeOutbox, makeSellable, seedShipping, type Outbox } from "#tests/fixtures/orders.ts";
import { createTestBackend, warmPool, type TestBackend } from "#tests/setup/backend.ts";
import { REPEAT_WINDOW_MS } from "../shared/repeats.ts";

let backend: TestBackend;
let outbox: Outbox;
beforeAll(async () => {
  outbox = await makeOutbox();
  backend = await createTestBackend({ outboxDir: outbox.dir });
  await seedShipping(backend.db);
});
afterAll(async () => {
  await backend.close();
  await outbox.remove();
});

const create = (headers: Record<string, string>, body: unknown) =>
  post<OwnReview>(backend.app, "/api/web/review/create", body, headers);
const update = (headers: Record<string, string>, body: unknown) =>
  post<OwnReview>(backend.app, "/api/web/review/update", body, headers);
const list = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  getJson<ReviewList>(backend.app, "/api/web/review/list", query, headers);
const moderate = (id: number, action: "approve" | "reject", body: unknown = {}) =>
  adminCall<AdminReview>(backend.app, "POST", `/reviews/${id}/${action}`, body);

/** A customer with their own client IP, and a published review of theirs. */
async function publishedReview(productId: number, overrides: Record<string, unknown> = {}) {
  const customer = await makeCustomer(backend.db);
  const headers = withIp(customer.headers);
  const created = await create(headers, reviewInput(productId, overrides));
  expect(created.status).toBe(201);
  expect((await moderate(created.data.id, "approve")).status).toBe(200);
  return { customer, headers, id: created.data.id };
}

describe("writing reviews", () => {
  it("takes reviews from signed-in customers only, held for moderation by default", async () => {
    const { product } = await makeSellable(backend.db);
    const anonymous = await create(withIp(guest()), reviewInput(product.id));
    expect(anonymous).toMatchObject({ status: 401, code: Code.authInvalid });

    const customer = await makeCustomer(backend.db);
    const created = await create(withIp(customer.headers), reviewInput(product.id, { rating: 4 }));
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      productId: product.id,
      rating: 4,
      status: "pending",
      author: "Ada L.",
      verifiedPurchase: false,
      publishedAt: null,
      photos: [],
    });
    // Pending: not listed, and the product's made-up fixture figures are untouched until something is published.
    expect((await list({ productId: product.id })).data).toMatchObject({ total: 0, stats: { count: 0 } });
    expect(await productScore(backend.db, product.id)).toEqual({ score: 4.5, count: 3 });
    // The author sees it, with its state.
    const mine = await post<MyReview>(backend.app, "/api/web/review/mine", { productId: product.id }, customer.headers);
    expect(mine.data.review).toMatchObject({ id: created.data.id, status: "pending" });
  });

  it("keeps one review per customer and product, even when the second is sent many times at once", async () => {
    const { product } = await makeSellable(backend.db);
    const customer = await makeCustomer(backend.db);
    const headers = withIp(customer.headers);
    const takes = Array.from({ length: 8 }, (_, i) => reviewInput(product.id, { title: `Take ${i + 1}` }));
    const answers = await Promise.all(takes.map((input) => create(headers, input)));
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused).toMatchObject({ status: 409, msg: ReviewMessages.duplicate, data: { id: created[0]!.data.id } });
    }
    const rows = await backend.db.selectFrom("review").select("id").where("product_id", "=", product.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("answers a repeat of the same review (a reload, a double tap) with the first one, within the repeat window", async () => {
    const { product } = await makeSellable(backend.db);
    const customer = await makeCustomer(backend.db);
    const headers = withIp(customer.headers);
    const input = reviewInput(product.id, { rating: 4 });
    await warmPool(backend);
    const answers = await Promise.all([create(headers, input), create(headers, input), create(headers, input)]);
    const reload = await create(headers, input);
    expect([...answers, reload].map((a) => [a.status, a.data.id])).toEqual(Array(4).fill([201, answers[0]!.data.id]));
    expect(reload.data).toMatchObject({ rating: 4, status: "pending", title: input.title });
    const other = await create(headers, { ...input, rating: 3 });
    expect(other).toMatchObject({ status: 409, msg: ReviewMessages.duplicate, data: { id: reload.data.id } });

    const past = new Date(Date.now() - REPEAT_WINDOW_MS - 1000).toISOString();
    await backend.db.updateTable("review").set({ created_at: past }).where("id", "=", reload.data.id).execute();
    expect(await create(headers, input)).toMatchObject({ status: 409, data: { id: reload.data.id } });
    const rows = await backend.db.selectFrom("review").select("id").where("product_id", "=", product.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("does not count a repeat against the writer's limit; a second, different review still counts", async () => {
    const { product } = await makeSellable(backend.db);
    const customer = await makeCustomer(backend.db);
    const headers = withIp(customer.headers);
    const input = reviewInput(product.id, { rating: 5 });
    const first = await create(headers, input);
    // Twenty writes an hour: the review and twenty-five reloads of it, all answered with it.
    for (let i = 0; i < 25; i++) expect(await create(headers, input)).toMatchObject({ status: 201, data: { id: first.data.id } });
    const others = [];
    for (let i = 0; i < 20; i++) others.push((await create(headers, { ...input, rating: 1 })).status);
    expect(others.slice(0, 19)).toEqual(Array(19).fill(409));
    expect(others[19]).toBe(429);
  });

  it("lets the author edit (back to moderation) and delete their review, and nobody else", async () => {
    const { product } = await makeSellable(backend.db);
    const { customer, headers, id } = await publishedReview(product.id, { rating: 5 });
    expect(await productScore(backend.db, product.id)).toEqual({ score: 5, count: 1 });

    const stranger = await makeCustomer(backend.db);
    const theirs = await update(withIp(stranger.headers), { id, ...reviewInput(product.id, { rating: 1 }), productId: undefined });
    expect(theirs).toMatchObject({ status: 404, msg: ReviewMessages.notFound });
    const theirDelete = await post(backend.app, "/api/web/review/delete", { id }, stranger.headers);
    expect(theirDelete.status).toBe(404);

    const { productId: _, ...fields } = reviewInput(product.id, { rating: 2, title: "Changed my mind" });
    const edited = await update(headers, { id, ...fields });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ rating: 2, title: "Changed my mind", status: "pending", publishedAt: null });
    // The edited text is unmoderated: it no longer counts.
    expect(await productScore(backend.db, product.id)).toEqual({ score: 0, count: 0 });
    await moderate(id, "approve");
    expect(await productScore(backend.db, product.id)).toEqual({ score: 2, count: 1 });

    expect((await post(backend.app, "/api/web/review/delete", { id }, customer.headers)).status).toBe(200);
    expect(await productScore(backend.db, product.id)).toEqual({ score: 0, count: 0 });
    expect((await post<MyReview>(backend.app, "/api/web/review/mine", { productId: product.id }, customer.headers)).data.review).toBeNull();
    // After deleting, a new review is a first review again.
    expect((await create(headers, reviewInput(product.id))).status).toBe(201);
  });

  it("refuses bad ratings, unknown or hidden products and strangers' photos, writing nothing", async () => {
    const { product } = await makeSellable(backend.db);
    const hidden = (await makeSellable(backend.db)).product;
    await backend.db.updateTable("product").set({ hidden: 1 }).where("id", "=", hidden.id).execute();
    const customer = await makeCustomer(backend.db);
    const headers = withIp(customer.headers);
    for (const rating of [0, 6, 2.5, "five", null]) {
      const answer = await create(headers, reviewInput(product.id, { rating }));
      expect(answer).toMatchObject({ status: 400, data: { fields: { rating: [ReviewMessages.rating] } } });
    }
    expect(await create(headers, reviewInput(hidden.id))).toMatchObject({ status: 404, msg: ReviewMessages.product });
    expect(await create(headers, reviewInput(2_000_000_000))).toMatchObject({ status: 404, msg: ReviewMessages.product });
    expect((await create(headers, reviewInput(product.id, { price: 1 }))).status).toBe(400);

    const theirs = await uploadAttachment(backend.app, withIp(guest()), { bytes: await photo("png", 32, 32) });
    const mine = await uploadAttachment(backend.app, headers, { bytes: await photo("png", 32, 32) });
    const refused = await create(headers, reviewInput(product.id, { photos: [mine.data.id, theirs.data.id] }));
    expect(refused).toMatchObject({ status: 400, data: { fields: { attachments: [AttachmentMessages.invalid] } } });
    expect(await backend.db.selectFrom("review").select("id").where("product_id", "=", product.id).execute()).toEqual([]);
    const tooMany = await create(headers, reviewInput(product.id, { photos: [1, 2, 3, 4, 5, 6] }));
    expect(tooMany).toMatchObject({ status: 400, data: { fields: { photos: [AttachmentMessages.tooMany] } } });

    const created = await create(headers, reviewInput(product.id, { photos: [mine.data.id] }));
    expect(created.status).toBe(201);
    expect(created.data.photos.map((p) => p.id)).toEqual([mine.data.id]);
    expect(created.data.photos[0]!.image.url).toMatch(/^\/uploads\/attachments\//);
    // Dropping the photo in an edit lets go of the upload.
    const { productId: _, ...fields } = reviewInput(product.id, { photos: [] });
    expect((await update(headers, { id: created.data.id, ...fields })).data.photos).toEqual([]);
    const row = await backend.db.selectFrom("attachment").select("used_by").where("id", "=", mine.data.id).executeTakeFirstOrThrow();
    expect(row.used_by).toBeNull();
  });

  it("marks a purchase as verified only when a paid order has the product", async () => {
    const { product, skus } = await makeSellable(backend.db, [{ price: 2500, stock: 20 }]);
    const buyer = await makeCustomer(backend.db);
    const headers = withIp(buyer.headers);
    const mine = () => post<MyReview>(backend.app, "/api/web/review/mine", { productId: product.id }, headers);
    expect((await mine()).data.verifiedPurchase).toBe(false);
    await customerOrder(backend.app, backend.db, headers, skus[0]!.id, false);
    expect((await mine()).data.verifiedPurchase).toBe(false);
    const created = await create(headers, reviewInput(product.id));
    expect(created.data.verifiedPurchase).toBe(false);

    await customerOrder(backend.app, backend.db, headers, skus[0]!.id, true);
    expect((await mine()).data.verifiedPurchase).toBe(true);
    // Checked again when the review is edited.
    const { productId: _, ...fields } = reviewInput(product.id);
    expect((await update(headers, { id: created.data.id, ...fields })).data.verifiedPurchase).toBe(true);
  });

  it("limits how often one customer writes", async () => {
    const { product } = await makeSellable(backend.db);
    const customer = await makeCustomer(backend.db);
    const headers = withIp(customer.headers);
    const created = await create(headers, reviewInput(product.id));
    const { productId: _, ...fields } = reviewInput(product.id);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await update(headers, { id: created.data.id, ...fields })).status);
    expect(statuses.slice(0, 19).every((s) => s === 200)).toBe(true);
    expect(statuses[19]).toBe(429);
    expect((await update(headers, { id: created.data.id, ...fields })).msg).toBe("errors.rateLimited");
  });
});

describe("moderation and the product's score", () => {
  it("counts published reviews only, through every transition", async () => {
    const { product } = await makeSellable(backend.db);
    const five = await publishedReview(product.id, { rating: 5 });
    const three = await publishedReview(product.id, { rating: 3 });
    const pending = await create(withIp((await makeCustomer(backend.db)).headers), reviewInput(product.id, { rating: 1 }));
    expect(await productScore(backend.db, product.id)).toEqual({ score: 4, count: 2 });

    // Reject a published one: the score follows; approve it again.
    const rejected = await moderate(three.id, "reject", { reason: "Off topic" });
    expect(rejected.data).toMatchObject({ status: "rejected", rejectReason: "Off topic", publishedAt: null });
    expect(await productScore(backend.db, product.id)).toEqual({ score: 5, count: 1 });
    const mine = await post<MyReview>(backend.app, "/api/web/review/mine", { productId: product.id }, three.customer.headers);
    expect(mine.data.review).toMatchObject({ status: "rejected", rejectReason: "Off topic" });
    expect((await moderate(three.id, "approve")).data.status).toBe("published");
    expect(await productScore(backend.db, product.id)).toEqual({ score: 4, count: 2 });
    // Each decision reaches the reviewer by email: the product by name, the reason, a link to its page.
    const notices = await emailsTo(outbox.dir, three.customer.email, 3);
    const name = await backend.db.selectFrom("product").select(["name", "slug"]).where("id", "=", product.id).executeTakeFirstOrThrow();
    // (The outbox orders files by the millisecond they were written: compare them sorted.)
    expect(notices.map((n) => n.subject).sort()).toEqual([
      `Test Shop: your review of “${name.name}” is published`,
      `Test Shop: your review of “${name.name}” is published`,
      `Test Shop: your review of “${name.name}” was not published`,
    ]);
    const refusal = notices.find((n) => n.subject.endsWith("was not published"))!;
    expect(refusal.text).toContain("The reason:\nOff topic");
    expect(refusal.text).toContain(`/product/${name.slug}`);

    // Transitions that do not start from the current state are refused.
    expect(await moderate(five.id, "approve")).toMatchObject({ status: 409, msg: "moderation.errors.state" });
    await moderate(pending.data.id, "reject");
    expect(await moderate(pending.data.id, "reject")).toMatchObject({ status: 409, msg: "moderation.errors.state" });
    expect((await moderate(9_999_999, "approve")).status).toBe(404);
    expect((await adminCall(backend.app, "POST", "/reviews/abc/approve", {})).status).toBe(404);

    // The admin deletes one: gone, score follows.
    expect((await adminCall(backend.app, "DELETE", `/reviews/${five.id}`)).status).toBe(200);
    expect(await productScore(backend.db, product.id)).toEqual({ score: 3, count: 1 });
    expect((await adminCall(backend.app, "GET", `/reviews/${five.id}`)).status).toBe(404);

    // The admin list filters by state and product and names the reviewer's contact.
    const pendingList = await adminCall<{ items: AdminReview[]; total: number }>(
      backend.app,
      "GET",
      `/reviews?status=rejected&productId=${product.id}`,
    );
    expect(pendingList.data.total).toBe(1);
    expect(pendingList.data.items[0]).toMatchObject({ id: pending.data.id, product: { id: product.id }, contact: expect.stringContaining("@") });
  });

  it("keeps the score right when many reviews of one product are approved at once", async () => {
    const { product } = await makeSellable(backend.db);
    const ids: number[] = [];
    for (let rating = 1; rating <= 5; rating++) {
      for (let n = 0; n < 2; n++) {
        const created = await create(withIp((await makeCustomer(backend.db)).headers), reviewInput(product.id, { rating }));
        ids.push(created.data.id);
      }
    }
    const answers = await Promise.all(ids.map((id) => moderate(id, "approve")));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await productScore(backend.db, product.id)).toEqual({ score: 3, count: 10 });
  });

  it("publishes at once when the shop says so", async () => {
    const { product } = await makeSellable(backend.db);
    expect((await setModeration(backend.app, { reviews: { autoPublish: true } })).data).toMatchObject({
      reviews: { autoPublish: true },
    });
    try {
      const created = await create(withIp((await makeCustomer(backend.db)).headers), reviewInput(product.id, { rating: 4 }));
      expect(created.data).toMatchObject({ status: "published", publishedAt: expect.any(String) });
      expect(await productScore(backend.db, product.id)).toEqual({ score: 4, count: 1 });
    } finally {
      await setModeration(backend.app, { reviews: { autoPublish: false } });
    }
  });
});

describe("the review list", () => {
  it("filters by rating, sorts, pages and summarises published reviews", async () => {
    const { product } = await makeSellable(backend.db);
    const ratings = [5, 4, 4, 2, 1];
    const made: number[] = [];
    for (const rating of ratings) made.push((await publishedReview(product.id, { rating, title: `Rated ${rating}` })).id);
    await create(withIp((await makeCustomer(backend.db)).headers), reviewInput(product.id, { rating: 3 }));
    await backend.db.updateTable("review").set({ helpful_count: 7 }).where("id", "=", made[3]!).execute();

    const all = await list({ productId: product.id });
    expect(all.data).toMatchObject({
      total: 5,
      page: 1,
      productId: product.id,
      sort: "newest",
      rating: null,
      stats: { average: 3.2, count: 5, histogram: { "1": 1, "2": 1, "3": 0, "4": 2, "5": 1 } },
    });
    expect(all.data.items.map((r) => r.id)).toEqual([...made].reverse());
    expect(all.data.items[0]).toMatchObject({ voted: false, mine: false, author: "Ada L.", lang: "en" });

    const byRating = (sort: string) => list({ slug: product.slug, sort }).then((a) => a.data.items.map((r) => r.rating));
    expect(await byRating("highest")).toEqual([5, 4, 4, 2, 1]);
    expect(await byRating("lowest")).toEqual([1, 2, 4, 4, 5]);
    expect((await list({ productId: product.id, sort: "helpful" })).data.items[0]!.id).toBe(made[3]);
    const fours = await list({ productId: product.id, rating: 4 });
    expect(fours.data).toMatchObject({ total: 2, rating: 4 });
    const second = await list({ productId: product.id, pageSize: 2, page: 2 });
    expect(second.data.items.map((r) => r.id)).toEqual([made[2], made[1]]);

    expect(await list({})).toMatchObject({ status: 400, data: { fields: { productId: [ReviewMessages.target] } } });
    expect(await list({ productId: product.id, sort: "random" })).toMatchObject({ status: 400, data: { fields: { sort: [ReviewMessages.sort] } } });
    expect((await list({ productId: product.id, page: 0 })).data).toMatchObject({ fields: { page: ["community.errors.page"] } });
    expect((await list({ productId: product.id, rating: 9 })).status).toBe(400);
    expect(await list({ slug: "no-such-product" })).toMatchObject({ status: 404, msg: ReviewMessages.product });
    await backend.db.updateTable("product").set({ hidden: 1 }).where("id", "=", product.id).execute();
    expect((await list({ productId: product.id })).status).toBe(404);
  });

  it("puts the score and recent published reviews into the product page's data", async () => {
    const { product } = await makeSellable(backend.db);
    await publishedReview(product.id, { rating: 4, title: "Good", body: "Solid." });
    await publishedReview(product.id, { rating: 2, title: "Meh", body: "Thin fabric." });
    await create(withIp((await makeCustomer(backend.db)).headers), reviewInput(product.id, { rating: 5, title: "Pending" }));
    const res = await backend.app.request(`/product/${product.slug}?request=route`);
    const page = ((await res.json()) as { data: PageResponse }).data;
    const data = page.data as Product;
    expect(data).toMatchObject({ score: 3, reviewCount: 2 });
    expect(data.recentReviews).toEqual([
      { author: "Ada L.", rating: 2, title: "Meh", body: "Thin fabric.", lang: "en", publishedAt: expect.any(String) },
      { author: "Ada L.", rating: 4, title: "Good", body: "Solid.", lang: "en", publishedAt: expect.any(String) },
    ]);
  });
});

describe("helpful votes", () => {
  it("counts one vote per visitor, however often and however many times at once it is sent", async () => {
    const { product } = await makeSellable(backend.db);
    const { id, headers: authorHeaders } = await publishedReview(product.id);
    const visitor = { ...guest(), "x-client-ip": newIp() };
    const vote = (headers: Record<string, string>) =>
      post<ReviewVote>(backend.app, "/api/web/review/helpful", { id }, headers);

    expect((await vote(visitor)).data).toEqual({ id, helpful: 1, voted: true });
    expect((await vote(visitor)).data).toEqual({ id, helpful: 1, voted: true });

    const storm = { ...guest(), "x-client-ip": newIp() };
    const answers = await Promise.all(Array.from({ length: 50 }, () => vote(storm)));
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    const row = await backend.db.selectFrom("review").select("helpful_count").where("id", "=", id).executeTakeFirstOrThrow();
    expect(Number(row.helpful_count)).toBe(2);
    const votes = await backend.db.selectFrom("review_vote").select("voter_key").where("review_id", "=", id).execute();
    expect(votes).toHaveLength(2);

    // The list tells a voter they voted; the author can't vote for their own review.
    expect((await list({ productId: product.id }, storm)).data.items[0]).toMatchObject({ voted: true, helpful: 2 });
    expect((await list({ productId: product.id }, authorHeaders)).data.items[0]).toMatchObject({ mine: true, voted: false });
    expect(await vote(authorHeaders)).toMatchObject({ status: 400, msg: ReviewMessages.ownVote });

    // A guest who voted and then signs in in the same browser does not vote twice.
    const visitorId = newVisitorId();
    const customer = await makeCustomer(backend.db);
    await vote({ "x-visitor-id": visitorId, "x-client-ip": newIp() });
    expect((await vote({ ...customer.headers, "x-visitor-id": visitorId, "x-client-ip": newIp() })).data.helpful).toBe(3);
    // Nobody at all (no session, no visitor id) cannot vote.
    expect(await vote({ "x-client-ip": newIp() })).toMatchObject({ status: 400, msg: "errors.visitor" });
  });

  it("votes only for published reviews, and limits a visitor's votes", async () => {
    const { product } = await makeSellable(backend.db);
    const pending = await create(withIp((await makeCustomer(backend.db)).headers), reviewInput(product.id));
    const visitor = { ...guest(), "x-client-ip": newIp() };
    expect(await post(backend.app, "/api/web/review/helpful", { id: pending.data.id }, visitor)).toMatchObject({
      status: 404,
      msg: ReviewMessages.notFound,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      statuses.push((await post(backend.app, "/api/web/review/helpful", { id: pending.data.id }, visitor)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
