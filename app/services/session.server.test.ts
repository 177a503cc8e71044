import { describe, expect, it } from "vitest";
import { Code } from "#contract/codes.ts";
import { RouterContextProvider } from "react-router";
import { shopContext } from "./context.server.ts";
import { ShopClient } from "./shop.server.ts";
import {
  clearSessionCookie,
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
  const LINKED = "tok_linked_0123456789abcdef";
  /** A backend that knows the sessions in `live`; it records which token each call came with. */
  function backend(live: string[]) {
    const calls: Array<{ path: string; token: string | null }> = [];
    const fetcher = async (request: Request) => {
      const token = request.headers.get("x-auth");
      calls.push({ path: new URL(request.url).pathname, token });
      return token && live.includes(token)
        ? Response.json({ code: 0, msg: "ok", data: null })
        : Response.json({ code: Code.authInvalid, msg: "errors.login", data: null }, { status: 401 });
    };
    return { fetcher, calls };
  }
  const run = async (url: string, options: { cookieToken?: string | null; live?: string[]; method?: string } = {}) => {
    const { fetcher, calls } = backend(options.live ?? []);
    const shop = new ShopClient(fetcher, "http://backend.test", {
      lang: "de",
      currency: "EUR",
      token: options.cookieToken ?? null,
      visitorId: null,
      userAgent: "test",
      referer: "",
      url: new URL(url),
    });
    const context = new RouterContextProvider();
    context.set(shopContext, shop);
    const args = { request: new Request(url, { method: options.method ?? "GET" }), params: {}, context, url: new URL(url), pattern: "" };
    let response: Response;
    try {
      response = (await sessionQueryMiddleware(args as never, async () => new Response("next"))) as Response;
    } catch (error) {
      response = error as Response;
    }
    return { response, calls };
  };

  it("is traded for the cookie once the backend confirmed it, and dropped from the address", async () => {
    const { response, calls } = await run(`http://shop.test/de/user/center?x-auth=${LINKED}&tab=2`, { live: [LINKED] });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/de/user/center?tab=2");
    expect(response.headers.get("Set-Cookie")).toContain(`x-auth=${LINKED}`);
    expect(calls).toEqual([{ path: "/api/web/auth/session-link", token: LINKED }]);
  });

  it("never replaces a signed-in shopper's session: the cookie wins (no session fixation)", async () => {
    const { response, calls } = await run(`http://shop.test/user/center?x-auth=${LINKED}`, { cookieToken: TOKEN, live: [TOKEN, LINKED] });
    expect(response.headers.get("Location")).toBe("/user/center");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(calls.map((c) => c.token)).not.toContain(LINKED);
  });

  it("does not become a cookie when the backend does not know it", async () => {
    const { response } = await run(`http://shop.test/?x-auth=${LINKED}`, { live: [] });
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("replaces a stale cookie with a confirmed token", async () => {
    const { response } = await run(`http://shop.test/?x-auth=${LINKED}`, { cookieToken: TOKEN, live: [LINKED] });
    expect(response.headers.get("Set-Cookie")).toContain(`x-auth=${LINKED}`);
  });

  it("drops a malformed token without asking or setting anything", async () => {
    const { response, calls } = await run("http://shop.test/?x-auth=%3Cscript%3E");
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("leaves other requests alone", async () => {
    expect(await (await run("http://shop.test/cart")).response.text()).toBe("next");
    expect(await (await run(`http://shop.test/cart?x-auth=${LINKED}`, { method: "POST" })).response.text()).toBe("next");
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
