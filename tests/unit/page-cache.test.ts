import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE } from "#app/routes/page-headers.ts";
import { withWholeDocument, wholeDocument } from "../../app/services/whole-document.server.ts";
import { createPageCache, type PageCacheOptions } from "../../server/page-cache.ts";
import { pageCacheKey } from "../../server/shareable-pages.ts";

const ORIGIN = "http://shop.test";
const get = (path: string, cookie?: string) => new Request(ORIGIN + path, cookie ? { headers: { cookie } } : {});

/** A renderer that counts its calls and answers like the storefront: a document with a nonce. */
function renderer(options: { cacheControl?: string; setCookie?: string; status?: number; body?: (path: string, n: number) => string } = {}) {
  const calls: string[] = [];
  const render = async (request: Request) => {
    calls.push(new URL(request.url).pathname);
    const nonce = `N${calls.length}nonce+/AAAAAAAAAAAAAAA`.slice(0, 24);
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": options.cacheControl ?? PUBLIC_PAGE,
      Vary: "Cookie",
      "Content-Security-Policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
    });
    if (options.setCookie) headers.append("Set-Cookie", options.setCookie);
    const text = options.body?.(new URL(request.url).pathname, calls.length) ?? `<html><script nonce="${nonce}">x</script><p>${calls.length} €</p><script nonce="${nonce}"></script></html>`;
    return new Response(text, { status: options.status ?? 200, headers });
  };
  return { calls, render };
}

const cache = (options: Partial<PageCacheOptions> = {}) => createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000, ...options });
const nonceOf = (response: Response) => response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];

describe("the anonymous page cache", () => {
  it("stores a rendered document from the bytes it carries, and its first answer carries them on", async () => {
    const pages = cache();
    const html = `<html><script nonce="AAAAAAAAAAAAAAAAAAAAAAAA">x</script><p>été</p></html>`;
    const bytes = new TextEncoder().encode(html);
    const render = async () => {
      // Its body must not be read: the bytes it carries are the document.
      const unread = new ReadableStream({ pull: (controller) => controller.error(new Error("the body was read")) });
      const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC_PAGE, "Content-Security-Policy": "script-src 'nonce-AAAAAAAAAAAAAAAAAAAAAAAA'" };
      return withWholeDocument(new Response(unread, { headers }), bytes);
    };
    const first = await pages.handle(get("/product/lamp"), render);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(wholeDocument(first)).toBe(bytes);
    expect(await first.text()).toBe(html);
    const hit = await pages.handle(get("/product/lamp"), render);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(await hit.text()).toBe(html.replaceAll("AAAAAAAAAAAAAAAAAAAAAAAA", nonceOf(hit)!));
  });

  it("renders a page once and answers the next anonymous requests from memory, each with a fresh nonce", async () => {
    const pages = cache();
    const { calls, render } = renderer();
    const first = await pages.handle(get("/product/lamp"), render);
    const firstText = await first.text();
    expect(firstText).toContain("<p>1 €</p>");
    const answers = await Promise.all([1, 2, 3].map(() => pages.handle(get("/product/lamp"), render)));
    expect(calls).toEqual(["/product/lamp"]);
    const nonces = new Set([nonceOf(first)]);
    for (const answer of answers) {
      const nonce = nonceOf(answer)!;
      const text = await answer.text();
      expect(text).toContain("<p>1 €</p>");
      // The header's nonce is the markup's, and no two answers share one.
      expect(text.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      expect(answer.headers.get("cache-control")).toBe(PUBLIC_PAGE);
      expect(answer.headers.get("vary")).toBe("Cookie, Accept-Encoding");
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
    expect(pages.stats()).toMatchObject({ entries: 1, hits: 3, misses: 1 });
    // A browser gets the stored gzip with the nonce spliced in, not compressed again.
    const zipped = await pages.handle(new Request(ORIGIN + "/product/lamp", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } }), render);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get("content-length"))).toBe(body.byteLength);
    const unzipped = gunzipSync(body).toString("utf8");
    expect(unzipped).toBe(firstText.replaceAll(nonceOf(first)!, nonceOf(zipped)!));
  });

  it("renders concurrent requests for one page once", async () => {
    const pages = cache();
    const { calls, render } = renderer();
    const slow = async (request: Request) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return render(request);
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => pages.handle(get("/"), slow)));
    expect(calls).toEqual(["/"]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it("keys pages by address, query, language, currency and preview", () => {
    expect(pageCacheKey(get("/de/product/lamp"))).toBe("de|||/de/product/lamp");
    expect(pageCacheKey(get("/de/product/lamp.data"))).toBe("de|||/de/product/lamp.data");
    expect(pageCacheKey(get("/de.data"))).toBe("de|||/de.data");
    expect(pageCacheKey(get("/category/x?sort=price", "currency=ImVVUiI%3D; preview=1"))).toBe('en|ImVVUiI%3D|preview|/category/x?sort=price');
    // Cookies of other sites' scripts do not matter.
    expect(pageCacheKey(get("/", "_ga=1"))).toBe("en|||/");
  });

  it.each([
    ["a session", "x-auth=tok"],
    ["a visitor id", "visitorId=abcdefabcdefabcdef"],
    ["a pending toast", "toast=eyJ9"],
  ])("never shares a page asked for with %s, and marks it private", async (_, cookie) => {
    const pages = cache();
    const { calls, render } = renderer();
    expect(pageCacheKey(get("/", cookie))).toBeNull();
    const answer = await pages.handle(get("/", cookie), render);
    await pages.handle(get("/", cookie), render);
    expect(calls).toHaveLength(2);
    expect(answer.headers.get("cache-control")).toBe("private, no-cache");
    // …nor serves them the anonymous copy.
    await pages.handle(get("/"), render);
    await pages.handle(get("/", cookie), render);
    expect(calls).toHaveLength(4);
  });

  it("never stores POSTs, session links, preview switches, personal pages, errors or answers that set a cookie", async () => {
    const pages = cache();
    const post = renderer();
    await pages.handle(new Request(ORIGIN + "/cart", { method: "POST" }), post.render);
    await pages.handle(new Request(ORIGIN + "/cart", { method: "POST" }), post.render);
    expect(post.calls).toHaveLength(2);
    for (const path of ["/?x-auth=abc", "/?preview=true", "/product/x?a=1&preview=false"]) {
      expect(pageCacheKey(get(path))).toBeNull();
    }
    const personal = renderer({ cacheControl: "private, no-store" });
    await pages.handle(get("/cart"), personal.render);
    const again = await pages.handle(get("/cart"), personal.render);
    expect(personal.calls).toHaveLength(2);
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    const missing = renderer({ status: 404 });
    await pages.handle(get("/nope"), missing.render);
    await pages.handle(get("/nope"), missing.render);
    expect(missing.calls).toHaveLength(2);
    const cookie = renderer({ setCookie: "toast=; Max-Age=0" });
    const first = await pages.handle(get("/"), cookie.render);
    await pages.handle(get("/"), cookie.render);
    expect(cookie.calls).toHaveLength(2);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(pages.stats().entries).toBe(0);
  });

  it("drops everything on a change, and does not store a page whose render began before it", async () => {
    const pages = cache();
    let price = "10";
    const { calls, render } = renderer({ body: () => `<p>${price}</p>` });
    await pages.handle(get("/product/lamp"), render);
    price = "12";
    expect(await (await pages.handle(get("/product/lamp"), render)).text()).toBe("<p>10</p>");
    pages.clear();
    expect(await (await pages.handle(get("/product/lamp"), render)).text()).toBe("<p>12</p>");
    expect(calls).toHaveLength(2);

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const during = pages.handle(get("/category/x"), async (request) => {
      await gate;
      return render(request);
    });
    pages.clear();
    release();
    await during;
    await pages.handle(get("/category/x"), render);
    expect(calls).toHaveLength(4);
  });

  it("drops everything when a SKU sells out or comes back, not on every sale", async () => {
    const pages = cache();
    const { calls, render } = renderer();
    await pages.handle(get("/"), render);
    pages.stockChanged(7, true);
    await pages.handle(get("/"), render);
    expect(calls).toHaveLength(1);
    pages.stockChanged(7, false);
    await pages.handle(get("/"), render);
    expect(calls).toHaveLength(2);
    pages.stockChanged(7, false);
    await pages.handle(get("/"), render);
    expect(calls).toHaveLength(2);
    pages.stockChanged(7, true);
    await pages.handle(get("/"), render);
    expect(calls).toHaveLength(3);
  });

  it("in split mode asks the backend when the shop last changed, at most once per interval", async () => {
    let clock = 1_000;
    let changedAt = 500;
    let asked = 0;
    const pages = cache({
      now: () => clock,
      pollMs: 1_000,
      lastChange: async () => {
        asked++;
        return changedAt;
      },
    });
    const { calls, render } = renderer();
    await pages.handle(get("/"), render);
    await pages.handle(get("/"), render);
    expect([asked, calls.length]).toEqual([1, 1]);
    changedAt = 900;
    clock += 1_001;
    await pages.handle(get("/"), render);
    expect([asked, calls.length]).toEqual([2, 2]);
    clock += 1_001;
    await pages.handle(get("/"), render);
    expect([asked, calls.length]).toEqual([3, 2]);
  });

  it("stays within its memory bound, dropping the least recently used pages", async () => {
    const pages = cache({ maxBytes: 10_000 });
    // Stored gzipped: bodies that do not compress, so each takes about its length.
    const { render } = renderer({ body: (path) => `${path}:${randomBytes(1_500).toString("base64")}` });
    for (let i = 0; i < 20; i++) await pages.handle(get(`/product/p${i}`), render);
    const { entries, bytes } = pages.stats();
    expect(bytes).toBeLessThanOrEqual(10_000);
    expect(entries).toBeGreaterThan(2);
    expect(entries).toBeLessThan(5);
  });

  it("expires entries after their time", async () => {
    let clock = 1_000;
    const pages = cache({ ttlMs: 60_000, now: () => clock });
    const { calls, render } = renderer();
    await pages.handle(get("/"), render);
    clock = 60_000;
    await pages.handle(get("/"), render);
    clock = 62_000;
    await pages.handle(get("/"), render);
    expect(calls).toHaveLength(2);
  });
});
