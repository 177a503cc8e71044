import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE } from "#app/routes/page-headers.ts";
import type { OwnComment } from "#contract/comments.ts";
import type { OwnArticle } from "#contract/customer-articles.ts";
import type { OwnReview } from "#contract/reviews.ts";
import { isShopChange } from "#backend/realtime/events.ts";
import { makeArticle } from "#tests/fixtures/catalog.ts";
import { adminCall, reviewInput, setModeration, withIp } from "#tests/fixtures/community.ts";
import { newIp, post as postJson } from "#tests/fixtures/customers.ts";
import { guest, makeCustomer, makeSellable } from "#tests/fixtures/orders.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
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
    const { render } = renderer({ body: (path) => `${path}:${randomBytes(2_000).toString("base64")}` });
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

describe("customers' writes to published content", () => {
  let backend: TestBackend;
  let pages: ReturnType<typeof cache>;
  beforeAll(async () => {
    backend = await createTestBackend();
    pages = cache();
    // As server.ts wires it: the backend's change notices drop the cache.
    backend.events.subscribe((event) => {
      if (isShopChange(event)) pages.clear();
    });
  });
  afterAll(async () => {
    await backend.close();
  });

  /** The storefront's render, reduced to what matters here: the backend's page (and its status) as a public document. */
  const renderPage = async (request: Request) => {
    const { pathname } = new URL(request.url);
    const page = await backend.app.request(`${pathname}?request=route`);
    return new Response(`<html><body>${await page.text()}</body></html>`, {
      status: page.status,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC_PAGE, Vary: "Cookie" },
    });
  };
  /** A guest's view of a page: its status, `X-Cache` and text. */
  const view = async (path: string) => {
    const answer = await pages.handle(get(path), renderPage);
    return { status: answer.status, cache: answer.headers.get("x-cache"), text: await answer.text() };
  };
  /** Views a page twice, so that it is cached. */
  const cached = async (path: string) => {
    const first = await view(path);
    const second = await view(path);
    expect([first.status, second.cache]).toEqual([200, "HIT"]);
    return second;
  };
  const lastChange = async () => ((await (await backend.app.request("/api/web/shop/changes")).json()) as { data: { at: number } }).data.at;
  const as = async () => withIp((await makeCustomer(backend.db)).headers);
  const call = <T>(headers: Record<string, string>, path: string, body: unknown) => postJson<T>(backend.app, `/api/web${path}`, body, headers);
  const reviewEdit = (id: number, title: string) => ({ id, rating: 3, title, body: "Thought about it again." });

  async function publishedReview(headers: Record<string, string>, title: string) {
    const { product } = await makeSellable(backend.db);
    const created = await call<OwnReview>(headers, "/review/create", reviewInput(product.id, { title }));
    expect((await adminCall(backend.app, "POST", `/reviews/${created.data.id}/approve`)).status).toBe(200);
    return { path: `/product/${product.slug}`, id: created.data.id, productId: product.id };
  }

  it("a withdrawn article leaves the cached journal at once, here, on the bus and for split mode's poll", async () => {
    const author = await as();
    const created = await call<OwnArticle>(author, "/my-article/create", { title: "Withdrawn by its author", body: "Short-lived." });
    await call(author, "/my-article/submit", { id: created.data.id });
    expect((await adminCall(backend.app, "POST", `/customer-articles/${created.data.id}/approve`)).status).toBe(200);
    const path = `/article/${created.data.slug}`;
    expect((await cached(path)).text).toContain("Short-lived.");
    const before = await lastChange();
    const heard: number[] = [];
    const stop = backend.events.subscribe((event) => {
      if (isShopChange(event)) heard.push(event.event.at);
    });

    expect((await call<OwnArticle>(author, "/my-article/withdraw", { id: created.data.id })).data.status).toBe("withdrawn");
    stop();
    expect(heard).toHaveLength(1);
    expect(await lastChange()).toBeGreaterThan(before);
    const after = await view(path);
    expect([after.status, after.cache]).toEqual([404, null]);
    expect(after.text).not.toContain("Short-lived.");
  });

  it("a published review the author edits (back to moderation) or deletes leaves the cached product page at once", async () => {
    const author = await as();
    const edited = await publishedReview(author, "First impressions");
    expect((await cached(edited.path)).text).toContain("First impressions");
    const update = await call<OwnReview>(author, "/review/update", reviewEdit(edited.id, "Second thoughts"));
    expect(update.data.status).toBe("pending");
    const afterEdit = await view(edited.path);
    expect(afterEdit.cache).toBe("MISS");
    expect(afterEdit.text).not.toContain("First impressions");
    expect(afterEdit.text).not.toContain("Second thoughts");
    expect(afterEdit.text).toContain('"reviewCount":0');

    const deleted = await publishedReview(author, "Gone tomorrow");
    expect((await cached(deleted.path)).text).toContain('"reviewCount":1');
    expect((await call(author, "/review/delete", { id: deleted.id })).status).toBe(200);
    const afterDelete = await view(deleted.path);
    expect(afterDelete.cache).toBe("MISS");
    expect(afterDelete.text).not.toContain("Gone tomorrow");
    expect(afterDelete.text).toContain('"reviewCount":0');
  });

  it("keeps the cache through writes that change nothing public: a pending review, its edit and deletion, drafts, votes", async () => {
    const { path, id, productId } = await publishedReview(await as(), "Shown all along");
    await cached(path);
    const clears = pages.stats().clears;
    const customer = await as();
    const pending = await call<OwnReview>(customer, "/review/create", reviewInput(productId, { title: "Waiting for moderation" }));
    expect(pending.data.status).toBe("pending");
    expect((await call(customer, "/review/update", reviewEdit(pending.data.id, "Still waiting"))).status).toBe(200);
    expect((await call(customer, "/review/delete", { id: pending.data.id })).status).toBe(200);
    expect((await call(withIp(guest()), "/review/helpful", { id })).status).toBe(200);
    const draft = await call<OwnArticle>(customer, "/my-article/create", { title: "Never shown", body: "Draft." });
    await call(customer, "/my-article/submit", { id: draft.data.id });
    expect((await call<OwnArticle>(customer, "/my-article/withdraw", { id: draft.data.id })).data.status).toBe("withdrawn");
    expect((await call(customer, "/my-article/delete", { id: draft.data.id })).status).toBe(200);
    const held = await call<OwnComment>(customer, "/comment/create", { articleId: (await makeArticle(backend.db)).id, body: "Held for a look." });
    expect(held.data.status).toBe("pending");
    expect((await call(customer, "/user/editName", { fullName: "", firstName: "Grace", lastName: "Hopper", nickName: "" })).status).toBe(200);

    expect(pages.stats().clears).toBe(clears);
    const after = await view(path);
    expect(after.cache).toBe("HIT");
    expect(after.text).toContain("Shown all along");
  });

  it("a new name shown with published reviews leaves the cached pages, a limited number of times an hour", async () => {
    const author = await as();
    const { path } = await publishedReview(author, "Named review");
    expect((await cached(path)).text).toContain('"author":"Ada L."');
    const rename = (nickName: string, headers = author) => call(headers, "/user/editName", { fullName: "", firstName: "Ada", lastName: "Lovelace", nickName });
    expect((await rename("Countess")).status).toBe(200);
    const after = await view(path);
    expect(after.cache).toBe("MISS");
    expect(after.text).toContain('"author":"Countess"');
    // The same name again changes nothing shown.
    await cached(path);
    expect((await rename("Countess")).status).toBe(200);
    expect((await view(path)).cache).toBe("HIT");
    // Each shown rename drops every page cache: ten an hour, then 429.
    for (let i = 2; i <= 10; i++) expect((await rename(`Countess ${i}`, { ...author, "x-client-ip": newIp() })).status).toBe(200);
    expect((await rename("One too many", { ...author, "x-client-ip": newIp() })).status).toBe(429);
  });

  it("with auto-publish, a new review or comment shows at once", async () => {
    await setModeration(backend.app, { reviews: { autoPublish: true }, comments: { autoPublish: true } });
    try {
      const { product } = await makeSellable(backend.db);
      const path = `/product/${product.slug}`;
      await cached(path);
      const review = await call<OwnReview>(await as(), "/review/create", reviewInput(product.id, { title: "Published at once" }));
      expect(review.data.status).toBe("published");
      const after = await view(path);
      expect(after.cache).toBe("MISS");
      expect(after.text).toContain("Published at once");

      const article = await makeArticle(backend.db);
      await cached(`/article/${article.slug}`);
      const comment = await call<OwnComment>(withIp(guest()), "/comment/create", { articleId: article.id, body: "Seen at once.", name: "Mia", email: "mia@example.com" });
      expect(comment.data.status).toBe("published");
      expect((await view(`/article/${article.slug}`)).cache).toBe("MISS");
    } finally {
      await setModeration(backend.app, { reviews: { autoPublish: false }, comments: { autoPublish: false } });
    }
  });
});
