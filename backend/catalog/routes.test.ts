import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CategorySummary, Paged, Product, ProductSummary, TagSummary } from "#contract/catalog.ts";
import type { ShopSettings } from "#contract/page.ts";
import { putRate } from "#backend/settings/repository.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { makeCategory, makeCollection, makeProduct, makeTag } from "#tests/fixtures/catalog.ts";

let backend: TestBackend;
const ids: Record<string, number> = {};

async function get<T>(url: string): Promise<{ status: number; code: number; msg: string; data: T }> {
  const res = await backend.app.request(url);
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: T }) };
}

beforeAll(async () => {
  backend = await createTestBackend();
  const db = backend.db;
  const bags = await makeCategory(db, { slug: "bags", name: "Bags", i18n: { ja: { name: "バッグ" } } });
  const totes = await makeCategory(db, { slug: "totes", name: "Totes" });
  await db.updateTable("category").set({ parent_id: bags.id }).where("id", "=", totes.id).execute();
  await makeCategory(db, { slug: "hidden-cat", hidden: true });
  const sale = await makeTag(db, { slug: "sale", name: "Sale" });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
  const a = await makeProduct(db, {
    slug: "alpha",
    name: "Alpha Pack",
    categoryId: bags.id,
    tagIds: [sale.id],
    score: 4.9,
    sort: 2,
    createdAt: day(1),
    skus: [{ price: 5000 }, { price: 4000, linePrice: 4500, stock: 0 }],
  });
  const b = await makeProduct(db, {
    slug: "beta",
    name: "Beta Tote",
    categoryId: totes.id,
    score: 3.1,
    sort: 1,
    createdAt: day(3),
    i18n: { ja: { name: "ベータ トート" } },
    skus: [{ price: 2000, stock: 0 }],
  });
  const c = await makeProduct(db, {
    slug: "gamma",
    name: "Gamma 100% Wool",
    score: 4.0,
    sort: 3,
    createdAt: day(2),
    skus: [{ price: 9000 }],
  });
  await makeProduct(db, { slug: "hidden", name: "Alpha Hidden", hidden: true });
  await makeCollection(db, { slug: "picks", productIds: [c.id, a.id] });
  Object.assign(ids, { alpha: a.id, beta: b.id, gamma: c.id });
  await putRate(db, "JPY", 150);
});

afterAll(async () => {
  await backend.close();
});

const slugs = (paged: Paged<ProductSummary>) => paged.items.map((p) => p.slug);

describe("GET /api/web/product/list", () => {
  it("lists visible products, featured first", async () => {
    const res = await get<Paged<ProductSummary>>("/api/web/product/list");
    expect(res).toMatchObject({ status: 200, code: 0 });
    expect(slugs(res.data)).toEqual(["beta", "alpha", "gamma"]);
    expect(res.data).toMatchObject({ total: 3, page: 1, pageSize: 24 });
    const alpha = res.data.items[1]!;
    expect(alpha).toMatchObject({
      price: { amount: 4000, currency: "USD" },
      linePrice: { amount: 4500 },
      inStock: true,
    });
    expect(res.data.items[0]!.inStock).toBe(false);
  });

  it.each([
    ["sort=newest", ["beta", "gamma", "alpha"]],
    ["sort=price-asc", ["beta", "alpha", "gamma"]],
    ["sort=price-desc", ["gamma", "alpha", "beta"]],
    ["sort=name", ["alpha", "beta", "gamma"]],
    ["sort=score", ["alpha", "gamma", "beta"]],
    ["category=bags", ["beta", "alpha"]],
    ["category=totes", ["beta"]],
    ["category=hidden-cat", []],
    ["category=missing", []],
    ["tag=sale", ["alpha"]],
    ["collection=picks", ["gamma", "alpha"]],
    ["q=alpha", ["alpha"]],
    ["q=100%25", ["gamma"]],
    ["q=%E3%83%99%E3%83%BC%E3%82%BF", ["beta"]],
    ["minPrice=3000&maxPrice=5000", ["alpha"]],
    ["currency=JPY&maxPrice=3000", ["beta"]],
    ["pageSize=1&page=2", ["alpha"]],
  ])("%s", async (query, expected) => {
    const res = await get<Paged<ProductSummary>>(`/api/web/product/list?${query}`);
    expect(res.status).toBe(200);
    expect(slugs(res.data)).toEqual(expected);
  });

  it("takes a list of ids", async () => {
    const res = await get<Paged<ProductSummary>>(`/api/web/product/list?ids=${ids.gamma},${ids.beta}&sort=name`);
    expect(slugs(res.data)).toEqual(["beta", "gamma"]);
  });

  it.each([
    "sort=nope",
    "page=-1",
    "page=99999999999",
    "pageSize=0",
    "pageSize=100",
    "ids=1,x",
    `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`,
    "minPrice=-5",
    "q=" + "x".repeat(101),
  ])("refuses %s", async (query) => {
    const res = await get(`/api/web/product/list?${query}`);
    expect(res).toMatchObject({ status: 400, code: 40 });
  });

  it("refuses unknown languages and currencies", async () => {
    expect(await get("/api/web/product/list?lang=klingon")).toMatchObject({ status: 400, msg: "errors.language" });
    expect(await get("/api/web/product/list?currency=BTC")).toMatchObject({ status: 400, msg: "errors.currency" });
  });

  it("shows names in the request language", async () => {
    const res = await get<Paged<ProductSummary>>("/api/web/product/list?lang=ja&currency=JPY&sort=name");
    expect(res.data.items.map((p) => [p.name, p.lang])).toEqual([
      ["Alpha Pack", "en"],
      ["ベータ トート", "ja"],
      ["Gamma 100% Wool", "en"],
    ]);
    expect(res.data.items[0]!.price).toEqual({ amount: 6000, currency: "JPY" });
  });

  it("reads a listing's names along the language's fallbacks, any text intact", async () => {
    const db = backend.db;
    const odd = 'Lámpara "Ñ" \\ </script> 💡 \u2028';
    const one = await makeProduct(db, {
      slug: "lamp-one",
      name: "Lamp One",
      sort: 1,
      i18n: { "zh-TW": { name: "檯燈", description: "長".repeat(2000) }, es: { name: odd }, fr: { description: "Sans nom" } },
    });
    const two = await makeProduct(db, { slug: "lamp-two", name: "Lamp Two", sort: 2 });
    const names = async (lang: string) =>
      (await get<Paged<ProductSummary>>(`/api/web/product/list?ids=${one.id},${two.id}&lang=${lang}`)).data.items.map((p) => [p.name, p.lang]);
    expect(await names("zh-HK")).toEqual([["檯燈", "zh-TW"], ["Lamp Two", "en"]]);
    expect(await names("zh-TW")).toEqual([["檯燈", "zh-TW"], ["Lamp Two", "en"]]);
    expect(await names("es")).toEqual([[odd, "es"], ["Lamp Two", "en"]]);
    expect(await names("fr")).toEqual([["Lamp One", "en"], ["Lamp Two", "en"]]);
    expect(await names("en")).toEqual([["Lamp One", "en"], ["Lamp Two", "en"]]);
    // A search still reads every language's text, whichever language the cards are shown in.
    const found = (await get<Paged<ProductSummary>>("/api/web/product/list?lang=en&q=檯燈")).data;
    expect([found.total, found.items.map((p) => [p.slug, p.name])]).toEqual([1, [["lamp-one", "Lamp One"]]]);
  });
});

describe("GET /api/web/product/detail", () => {
  it("answers the product", async () => {
    const res = await get<Product>("/api/web/product/detail?slug=alpha");
    expect(res.data).toMatchObject({ slug: "alpha", category: { slug: "bags" }, tags: [{ slug: "sale" }] });
    expect(res.data.skus).toHaveLength(2);
  });
  it("404s, 403s and 400s", async () => {
    expect(await get("/api/web/product/detail?slug=missing")).toMatchObject({ status: 404, code: 40 });
    expect(await get("/api/web/product/detail?slug=hidden")).toMatchObject({ status: 403, code: 30 });
    expect(await get("/api/web/product/detail")).toMatchObject({ status: 400, code: 40 });
  });
});

describe("navigation lists and shop settings", () => {
  it("lists visible categories and tags", async () => {
    const categories = await get<{ items: CategorySummary[] }>("/api/web/category/list?lang=ja");
    expect(categories.data.items.map((c) => [c.slug, c.name, c.lang])).toEqual([
      ["bags", "バッグ", "ja"],
      ["totes", "Totes", "en"],
    ]);
    const tags = await get<{ items: TagSummary[] }>("/api/web/tag/list");
    expect(tags.data.items.map((t) => t.slug)).toEqual(["sale"]);
  });

  it("answers the shop settings with every currency", async () => {
    const res = await get<ShopSettings>("/api/web/shop/settings");
    expect(res.data.name).toBe("Test Shop");
    expect(res.data.router.productRule).toBe("/product/:slug");
    expect(res.data.currencies).toHaveLength(10);
    expect(res.data.currencies.find((c) => c.code === "JPY")?.rate).toBe(150);
  });
});
