import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentList } from "#contract/comments.ts";
import type { IntentReply } from "#app/blocks/auth-shared/actions.server.ts";
import { makeArticle } from "#tests/fixtures/catalog.ts";
import { adminCall, getJson, setModeration } from "#tests/fixtures/community.ts";
import { newVisitorId } from "#tests/fixtures/customers.ts";
import { isMessageKey, naughtyStrings } from "#tests/fixtures/naughty.ts";
import { makeCustomer } from "#tests/fixtures/orders.ts";
import { storefront } from "#tests/fixtures/storefront.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";

// The comments block's form through the article page's action, against a real backend in-process.

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

async function articlePage(shopper: { token?: string } = {}) {
  const article = await makeArticle(backend.db);
  const page = storefront(backend.app, `/article/${article.slug}`, { visitorId: newVisitorId(), ...shopper });
  const listed = async () => (await getJson<CommentList>(backend.app, "/api/web/comment/list", { articleId: article.id })).data;
  return { article, page, listed };
}

const guestComment = (articleId: number, extra: Record<string, string | number> = {}) => ({
  intent: "comment-create",
  form: "comment-new",
  articleId,
  name: "Priya",
  email: "priya@example.com",
  body: "Great list! I'd add a repair kit.",
  ...extra,
});

describe("comment-create", () => {
  it("takes a guest's comment and holds it for the shop; the answer names the form that posted", async () => {
    const { article, page, listed } = await articlePage();
    const answer = await page.post<IntentReply>(guestComment(article.id));
    expect(answer).toMatchObject({ status: 200, data: { intent: "comment-new", done: "comments.saved.pending" } });
    expect((await listed()).count).toBe(0);
    const queue = await adminCall<{ items: Array<{ id: number; body: string }> }>(backend.app, "GET", `/comments?status=pending&articleId=${article.id}`);
    expect(queue.data.items[0]!.body).toBe("Great list! I'd add a repair kit.");
    await adminCall(backend.app, "POST", `/comments/${queue.data.items[0]!.id}/approve`, {});
    expect((await listed()).items[0]).toMatchObject({ author: "Priya", byCustomer: false });
  });

  it("publishes at once when the shop says so, and threads a reply under its comment", async () => {
    const { article, page, listed } = await articlePage();
    await setModeration(backend.app, { comments: { autoPublish: true } });
    try {
      expect((await page.post<IntentReply>(guestComment(article.id))).data!.done).toBe("comments.saved.published");
      const parentId = (await listed()).items[0]!.id;
      const reply = await page.post<IntentReply>(guestComment(article.id, { form: `comment-reply-${parentId}`, parentId, body: "Thanks!" }));
      expect(reply.data).toMatchObject({ intent: `comment-reply-${parentId}`, done: "comments.saved.published" });
      expect((await listed()).items[0]!.replies.map((r) => r.body)).toEqual(["Thanks!"]);
    } finally {
      await setModeration(backend.app, { comments: { autoPublish: false } });
    }
  });

  it("asks a guest for name and email, and a customer for neither", async () => {
    const { article, page } = await articlePage();
    const empty = await page.post<IntentReply>({ intent: "comment-create", form: "comment-new", articleId: article.id, name: "", email: "", body: "" });
    expect(empty.status).toBe(400);
    expect(empty.data!.result!.error).toMatchObject({ name: ["validation.required"], email: ["validation.required"], body: ["validation.required"] });
    const customer = await makeCustomer(backend.db);
    const signedIn = storefront(backend.app, `/article/${article.slug}`, { token: customer.token });
    const answer = await signedIn.post<IntentReply>({ intent: "comment-create", form: "comment-new", articleId: article.id, body: "As a customer." });
    expect(answer).toMatchObject({ status: 200, data: { done: "comments.saved.pending" } });
  });

  it("refuses a honeypot, too many links and an unknown form id safely", async () => {
    const { article, page } = await articlePage();
    const bot = await page.post<IntentReply>(guestComment(article.id, { website_url: "x" }));
    expect(bot.status).toBe(400);
    expect(bot.data!.result!.error).toMatchObject({ "": ["community.errors.honeypot"] });
    const links = await page.post<IntentReply>(guestComment(article.id, { body: "https://a.example https://b.example www.c.example" }));
    expect(links.status).toBe(400);
    expect(links.data!.result!.error).toMatchObject({ body: ["comments.errors.links"] });
    const odd = await page.post<IntentReply>(guestComment(article.id, { form: "<script>" }));
    expect(odd.data!.intent).toBe("comment-new");
  });

  it("takes the naughty strings through name and text: saved as typed or refused with a message", { timeout: 180_000 }, async () => {
    const { article, page } = await articlePage();
    const wrong: string[] = [];
    for (const text of naughtyStrings) {
      await backend.db.deleteFrom("rate_limit_hit").execute();
      const answer = await page.post<IntentReply>(guestComment(article.id, { name: text, body: text }));
      if (![200, 400].includes(answer.status)) wrong.push(`${answer.status} ${JSON.stringify(text)}`);
      const errors = Object.values(answer.data?.result?.error ?? {}).flat();
      if (!errors.every(isMessageKey)) wrong.push(`message ${JSON.stringify(errors)}`);
    }
    expect(wrong).toEqual([]);
  });
});
