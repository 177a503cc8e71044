import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { shopContext } from "#app/services/context.server.ts";
import { i18nextMiddleware } from "#app/services/i18n.server.ts";
import { ShopClient } from "#app/services/shop.server.ts";
import { collectBlocks } from "#app/utils/html-tree.ts";
import { BACKEND, pageResponse, scenarios } from "#tests/mocks/backend.ts";
import { loadPage } from "./page.server.ts";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function contextFor(url: string) {
  const context = new RouterContextProvider();
  await i18nextMiddleware({ request: new Request(url), context, params: {}, url: new URL(url) } as never, async () => new Response());
  context.set(
    shopContext,
    new ShopClient((request) => fetch(request), BACKEND, {
      lang: "de",
      currency: "USD",
      token: null,
      visitorId: null,
      userAgent: "test",
      referer: "",
      url: new URL(url),
    }),
  );
  return context;
}

describe("loadPage", () => {
  it("skips an unknown block with a warning and keeps the known ones", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    server.use(
      scenarios.page(
        pageResponse({
          pageBody: `<p>Hi</p><shop-block name="no-such-block"></shop-block><shop-block name="product-list" props='{"limit":4}'></shop-block>`,
        }),
      ),
    );
    server.use(scenarios.productList([{ id: 7 }]));
    const url = "http://shop.test/de";
    const loaded = await loadPage(await contextFor(url));
    expect(collectBlocks(loaded.body).map((b) => b.block)).toEqual(["product-list"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no-such-block"));
    const [block] = collectBlocks(loaded.body);
    expect(loaded.blocks[block!.id]).toMatchObject({ items: [{ id: 7 }] });
    warn.mockRestore();
  });

  it("sends a listing asked for past its last page to the last page, the rest of the query kept", async () => {
    const category = (page: number, total: number) =>
      pageResponse({
        data: { slug: "bags", name: "Bags", description: "", products: { items: [], total, page, pageSize: 24 } },
        meta: { title: "Bags", description: "", type: "category", slug: "bags", lang: "de" },
      });
    server.use(scenarios.page(category(999, 50)));
    const past = await loadPage(await contextFor("http://shop.test/de/category/bags?sort=name&page=999")).catch((thrown: unknown) => thrown);
    expect(past).toBeInstanceOf(Response);
    expect((past as Response).status).toBe(302);
    expect((past as Response).headers.get("location")).toBe("/de/category/bags?sort=name&page=3");
    server.use(scenarios.page(category(2, 0)));
    const empty = await loadPage(await contextFor("http://shop.test/de/category/bags?min=200&max=10&page=2")).catch((thrown: unknown) => thrown);
    expect((empty as Response).headers.get("location")).toBe("/de/category/bags?min=200&max=10");
  });

  it("uses the page type's default layout when the body is empty", async () => {
    server.use(
      scenarios.page(
        pageResponse({
          data: {
            slug: "x",
            name: "X",
            description: "<p>Nice <script>alert(1)</script>shoe</p>",
            skus: [],
            specs: [],
            price: { amount: 1000, currency: "USD" },
            images: [],
            image: null,
            inStock: true,
            reviewCount: 0,
            recentReviews: [],
          },
          meta: { title: "X", description: "", type: "product", slug: "x", lang: "en" },
        }),
      ),
    );
    server.use(http.get(`${BACKEND}/api/web/review/list`, () => HttpResponse.json({ code: 40, msg: "reviews.errors.product", data: null }, { status: 404 })));
    const url = "http://shop.test/de/product/x";
    const loaded = await loadPage(await contextFor(url));
    expect(collectBlocks(loaded.body).map((b) => b.block)).toEqual(["product-slides", "product-single", "product-spec", "reviews", "product-list"]);
    expect(JSON.stringify(loaded.page.content)).not.toContain("alert");
    expect(JSON.stringify(loaded.page.content)).toContain("shoe");
    // Its head is built here, structured data included: the browser's `meta` only reads it.
    expect(loaded.metaTags).toContainEqual({ title: "X" });
    expect(loaded.metaTags).toContainEqual({ tagName: "link", rel: "canonical", href: "http://shop.test/de/product/x" });
    expect(loaded.metaTags).toContainEqual({ "script:ld+json": expect.objectContaining({ "@type": "Product", name: "X" }) });
    expect(loaded.page.data).not.toHaveProperty("recentReviews");
  });

  it("renders a customer's article as Markdown, never as HTML, and a merchant's as sanitised HTML", async () => {
    const article = (format: "markdown" | "html", content: string) =>
      pageResponse({
        data: { id: 1, slug: "a", title: "A", summary: "", thumbnail: null, author: "Ada", publishedAt: "2026-01-01T00:00:00Z", lang: "en", content, format },
        meta: { title: "A", description: "", type: "article", slug: "a", lang: "en" },
      });
    server.use(
      scenarios.page(article("markdown", "# Trip\n\n<b onclick=x>bold?</b> [site](https://x.example)")),
      http.get(`${BACKEND}/api/web/comment/list`, () => HttpResponse.json({ code: 0, msg: "ok", data: { items: [], total: 0, page: 1, pageSize: 20, articleId: 1, count: 0 } })),
    );
    const markdown = await loadPage(await contextFor("http://shop.test/de/article/a"));
    expect(collectBlocks(markdown.body).map((b) => b.block)).toEqual(["article-detail", "comments"]);
    expect(markdown.page.content).toEqual([
      { tag: "h2", attrs: {}, children: ["Trip"] },
      "\n",
      {
        tag: "p",
        attrs: {},
        children: ["<b onclick=x>bold?</b> ", { tag: "a", attrs: { href: "https://x.example", rel: "nofollow ugc noopener noreferrer" }, children: ["site"] }],
      },
      "\n",
    ]);
    server.use(scenarios.page(article("html", "<h2>Trip</h2><b onclick=x>bold</b>")));
    const html = await loadPage(await contextFor("http://shop.test/de/article/a"));
    expect(html.page.content).toEqual([{ tag: "h2", attrs: {}, children: ["Trip"] }, { tag: "b", attrs: {}, children: ["bold"] }]);
  });

  it("a failing block load leaves the block empty instead of failing the page", async () => {
    server.use(
      http.get(`${BACKEND}/api/web/product/list`, () => HttpResponse.json({ code: 500, msg: "boom", data: null }, { status: 500 })),
      scenarios.page(pageResponse({ pageBody: `<shop-block name="product-list"></shop-block>` })),
    );
    const url = "http://shop.test/";
    const loaded = await loadPage(await contextFor(url));
    expect(Object.values(loaded.blocks)).toEqual([null]);
  });
});
