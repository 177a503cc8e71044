import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { shopContext } from "#app/services/context.server.ts";
import { ShopClient } from "#app/services/shop.server.ts";
import { runBlockAction } from "./dispatch.server.ts";

type Answer = { status?: number; body: unknown };

/** A shop whose backend answers by path; every call is recorded. */
function setup(answers: Record<string, Answer>) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const shop = new ShopClient(
    async (request) => {
      const path = new URL(request.url).pathname;
      calls.push({ path, body: request.method === "POST" ? await request.json().catch(() => null) : null });
      const answer = answers[path] ?? { status: 404, body: { code: 40, msg: "errors.notFound", data: null } };
      return Response.json(answer.body, { status: answer.status ?? 200 });
    },
    "http://backend.test",
    { lang: "en", currency: "USD", token: null, visitorId: null, userAgent: "test", referer: "", url: new URL("http://shop.test/auth/signin") },
  );
  const context = new RouterContextProvider();
  context.set(shopContext, shop);
  return { context, calls };
}

function post(fields: Record<string, string>) {
  return new Request("http://shop.test/auth/signin", { method: "POST", body: new URLSearchParams(fields) });
}

async function outcome(promise: Promise<unknown>): Promise<{ status: number; data?: unknown; headers?: Headers }> {
  try {
    const result = (await promise) as { init?: { status?: number }; data?: unknown } | Response;
    if (result instanceof Response) return { status: result.status, headers: result.headers };
    return { status: result.init?.status ?? 200, data: result.data };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, headers: error.headers };
    const thrown = error as { init?: { status?: number } };
    return { status: thrown.init?.status ?? 500 };
  }
}

const ok = (data: unknown) => ({ body: { code: 0, msg: "ok", data } });

describe("the block-intent dispatcher", () => {
  it("refuses an unknown intent and a filled honeypot", async () => {
    const { context } = setup({});
    expect((await outcome(runBlockAction(post({ intent: "nope" }), context))).status).toBe(400);
    const bot = await outcome(runBlockAction(post({ intent: "signin", account: "a@b.co", password: "secret1", website_url: "x" }), context));
    expect(bot.status).toBe(400);
  });

  it("answers field errors without the password and without calling the backend", async () => {
    const { context, calls } = setup({});
    const result = await outcome(runBlockAction(post({ intent: "signin", account: "not an account", password: "123" }), context));
    expect(result.status).toBe(400);
    const reply = result.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(reply.result.error.account).toEqual(["validation.accountFormat"]);
    expect(reply.result.error.password).toEqual(["validation.passwordMin"]);
    expect(reply.result.initialValue.account).toBe("not an account");
    expect(reply.result.initialValue.password).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("signs in: the cookie, and only a same-site way back", async () => {
    const { context, calls } = setup({ "/api/web/auth/signin": ok({ status: "signed-in", token: "tok_0123456789abcdef", user: {} }) });
    const back = await outcome(runBlockAction(post({ intent: "signin", account: "a@b.co", password: "secret1", redirect: "/user/address" }), context));
    expect(back.status).toBe(302);
    expect(back.headers!.get("Location")).toBe("/user/address");
    expect(back.headers!.get("Set-Cookie")).toMatch(/^x-auth=tok_0123456789abcdef; .*HttpOnly; SameSite=Lax/);
    expect(calls[0]!.body).toEqual({ account: "a@b.co", password: "secret1" });
    const away = await outcome(runBlockAction(post({ intent: "signin", account: "a@b.co", password: "secret1", redirect: "//evil.example" }), context));
    expect(away.headers!.get("Location")).toBe("/user/center");
  });

  it("asks for the security check with a fresh challenge when the backend wants one", async () => {
    const challenge = { verifyId: "v".repeat(16), target: 40, expiresAt: "2030-01-01T00:00:00Z" };
    const { context } = setup({ "/api/web/auth/signin": ok({ status: "captcha-required" }), "/api/web/auth/captcha": ok(challenge) });
    const result = await outcome(runBlockAction(post({ intent: "signin", account: "a@b.co", password: "secret1" }), context));
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ intent: "signin", captcha: challenge, result: { error: { "": ["auth.captchaRequired"] } } });
  });

  it("keeps the emailed code's step, and the code, when the code is sent without the password", async () => {
    const { context, calls } = setup({});
    const result = await outcome(runBlockAction(post({ intent: "signin", account: "a@b.co", password: "", code: "123456" }), context));
    expect(result.status).toBe(400);
    const reply = result.data as { step?: string; result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    // Without JavaScript the code box used to vanish with the code, and the next try sent a new code.
    expect(reply.step).toBe("code");
    expect(reply.result.initialValue.code).toBe("123456");
    expect(reply.result.error.password).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the rate limit and backend field errors where they belong", async () => {
    const { context } = setup({
      "/api/web/auth/signin": { status: 429, body: { code: 40, msg: "errors.rateLimited", data: null } },
      "/api/web/auth/signup": { status: 400, body: { code: 40, msg: "errors.validation", data: { fields: { password: ["validation.passwordCommon"] } } } },
      "/api/web/auth/captcha": ok({ verifyId: "w".repeat(16), target: 10, expiresAt: "2030-01-01T00:00:00Z" }),
    });
    const limited = await outcome(runBlockAction(post({ intent: "signin", account: "a@b.co", password: "secret1" }), context));
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ result: { error: { "": ["errors.rateLimited"] } } });
    const common = await outcome(runBlockAction(post({ intent: "signup", account: "a@b.co", password: "123456", agree: "on", verifyId: "x".repeat(16), captcha: "10" }), context));
    expect(common.status).toBe(400);
    expect(common.data).toMatchObject({ result: { error: { password: ["validation.passwordCommon"] } } });
  });
});
