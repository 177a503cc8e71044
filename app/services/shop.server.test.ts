import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Code } from "#contract/codes.ts";
import { BACKEND, pageResponse, scenarios } from "#tests/mocks/backend.ts";
import { resetBackendBreakers, ShopClient } from "./shop.server.ts";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
// A backend that timed out is paused for a while (the breaker): each test starts with it closed.
beforeEach(() => resetBackendBreakers());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(timeoutMs = 20_000, token: string | null = "tok") {
  return new ShopClient(
    (request) => fetch(request),
    BACKEND,
    {
      lang: "de",
      currency: "EUR",
      token,
      visitorId: "v".repeat(20),
      userAgent: "test",
      referer: "",
      url: new URL("http://shop.test/de/user/center?tab=1"),
    },
    timeoutMs,
  );
}

async function thrown(promise: Promise<unknown>): Promise<Response | { init: ResponseInit | null; data: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected a throw");
}

describe("ShopClient.page", () => {
  it("sends language, currency, token and visitor id, and answers the page", async () => {
    let seen: Request | undefined;
    server.use(
      scenarios.page(pageResponse()),
    );
    server.events.on("request:start", ({ request }) => {
      seen = request;
    });
    const page = await client().page("/product/x", new URLSearchParams("sort=newest&lang=fr&request=evil"));
    expect(page.meta.type).toBe("custom");
    const url = new URL(seen!.url);
    expect(url.pathname).toBe("/product/x");
    expect(url.searchParams.get("request")).toBe("route");
    expect(url.searchParams.get("lang")).toBe("de");
    expect(url.searchParams.get("currency")).toBe("EUR");
    expect(url.searchParams.get("sort")).toBe("newest");
    expect(seen!.headers.get("x-auth")).toBe("tok");
    expect(seen!.headers.get("x-visitor-id")).toBe("v".repeat(20));
    server.events.removeAllListeners();
  });

  it.each([404, 403, 500])("throws status %i for the error page", async (status) => {
    server.use(scenarios.status(status));
    const error = await thrown(client().page("/x", new URLSearchParams()));
    expect((error as { init: ResponseInit }).init.status).toBe(status);
  });

  it("maps an upstream 502 to the 500 page", async () => {
    server.use(scenarios.status(502, Code.error));
    const error = await thrown(client().page("/x", new URLSearchParams()));
    expect((error as { init: ResponseInit }).init.status).toBe(500);
  });

  it("sends 401 and code 50 to sign-in with redirect back", async () => {
    for (const scenario of [scenarios.status(401, Code.authInvalid), scenarios.authInvalid()]) {
      server.resetHandlers(scenario);
      const error = (await thrown(client().page("/user/center", new URLSearchParams()))) as Response;
      expect(error.status).toBe(302);
      expect(error.headers.get("location")).toBe(`/de/auth/signin?redirect=${encodeURIComponent("/de/user/center?tab=1")}`);
    }
  });

  it("gives up after the timeout with the timed-out page", async () => {
    server.use(scenarios.hang());
    const error = await thrown(client(50).page("/x", new URLSearchParams()));
    expect((error as { init: ResponseInit }).init.status).toBe(504);
  });
});

describe("ShopClient web API calls", () => {
  it("answers data on success", async () => {
    server.use(scenarios.productList([{ id: 1 }]));
    const result = await client().get<{ items: unknown[] }>("/api/web/product/list", { pageSize: 8 });
    expect(result.ok && result.data.items).toHaveLength(1);
  });

  it("uses the spec's messages for failures", async () => {
    server.use(scenarios.hang());
    expect(await client(50).get("/api/web/x")).toMatchObject({ ok: false, code: Code.timeout, msg: "errors.unknown" });
    resetBackendBreakers();
    server.resetHandlers(scenarios.emptyBody());
    expect(await client().get("/api/web/x")).toMatchObject({ ok: false, msg: "errors.timeout" });
    server.resetHandlers(scenarios.networkError());
    expect(await client().get("/api/web/x")).toMatchObject({ ok: false, msg: "errors.unknown" });
    resetBackendBreakers();
    server.resetHandlers(scenarios.fullFail("errors.outOfStock"));
    expect(await client().post("/api/web/x")).toMatchObject({ ok: false, code: Code.fail, msg: "errors.outOfStock" });
    server.resetHandlers(scenarios.status(403, Code.permission));
    expect(await client().get("/api/web/x")).toMatchObject({ ok: false, code: Code.permission, msg: "errors.authorization" });
    // Code 50 from any call: signed out, and off to sign-in with the way back (spec §6, §8).
    server.resetHandlers(scenarios.status(200, Code.authInvalid));
    const answer = await client().get("/api/web/x").then(
      () => null,
      (error: unknown) => error,
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toMatch(/\/auth\/signin\?redirect=/);
  });

  it("keeps a code 41 answer, a server error or silence for the toast, never a field error", async () => {
    const shop = client();
    server.use(scenarios.fullFail("errors.outOfStock"));
    await shop.post("/api/web/x");
    expect(shop.toast).toBe("errors.outOfStock");
    const quiet = client();
    server.resetHandlers(scenarios.status(400, Code.result));
    await quiet.get("/api/web/x");
    expect(quiet.toast).toBeNull();
    server.resetHandlers(scenarios.networkError());
    await quiet.post("/api/web/x");
    expect(quiet.toast).toBe("errors.unknown");
  });
});
