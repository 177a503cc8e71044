import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { shopContext } from "#app/services/context.server.ts";
import { resetBackendBreakers, ShopClient } from "#app/services/shop.server.ts";
import { DEFAULT_ROUTER_CONFIG } from "#contract/router.ts";
import { BACKEND, scenarios } from "#tests/mocks/backend.ts";
import { runBlockAction } from "./dispatch.server.ts";
import { loadConfirmLink } from "./newsletter/actions.server.ts";
import { loadWishlists } from "./user-wishlist/load.server.ts";

// When the backend fails, the strangers' forms and the wishlist page answer in words: a refusal the
// form shows (never a 5xx of their own), an empty block, or the way to sign in.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
// A backend that failed is paused a while (the breaker): each test starts with it closed.
beforeEach(() => resetBackendBreakers());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const wrap = (code: number, msg: string, data: unknown = null) => ({ code, msg, data });

function shopFor(path: string, token: string | null = null, timeoutMs = 2000) {
  return new ShopClient((request) => fetch(request), BACKEND, {
    lang: "en",
    currency: "USD",
    token,
    visitorId: "visitor_0123456789abcdef",
    userAgent: "test",
    referer: "",
    url: new URL(`http://shop.test${path}`),
  }, timeoutMs);
}

async function post(path: string, fields: Record<string, string | File>, shop = shopFor(path)) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const context = new RouterContextProvider();
  context.set(shopContext, shop);
  const answer = (await runBlockAction(new Request(`http://shop.test${path}`, { method: "POST", body }), context)) as {
    init?: { status?: number };
    data?: { done?: string; result?: { error?: Record<string, string[]> } };
  };
  return { status: answer.init?.status ?? 200, done: answer.data?.done, errors: answer.data?.result?.error ?? {} };
}

const feedback = { intent: "feedback-send", subject: "Sizes", message: "Do you have XXL?", email: "ada@example.com" };

describe("strangers' forms when the backend fails", () => {
  it("feedback: no answer, an empty answer and a server error are messages above the form", async () => {
    server.use(scenarios.networkError());
    expect(await post("/page/contact", feedback)).toMatchObject({ status: 400, errors: { "": ["errors.unknown"] } });
    // An unreachable backend is paused a moment (the breaker); the next failure is a different one.
    resetBackendBreakers();
    server.use(scenarios.emptyBody());
    expect(await post("/page/contact", feedback)).toMatchObject({ status: 400, errors: { "": ["errors.timeout"] } });
    server.use(http.post(`${BACKEND}/api/web/feedback`, () => HttpResponse.json(wrap(500, "errors.server"), { status: 500 })));
    expect(await post("/page/contact", feedback)).toMatchObject({ status: 400, errors: { "": ["errors.server"] } });
  });

  it("newsletter: the rate limit keeps its status and says so", async () => {
    server.use(http.post(`${BACKEND}/api/web/newsletter/subscribe`, () => HttpResponse.json(wrap(40, "errors.rateLimited"), { status: 429 })));
    const answer = await post("/newsletter", { intent: "newsletter-subscribe", email: "ada@example.com", consent: "on" });
    expect(answer).toMatchObject({ status: 429, errors: { "": ["errors.rateLimited"] } });
  });

  it("quotes: a photo upload that hangs is the photos' error, and no request is made without it", async () => {
    let created = false;
    server.use(
      http.post(`${BACKEND}/api/web/attach/upload`, async () => {
        await delay("infinite");
        return HttpResponse.json(wrap(0, "ok"));
      }),
      http.post(`${BACKEND}/api/web/inquiry/create`, () => {
        created = true;
        return HttpResponse.json(wrap(0, "ok", {}), { status: 201 });
      }),
    );
    const photo = new File([PNG], "tee.png", { type: "image/png" });
    const answer = await post(
      "/inquiry/tee",
      { intent: "inquiry-send", slug: "tee", content: "40 tees", name: "Ada", email: "ada@example.com", photos: photo },
      shopFor("/inquiry/tee", null, 100),
    );
    expect(answer).toMatchObject({ status: 400, errors: { photos: ["errors.unknown"] } });
    expect(created).toBe(false);
  });
});

describe("the wishlist page and the newsletter's links when the backend fails", () => {
  const ctx = (path: string, token: string | null): BlockLoadContext => ({
    shop: shopFor(path, token),
    url: new URL(`http://shop.test${path}`),
    lang: "en",
    currency: "USD",
    router: DEFAULT_ROUTER_CONFIG,
    timeZone: "UTC",
    page: null,
  });

  it("lists that cannot be read leave the block to say so; an invalid session goes to sign-in", async () => {
    server.use(http.post(`${BACKEND}/api/web/wishlist/lists`, () => HttpResponse.json(wrap(500, "errors.server"), { status: 500 })));
    expect(await loadWishlists({}, ctx("/user/wishlist", "tok"))).toBeNull();
    server.use(http.post(`${BACKEND}/api/web/wishlist/lists`, () => HttpResponse.json(wrap(50, "errors.login"), { status: 401 })));
    const thrown = await loadWishlists({}, ctx("/user/wishlist?list=3", "tok")).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/auth/signin?redirect=%2Fuser%2Fwishlist%3Flist%3D3");
  });

  it("a confirmation link the backend cannot check is a message, not an error page", async () => {
    server.use(scenarios.networkError());
    const token = "A".repeat(43);
    expect(await loadConfirmLink({}, ctx(`/newsletter/confirm?token=${token}`, null))).toEqual({ token, state: null, error: "errors.unknown" });
  });
});
