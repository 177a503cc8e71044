import { describe, expect, it } from "vitest";
import { Code } from "#contract/codes.ts";
import { ShopClient } from "./shop.server.ts";
import {
  clearSessionCookie,
  favoriteIds,
  requireData,
  sessionCookie,
  sessionQueryMiddleware,
  signedInRedirect,
  signedOutRedirect,
} from "./session.server.ts";

const TOKEN = "tok_0123456789abcdef0123";

function client(fetcher: (request: Request) => Promise<Response> = async () => new Response(null, { status: 500 })) {
  return new ShopClient(fetcher, "http://backend.test", {
    lang: "de",
    currency: "EUR",
    token: TOKEN,
    visitorId: null,
    userAgent: "test",
    referer: "",
    url: new URL("http://shop.test/de/user/address?edit=3"),
  });
}

async function thrown(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected a throw");
}

describe("session cookie", () => {
  it("is httpOnly, SameSite=Lax, on every path, and not Secure outside production", () => {
    const cookie = sessionCookie(TOKEN);
    expect(cookie).toMatch(/^x-auth=tok_0123456789abcdef0123; /);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toMatch(/Max-Age=\d{6,}/);
    expect(cookie).not.toContain("Secure");
  });

  it("is cleared with Max-Age=0", () => {
    expect(clearSessionCookie()).toMatch(/^x-auth=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
  });
});

describe("redirects after sign-in and sign-out", () => {
  it("go to same-site paths only", () => {
    const ok = signedInRedirect(TOKEN, "/user/address?edit=1", "/user/center");
    expect(ok.headers.get("Location")).toBe("/user/address?edit=1");
    expect(ok.headers.get("Set-Cookie")).toContain(`x-auth=${TOKEN}`);
    for (const evil of ["//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", null, 42]) {
      expect(signedInRedirect(TOKEN, evil, "/user/center").headers.get("Location")).toBe("/user/center");
    }
    const out = signedOutRedirect("//evil.example", "/de");
    expect(out.headers.get("Location")).toBe("/de");
    expect(out.headers.get("Set-Cookie")).toContain("Max-Age=0");
  });
});

describe("the x-auth query parameter", () => {
  const run = (url: string, method = "GET") =>
    thrown(() =>
      sessionQueryMiddleware({ request: new Request(url, { method }), params: {}, context: {} as never, url: new URL(url), pattern: "" } as never, async () => new Response("next")),
    );

  it("is traded once for the cookie and dropped from the address", async () => {
    const response = await run(`http://shop.test/de/user/center?x-auth=${TOKEN}&tab=2`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/de/user/center?tab=2");
    expect(response.headers.get("Set-Cookie")).toContain(`x-auth=${TOKEN}`);
  });

  it("drops a malformed token without setting anything", async () => {
    const response = await run("http://shop.test/?x-auth=%3Cscript%3E");
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("leaves other requests alone", async () => {
    const next = await sessionQueryMiddleware(
      { request: new Request("http://shop.test/cart"), url: new URL("http://shop.test/cart"), params: {}, context: {} as never } as never,
      async () => new Response("next"),
    );
    expect(await (next as Response).text()).toBe("next");
  });
});

describe("requireData", () => {
  it("answers the data, null on a failure, and signs out on code 50", async () => {
    const shop = client();
    expect(requireData(shop, { ok: true, data: 1, msg: "ok" })).toBe(1);
    expect(requireData(shop, { ok: false, code: Code.fail, msg: "x", status: 400, data: null })).toBeNull();
    const response = await thrown(() => requireData(shop, { ok: false, code: Code.authInvalid, msg: "errors.login", status: 401, data: null }));
    expect(response.headers.get("Location")).toBe(`/de/auth/signin?redirect=${encodeURIComponent("/de/user/address?edit=3")}`);
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=0");
  });
});

describe("favoriteIds", () => {
  it("reads the visitor's wish list and survives a failing backend", async () => {
    const wish = client(async () => Response.json({ code: 0, msg: "ok", data: { wishList: { productIds: [3, 5] }, coupons: [], promotions: [], cart: { items: [], count: 0 } } }));
    expect(await favoriteIds(wish)).toEqual([3, 5]);
    expect(await favoriteIds(client())).toEqual([]);
  });
});
