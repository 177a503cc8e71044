import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ErrorBoundary as RootErrorBoundary } from "#app/root.tsx";
import { text } from "#tests/e2e/helpers.ts";
import { makeCustomer } from "#tests/fixtures/orders.ts";
import { startShop, type Shop } from "./harness.ts";

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop.close();
});

/** Cookie values no HTTP header can carry on, or that are no token at all. */
const MALFORMED = [
  "%E2%82%AC%01abc",
  "%E2%82%AC",
  "%00%0A%0D",
  "abc%0D%0ASet-Cookie:%20x=1",
  "%ZZ",
  "%F0%9F%98%80".repeat(20),
  `"${"a".repeat(40)}"`,
  "a".repeat(4000),
  "\u0001\u0002",
];

describe("a malformed x-auth cookie (defect 8)", () => {
  it("is no session: every page renders signed out, never a 500", async () => {
    for (const value of MALFORMED) {
      for (const [lang, path] of [["en", "/"], ["de", "/de/cart"], ["en", "/auth/signin"]] as const) {
        const res = await shop.request(path, { headers: { cookie: `x-auth=${value}` } });
        expect(res.status, `${path} ${value.slice(0, 40)}`).toBe(200);
        const html = await res.text();
        expect(html, value.slice(0, 40)).toContain(text(lang, "header.signIn"));
      }
      const account = await shop.request("/user/center", { headers: { cookie: `x-auth=${value}` }, redirect: "manual" });
      expect(account.status).toBe(302);
      expect(account.headers.get("location")).toMatch(/^\/auth\/signin\?redirect=/);
    }
  });

  it("does not hide a real session next to it", async () => {
    const customer = await makeCustomer(shop.backend!.db);
    const res = await shop.request("/user/center", { headers: { cookie: `x-auth=${customer.token}; other=%E2%82%AC` } });
    expect(res.status).toBe(200);
  });
});

describe("the root error page (defect 8)", () => {
  it("translates when the root loader failed and sent no texts, in the address's language", async () => {
    const failed = vi.spyOn(console, "error").mockImplementation(() => {});
    const routes = [
      {
        id: "root",
        path: "/",
        loader: () => {
          throw new Error("the backend broke");
        },
        ErrorBoundary: RootErrorBoundary,
        children: [{ path: "*", Component: () => null }],
      },
    ];
    for (const lang of ["en", "de", "ja", "zh-TW"]) {
      const handler = createStaticHandler(routes);
      const context = await handler.query(new Request(`http://shop.test/${lang === "en" ? "" : `${lang}/`}product/x`));
      if (context instanceof Response) throw new Error("unexpected response");
      const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
      expect(html, lang).toContain(text(lang, "error.500.title").replace(/'/g, "&#x27;"));
      expect(html, lang).toContain(text(lang, "error.home"));
      expect(html, lang).not.toMatch(/error\.500\.|error\.home/);
    }
    expect(failed).toHaveBeenCalled();
    failed.mockRestore();
  });
});
