import { describe, expect, it } from "vitest";
import { DEFAULT_ROUTER_CONFIG } from "#contract/router.ts";
import { entityPath, localizedPath, safeRedirectPath, splitLanguage, switchLanguage } from "./paths.ts";

describe("paths", () => {
  it("prefixes every language but English", () => {
    expect(localizedPath("en", "/product/a")).toBe("/product/a");
    expect(localizedPath("zh-TW", "/product/a")).toBe("/zh-TW/product/a");
    expect(localizedPath("de", "/")).toBe("/de");
  });

  it("never takes an unknown prefix for a language", () => {
    expect(splitLanguage("/de/product/a")).toEqual({ lang: "de", path: "/product/a" });
    expect(splitLanguage("/xx/product/a")).toEqual({ lang: null, path: "/xx/product/a" });
    expect(splitLanguage("/DE/x")).toEqual({ lang: null, path: "/DE/x" });
    expect(splitLanguage("/sale")).toEqual({ lang: null, path: "/sale" });
    expect(switchLanguage("/de/product/a", "?x=1", "ja")).toBe("/ja/product/a?x=1");
    expect(switchLanguage("/ja", "", "en")).toBe("/");
  });

  it("builds links from the router config", () => {
    const router = {
      ...DEFAULT_ROUTER_CONFIG,
      productRule: "/p/:slug",
      categories: [{ path: "/shop/bags", types: "category" as const, slug: "bags" }],
    };
    expect(entityPath(router, "fr", "product", "red shoe")).toBe("/fr/p/red%20shoe");
    expect(entityPath(router, "en", "category", "bags")).toBe("/shop/bags");
    expect(entityPath(router, "en", "category", "hats")).toBe("/category/hats");
  });

  it("accepts only same-site redirect paths", () => {
    expect(safeRedirectPath("/de/user/center?x=1")).toBe("/de/user/center?x=1");
    for (const bad of ["//evil.test", "https://evil.test", "/\\evil.test", "javascript:alert(1)", null, 5]) {
      expect(safeRedirectPath(bad)).toBe("/");
    }
  });
});
