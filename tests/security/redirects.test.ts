import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeRedirectPath } from "#app/utils/paths.ts";
import { customerWithPassword, PASSWORD } from "./fixtures.ts";
import { formPost, startShop, type Shop } from "./harness.ts";

/**
 * Known open-redirect bypasses: protocol-relative and backslash forms, whitespace browsers drop,
 * encoded slashes and backslashes, schemes, credentials, and look-alikes. Each must end on the shop.
 */
const BYPASSES = [
  "//evil.example",
  "//evil.example/%2F..",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/%09/evil.example",
  "/ /evil.example",
  "/\u0000/evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%2f/evil.example",
  "https://evil.example",
  "https:evil.example",
  "http:/evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "//user:pass@evil.example",
  "/@evil.example",
  "//evil.example@shop.example",
  "/\u3002evil.example",
  "//evil%2Eexample",
  "/.evil.example",
  "",
];

describe("redirect targets (defect 4)", () => {
  it("end on the shop itself for every known bypass", () => {
    const base = "https://shop.invalid";
    for (const value of BYPASSES) {
      const path = safeRedirectPath(value, "/fallback");
      // What a browser does with the Location we send: it must stay on the shop.
      expect(new URL(path, base).origin, JSON.stringify(value)).toBe(base);
      expect(path.startsWith("/") && !path.startsWith("//") && !path.includes("\\"), JSON.stringify(value)).toBe(true);
    }
    // `?redirect=/%09/evil.example` arrives decoded: a tab, which browsers drop from a Location.
    expect(safeRedirectPath(new URLSearchParams("redirect=/%09/evil.example").get("redirect"), "/x")).toBe("/x");
  });

  it("keep same-origin paths, query and hash", () => {
    expect(safeRedirectPath("/de/user/center?tab=2#orders")).toBe("/de/user/center?tab=2#orders");
    expect(safeRedirectPath("/product/ü")).toBe("/product/%C3%BC");
    expect(safeRedirectPath("/a/../b")).toBe("/b");
  });
});

describe("sign-in without JavaScript (defect 4)", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  it("goes back to a path on the shop, never to another host", async () => {
    const customer = await customerWithPassword(shop.backend!.db);
    for (const redirect of ["/\t/evil.example", "/\n/evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await formPost(shop, "/auth/signin", { intent: "signin", account: customer.email, password: PASSWORD, redirect });
      expect(res.status, JSON.stringify(redirect)).toBe(302);
      expect(res.headers.get("location"), JSON.stringify(redirect)).toBe("/user/center");
    }
    const back = await formPost(shop, "/auth/signin", { intent: "signin", account: customer.email, password: PASSWORD, redirect: "/cart?x=1" });
    expect(back.headers.get("location")).toBe("/cart?x=1");
  });
});
