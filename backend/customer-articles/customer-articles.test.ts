import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AttachmentMessages } from "#contract/attachment.ts";
import type { Article, ArticleSummary, Paged } from "#contract/catalog.ts";
import { Code } from "#contract/codes.ts";
import type { OwnComment } from "#contract/comments.ts";
import {
  MY_ARTICLE_LIMIT,
  MyArticleMessages,
  type AdminCustomerArticle,
  type OwnArticle,
  type OwnArticleSummary,
} from "#contract/customer-articles.ts";
import type { PageResponse } from "#contract/page.ts";
import { adminCall, emailsTo, getJson } from "#tests/fixtures/community.ts";
import { makeArticle } from "#tests/fixtures/catalog.ts";
import { newIp, post } from "#tests/fixtures/customers.ts";
import { photo, uploadAttachment } from "#tests/fixtures/images.ts";
import { guest, makeCustomer, makeOutbox, type Outbox } from "#tests/fixtures/orders.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";

let backend: TestBackend;
let outbox: Outbox;
beforeAll(async () => {
  outbox = await makeOutbox();
  backend = await createTestBackend({ outboxDir: outbox.dir, publicUrl: "https://shop.example" });
});
afterAll(async () => {
  await backend.close();
  await outbox.remove();
});

type Author = Awaited<ReturnType<typeof makeAuthor>>;
async function makeAuthor() {
  const customer = await makeCustomer(backend.db);
  return { ...customer, headers: { ...customer.headers, "x-client-ip": newIp() } };
}
const call = <T = OwnArticle>(author: { headers: Record<string, string> }, action: string, body: unknown) =>
  post<T>(backend.app, `/api/web/my-article/${action}`, body, author.headers);
const draft = (overrides: Record<string, unknown> = {}) => ({
  title: "Three days on the ridge",
  body: "# Day one\n\nWe left at **dawn**. [Map](https://maps.example/ridge)\n\n<script>alert(1)</script>",
  ...overrides,
});
const moderate = (id: number, action: "approve" | "reject", body: unknown = {}) =>
  adminCall<AdminCustomerArticle>(backend.app, "POST", `/customer-articles/${id}/${action}`, body);
const articlePage = async (slug: string, lang = "en") => {
  const res = await backend.app.request(`/article/${slug}?request=route&lang=${lang}`);
  return { status: res.status, body: (await res.json()) as { data: PageResponse } };
};
const publicList = async () =>
  (await getJson<Paged<ArticleSummary>>(backend.app, "/api/web/article/list", { pageSize: 48 })).data.items;

async function published(author: Author, overrides: Record<string, unknown> = {}) {
  const created = await call(author, "create", draft(overrides));
  expect(created.status).toBe(201);
  await call(author, "submit", { id: created.data.id });
  expect((await moderate(created.data.id, "approve")).status).toBe(200);
  return created.data;
}

describe("customers' articles", () => {
  it("go from draft through moderation to the journal and back, telling the author by email", async () => {
    const author = await makeAuthor();
    const created = await call(author, "create", draft({ slug: "ridge-days", summary: "" }));
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      slug: "ridge-days",
      status: "draft",
      format: "markdown",
      lang: "en",
      rejectReason: "",
      submittedAt: null,
      publishedAt: null,
      thumbnail: null,
      body: draft().body,
      summary: "Day one We left at dawn. Map",
    });
    const id = created.data.id;
    expect((await articlePage("ridge-days")).status).toBe(404);
    expect((await publicList()).some((a) => a.id === id)).toBe(false);

    const submitted = await call(author, "submit", { id });
    expect(submitted.data).toMatchObject({ status: "pending", submittedAt: expect.any(String) });
    expect(await call(author, "submit", { id })).toMatchObject({ status: 409, msg: MyArticleMessages.state });
    expect((await articlePage("ridge-days")).status).toBe(404);

    const approved = await moderate(id, "approve");
    expect(approved.data).toMatchObject({ status: "published", author: "Ada L.", contact: author.email });
    const page = await articlePage("ridge-days", "de");
    expect(page.status).toBe(200);
    const article = page.body.data.data as Article;
    expect(article).toMatchObject({
      id,
      title: "Three days on the ridge",
      author: "Ada L.",
      authorType: "customer",
      format: "markdown",
      lang: "en",
      content: draft().body,
    });
    expect(page.body.data.meta.description).toBe("Day one We left at dawn. Map");
    expect((await publicList()).find((a) => a.id === id)).toMatchObject({ authorType: "customer", author: "Ada L." });
    const [notice] = await emailsTo(outbox.dir, author.email);
    expect(notice?.subject).toContain("Three days on the ridge");
    expect(notice?.text).toContain("https://shop.example/article/ridge-days");

    // Published articles take comments.
    const comment = await post<OwnComment>(
      backend.app,
      "/api/web/comment/create",
      { articleId: id, body: "Great trip!", name: "Lu", email: "lu@example.com" },
      { ...guest(), "x-client-ip": newIp() },
    );
    expect(comment.status).toBe(201);

    // Published: no edits and no deleting until withdrawn.
    expect(await call(author, "update", { id, ...draft() })).toMatchObject({ status: 409, msg: MyArticleMessages.state });
    expect((await call(author, "delete", { id })).status).toBe(409);
    const withdrawn = await call(author, "withdraw", { id });
    expect(withdrawn.data).toMatchObject({ status: "withdrawn", publishedAt: null });
    expect((await articlePage("ridge-days")).status).toBe(404);
    expect((await publicList()).some((a) => a.id === id)).toBe(false);
    expect((await call(author, "update", { id, ...draft({ title: "Four days" }) })).data).toMatchObject({
      status: "withdrawn",
      title: "Four days",
      slug: "ridge-days",
    });

    // Submitted again and rejected with a reason the author reads, and is emailed.
    await call(author, "submit", { id });
    expect(await moderate(id, "reject")).toMatchObject({ status: 400, data: { fields: { reason: ["moderation.errors.reason"] } } });
    const rejected = await moderate(id, "reject", { reason: "Please add <b>photos</b> of the trail." });
    expect(rejected.data).toMatchObject({ status: "rejected", rejectReason: "Please add <b>photos</b> of the trail." });
    expect((await call(author, "detail", { id })).data.rejectReason).toBe("Please add <b>photos</b> of the trail.");
    const emails = await emailsTo(outbox.dir, author.email, 2);
    expect(emails[1]?.text).toContain("Please add <b>photos</b> of the trail.");
    expect(emails[1]?.text).toContain("https://shop.example/user/article");

    // Editing a rejected article keeps it rejected until it is submitted again; the merchant publishes it.
    await call(author, "update", { id, ...draft({ title: "Four days, with photos" }) });
    expect((await call(author, "submit", { id })).data).toMatchObject({ status: "pending", rejectReason: "" });
    expect(await moderate(id, "reject", { reason: "x" })).toMatchObject({ status: 200 });
    expect(await moderate(id, "approve")).toMatchObject({ status: 409, msg: "moderation.errors.state" });
  });

  it("sends a pending article back to draft when it is edited, and deletes any but a published one", async () => {
    const author = await makeAuthor();
    const { data } = await call(author, "create", draft());
    await call(author, "submit", { id: data.id });
    expect((await call(author, "update", { id: data.id, ...draft() })).data).toMatchObject({ status: "draft", submittedAt: null });
    await call(author, "submit", { id: data.id });
    expect((await call(author, "withdraw", { id: data.id })).data.status).toBe("withdrawn");
    expect((await call(author, "delete", { id: data.id })).status).toBe(200);
    expect(await call(author, "detail", { id: data.id })).toMatchObject({ status: 404, msg: MyArticleMessages.notFound });
  });

  it("belong to their author: anyone else gets a 404, a guest a sign-in", async () => {
    const author = await makeAuthor();
    const stranger = await makeAuthor();
    const { data } = await call(author, "create", draft());
    for (const action of ["detail", "submit", "withdraw", "delete"]) {
      expect(await call(stranger, action, { id: data.id })).toMatchObject({ status: 404, msg: MyArticleMessages.notFound });
    }
    expect((await call(stranger, "update", { id: data.id, ...draft() })).status).toBe(404);
    expect(await call({ headers: { ...guest(), "x-client-ip": newIp() } }, "list", {})).toMatchObject({
      status: 401,
      code: Code.authInvalid,
    });
    // The merchant's articles are nobody's to edit here.
    const merchant = await makeArticle(backend.db);
    expect((await call(author, "detail", { id: merchant.id })).status).toBe(404);
    expect((await call(author, "delete", { id: merchant.id })).status).toBe(404);

    const mine = await call<Paged<OwnArticleSummary>>(author, "list", {});
    expect(mine.data).toMatchObject({ total: 1, items: [{ id: data.id, status: "draft" }] });
    expect(mine.data.items[0]).not.toHaveProperty("body");
    expect((await call<Paged<OwnArticleSummary>>(author, "list", { status: "published" })).data.total).toBe(0);
    expect((await call<Paged<OwnArticleSummary>>(stranger, "list", {})).data.total).toBe(0);
  });

  it("keep slugs unique across the merchant's and customers' articles", async () => {
    const author = await makeAuthor();
    const merchant = await makeArticle(backend.db, { slug: "merchant-story" });
    const taken = await call(author, "create", draft({ slug: merchant.slug }));
    expect(taken).toMatchObject({ status: 409, msg: MyArticleMessages.slugTaken, data: { fields: { slug: [MyArticleMessages.slugTaken] } } });
    for (const slug of ["ab", "Upper-Case", "two--hyphens", "-edge", "spaces here", "ü-umlaut"]) {
      expect((await call(author, "create", draft({ slug }))).data).toMatchObject({ fields: { slug: [MyArticleMessages.slug] } });
    }
    const first = await call(author, "create", draft({ title: "Café au lait à Paris" }));
    const second = await call(author, "create", draft({ title: "Café au lait à Paris" }));
    expect(first.data.slug).toBe("cafe-au-lait-a-paris");
    expect(second.data.slug).toBe("cafe-au-lait-a-paris-2");
    expect((await call(author, "create", draft({ title: "山の三日間" }))).data.slug).toMatch(/^article-[0-9a-f]{6}$/);
    // Renaming to a taken slug is refused; no slug keeps the current one.
    expect((await call(author, "update", { id: second.data.id, ...draft({ slug: first.data.slug }) })).status).toBe(409);
    expect((await call(author, "update", { id: second.data.id, ...draft() })).data.slug).toBe("cafe-au-lait-a-paris-2");
    // The merchant cannot take a customer's slug either.
    const clash = await adminCall(backend.app, "POST", "/articles", { slug: first.data.slug, title: "Mine", publishedAt: new Date().toISOString() });
    expect(clash.status).toBe(409);
  });

  it("take the author's own upload as the thumbnail, and nobody else's", async () => {
    const author = await makeAuthor();
    const mine = await uploadAttachment(backend.app, author.headers, { bytes: await photo("jpeg", 320, 180), type: "image/jpeg", name: "t.jpg" });
    const other = await uploadAttachment(backend.app, { ...guest(), "x-client-ip": newIp() }, { bytes: await photo("png", 32, 32) });
    const refused = await call(author, "create", draft({ thumbnailId: other.data.id }));
    expect(refused).toMatchObject({ status: 400, data: { fields: { attachments: [AttachmentMessages.invalid] } } });
    expect((await call<Paged<OwnArticleSummary>>(author, "list", {})).data.total).toBe(0);

    const created = await published(author, { thumbnailId: mine.data.id });
    const own = await call(author, "detail", { id: created.id });
    expect(own.data.thumbnail).toEqual(mine.data);
    const page = await articlePage(created.slug);
    expect((page.body.data.data as Article).thumbnail?.url).toBe(mine.data.image.url);

    // Another article cannot take the same upload; withdrawing and removing the thumbnail frees it.
    expect((await call(author, "create", draft({ thumbnailId: mine.data.id }))).status).toBe(400);
    await call(author, "withdraw", { id: created.id });
    const cleared = await call(author, "update", { id: created.id, ...draft() });
    expect(cleared.data.thumbnail).toBeNull();
    expect((await call(author, "create", draft({ thumbnailId: mine.data.id }))).status).toBe(201);
  });

  it("are limited in number per customer and not unhidden by hand", async () => {
    const author = await makeAuthor();
    const now = new Date().toISOString();
    await backend.db
      .insertInto("article")
      .values(
        Array.from({ length: MY_ARTICLE_LIMIT }, (_, n) => ({
          slug: `bulk-${author.id}-${n}`,
          title: "Bulk",
          summary: "",
          content: "x",
          author: "",
          i18n: "{}",
          thumbnail_id: null,
          published_at: now,
          hidden: 1,
          customer_id: author.id,
          status: "draft",
          format: "markdown",
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect(await call(author, "create", draft())).toMatchObject({ status: 400, msg: MyArticleMessages.limit });
    const row = await backend.db.selectFrom("article").select("id").where("slug", "=", `bulk-${author.id}-0`).executeTakeFirstOrThrow();
    const unhide = await adminCall(backend.app, "PUT", `/articles/${row.id}`, { hidden: false });
    expect(unhide).toMatchObject({ status: 400, data: { fields: { hidden: ["validation.customerArticle"] } } });
    expect((await adminCall(backend.app, "PUT", `/articles/${row.id}`, { title: "Retitled by the shop" })).status).toBe(200);
    expect((await articlePage(`bulk-${author.id}-0`)).status).toBe(404);
  });

  it("write the article's language, and the request's when none is named", async () => {
    const author = await makeAuthor();
    const res = await backend.app.request("/api/web/my-article/create?lang=ja", {
      method: "POST",
      headers: { ...author.headers, "content-type": "application/json" },
      body: JSON.stringify(draft({ title: "尾根の三日間" })),
    });
    expect(((await res.json()) as { data: OwnArticle }).data.lang).toBe("ja");
    const german = await published(author, { lang: "de", title: "Drei Tage" });
    expect(german.lang).toBe("de");
    expect(((await articlePage(german.slug, "fr")).body.data.data as Article).lang).toBe("de");
    expect((await call(author, "create", draft({ lang: "xx" }))).data).toMatchObject({ fields: { lang: ["errors.language"] } });
  });
});
