import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopSettings } from "#contract/page.ts";
import type { VisitorSummary } from "#contract/visitor.ts";
import { wrappedText } from "#contract/wrapper.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { ShopClient, type ShopFetch } from "./shop.server.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

/** The storefront's client of the backend in this process (`server.ts`), or through `fetch` as given. */
function client(fetcher: ShopFetch, visitorId = "v".repeat(20), timeoutMs?: number) {
  const info = { lang: "de", currency: "EUR", token: null, visitorId, userAgent: "test", referer: "", url: new URL("http://shop.test/de/") } as const;
  return new ShopClient(fetcher, null, info, timeoutMs);
}
const inProcess: ShopFetch = async (request) => backend.app.fetch(request);
/** The same answers as new `Response` objects: what an HTTP hop gives, without the kept text. */
const copied: ShopFetch = async (request) => {
  const answer = await backend.app.fetch(request);
  return new Response(answer.body, answer);
};

describe("the backend's answers read in-process", () => {
  it("keep their JSON text on the Response, the same as the body", async () => {
    const answer = await backend.app.fetch(new Request("http://backend.internal/api/web/shop/settings?lang=de"));
    const text = wrappedText(answer);
    expect(text).toBeDefined();
    expect(answer.headers.get("content-type")).toBe("application/json");
    expect(await answer.text()).toBe(text);
    // A failure too (code 40, a 400).
    const refused = await backend.app.fetch(new Request("http://backend.internal/api/web/review/list?productId=nope"));
    expect(refused.status).toBe(400);
    expect(JSON.parse(wrappedText(refused)!)).toMatchObject({ code: 40 });
    // A copy (an HTTP hop, a middleware's new Response) does not carry it.
    expect(wrappedText(await copied(new Request("http://backend.internal/api/web/shop/settings?lang=de")))).toBeUndefined();
  });

  it("come to the same results as answers read from their bodies", async () => {
    for (const fetcher of [inProcess, copied]) {
      const settings = await client(fetcher).get<ShopSettings>("/api/web/shop/settings");
      expect(settings).toMatchObject({ ok: true, data: { name: "Test Shop" } });
      const summary = await client(fetcher).post<VisitorSummary>("/api/web/visitor/summary");
      expect(summary).toEqual({ ok: true, msg: "ok", data: { signedIn: false, wishList: { productIds: [] }, cart: { count: 0, version: 0 } } });
      const refused = await client(fetcher).get("/api/web/review/list", { productId: "nope" });
      expect(refused).toMatchObject({ ok: false, code: 40, status: 400 });
    }
  });

  it("carry strangers' text through unchanged", async () => {
    for (const text of naughtyStrings.slice(0, 200)) {
      const [direct, viaBody] = await Promise.all(
        [inProcess, copied].map((fetcher) => client(fetcher).get("/api/web/product/list", { category: text, pageSize: 1 })),
      );
      expect(direct).toEqual(viaBody);
    }
  });

  it("gives up on a backend that does not answer at the deadline, without handing it the signal", async () => {
    let seen: Request | undefined;
    const stuck: ShopFetch = (request) => {
      seen = request;
      return new Promise<Response>(() => {});
    };
    // A 50 ms timeout: without it the call (and the test) would wait forever.
    const result = await client(stuck, undefined, 50).get("/api/web/shop/settings");
    expect(result).toMatchObject({ ok: false, status: 0 });
    // The in-process backend reads no signal: the request was made without one (it never aborts).
    expect(seen!.signal.aborted).toBe(false);
  });
});
