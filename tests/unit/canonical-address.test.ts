import { describe, expect, it } from "vitest";
import { createShopApp } from "../../server/app.ts";
import { canonicalAddress } from "../../server/canonical-address.ts";

describe("canonicalAddress", () => {
  it("drops a trailing slash, keeping the query, but not the root's", () => {
    expect(canonicalAddress("/category/bags/", "")).toBe("/category/bags");
    expect(canonicalAddress("/category/bags//", "?page=2&sort=name")).toBe("/category/bags?page=2&sort=name");
    expect(canonicalAddress("/ko/", "")).toBe("/ko");
    expect(canonicalAddress("/", "?q=1")).toBeNull();
    expect(canonicalAddress("/category/bags", "?page=2")).toBeNull();
  });

  it("spells a language prefix the shop's way and leaves the rest of the path as it is", () => {
    expect(canonicalAddress("/KO/category/bags", "")).toBe("/ko/category/bags");
    expect(canonicalAddress("/Ko/", "")).toBe("/ko");
    expect(canonicalAddress("/zh-tw/category/bags", "?page=2")).toBe("/zh-TW/category/bags?page=2");
    expect(canonicalAddress("/ZH-TW", "")).toBe("/zh-TW");
    expect(canonicalAddress("/FIL/product/x/WEEKENDER-DUFFEL-OLIVE", "")).toBe("/fil/product/x/WEEKENDER-DUFFEL-OLIVE");
    expect(canonicalAddress("/product/x/WEEKENDER-DUFFEL-OLIVE", "")).toBeNull();
    expect(canonicalAddress("/ko/user/return/R20260101ABC", "")).toBeNull();
    expect(canonicalAddress("/CATEGORY/bags", "")).toBeNull();
    expect(canonicalAddress("/zh-TW/category/bags", "")).toBeNull();
  });

  it("never answers a protocol-relative address and leaves data requests alone", () => {
    expect(canonicalAddress("//evil.example/", "")).toBe("/evil.example");
    expect(canonicalAddress("/ko/_.data", "")).toBeNull();
    expect(canonicalAddress("/assets/", "")).toBeNull();
    expect(canonicalAddress("/_texts/", "")).toBeNull();
    expect(canonicalAddress("/uploads/catalog/", "")).toBeNull();
  });
});

describe("the front's canonical redirects", () => {
  const rendered: string[] = [];
  const app = createShopApp({
    log: { info: () => {}, warn: () => {}, error: () => {} },
    trustedHops: 0,
    backendFetch: async () => new Response("backend"),
    shopApiUrl: null,
    runtime: { peerAddress: () => "127.0.0.1", compress: async (_c, next) => next(), clientFiles: null, uploadFiles: null },
    handleDocument: async (request) => {
      rendered.push(new URL(request.url).pathname);
      return new Response("page");
    },
  });

  it("answers a 301 to the canonical address before the storefront renders", async () => {
    for (const [from, to] of [
      ["/category/bags/?page=2", "/category/bags?page=2"],
      ["/KO/category/bags", "/ko/category/bags"],
      ["/Ko/", "/ko"],
      ["/zh-tw/category/bags", "/zh-TW/category/bags"],
      ["/ZH-TW", "/zh-TW"],
    ]) {
      const response = await app.request(`http://shop.test${from}`);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
    expect(rendered).toEqual([]);
  });

  it("renders canonical addresses, and leaves posts and the API alone", async () => {
    expect((await app.request("http://shop.test/product/x/WEEKENDER-DUFFEL-OLIVE")).status).toBe(200);
    expect((await app.request("http://shop.test/")).status).toBe(200);
    expect((await app.request("http://shop.test/api/web/shop/")).status).toBe(200);
    const post = await app.request("http://shop.test/KO/cart/", { method: "POST", headers: { origin: "http://shop.test" } });
    expect(post.status).toBe(200);
    expect(rendered).toEqual(["/product/x/WEEKENDER-DUFFEL-OLIVE", "/", "/KO/cart/"]);
  });
});
