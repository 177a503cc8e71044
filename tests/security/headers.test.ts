import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN_TOKEN } from "#tests/setup/backend.ts";
import { formPost, sessionCookie, startShop, type Shop } from "./harness.ts";

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop.close();
});

const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? null;

describe("security headers (defect 7)", () => {
  it("enforce a CSP whose nonce is on every script React Router writes, and a fresh one per document", async () => {
    const first = await shop.request("/");
    const second = await shop.request("/");
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(first.headers.get("content-security-policy-report-only")).toBeNull();
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self' 'nonce-/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/base-uri 'self'/);
    expect(csp).toMatch(/form-action 'self'/);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    const nonce = nonceOf(csp)!;
    expect(nonce).not.toBe(nonceOf(second.headers.get("content-security-policy") ?? ""));
    const html = await first.text();
    // Every script that runs (JSON-LD data blocks are not run, so CSP leaves them alone).
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/ld\+json"/.test(tag));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);
  });

  it("set nosniff, framing, referrer and permissions policies on pages, API answers and static files", async () => {
    const answers = await Promise.all([
      shop.request("/"),
      shop.request("/api/web/shop/settings"),
      shop.request("/favicon.svg"),
      shop.request("/no-such-page"),
    ]);
    for (const res of answers) {
      expect(res.headers.get("x-content-type-options"), res.url).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), res.url).toBe("DENY");
      expect(res.headers.get("referrer-policy"), res.url).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy"), res.url).toContain("camera=()");
      expect(res.headers.get("content-security-policy"), res.url).toContain("frame-ancestors 'none'");
      expect(res.headers.get("strict-transport-security"), res.url).toBeNull();
    }
    expect(answers[1]!.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("add HSTS only when the shop is served over TLS (a trusted proxy says https)", async () => {
    const tls = { "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" };
    for (const path of ["/", "/api/web/shop/settings", "/favicon.svg"]) {
      const res = await shop.request(path, { headers: tls });
      expect(res.headers.get("strict-transport-security"), path).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    }
    expect((await shop.request("/")).headers.get("strict-transport-security")).toBeNull();
  });

  it("mark every personal page and every API answer private, no-store; static files stay cacheable", async () => {
    const personal = [
      "/api/web/shop/settings",
      "/cart",
      "/de/cart",
      "/auth/signin",
      "/de/auth/signin",
      "/user/center",
      "/checkout/information",
      "/cart-count",
    ];
    for (const path of personal) {
      const res = await shop.request(path, { redirect: "manual" });
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // Any page asked for with a session is personal (the header, the cart count, the account menu).
    const signedIn = await shop.request("/", { headers: sessionCookie("a".repeat(43)) });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const posted = await formPost(shop, "/auth/signin", { intent: "signin" });
    expect(posted.headers.get("cache-control")).toBe("private, no-store");
    const asset = await shop.request("/favicon.svg", { headers: sessionCookie("a".repeat(43)) });
    expect(asset.headers.get("cache-control")).toMatch(/^public/);
    const robots = await shop.request("/robots.txt");
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("give the test gateway's pay page a policy of its own: no script, its styles, forms to itself", async () => {
    const res = await shop.request("/api/web/payment/test-gateway/1?sig=x");
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
  });

  it("allow theme injects only from the origins the merchant listed, and name exactly those in the CSP", async () => {
    const admin = { "x-admin-token": TEST_ADMIN_TOKEN, "content-type": "application/json" };
    const injects = [
      { type: "js", url: "https://cdn.allowed.example/theme.js" },
      { type: "css", url: "https://cdn.allowed.example/theme.css" },
      { type: "js", url: "https://cdn.other.example/track.js" },
      { type: "js", url: "//evil.example/x.js" },
      { type: "js", url: "/theme/own.js" },
    ];
    expect((await shop.backend!.app.request("/api/admin/theme", { method: "PUT", headers: admin, body: JSON.stringify({ injects }) })).status).toBe(200);
    const refused = await shop.backend!.app.request("/api/admin/shop", { method: "PUT", headers: admin, body: JSON.stringify({ injectOrigins: ["http://cdn.allowed.example"] }) });
    expect(refused.status).toBe(400);
    const put = await shop.backend!.app.request("/api/admin/shop", { method: "PUT", headers: admin, body: JSON.stringify({ injectOrigins: ["https://cdn.allowed.example"] }) });
    expect(put.status).toBe(200);
    // The storefront keeps shop settings for a few seconds.
    await new Promise((done) => setTimeout(done, 5_100));
    const res = await shop.request("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/cdn\.allowed\.example;/);
    expect(csp).not.toContain("cdn.other.example");
    const html = await res.text();
    expect(html).toContain('src="https://cdn.allowed.example/theme.js"');
    expect(html).toContain('href="https://cdn.allowed.example/theme.css"');
    expect(html).toContain('src="/theme/own.js"');
    expect(html).not.toContain("cdn.other.example");
    expect(html).not.toContain("evil.example");
    await shop.backend!.app.request("/api/admin/theme", { method: "PUT", headers: admin, body: JSON.stringify({ injects: [] }) });
  });
});
