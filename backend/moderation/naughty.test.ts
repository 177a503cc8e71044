import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentList, OwnComment } from "#contract/comments.ts";
import { MY_ARTICLE_BODY_MAX, type OwnArticle } from "#contract/customer-articles.ts";
import { CommunityMessages } from "#contract/moderation.ts";
import { REVIEW_BODY_MAX, type OwnReview, type ReviewList } from "#contract/reviews.ts";
import { adminCall, getJson, reviewInput, withIp } from "#tests/fixtures/community.ts";
import { makeArticle } from "#tests/fixtures/catalog.ts";
import { newIp, post, type Answer } from "#tests/fixtures/customers.ts";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { guest, makeCustomer, makeSellable } from "#tests/fixtures/orders.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

/** Script and markup that must come back as the very same strings, never changed or run. */
const PAYLOADS = [
  "<script>alert(document.cookie)</script>",
  '"><img src=x onerror=alert(1)>',
  "<a href=\"javascript:alert(1)\">click</a>",
  "<svg/onload=alert(1)>{{constructor.constructor('x')()}}",
  "[click](javascript:alert(1)) <iframe src=//evil.example>",
];

// The limits are tested on their own; here every string must reach validation and storage.
const clearLimits = () => backend.db.deleteFrom("rate_limit_hit").execute();

/** Trimmed as zod trims (JavaScript whitespace). */
const stored = (text: string) => text.trim();

function expectHandled(answer: Answer, allowed: number[], what: string) {
  expect(allowed, `${what}: ${answer.status} ${answer.msg}`).toContain(answer.status);
}

describe("text from strangers", () => {
  it("takes the naughty strings through every review field: stored as given or refused with a message", { timeout: 120_000 }, async () => {
    const { product } = await makeSellable(backend.db);
    const customer = await makeCustomer(backend.db);
    const headers = withIp(customer.headers);
    const created = await post<OwnReview>(backend.app, "/api/web/review/create", reviewInput(product.id), headers);
    const { productId: _, ...fields } = reviewInput(product.id);
    let saved = 0;
    const wrong: string[] = [];
    for (const text of naughtyStrings) {
      await clearLimits();
      const answer = await post<OwnReview>(backend.app, "/api/web/review/update", { id: created.data.id, ...fields, title: text, body: text }, headers);
      expectHandled(answer, [200, 400], JSON.stringify(text));
      if (answer.status === 200) saved++;
      const kept = answer.status === 200 && answer.data.title === stored(text) && answer.data.body === stored(text);
      if (!kept && answer.msg !== "errors.validation") wrong.push(text);
    }
    expect(wrong).toEqual([]);
    expect(saved).toBeGreaterThan(naughtyStrings.length / 2);
    for (const text of naughtyStrings.slice(0, 200)) {
      const listed = await getJson<ReviewList>(backend.app, "/api/web/review/list", { slug: text, sort: text });
      expectHandled(listed, [400, 404], JSON.stringify(text));
    }
  });

  it("takes the naughty strings through every comment field", { timeout: 120_000 }, async () => {
    const article = await makeArticle(backend.db);
    let saved = 0;
    const wrong: string[] = [];
    for (const text of naughtyStrings) {
      await clearLimits();
      const answer = await post<OwnComment>(
        backend.app,
        "/api/web/comment/create",
        { articleId: article.id, body: text, name: text, email: "guest@example.com" },
        { ...guest(), "x-client-ip": newIp() },
      );
      expectHandled(answer, [201, 400], JSON.stringify(text));
      if (answer.status === 201) saved++;
      const kept = answer.status === 201 && answer.data.body === stored(text) && answer.data.author === stored(text);
      if (!kept && answer.msg !== "errors.validation") wrong.push(text);
      const email = await post(backend.app, "/api/web/comment/create", { articleId: article.id, body: "Hi", name: "N", email: text }, { ...guest(), "x-client-ip": newIp() });
      expectHandled(email, [201, 400], `email ${JSON.stringify(text)}`);
    }
    expect(wrong).toEqual([]);
    expect(saved).toBeGreaterThan(naughtyStrings.length / 2);
    const pending = await adminCall(backend.app, "GET", "/comments?status=pending&pageSize=100");
    expect(pending.status).toBe(200);
  });

  it("takes the naughty strings through every field of a customer's article and the merchant's reasons", { timeout: 120_000 }, async () => {
    const author = await makeCustomer(backend.db);
    const headers = withIp(author.headers);
    const created = await post<OwnArticle>(backend.app, "/api/web/my-article/create", { title: "Start", body: "Text" }, headers);
    const id = created.data.id;
    let saved = 0;
    const wrong: string[] = [];
    for (const text of naughtyStrings) {
      await clearLimits();
      const answer = await post<OwnArticle>(
        backend.app,
        "/api/web/my-article/update",
        { id, title: text, summary: text, body: text },
        headers,
      );
      expectHandled(answer, [200, 400], JSON.stringify(text));
      if (answer.status === 200) saved++;
      const same = (value: string) => value === stored(text);
      const kept = answer.status === 200 && same(answer.data.title) && same(answer.data.body) && same(answer.data.summary);
      if (!kept && answer.msg !== "errors.validation") wrong.push(text);
      const slug = await post(backend.app, "/api/web/my-article/update", { id, title: "Start", body: "Text", slug: text }, headers);
      expectHandled(slug, [200, 400, 409], `slug ${JSON.stringify(text)}`);
    }
    expect(wrong).toEqual([]);
    expect(saved).toBeGreaterThan(naughtyStrings.length / 2);

    await post(backend.app, "/api/web/my-article/submit", { id }, headers);
    for (const text of naughtyStrings.slice(0, 150)) {
      const answer = await adminCall(backend.app, "POST", `/customer-articles/${id}/reject`, { reason: text });
      expectHandled(answer, [200, 400, 409], `reason ${JSON.stringify(text)}`);
      if (answer.status === 200) await post(backend.app, "/api/web/my-article/submit", { id }, headers);
    }
  });

  it("stores script and markup verbatim and answers them as plain JSON strings", async () => {
    const { product } = await makeSellable(backend.db);
    const article = await makeArticle(backend.db);
    for (const payload of PAYLOADS) {
      const customer = await makeCustomer(backend.db);
      const review = await post<OwnReview>(backend.app, "/api/web/review/create", reviewInput(product.id, { title: payload, body: payload }), withIp(customer.headers));
      expect(review.status).toBe(201);
      await adminCall(backend.app, "POST", `/reviews/${review.data.id}/approve`, {});
      const comment = await post<OwnComment>(
        backend.app,
        "/api/web/comment/create",
        { articleId: article.id, body: payload, name: payload, email: "x@example.com" },
        { ...guest(), "x-client-ip": newIp() },
      );
      expect(comment.status).toBe(201);
      await adminCall(backend.app, "POST", `/comments/${comment.data.id}/approve`, {});
    }
    const res = await backend.app.request(`/api/web/review/list?productId=${product.id}&pageSize=50`);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const reviews = ((await res.json()) as { data: ReviewList }).data.items;
    expect(reviews.map((r) => r.title).sort()).toEqual([...PAYLOADS].sort());
    expect(reviews.map((r) => r.body).sort()).toEqual([...PAYLOADS].sort());
    const comments = (await getJson<CommentList>(backend.app, "/api/web/comment/list", { articleId: article.id, pageSize: 50 })).data.items;
    expect(comments.map((c) => c.body).sort()).toEqual([...PAYLOADS].sort());
    expect(comments.map((c) => c.author).sort()).toEqual([...PAYLOADS].sort());
  });

  it("refuses control characters, oversize texts and oversize bodies with a message", async () => {
    const { product } = await makeSellable(backend.db);
    const headers = withIp((await makeCustomer(backend.db)).headers);
    const review = (overrides: Record<string, unknown>) =>
      post(backend.app, "/api/web/review/create", reviewInput(product.id, overrides), headers);
    expect((await review({ title: "Bell\u0007" })).data).toMatchObject({ fields: { title: [CommunityMessages.control] } });
    expect((await review({ title: "Two\nlines" })).data).toMatchObject({ fields: { title: [CommunityMessages.control] } });
    expect((await review({ body: "Null \u0000 byte" })).data).toMatchObject({ fields: { body: [CommunityMessages.control] } });
    expect((await review({ body: "Broken \uD800 half" })).data).toMatchObject({ fields: { body: [CommunityMessages.control] } });
    expect((await review({ body: "x".repeat(REVIEW_BODY_MAX + 1) })).data).toMatchObject({ fields: { body: [`validation.tooLong:${REVIEW_BODY_MAX}`] } });
    expect((await review({ title: "   " })).data).toMatchObject({ fields: { title: ["validation.required"] } });
    const comment = await post(
      backend.app,
      "/api/web/comment/create",
      { articleId: (await makeArticle(backend.db)).id, body: "Hi", name: "Line\u2028break", email: "a@example.com" },
      { ...guest(), "x-client-ip": newIp() },
    );
    expect(comment.data).toMatchObject({ fields: { name: [CommunityMessages.control] } });
    const article = await post(backend.app, "/api/web/my-article/create", { title: "Long", body: "x".repeat(MY_ARTICLE_BODY_MAX + 1) }, headers);
    expect(article.data).toMatchObject({ fields: { body: [`validation.tooLong:${MY_ARTICLE_BODY_MAX}`] } });
    const huge = await post(backend.app, "/api/web/my-article/create", { title: "Huge", body: "x".repeat(300 * 1024) }, headers);
    expect(huge).toMatchObject({ status: 413, msg: "errors.tooLarge" });
    // Tabs and line breaks are fine in long texts.
    expect((await review({ body: "Line one\r\n\tLine two" })).status).toBe(201);
  });
});
