import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CommentMessages, type AdminComment, type CommentList, type OwnComment } from "#contract/comments.ts";
import { CommunityMessages, type ModerationSettings } from "#contract/moderation.ts";
import { adminCall, emailsTo, getJson, setModeration } from "#tests/fixtures/community.ts";
import { makeArticle } from "#tests/fixtures/catalog.ts";
import { newEmail, newIp, post } from "#tests/fixtures/customers.ts";
import { guest, makeCustomer, makeOutbox, type Outbox } from "#tests/fixtures/orders.ts";
import { createTestBackend, warmPool, type TestBackend } from "#tests/setup/backend.ts";
import { createComment } from "./service.ts";

let backend: TestBackend;
let outbox: Outbox;
beforeAll(async () => {
  outbox = await makeOutbox();
  backend = await createTestBackend({ outboxDir: outbox.dir });
});
afterAll(async () => {
  await backend.close();
  await outbox.remove();
});

/** A guest with a visitor id and an IP of their own. */
const visitor = () => ({ ...guest(), "x-client-ip": newIp() });
const comment = (headers: Record<string, string>, body: Record<string, unknown>) =>
  post<OwnComment>(backend.app, "/api/web/comment/create", body, headers);
const guestComment = (articleId: number, overrides: Record<string, unknown> = {}) =>
  comment(visitor(), { articleId, body: "Lovely read, thank you.", name: "Mia", email: "Mia@Example.com", ...overrides });
const list = (query: Record<string, string | number>) => getJson<CommentList>(backend.app, "/api/web/comment/list", query);
const moderate = (id: number, action: "approve" | "reject", body: unknown = {}) =>
  adminCall<AdminComment>(backend.app, "POST", `/comments/${id}/${action}`, body);

async function publishedComment(articleId: number, overrides: Record<string, unknown> = {}) {
  const created = await guestComment(articleId, overrides);
  expect(created.status).toBe(201);
  expect((await moderate(created.data.id, "approve")).status).toBe(200);
  return created.data;
}

describe("comments", () => {
  it("holds a guest's comment for moderation and shows it once approved, without the email", async () => {
    const article = await makeArticle(backend.db);
    const created = await guestComment(article.id);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      articleId: article.id,
      parentId: null,
      author: "Mia",
      byCustomer: false,
      body: "Lovely read, thank you.",
      status: "pending",
      publishedAt: null,
    });
    expect(JSON.stringify(created.data)).not.toContain("example.com");
    expect((await list({ articleId: article.id })).data).toMatchObject({ total: 0, count: 0, items: [] });

    const approved = await moderate(created.data.id, "approve");
    expect(approved.data).toMatchObject({ status: "published", contact: "mia@example.com", article: { id: article.id } });
    const shown = await list({ slug: article.slug });
    expect(shown.data).toMatchObject({ total: 1, count: 1, articleId: article.id });
    expect(shown.data.items[0]).toMatchObject({ id: created.data.id, author: "Mia", replies: [] });
    expect(JSON.stringify(shown.data)).not.toContain("example.com");

    expect(await moderate(created.data.id, "approve")).toMatchObject({ status: 409, msg: "moderation.errors.state" });
    const rejected = await moderate(created.data.id, "reject", { reason: "Duplicate" });
    expect(rejected.data).toMatchObject({ status: "rejected", rejectReason: "Duplicate", publishedAt: null });
    expect((await list({ articleId: article.id })).data.total).toBe(0);
  });

  it("emails the merchant's decision to the commenter: a guest in the language they wrote in, a customer in their account's", async () => {
    const article = await makeArticle(backend.db, { title: "Packing light", i18n: { de: { title: "Leicht packen" } } });
    const address = newEmail();
    const written = await post<OwnComment>(
      backend.app,
      "/api/web/comment/create?lang=de",
      { articleId: article.id, body: "Danke!", name: "Mia", email: address.toUpperCase() },
      visitor(),
    );
    expect(written.status).toBe(201);
    expect((await moderate(written.data.id, "reject", { reason: "Bitte beim Thema bleiben" })).status).toBe(200);
    expect((await moderate(written.data.id, "approve")).status).toBe(200);
    const german = await emailsTo(outbox.dir, address, 2);
    expect(german).toHaveLength(2);
    for (const notice of german) {
      expect(notice.subject).toContain("„Leicht packen“");
      expect(notice.text).toContain(`/de/article/${article.slug}`);
      expect(notice.text).not.toContain("Packing light");
    }
    const refusal = german.find((notice) => notice.text.includes("Bitte beim Thema bleiben"))!;
    expect(refusal.subject).not.toBe(german.find((notice) => notice !== refusal)!.subject);

    const customer = await makeCustomer(backend.db);
    const own = await comment({ ...customer.headers, "x-client-ip": newIp() }, { articleId: article.id, body: "Nice" });
    expect((await moderate(own.data.id, "approve")).status).toBe(200);
    const [published] = await emailsTo(outbox.dir, customer.email);
    expect(published).toMatchObject({ subject: "Test Shop: your comment on “Packing light” is published" });
    expect(published!.text).toContain(`/article/${article.slug}`);
    expect(published!.text).not.toContain("/de/");
  });

  it("asks guests for a name and an email, and names customers by their account", async () => {
    const article = await makeArticle(backend.db);
    const missing = await comment(visitor(), { articleId: article.id, body: "Hi" });
    expect(missing).toMatchObject({
      status: 400,
      msg: "errors.validation",
      data: { fields: { name: ["validation.required"], email: ["validation.required"] } },
    });
    const badEmail = await guestComment(article.id, { email: "not-an-email" });
    expect(badEmail.data).toMatchObject({ fields: { email: ["validation.emailFormat"] } });

    const customer = await makeCustomer(backend.db);
    const headers = { ...customer.headers, "x-client-ip": newIp() };
    const created = await comment(headers, { articleId: article.id, body: "Mine", name: "Someone Else", email: "x@example.com" });
    expect(created.data).toMatchObject({ author: "Ada L.", byCustomer: true });
    const row = await backend.db.selectFrom("article_comment").selectAll().where("id", "=", created.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: customer.id, author_name: "", author_email: "" });
  });

  it("threads one level deep: a reply to a reply joins its thread", async () => {
    const article = await makeArticle(backend.db);
    const other = await makeArticle(backend.db);
    const root = await publishedComment(article.id, { body: "Root" });
    const reply = await publishedComment(article.id, { body: "Reply", parentId: root.id });
    expect(reply.parentId).toBe(root.id);
    const deeper = await publishedComment(article.id, { body: "Reply to reply", parentId: reply.id });
    expect(deeper.parentId).toBe(root.id);
    const second = await publishedComment(article.id, { body: "Second root" });
    await guestComment(article.id, { body: "Held reply", parentId: root.id });

    const shown = await list({ articleId: article.id });
    expect(shown.data).toMatchObject({ total: 2, count: 4 });
    expect(shown.data.items.map((t) => [t.body, t.replies.map((r) => r.body)])).toEqual([
      ["Root", ["Reply", "Reply to reply"]],
      ["Second root", []],
    ]);
    expect((await list({ articleId: article.id, pageSize: 1, page: 2 })).data.items.map((t) => t.id)).toEqual([second.id]);

    // Replies must answer a published comment of the same article.
    const held = await guestComment(article.id, { body: "Held" });
    for (const parentId of [held.data.id, 99_999_999]) {
      expect((await guestComment(article.id, { parentId })).data).toMatchObject({ fields: { parentId: [CommentMessages.parent] } });
    }
    expect((await guestComment(other.id, { parentId: root.id })).data).toMatchObject({ fields: { parentId: [CommentMessages.parent] } });

    // A rejected thread hides its replies; deleting it deletes them.
    await moderate(root.id, "reject");
    expect((await list({ articleId: article.id })).data).toMatchObject({ total: 1, count: 1 });
    expect((await adminCall(backend.app, "DELETE", `/comments/${root.id}`)).status).toBe(200);
    const left = await backend.db.selectFrom("article_comment").select("id").where("id", "in", [reply.id, deeper.id]).execute();
    expect(left).toEqual([]);
    expect((await adminCall(backend.app, "DELETE", `/comments/${root.id}`)).status).toBe(404);
  });

  it("takes comments only on published articles", async () => {
    const hidden = await makeArticle(backend.db, { hidden: true });
    expect(await guestComment(hidden.id)).toMatchObject({ status: 404, msg: CommentMessages.article });
    expect(await list({ articleId: hidden.id })).toMatchObject({ status: 404, msg: CommentMessages.article });
    expect(await list({ slug: "no-such-article" })).toMatchObject({ status: 404, msg: CommentMessages.article });
    expect(await list({})).toMatchObject({ status: 400, data: { fields: { articleId: [CommentMessages.target] } } });
    const draft = await makeArticle(backend.db);
    const author = await makeCustomer(backend.db);
    await backend.db.updateTable("article").set({ customer_id: author.id, status: "draft" }).where("id", "=", draft.id).execute();
    expect((await guestComment(draft.id)).status).toBe(404);
  });

  it("refuses a filled honeypot and a guest's link spam, storing nothing", async () => {
    const article = await makeArticle(backend.db);
    const trap = await guestComment(article.id, { website_url: "http://spam.example" });
    expect(trap).toMatchObject({ status: 400, data: { fields: { website_url: [CommunityMessages.honeypot] } } });
    expect((await guestComment(article.id, { website_url: "" })).status).toBe(201);
    const links = "See http://a.example and https://b.example and www.c.example";
    expect((await guestComment(article.id, { body: links })).data).toMatchObject({ fields: { body: [CommentMessages.links] } });
    const customer = await makeCustomer(backend.db);
    const created = await comment({ ...customer.headers, "x-client-ip": newIp() }, { articleId: article.id, body: links });
    expect(created.status).toBe(201);
    const rows = await backend.db.selectFrom("article_comment").select("body").where("article_id", "=", article.id).execute();
    expect(rows.map((r) => r.body).sort()).toEqual(["Lovely read, thank you.", links]);
  });

  it("answers a repeat of the same comment (a reload, a double tap) with the first one", async () => {
    const article = await makeArticle(backend.db);
    const body = { articleId: article.id, body: "Same words.", name: "Mia", email: newEmail() };
    const first = await comment(visitor(), body);
    const reload = await comment(visitor(), { ...body, email: body.email.toUpperCase() });
    expect([first.status, reload.status, reload.data.id]).toEqual([201, 201, first.data.id]);
    // Many copies at once (past the route's per-visitor limits): still the one comment.
    await warmPool(backend);
    const writer = { customer: null, lang: "en" } as const;
    const racing = { ...body, body: "Said at once." };
    const raced = await Promise.all(Array.from({ length: 8 }, () => createComment(backend.db, writer, racing)));
    expect(new Set(raced.map((c) => c.id)).size).toBe(1);

    const root = await publishedComment(article.id, { body: "Root", email: newEmail() });
    const asReply = await comment(visitor(), { ...body, parentId: root.id });
    const otherWriter = await comment(visitor(), { ...body, email: newEmail() });
    const customer = await makeCustomer(backend.db);
    const signed = { ...customer.headers, "x-client-ip": newIp() };
    const mine = await comment(signed, { articleId: article.id, body: body.body });
    expect((await comment(signed, { articleId: article.id, body: body.body })).data.id).toBe(mine.data.id);
    const ids = [first.data.id, asReply.data.id, otherWriter.data.id, mine.data.id];
    expect(new Set(ids).size).toBe(4);
    const rows = await backend.db.selectFrom("article_comment").select("id").where("body", "=", body.body).execute();
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
  });

  it("limits comments per visitor, per account and per IP", async () => {
    const article = await makeArticle(backend.db);
    const body = { articleId: article.id, body: "Hello", name: "Bot", email: "bot@example.com" };
    const one = visitor();
    const statuses = [];
    const first = await comment(one, body);
    // The same comment again (a reload) is the first one, and not counted.
    for (let i = 0; i < 5; i++) expect((await comment(one, body)).data.id).toBe(first.data.id);
    for (let i = 1; i < 4; i++) statuses.push((await comment(one, { ...body, body: `Hello ${i}` })).status);
    expect([first.status, ...statuses]).toEqual([201, 201, 201, 429]);
    expect(await comment(one, body)).toMatchObject({ status: 201, data: { id: first.data.id } });

    const customer = await makeCustomer(backend.db);
    const signed = { ...customer.headers, "x-client-ip": newIp() };
    const customerStatuses = [];
    for (let i = 0; i < 4; i++) customerStatuses.push((await comment(signed, { ...body, body: `Hi ${i}` })).status);
    expect(customerStatuses).toEqual([201, 201, 201, 429]);

    // New visitor ids from one address: the address runs out.
    const ip = newIp();
    const fromIp = [];
    for (let i = 0; i < 11; i++) fromIp.push((await comment({ ...guest(), "x-client-ip": ip }, { ...body, body: `Hey ${i}` })).status);
    expect(fromIp.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(fromIp[10]).toBe(429);
  });

  it("publishes at once when the shop says so", async () => {
    const article = await makeArticle(backend.db);
    const settings = await adminCall<ModerationSettings>(backend.app, "GET", "/moderation/settings");
    expect(settings.data).toEqual({ comments: { autoPublish: false }, reviews: { autoPublish: false } });
    await setModeration(backend.app, { comments: { autoPublish: true } });
    try {
      const created = await guestComment(article.id);
      expect(created.data).toMatchObject({ status: "published", publishedAt: expect.any(String) });
      expect((await list({ articleId: article.id })).data.count).toBe(1);
    } finally {
      await setModeration(backend.app, { comments: { autoPublish: false } });
    }
    expect((await setModeration(backend.app, { comments: { autoPublish: "yes" } } as never)).status).toBe(400);
  });
});
