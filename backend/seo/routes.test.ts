import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeoEntries } from "#contract/seo.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { makeArticle, makeCategory, makeCollection, makePage, makeProduct } from "#tests/fixtures/catalog.ts";

let backend: TestBackend;

beforeAll(async () => {
  backend = await createTestBackend();
  const db = backend.db;
  const shoes = await makeCategory(db, { slug: "shoes" });
  await makeCategory(db, { slug: "secret-category", hidden: true });
  const boot = await makeProduct(db, { slug: "boot", categoryId: shoes.id });
  await makeProduct(db, { slug: "secret-product", hidden: true });
  await makeCollection(db, { slug: "summer", productIds: [boot.id] });
  await makeCollection(db, { slug: "secret-collection", hidden: true });
  await makeArticle(db, { slug: "care-guide" });
  await makeArticle(db, { slug: "secret-article", hidden: true });
  await makePage(db, { slug: "about" });
  await makePage(db, { slug: "secret-page", hidden: true });
  await db.updateTable("product").set({ updated_at: "2026-03-04T05:06:07.000Z" }).where("slug", "=", "boot").execute();
});

afterAll(async () => {
  await backend.close();
});

describe("GET /api/web/seo/entries", () => {
  it("lists every visible entity with its last change and never a hidden one", async () => {
    const res = await backend.app.request("/api/web/seo/entries?lang=de&currency=EUR");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; data: SeoEntries };
    expect(body.code).toBe(0);
    const slugs = (list: SeoEntries[keyof SeoEntries]) => list.map((entry) => entry.slug);
    expect(slugs(body.data.products)).toEqual(["boot"]);
    expect(slugs(body.data.categories)).toEqual(["shoes"]);
    expect(slugs(body.data.collections)).toEqual(["summer"]);
    expect(slugs(body.data.articles)).toEqual(["care-guide"]);
    expect(slugs(body.data.pages)).toEqual(["about"]);
    expect(body.data.products[0]!.updatedAt).toBe("2026-03-04T05:06:07.000Z");
    for (const list of Object.values(body.data)) {
      for (const entry of list) expect(Number.isNaN(Date.parse(entry.updatedAt))).toBe(false);
    }
  });

  it("is not mistaken for a page by the page endpoint's catch-all", async () => {
    const res = await backend.app.request("/api/web/seo/entries?request=route");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: SeoEntries }).data.products).toHaveLength(1);
  });
});
