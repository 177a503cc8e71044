import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnArticle } from "#contract/customer-articles.ts";
import { makeArticle } from "#tests/fixtures/catalog.ts";
import { adminCall, emailsTo } from "#tests/fixtures/community.ts";
import { post } from "#tests/fixtures/customers.ts";
import { photo } from "#tests/fixtures/images.ts";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { makeCustomer } from "#tests/fixtures/orders.ts";
import { storefront } from "#tests/fixtures/storefront.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import type { HtmlNode } from "#app/utils/html-tree.ts";
import type { ArticleReply } from "./actions.server.ts";

// The user-article editor and list actions through the user page's action, against a real backend.

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

async function author() {
  const customer = await makeCustomer(backend.db);
  const editor = (query = "?edit=new") => storefront(backend.app, `/user/article${query}`, { token: customer.token });
  const detail = async (id: number) => (await post<OwnArticle>(backend.app, "/api/web/my-article/detail", { id }, customer.headers)).data;
  return { customer, editor, detail };
}

const draft = (extra: Record<string, string | number | File> = {}) => ({
  title: "Three days on Skye",
  slug: "",
  summary: "",
  lang: "en",
  body: "## Day one\n\nWe walked **far**.",
  ...extra,
});

const idFrom = (location: string | null | undefined) => Number(new URL(location ?? "", "http://x").searchParams.get("edit"));

/** Every element of a tree. */
const elements = (nodes: HtmlNode[]): Array<{ tag: string; attrs: Record<string, string> }> =>
  nodes.flatMap((n) => (typeof n === "string" || !("tag" in n) ? [] : [n, ...elements(n.children)]));

describe("the article editor", () => {
  it("previews the Markdown as a sanitised tree, keeping what was typed and marking nothing wrong", async () => {
    const { editor } = await author();
    const answer = await editor().post<ArticleReply>({ intent: "my-article-preview", ...draft({ title: "", body: "# Hi <script>alert(1)</script>\n\n[x](javascript:alert(2))" }) });
    expect(answer.status).toBe(200);
    expect(answer.data!.result).toEqual({ initialValue: expect.objectContaining({ body: expect.stringContaining("<script>") }) });
    const tree = answer.data!.preview!.body;
    expect(elements(tree).map((e) => e.tag)).toEqual(["h2", "p"]);
    expect(JSON.stringify(tree)).toContain("<script>alert(1)</script>");
    expect(JSON.stringify(tree)).not.toContain("javascript:");
  });

  it("keeps a thumbnail uploaded with a preview, then saves the draft and goes to its editor", async () => {
    const { editor, detail } = await author();
    const file = new File([new Uint8Array(await photo("png", 80, 60))], "cover.png", { type: "image/png" });
    const preview = await editor().post<ArticleReply>({ intent: "my-article-preview", ...draft(), thumbnailFile: file });
    const uploaded = preview.data!.thumbnail!.uploaded!;
    expect(preview.data!.thumbnail!.id).toBe(uploaded.id);
    const saved = await editor().post({ intent: "my-article-save", ...draft(), thumbnailId: uploaded.id });
    expect(saved.status).toBe(302);
    expect(saved.location).toMatch(/^\/user\/article\?edit=\d+&notice=saved$/);
    const article = await detail(idFrom(saved.location));
    expect(article).toMatchObject({ status: "draft", title: "Three days on Skye", slug: "three-days-on-skye", thumbnail: { id: uploaded.id } });
    const dropped = await editor(`?edit=${article.id}`).post({ intent: "my-article-save", id: article.id, ...draft(), thumbnailId: uploaded.id, removeThumbnail: "on" });
    expect(dropped.status).toBe(302);
    expect((await detail(article.id)).thumbnail).toBeNull();
  });

  it("saves and submits in one go, back to the list; once the shop publishes it, it is not the author's to edit", async () => {
    const { editor, detail, customer } = await author();
    const submitted = await editor().post({ intent: "my-article-save-submit", ...draft({ slug: "skye-walk-submitted" }) });
    expect(submitted).toMatchObject({ status: 302, location: "/user/article?notice=submitted" });
    const row = await backend.db.selectFrom("article").select("id").where("slug", "=", "skye-walk-submitted").executeTakeFirstOrThrow();
    expect((await detail(row.id)).status).toBe("pending");
    expect((await adminCall(backend.app, "POST", `/customer-articles/${row.id}/approve`, {})).status).toBe(200);
    // The author is told by email (in the background): wait for it before the backend closes.
    expect(await emailsTo(backend.outboxDir, customer.email)).toHaveLength(1);
    const published = await editor(`?edit=${row.id}`).post<ArticleReply>({ intent: "my-article-save", id: row.id, ...draft() });
    expect(published.status).toBe(409);
    expect(published.data!.result!.error).toMatchObject({ "": ["myArticles.errors.state"] });
    const stranger = storefront(backend.app, "/user/article", { token: (await author()).customer.token });
    expect((await stranger.post({ intent: "my-article-withdraw", id: row.id })).status).toBe(404);
  });

  it("shows a taken address and bad fields next to their fields, with what was typed", async () => {
    const { editor } = await author();
    const merchant = await makeArticle(backend.db);
    const taken = await editor().post<ArticleReply>({ intent: "my-article-save", ...draft({ slug: merchant.slug }) });
    expect(taken.status).toBe(409);
    expect(taken.data!.result!.error).toMatchObject({ slug: ["myArticles.errors.slugTaken"] });
    const bad = await editor().post<ArticleReply>({ intent: "my-article-save", ...draft({ title: "", slug: "Not A Slug" }) });
    expect(bad.status).toBe(400);
    expect(bad.data!.result!.error).toMatchObject({ title: ["validation.required"], slug: ["myArticles.errors.slug"] });
    expect(bad.data!.result!.initialValue).toMatchObject({ slug: "Not A Slug" });
  });

  it("withdraws, resubmits and deletes from the list; a transition the state does not allow says so", async () => {
    const { editor, detail, customer } = await author();
    const saved = await editor().post({ intent: "my-article-save", ...draft() });
    const id = idFrom(saved.location);
    const list = storefront(backend.app, "/user/article", { token: customer.token });
    expect(await list.post({ intent: "my-article-submit", id })).toMatchObject({ status: 302, location: "/user/article?notice=submitted" });
    const twice = await list.post<ArticleReply>({ intent: "my-article-submit", id });
    expect(twice.status).toBe(409);
    expect(twice.data!.result!.error).toMatchObject({ "": ["myArticles.errors.state"] });
    expect(await list.post({ intent: "my-article-withdraw", id })).toMatchObject({ status: 302, location: "/user/article?notice=withdrawn" });
    expect((await detail(id)).status).toBe("withdrawn");
    expect(await list.post({ intent: "my-article-delete", id })).toMatchObject({ status: 302, location: "/user/article?notice=deleted" });
    expect((await list.post<ArticleReply>({ intent: "my-article-delete", id: "x" })).status).toBe(404);
  });

  it("takes the naughty strings through the preview and the title", { timeout: 180_000 }, async () => {
    const { editor } = await author();
    const saved = await editor().post({ intent: "my-article-save", ...draft() });
    const id = idFrom(saved.location);
    const page = editor(`?edit=${id}`);
    const wrong: string[] = [];
    for (const text of naughtyStrings) {
      await backend.db.deleteFrom("rate_limit_hit").execute();
      const preview = await page.post<ArticleReply>({ intent: "my-article-preview", id, ...draft({ body: text }) });
      if (preview.status !== 200) wrong.push(`preview ${preview.status} ${JSON.stringify(text)}`);
      const save = await page.post<ArticleReply>({ intent: "my-article-save", id, ...draft({ title: text, summary: text }) });
      if (![302, 400].includes(save.status)) wrong.push(`save ${save.status} ${JSON.stringify(text)}`);
    }
    expect(wrong).toEqual([]);
  });
});
