import { describe, expect, it } from "vitest";
import { DEFAULT_ROUTER_CONFIG, fillRule, matchRule, routerConfigPatchSchema, routerConfigSchema } from "./router.ts";

describe("router config", () => {
  it("defaults to the spec's rules", () => {
    expect(DEFAULT_ROUTER_CONFIG).toEqual({
      isCustom: false,
      categories: [],
      appRule: "/app/*",
      articleRule: "/article/:slug",
      categoryRule: "/category/:slug",
      collectionRule: "/collection/:slug",
      pageRule: "/page/:slug",
      productRule: "/product/:slug",
      tagRule: "/tag/:slug",
      userPath: "/user/",
    });
  });

  it("refuses rules without a slug and unknown patch fields", () => {
    expect(routerConfigSchema.safeParse({ productRule: "/product" }).success).toBe(false);
    expect(routerConfigSchema.safeParse({ userPath: "/user" }).success).toBe(false);
    expect(routerConfigPatchSchema.safeParse({ other: 1 }).success).toBe(false);
  });

  it("matches and fills rules", () => {
    expect(matchRule("/product/:slug", "/product/linen-shirt")).toBe("linen-shirt");
    expect(matchRule("/product/:slug", "/product/linen-shirt/")).toBe("linen-shirt");
    expect(matchRule("/product/:slug", "/product/a/b")).toBeNull();
    expect(matchRule("/product/:slug", "/product/")).toBeNull();
    expect(matchRule("/product/:slug", "/tag/x")).toBeNull();
    expect(matchRule("/app/*", "/app/a/b")).toBe("a/b");
    expect(fillRule("/product/:slug", "linen shirt")).toBe("/product/linen%20shirt");
    expect(fillRule("/app/*", "a/b")).toBe("/app/a/b");
    expect(matchRule("/p/:slug", fillRule("/p/:slug", "cap"))).toBe("cap");
  });
});
