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

  it("uses the page type's default layout when the body is empty", async () => {
    server.use(
      scenarios.page(
        pageResponse({
          data: { slug: "x", name: "X", description: "<p>Nice <script>alert(1)</script>shoe</p>", skus: [], specs: [] },
          meta: { title: "X", description: "", type: "product", slug: "x", lang: "en" },
        }),
      ),
    );
    const url = "http://shop.test/de/product/x";
    const loaded = await loadPage(await contextFor(url));
    expect(collectBlocks(loaded.body).map((b) => b.block)).toEqual(["product-slides", "product-single", "product-spec", "product-list"]);
    expect(JSON.stringify(loaded.page.content)).not.toContain("alert");
    expect(JSON.stringify(loaded.page.content)).toContain("shoe");
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
