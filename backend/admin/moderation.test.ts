import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Paged } from "#contract/catalog.ts";
import type { ModerationCounts, ModerationItem } from "#contract/moderation.ts";
import type { OwnReview } from "#contract/reviews.ts";
import { adminCall, reviewInput, withIp } from "#tests/fixtures/community.ts";
import { makeArticle } from "#tests/fixtures/catalog.ts";
import { newIp, post } from "#tests/fixtures/customers.ts";
import { guest, makeCustomer, makeSellable } from "#tests/fixtures/orders.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

const queue = (query = "") => adminCall<Paged<ModerationItem>>(backend.app, "GET", `/moderation${query}`);

describe("the moderation queue", () => {
  it("lists what waits across reviews, comments and customers' articles, oldest first", async () => {
    const { app, db } = backend;
    const { product } = await makeSellable(db);
    const article = await makeArticle(db, { title: "Packing light" });
    const reviewer = await makeCustomer(db);
    const review = await post<OwnReview>(app, "/api/web/review/create", reviewInput(product.id, { title: "Great bag" }), withIp(reviewer.headers));
    const comment = await post<{ id: number }>(
      app,
      "/api/web/comment/create",
      { articleId: article.id, body: "When is part two\ncoming?", name: "Jo", email: "jo@example.com" },
      { ...guest(), "x-client-ip": newIp() },
    );
    const author = await makeCustomer(db);
    const draft = await post<{ id: number }>(app, "/api/web/my-article/create", { title: "My kit list", body: "- tent" }, withIp(author.headers));
    await post(app, "/api/web/my-article/submit", { id: draft.data.id }, withIp(author.headers));
    // Distinct times, so the order across tables does not hang on requests landing in one millisecond.
    const at = (minute: number) => `2026-11-20T10:0${minute}:00.000Z`;
    await db.updateTable("review").set({ updated_at: at(1) }).where("id", "=", review.data.id).execute();
    await db.updateTable("article_comment").set({ updated_at: at(2) }).where("id", "=", comment.data.id).execute();
    await db.updateTable("article").set({ updated_at: at(3) }).where("id", "=", draft.data.id).execute();

    const all = await queue();
    expect(all.status).toBe(200);
    expect(all.data.total).toBe(3);
    expect(all.data.items).toEqual([
      expect.objectContaining({ kind: "review", id: review.data.id, status: "pending", author: "Ada L.", excerpt: "Great bag", target: { id: product.id, slug: product.slug, name: product.name } }),
      expect.objectContaining({ kind: "comment", id: comment.data.id, author: "Jo", excerpt: "When is part two coming?", target: { id: article.id, slug: article.slug, name: "Packing light" } }),
      expect.objectContaining({ kind: "article", id: draft.data.id, author: "Ada L.", excerpt: "My kit list", target: expect.objectContaining({ id: draft.data.id }) }),
    ]);
    expect((await queue("?kind=comment")).data.items.map((i) => i.kind)).toEqual(["comment"]);
    expect((await queue("?pageSize=1&page=3")).data.items.map((i) => i.kind)).toEqual(["article"]);

    await adminCall(app, "POST", `/comments/${comment.data.id}/approve`, {});
    expect((await queue()).data.total).toBe(2);
    expect((await queue("?status=published")).data.items.map((i) => i.kind)).toEqual(["comment"]);

    const counts = await adminCall<ModerationCounts>(app, "GET", "/moderation/counts");
    expect(counts.data).toEqual({ review: { pending: 1 }, comment: { published: 1 }, article: { pending: 1 } });

    expect((await queue("?kind=everything")).status).toBe(400);
    expect((await queue("?pageSize=1000")).status).toBe(400);
    const anonymous = await app.request("/api/admin/moderation");
    expect(anonymous.status).toBe(401);
  });

  it("answers a product's score and review count to the admin but never takes them", async () => {
    const { product } = await makeSellable(backend.db);
    const refused = await adminCall(backend.app, "PUT", `/products/${product.id}`, { score: 5, reviewCount: 1000 });
    expect(refused.status).toBe(400);
    const shown = await adminCall<{ score: number; reviewCount: number }>(backend.app, "GET", `/products/${product.id}`);
    expect(shown.data).toMatchObject({ score: 4.5, reviewCount: 3 });
  });

  it("validates the settings and keeps what the patch leaves out", async () => {
    const { app } = backend;
    expect((await adminCall(app, "PUT", "/moderation/settings", { reviews: { autoPublish: true } })).data).toEqual({
      comments: { autoPublish: false },
      reviews: { autoPublish: true },
    });
    expect((await adminCall(app, "PUT", "/moderation/settings", { comments: { autoPublish: true } })).data).toEqual({
      comments: { autoPublish: true },
      reviews: { autoPublish: true },
    });
    expect((await adminCall(app, "PUT", "/moderation/settings", { articles: { autoPublish: true } })).status).toBe(400);
    await adminCall(app, "PUT", "/moderation/settings", { comments: { autoPublish: false }, reviews: { autoPublish: false } });
  });
});
