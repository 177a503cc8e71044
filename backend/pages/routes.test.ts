import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "#contract/catalog.ts";
import type { PageResponse } from "#contract/page.ts";
import { putRate, putSetting } from "#backend/settings/repository.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import {
  makeArticle,
  makeCategory,
  makeCollection,
  makeCoupon,
  makeImage,
  makePage,
  makeProduct,
  makePromotion,
  makeTag,
  makeTemplate,
} from "#tests/fixtures/catalog.ts";

let backend: TestBackend;

type Answer<T = unknown> = { status: number; code: number; msg: string; data: PageResponse<T> };

async function page<T = unknown>(path: string, query = "", headers: Record<string, string> = {}): Promise<Answer<T>> {
  const res = await backend.app.request(`${path}?request=route${query}`, { headers });
  const body = (await res.json()) as { code: number; msg: string; data: PageResponse<T> };
  return { status: res.status, ...body };
}

beforeAll(async () => {
  backend = await createTestBackend();
  const db = backend.db;
  const image = await makeImage(db, { path: "catalog/lamp-1280.webp" });
  const summer = await makeTag(db, { slug: "summer", name: "Summer", i18n: { de: { name: "Sommer" } } });
  const lighting = await makeCategory(db, { slug: "lighting", name: "Lighting", imageId: image.id });
  await makeCategory(db, { slug: "secret-category", hidden: true });
  const lamp = await makeProduct(db, {
    slug: "lamp",
    name: "Desk Lamp",
    description: "<p>A <strong>warm</strong> lamp for late evenings.</p>",
    i18n: { de: { name: "Schreibtischlampe" }, "zh-TW": { name: "檯燈" } },
    categoryId: lighting.id,
    tagIds: [summer.id],
    imageIds: [image.id],
    options: [
      {
        key: "color",
        name: { en: "Colour", de: "Farbe" },
        values: [
          { key: "red", label: { en: "Red", de: "Rot" } },
          { key: "blue", label: { en: "Blue", de: "Blau" } },
        ],
      },
    ],
    specs: [{ name: { en: "Weight" }, value: { en: "1 kg" } }],
    skus: [
      { code: "LAMP-RED", price: 2500, linePrice: 3000, options: { color: "red" } },
      { code: "LAMP-BLUE", price: 2700, stock: 0, options: { color: "blue" } },
    ],
  });
  const chair = await makeProduct(db, {
    slug: "chair",
    name: "Chair",
    categoryId: lighting.id,
    skus: [{ price: 9999 }],
  });
  await makeProduct(db, { slug: "secret-product", hidden: true });
  await makeCollection(db, { slug: "new-arrivals", name: "New arrivals", productIds: [chair.id, lamp.id] });
  await makeCollection(db, { slug: "hidden-collection", hidden: true });
  await makeArticle(db, { slug: "hello", title: "Hello", summary: "First post." });
  await makeArticle(db, { slug: "draft", hidden: true });
  await makePage(db, { slug: "about", title: "About us", i18n: { "zh-TW": { title: "關於我們" } } });
  await makePromotion(db, { slug: "spring", title: "Spring sale", kind: "fixed", value: 1000, minAmount: 5000 });
  await makeCoupon(db, { slug: "welcome", code: "WELCOME", title: "Welcome" });
  await makeTag(db, { slug: "hidden-tag", hidden: true });
  await putRate(db, "JPY", 150.5);
  await putRate(db, "EUR", 0.9);
});

afterAll(async () => {
  await backend.close();
});

describe("page endpoint: page types", () => {
  it("home is the custom page with the default blocks", async () => {
    const res = await page("/");
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.data.meta).toMatchObject({ type: "custom", slug: "home", title: "Test Shop", lang: "en" });
    expect(res.data.pageBody).toContain('<shop-block name="product-list"');
    expect(res.data.theme.primaryColor).toBeTruthy();
    expect(res.data.data).toEqual({ slug: "home" });
  });

  it("product", async () => {
    const res = await page<Product>("/product/lamp");
    expect(res.status).toBe(200);
    const product = res.data.data;
    expect(product).toMatchObject({ slug: "lamp", name: "Desk Lamp", selectedSku: null, inStock: true, lang: "en" });
    expect(product.price).toEqual({ amount: 2500, currency: "USD" });
    expect(product.linePrice).toEqual({ amount: 3000, currency: "USD" });
    expect(product.skus.map((s) => s.options)).toEqual([{ Colour: "Red" }, { Colour: "Blue" }]);
    expect(product.tags.map((t) => t.slug)).toEqual(["summer"]);
    expect(product.category?.slug).toBe("lighting");
    expect(product.specs).toEqual([{ name: "Weight", value: "1 kg" }]);
    expect(res.data.pageBody).toBe("");
    expect(res.data.meta).toMatchObject({
      type: "product",
      slug: "lamp",
      title: "Desk Lamp | Test Shop",
      description: "A warm lamp for late evenings.",
      image: "/uploads/catalog/lamp-1280.webp",
    });
    expect(res.data.meta.noindex).toBeUndefined();
  });

  it("product with a SKU in the path, in any case", async () => {
    expect((await page<Product>("/product/lamp/LAMP-BLUE")).data.data.selectedSku).toBe("LAMP-BLUE");
    expect((await page<Product>("/product/lamp/lamp-red")).data.data.selectedSku).toBe("LAMP-RED");
  });

  it("product with an unknown SKU is a 404", async () => {
    const res = await page("/product/lamp/NOPE");
    expect(res).toMatchObject({ status: 404, code: 40, msg: "errors.notFound" });
  });

  it("category with its products, paged and sorted", async () => {
    const res = await page<{
      slug: string;
      products: { items: Array<{ slug: string }>; total: number; pageSize: number };
    }>("/category/lighting", "&sort=price-desc&pageSize=1");
    expect(res.status).toBe(200);
    expect(res.data.meta.type).toBe("category");
    expect(res.data.data.products).toMatchObject({ total: 2, pageSize: 1, items: [{ slug: "chair" }] });
    const filtered = await page<{ products: { items: Array<{ slug: string }> } }>("/category/lighting", "&tag=summer");
    expect(filtered.data.data.products.items.map((p) => p.slug)).toEqual(["lamp"]);
    const cheap = await page<{ products: { items: Array<{ slug: string }> } }>("/category/lighting", "&maxPrice=3000");
    expect(cheap.data.data.products.items.map((p) => p.slug)).toEqual(["lamp"]);
  });

  it("collection keeps its own order", async () => {
    const res = await page<{ products: { items: Array<{ slug: string }> } }>("/collection/new-arrivals");
    expect(res.status).toBe(200);
    expect(res.data.meta.type).toBe("collection");
    expect(res.data.data.products.items.map((p) => p.slug)).toEqual(["chair", "lamp"]);
  });

  it("tag and tag list", async () => {
    const tag = await page<{ name: string; products: { total: number } }>("/tag/summer");
    expect(tag.data.data).toMatchObject({ name: "Summer", products: { total: 1 } });
    const list = await page<{ items: Array<{ slug: string }> }>("/tag");
    expect(list.status).toBe(200);
    expect(list.data.meta).toMatchObject({ type: "tag", slug: "" });
    expect(list.data.data.items.map((t) => t.slug)).toEqual(["summer"]);
  });

  it("article list, article and page", async () => {
    const list = await page<{ items: Array<{ slug: string }>; total: number }>("/article");
    expect(list.data.meta).toMatchObject({ type: "article", slug: "" });
    expect(list.data.data.items.map((a) => a.slug)).toContain("hello");
    expect(await page("/article", "&page=0")).toMatchObject({ status: 400 });
    const article = await page<{ title: string }>("/article/hello");
    expect(article.data.data.title).toBe("Hello");
    expect(article.data.meta).toMatchObject({ type: "article", description: "First post." });
    const about = await page<{ title: string }>("/page/about");
    expect(about.data.meta).toMatchObject({ type: "page", title: "About us | Test Shop" });
  });

  it("promotion and coupon, with their lists", async () => {
    const promotion = await page<{ value: number; minAmount: unknown }>("/promotion/spring", "&currency=EUR");
    expect(promotion.data.data).toMatchObject({ value: 900, minAmount: { amount: 4500, currency: "EUR" } });
    expect((await page<{ items: unknown[] }>("/promotion")).data.data.items).toHaveLength(1);
    const coupon = await page<{ code: string }>("/coupon/welcome");
    expect(coupon.data.data.code).toBe("WELCOME");
    expect((await page<{ items: unknown[] }>("/coupon")).data.data.items).toHaveLength(1);
  });

  it("inquiry, checkout, error and custom pages", async () => {
    const inquiry = await page<{ slug: string; product: { slug: string } | null }>("/inquiry/lamp");
    expect(inquiry.data.data).toMatchObject({ slug: "lamp", kind: "product", product: { slug: "lamp" } });
    expect(await page("/inquiry/nothing")).toMatchObject({ status: 404, code: 40, msg: "errors.notFound" });
    const thanks = await page("/checkout/thankyou");
    expect(thanks.data.meta).toMatchObject({ type: "checkout", slug: "thankyou", noindex: true });
    const error = await page("/error/403");
    expect(error.status).toBe(200);
    expect(error.data.data).toEqual({ status: 403 });
    expect(error.data.meta).toMatchObject({ type: "error", noindex: true });
    const signin = await page("/auth/signin");
    expect(signin.data.meta).toMatchObject({ type: "custom", slug: "auth-signin", noindex: true });
    const search = await page("/search");
    expect(search.data.meta.noindex).toBe(true);
    // The newsletter's sign-up page needs no template; the pages its emails link to are noindex.
    const newsletter = await page("/newsletter");
    expect(newsletter.data.meta).toMatchObject({ type: "custom", slug: "newsletter", title: "Newsletter | Test Shop" });
    expect(newsletter.data.meta.noindex).toBeUndefined();
    expect((await page("/newsletter/confirm")).data.meta).toMatchObject({ slug: "newsletter-confirm", noindex: true });
    // A custom page exists only once the merchant wrote a template for it.
    expect(await page("/app/quiz/1")).toMatchObject({ status: 404, code: 40 });
    const now = new Date().toISOString();
    await backend.db
      .insertInto("page_template")
      .values({ type: "custom", slug: "quiz/1", lang: "", head: "", body: "<p>Quiz</p>", foot: "", created_at: now, updated_at: now })
      .execute();
    const quiz = await page("/app/quiz/1");
    expect(quiz.data.data).toEqual({ slug: "quiz/1" });
    expect(quiz.data.pageBody).toBe("<p>Quiz</p>");
  });

  it("root-level slugs find the entity and report its type", async () => {
    expect((await page("/lamp")).data.meta).toMatchObject({ type: "product", slug: "lamp" });
    expect((await page("/lighting")).data.meta).toMatchObject({ type: "category" });
    expect((await page("/about")).data.meta).toMatchObject({ type: "page" });
    expect((await page("/hello")).data.meta).toMatchObject({ type: "article" });
    expect((await page("/new-arrivals")).data.meta).toMatchObject({ type: "collection" });
    expect((await page("/summer")).data.meta).toMatchObject({ type: "tag" });
    expect(await page("/nothing-here")).toMatchObject({ status: 404, code: 40 });
  });
});

describe("page endpoint: access", () => {
  it.each([
    "/product/missing",
    "/category/missing",
    "/article/missing",
    "/page/missing",
    "/collection/missing",
    "/tag/missing",
    "/promotion/missing",
    "/coupon/missing",
    "/a/b/c",
    "/error/418",
  ])("%s is a 404", async (path) => {
    expect(await page(path)).toMatchObject({ status: 404, code: 40, msg: "errors.notFound" });
  });

  it.each([
    "/product/secret-product",
    "/category/secret-category",
    "/article/draft",
    "/collection/hidden-collection",
    "/tag/hidden-tag",
    "/secret-product",
  ])("%s is hidden", async (path) => {
    expect(await page(path)).toMatchObject({ status: 403, code: 30, msg: "errors.forbidden" });
  });

  it("a hidden product takes no quote requests: its inquiry page is a 404", async () => {
    expect(await page("/inquiry/secret-product")).toMatchObject({ status: 404, code: 40 });
  });

  it("the user area asks for a session", async () => {
    expect(await page("/user/center")).toMatchObject({ status: 401, code: 50, msg: "errors.login" });
    expect(await page("/user/order/12", "", { "x-auth": "not-a-session" })).toMatchObject({ status: 401, code: 50 });
  });

  it("without request=route the path is not a page", async () => {
    const res = await backend.app.request("/product/lamp");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 40 });
  });
});

describe("page endpoint: language and currency", () => {
  it("falls back to English and says so", async () => {
    const res = await page<Product>("/product/lamp", "&lang=fr");
    expect(res.data.data).toMatchObject({ name: "Desk Lamp", lang: "en" });
    expect(res.data.meta.lang).toBe("en");
    const chair = await page<Product>("/product/chair", "&lang=de");
    expect(chair.data.data.lang).toBe("en");
  });

  it("shows a translation when there is one", async () => {
    const res = await page<Product>("/product/lamp", "&lang=de");
    expect(res.data.data).toMatchObject({ name: "Schreibtischlampe", lang: "de" });
    expect(res.data.data.skus[0]!.options).toEqual({ Farbe: "Rot" });
    expect(res.data.meta.title).toBe("Schreibtischlampe | Test Shop");
  });

  it("zh-HK falls back to zh-TW", async () => {
    expect((await page<Product>("/product/lamp", "&lang=zh-HK")).data.data).toMatchObject({
      name: "檯燈",
      lang: "zh-TW",
    });
    expect((await page<{ title: string }>("/page/about", "&lang=zh-HK")).data.data).toMatchObject({
      title: "關於我們",
      lang: "zh-TW",
    });
  });

  it("converts prices; JPY has no minor units", async () => {
    const jpy = await page<Product>("/product/lamp", "&currency=JPY");
    expect(jpy.data.data.price).toEqual({ amount: 3763, currency: "JPY" });
    const eur = await page<Product>("/product/lamp", "&currency=EUR");
    expect(eur.data.data.price).toEqual({ amount: 2250, currency: "EUR" });
  });
});

describe("page endpoint: router overrides", () => {
  it("follows the stored router config", async () => {
    await putSetting(backend.db, "router", {
      productRule: "/p/:slug",
      userPath: "/account/",
      categories: [{ path: "/lights", types: "category", slug: "lighting" }],
    });
    try {
      expect((await page("/p/lamp")).data.meta).toMatchObject({ type: "product", slug: "lamp" });
      expect((await page<Product>("/p/lamp/LAMP-RED")).data.data.selectedSku).toBe("LAMP-RED");
      expect((await page("/product/lamp")).status).toBe(404);
      expect((await page("/lights")).data.meta).toMatchObject({ type: "category", slug: "lighting" });
      expect((await page("/account/info")).status).toBe(401);
    } finally {
      await putSetting(backend.db, "router", {});
    }
  });
});

describe("page endpoint: templates", () => {
  it("picks the most specific template and falls back to the layout", async () => {
    const db = backend.db;
    await makeTemplate(db, { type: "layout", head: "<p>layout head</p>", foot: "<p>layout foot</p>" });
    await makeTemplate(db, { type: "layout", lang: "de", head: "<p>Kopf</p>" });
    await makeTemplate(db, { type: "article", body: "<p>any article</p>" });
    await makeTemplate(db, { type: "article", lang: "de", body: "<p>Artikel</p>", foot: "<p>article foot</p>" });
    await makeTemplate(db, { type: "article", slug: "hello", body: "<p>hello article</p>" });
    await makeTemplate(db, { type: "article", slug: "hello", lang: "fr", body: "<p>bonjour</p>" });

    const en = (await page("/article/hello")).data;
    expect(en).toMatchObject({
      pageBody: "<p>hello article</p>",
      pageHead: "<p>layout head</p>",
      pageFoot: "<p>layout foot</p>",
    });
    expect((await page("/article/hello", "&lang=fr")).data.pageBody).toBe("<p>bonjour</p>");
    await makeArticle(db, { slug: "other" });
    const de = (await page("/article/other", "&lang=de")).data;
    expect(de).toMatchObject({ pageBody: "<p>Artikel</p>", pageHead: "<p>Kopf</p>", pageFoot: "<p>article foot</p>" });
    expect((await page("/article/other", "&lang=ja")).data.pageBody).toBe("<p>any article</p>");
    expect((await page("/product/lamp")).data).toMatchObject({ pageBody: "", pageHead: "<p>layout head</p>" });

    await makeTemplate(db, { type: "custom", slug: "home", lang: "ja", body: "<p>ようこそ</p>" });
    expect((await page("/", "&lang=ja")).data.pageBody).toBe("<p>ようこそ</p>");
    // Home has no entity to describe it: its template's first paragraph does.
    expect((await page("/", "&lang=ja")).data.meta.description).toBe("ようこそ");
    expect((await page("/")).data.pageBody).toContain("shop-block");
  });
});

describe("page endpoint: bad input is a 4xx, never a 500", () => {
  it.each([
    ["/product/lamp", "&lang=xx", 400, "errors.language"],
    ["/product/lamp", "&currency=XYZ", 400, "errors.currency"],
    ["/category/lighting", "&sort=nope", 400, "errors.validation"],
    ["/category/lighting", "&page=-1", 400, "errors.validation"],
    ["/category/lighting", "&page=0", 400, "errors.validation"],
    ["/category/lighting", "&page=99999999999", 400, "errors.validation"],
    ["/category/lighting", "&pageSize=49", 400, "errors.validation"],
    ["/category/lighting", "&minPrice=abc", 400, "errors.validation"],
    [`/${"a".repeat(600)}`, "", 400, "errors.path"],
    ["/product/%E0%A4%A", "", 400, "errors.path"],
    ["/product/%zz", "", 400, "errors.path"],
  ])("%s%s", async (path, query, status, msg) => {
    const res = await page(path, query);
    expect(res).toMatchObject({ status, code: 40, msg });
  });
});
