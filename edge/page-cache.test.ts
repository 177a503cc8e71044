import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE } from "#app/routes/page-headers.ts";
import { createEdgePageCache, type EdgePageCacheOptions } from "./page-cache.ts";

const ORIGIN = "http://shop.test";
const get = (path: string, cookie?: string) => new Request(ORIGIN + path, cookie ? { headers: { cookie } } : {});

/** The Cache API as the runtime gives it, in memory: what was put comes back, a copy at a time. */
function memoryCache() {
  const stored = new Map<string, Response>();
  const cache = {
    async match(request: Request) {
      return stored.get(request.url)?.clone();
    },
    async put(request: Request, response: Response) {
      stored.set(request.url, response.clone());
    },
  } as unknown as Cache;
  return { cache, stored };
}

/** A renderer that counts its calls and answers like the storefront: a document with a nonce. */
function renderer(options: { cacheControl?: string; setCookie?: string; status?: number } = {}) {
  const calls: string[] = [];
  const render = async (request: Request) => {
    calls.push(new URL(request.url).pathname);
    const nonce = `N${calls.length}nonce+/AAAAAAAAAAAAAAAAA`;
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": options.cacheControl ?? PUBLIC_PAGE,
      Vary: "Cookie",
      "Content-Security-Policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
    });
    if (options.setCookie) headers.append("Set-Cookie", options.setCookie);
    return new Response(`<html><script nonce="${nonce}">x</script><p>${calls.length}</p></html>`, { status: options.status ?? 200, headers });
  };
  return { calls, render };
}

function setup(options: Partial<EdgePageCacheOptions> = {}) {
  const { cache, stored } = memoryCache();
  const clock = { now: 1_000_000, stamp: 1 as number | null, polls: 0, changes: 0 };
  const pages = createEdgePageCache({
    cache: () => cache,
    ttlSeconds: 60,
    lastChange: async () => {
      clock.polls++;
      return clock.stamp;
    },
    onChange: () => clock.changes++,
    now: () => clock.now,
    ...options,
  });
  return { pages, stored, clock };
}

const nonceOf = (response: Response) => response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];

describe("the page cache at the edge (Cache API)", () => {
  it("answers the second anonymous request from the cache with a fresh nonce and the page's own policy", async () => {
    const { pages, stored } = setup();
    const { calls, render } = renderer();
    const first = await pages.handle(get("/product/lamp"), render);
    expect(first.headers.get("x-cache")).toBe("MISS");
    await first.text();
    const second = await pages.handle(get("/product/lamp"), render);
    expect(calls).toEqual(["/product/lamp"]);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("cache-control")).toBe(PUBLIC_PAGE);
    expect(second.headers.get("vary")).toBe("Cookie");
    const nonce = nonceOf(second)!;
    expect(nonce).not.toBe(nonceOf(first));
    expect(await second.text()).toBe(`<html><script nonce="${nonce}">x</script><p>1</p></html>`);
    // The stored copy: the cache's own lifetime, the key with the change stamp and every key part.
    const [key, copy] = [...stored.entries()][0]!;
    expect(copy.headers.get("cache-control")).toBe("public, max-age=60");
    expect(decodeURIComponent(key)).toBe(`${ORIGIN}/_page-cache/1/en|||/product/lamp`);
  });

  it("keys by language, currency and preview cookies and the address, .data requests too", async () => {
    const { pages } = setup();
    const { calls, render } = renderer();
    for (const [path, cookie] of [["/de/product/lamp"], ["/de/product/lamp.data"], ["/product/lamp", "currency=EUR"], ["/product/lamp", "preview=1"], ["/product/lamp?x=1"]] as Array<[string, string?]>) {
      await pages.handle(get(path, cookie), render);
      expect((await pages.handle(get(path, cookie), render)).headers.get("x-cache")).toBe("HIT");
    }
    expect(calls).toHaveLength(5);
  });

  it("makes every entry unreachable when the backend's change stamp moves, asking at most once a second", async () => {
    const { pages, clock } = setup();
    const { calls, render } = renderer();
    await pages.handle(get("/"), render);
    await pages.handle(get("/"), render);
    expect(clock.polls).toBe(1);
    clock.stamp = 2;
    // Within the second the old stamp still keys.
    expect((await pages.handle(get("/"), render)).headers.get("x-cache")).toBe("HIT");
    clock.now += 1_000;
    const after = await pages.handle(get("/"), render);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain("<p>2</p>");
    expect(calls).toHaveLength(2);
    expect(clock).toMatchObject({ polls: 2, changes: 1 });
  });

  it("asks again at once after an admin write through this isolate (clear)", async () => {
    const { pages, clock } = setup();
    const { render } = renderer();
    await pages.handle(get("/"), render);
    clock.stamp = 5;
    pages.clear();
    expect((await pages.handle(get("/"), render)).headers.get("x-cache")).toBe("MISS");
    expect(clock.polls).toBe(2);
  });

  it("never answers or stores a shopper's page: session, visitor id, toast, a link's token", async () => {
    const { pages, stored } = setup();
    const { calls, render } = renderer();
    for (const [path, cookie] of [["/", "x-auth=abc"], ["/", "visitorId=visitor_1"], ["/", "toast=x"], ["/?x-auth=abc"]] as Array<[string, string?]>) {
      const answer = await pages.handle(get(path, cookie), render);
      expect(answer.headers.get("x-cache")).toBeNull();
      expect(answer.headers.get("cache-control")).toBe("private, no-cache");
    }
    expect(calls).toHaveLength(4);
    expect(stored.size).toBe(0);
  });

  it("stores no POST, error, private answer or answer that sets a cookie", async () => {
    const { pages, stored } = setup();
    const cases = [
      [new Request(`${ORIGIN}/`, { method: "POST" }), renderer()],
      [get("/missing"), renderer({ status: 404 })],
      [get("/cart"), renderer({ cacheControl: "private, no-store" })],
      [get("/set"), renderer({ setCookie: "visitorId=v; Path=/" })],
    ] as const;
    for (const [request, { render }] of cases) {
      const answer = await pages.handle(request, render);
      expect(answer.headers.get("x-cache")).toBeNull();
    }
    expect(stored.size).toBe(0);
  });

  it("renders without the cache while the backend gives no stamp", async () => {
    const { pages, stored, clock } = setup();
    clock.stamp = null;
    const { calls, render } = renderer();
    await pages.handle(get("/"), render);
    clock.now += 1_000;
    await pages.handle(get("/"), render);
    expect(calls).toHaveLength(2);
    expect(stored.size).toBe(0);
  });
});
