import { describe, expect, it } from "vitest";
import { DEFAULT_ROUTER_CONFIG, routerConfigSchema } from "#contract/router.ts";
import { decodePath, MAX_PATH_LENGTH, resolvePath } from "./resolve.ts";

const resolve = (path: string, router = DEFAULT_ROUTER_CONFIG) => resolvePath(path, router);
const withRouter = (patch: Record<string, unknown>) => routerConfigSchema.parse(patch);

describe("resolvePath with the default router", () => {
  it.each([
    ["/", { type: "custom", slug: "home" }],
    ["/search", { type: "custom", slug: "search" }],
    ["/cart/", { type: "custom", slug: "cart" }],
    ["/tag", { type: "tag", slug: "", list: true }],
    ["/tag/summer", { type: "tag", slug: "summer" }],
    ["/promotion", { type: "promotion", slug: "", list: true }],
    ["/promotion/spring", { type: "promotion", slug: "spring" }],
    ["/coupon", { type: "coupon", slug: "", list: true }],
    ["/coupon/welcome", { type: "coupon", slug: "welcome" }],
    ["/inquiry/lamp", { type: "inquiry", slug: "lamp" }],
    ["/inquiry/lamp/LAMP-RED", { type: "inquiry", slug: "lamp", sku: "LAMP-RED" }],
    ["/newsletter", { type: "custom", slug: "newsletter" }],
    ["/newsletter/confirm", { type: "custom", slug: "newsletter-confirm" }],
    ["/newsletter/unsubscribe", { type: "custom", slug: "newsletter-unsubscribe" }],
    ["/checkout/thankyou", { type: "checkout", slug: "thankyou" }],
    ["/checkout/information", { type: "checkout", slug: "information" }],
    ["/checkout/payment", { type: "checkout", slug: "payment" }],
    ["/error/404", { type: "error", slug: "404" }],
    ["/error/403", { type: "error", slug: "403" }],
    ["/error/500", { type: "error", slug: "500" }],
    ["/auth/signin", { type: "custom", slug: "auth-signin" }],
    ["/auth/reset-password", { type: "custom", slug: "auth-reset-password" }],
    ["/auth/verify-prompt", { type: "custom", slug: "auth-verify-prompt" }],
    ["/product/lamp", { type: "product", slug: "lamp" }],
    ["/product/lamp/LAMP-RED", { type: "product", slug: "lamp", sku: "LAMP-RED" }],
    ["/category/shoes", { type: "category", slug: "shoes" }],
    ["/article/news", { type: "article", slug: "news" }],
    ["/collection/new", { type: "collection", slug: "new" }],
    ["/page/about", { type: "page", slug: "about" }],
    ["/app/x", { type: "custom", slug: "x" }],
    ["/app/x/y/z", { type: "custom", slug: "x/y/z" }],
    ["/about-us", { type: "root", slug: "about-us" }],
    ["/user/center", { type: "custom", slug: "user-center", requiresSession: true }],
    ["/user/order/12", { type: "custom", slug: "user-order-12", requiresSession: true }],
    ["/user", { type: "custom", slug: "user-center", requiresSession: true }],
  ])("%s", (path, expected) => {
    expect(resolve(path)).toEqual(expected);
  });

  it.each(["/error/418", "/checkout/abc123", "/auth/nope", "/product/a/b/c", "/category/a/b", "/a/b", "/promotion/a/b", "/inquiry/a/b/c", "/user-area/a/b"])(
    "%s matches nothing",
    (path) => {
      expect(resolve(path)).toBeNull();
    },
  );
});

describe("resolvePath with router overrides", () => {
  it.each([
    ["productRule", "/p/:slug", "/p/x", "product"],
    ["categoryRule", "/c/:slug", "/c/x", "category"],
    ["articleRule", "/blog/:slug", "/blog/x", "article"],
    ["collectionRule", "/shop/collections/:slug", "/shop/collections/x", "collection"],
    ["pageRule", "/info/:slug", "/info/x", "page"],
    ["tagRule", "/t/:slug", "/t/x", "tag"],
  ] as const)("%s %s", (key, rule, path, type) => {
    const router = withRouter({ [key]: rule });
    expect(resolve(path, router)).toEqual({ type, slug: "x" });
    const defaultPath = `/${type}/x`;
    expect(resolve(defaultPath, router)).toBeNull();
  });

  it("takes a SKU after an overridden product rule", () => {
    expect(resolve("/p/x/X-1", withRouter({ productRule: "/p/:slug" }))).toEqual({
      type: "product",
      slug: "x",
      sku: "X-1",
    });
  });

  it("moves the app catch-all", () => {
    const router = withRouter({ appRule: "/apps/*" });
    expect(resolve("/apps/quiz/1", router)).toEqual({ type: "custom", slug: "quiz/1" });
    expect(resolve("/app/quiz", router)).toBeNull();
  });

  it("moves the user area", () => {
    const router = withRouter({ userPath: "/account/" });
    expect(resolve("/account/order", router)).toEqual({ type: "custom", slug: "user-order", requiresSession: true });
    expect(resolve("/user/order", router)).toBeNull();
    expect(resolve("/user", router)).toEqual({ type: "root", slug: "user" });
  });

  it("resolves custom category paths before everything else", () => {
    const router = withRouter({
      categories: [
        { path: "/women/shoes", types: "category", slug: "womens-shoes" },
        { path: "/sale", types: "collection", slug: "sale" },
        { path: "/search", types: "page", slug: "finder" },
      ],
    });
    // Each custom path yields a route named after its type plus "detail" (spec §2).
    expect(resolve("/women/shoes", router)).toEqual({ type: "category", slug: "womens-shoes", route: "categoryDetail" });
    expect(resolve("/sale/", router)).toEqual({ type: "collection", slug: "sale", route: "collectionDetail" });
    expect(resolve("/search", router)).toEqual({ type: "page", slug: "finder", route: "pageDetail" });
    expect(resolve("/women", router)).toEqual({ type: "root", slug: "women" });
  });

  it("answers a moved type's old default address only when the config is the merchant's own (isCustom)", () => {
    const moved = { productRule: "/p/:slug", pageRule: "/info/:slug" };
    expect(resolve("/product/lamp", withRouter(moved))).toBeNull();
    const custom = withRouter({ ...moved, isCustom: true });
    expect(resolve("/p/lamp", custom)).toEqual({ type: "product", slug: "lamp" });
    expect(resolve("/product/lamp", custom)).toEqual({ type: "product", slug: "lamp", moved: true });
    expect(resolve("/product/lamp/LAMP-RED", custom)).toEqual({ type: "product", slug: "lamp", sku: "LAMP-RED", moved: true });
    expect(resolve("/page/about", custom)).toEqual({ type: "page", slug: "about", moved: true });
    // Types the config did not move answer at their (default) address as always, never as "moved".
    expect(resolve("/category/shoes", custom)).toEqual({ type: "category", slug: "shoes" });
  });
});

describe("decodePath", () => {
  it("decodes each segment", () => {
    expect(decodePath("/product/caf%C3%A9")).toBe("/product/café");
  });
  it.each(["/%E0%A4%A", "/%zz", "/a%2Fb", "/a%00", `/${"a".repeat(MAX_PATH_LENGTH)}`])("refuses %s", (raw) => {
    expect(decodePath(raw)).toBeNull();
  });
  it("accepts a path of exactly the limit", () => {
    expect(decodePath(`/${"a".repeat(MAX_PATH_LENGTH - 1)}`)).toHaveLength(MAX_PATH_LENGTH);
  });
});
