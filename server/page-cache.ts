import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { AUTH_COOKIE } from "../contract/user.ts";
import { VISITOR_ID_COOKIE } from "../contract/visitor.ts";
import { LANGUAGES } from "../contract/locales.ts";

/**
 * The anonymous page cache (issue 11, decision 023). A GET from a browser that carries no session, no
 * visitor id and no toast is the same page for everyone with the same address, language, currency and
 * preview flag: the first such request renders it, the next ones are answered from memory until the
 * shop changes (an admin write, a product selling out or coming back: `clear()`), the entry's time is
 * up (`ttlMs`, for what changes by the clock: promotions starting, reviews published), or the memory
 * bound pushes it out (least recently used first, `maxBytes` counting the stored bodies).
 *
 * The route decides what may be stored: only answers whose `Cache-Control` is `public` (catalogue
 * and content pages, `app/routes/page-headers.ts`), with status 200 and no `Set-Cookie`. Personal
 * pages (cart, checkout, accounts, orders) say `private, no-store` and are never stored; a public
 * page asked for with a session or visitor cookie is rendered for that shopper and marked private.
 *
 * A document's Content-Security-Policy nonce is not stored: the body keeps a placeholder where the
 * nonce was, and every answer gets a fresh nonce in the header and the markup.
 *
 * Shareable answers say where they came from: `X-Cache: HIT` (memory) or `MISS` (rendered and stored).
 */

export type PageCacheOptions = {
  /** Bound of the stored bodies and headers, in bytes. */
  maxBytes: number;
  /** How long an entry may be served without a change notice dropping it. */
  ttlMs: number;
  /**
   * Split mode: asks the backend when the shop last changed (`GET /api/web/shop/changes`). Asked at
   * most once per `pollMs` before a hit is served; a newer time than the last one seen drops
   * everything. Absent when the backend runs in this process and change notices arrive on its bus.
   */
  lastChange?: () => Promise<number | null>;
  pollMs?: number;
  /** Called whenever the cache is dropped (the storefront's own short caches follow). */
  onClear?: () => void;
  now?: () => number;
};

export type PageCacheStats = { entries: number; bytes: number; hits: number; misses: number; stores: number; clears: number };

export type PageCache = {
  /** Answers `request` from the cache, or through `render` (storing the answer when it may be). */
  handle(request: Request, render: (request: Request) => Promise<Response>): Promise<Response>;
  /** Drops every entry (and any render under way from before the call). */
  clear(): void;
  /** A product's SKU is in or out of stock now: the pages showing it change when the flag flips. */
  stockChanged(skuId: number, inStock: boolean): void;
  stats(): PageCacheStats;
};

/** A public page rendered for one shopper (their header shows their cart): their browser only, revalidated. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-cache";

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=_-]+)'/;
/** Cookies that make a page one shopper's: the session, the visitor id (cart, favourites), a pending toast. */
const PERSONAL_COOKIES = [AUTH_COOKIE, VISITOR_ID_COOKIE, "toast"];
/** Query parameters that set cookies (a session link, preview on or off): such answers are the shopper's own. */
const PERSONAL_QUERY = /(^|[?&])(x-auth|preview)=/;
const LANGUAGE_SET = new Set<string>(LANGUAGES);
const MAX_URL = 1024;
const encoder = new TextEncoder();

type Entry = {
  status: number;
  headers: Array<[string, string]>;
  /** The body, split where the nonce goes. */
  parts: Array<Uint8Array<ArrayBuffer>>;
  size: number;
};

function cookiesOf(request: Request): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!out.has(name)) out.set(name, part.slice(eq + 1).trim());
  }
  return out;
}

/**
 * The cache key of a shareable request, or null when the answer may be personal: path and query,
 * language (the path's first segment), currency and preview (their cookies).
 */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  const address = url.pathname + url.search;
  if (address.length > MAX_URL || PERSONAL_QUERY.test(url.search)) return null;
  const cookies = cookiesOf(request);
  if (PERSONAL_COOKIES.some((name) => cookies.get(name))) return null;
  const first = url.pathname.split("/")[1]?.replace(/\.data$/, "") ?? "";
  const lang = LANGUAGE_SET.has(first) ? first : "en";
  const currency = cookies.get("currency") ?? "";
  const preview = cookies.get("preview") === "1" ? "preview" : "";
  return `${lang}|${currency}|${preview}|${address}`;
}

const isPublic = (response: Response) => /(^|,)\s*public\b/.test(response.headers.get("cache-control") ?? "");

function privately(response: Response): Response {
  if (!isPublic(response)) return response;
  try {
    response.headers.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
    return copy;
  }
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.size,
    ttl: options.ttlMs,
    perf: { now },
    // A given clock (tests) is read every time; the real one at most once a millisecond.
    ttlResolution: options.now ? 0 : 1,
  });
  const renders = new Map<string, Promise<Entry | null>>();
  const stock = new Map<number, boolean>();
  const stats = { hits: 0, misses: 0, stores: 0, clears: 0 };
  let generation = 0;
  let seenChange = 0;
  let polledAt = Number.NEGATIVE_INFINITY;
  let polling: Promise<void> | null = null;

  function clear() {
    generation++;
    stats.clears++;
    entries.clear();
    renders.clear();
    options.onClear?.();
  }

  /** Split mode: at most one question per `pollMs`, shared by the requests that arrive meanwhile. */
  function fresh(): Promise<void> | null {
    if (!options.lastChange) return null;
    if (polling) return polling;
    if (now() - polledAt < (options.pollMs ?? 1000)) return null;
    polledAt = now();
    polling = options
      .lastChange()
      .then(
        (at) => {
          if (at === null) return;
          if (at > seenChange) {
            const first = seenChange === 0;
            seenChange = at;
            // The first answer only sets the mark: nothing was stored before it.
            if (!first || entries.size > 0) clear();
          }
        },
        () => {},
      )
      .finally(() => {
        polling = null;
      });
    return polling;
  }

  function answer(entry: Entry): Response {
    const headers = new Headers(entry.headers);
    headers.set("X-Cache", "HIT");
    if (entry.parts.length === 1) return new Response(entry.parts[0], { status: entry.status, headers });
    const nonce = randomBytes(18).toString("base64");
    const policy = headers.get("content-security-policy");
    if (policy) headers.set("content-security-policy", policy.replace(NONCE_IN_POLICY, `'nonce-${nonce}'`));
    const policyReport = headers.get("content-security-policy-report-only");
    if (policyReport) headers.set("content-security-policy-report-only", policyReport.replace(NONCE_IN_POLICY, `'nonce-${nonce}'`));
    const glue = encoder.encode(nonce);
    const body = new Uint8Array(entry.parts.reduce((sum, part) => sum + part.byteLength, 0) + glue.byteLength * (entry.parts.length - 1));
    let at = 0;
    entry.parts.forEach((part, i) => {
      if (i > 0) {
        body.set(glue, at);
        at += glue.byteLength;
      }
      body.set(part, at);
      at += part.byteLength;
    });
    return new Response(body, { status: entry.status, headers });
  }

  /** Renders a miss; stores the answer when the route made it public and nothing of the shopper's is in it. */
  async function renderAndStore(request: Request, render: (request: Request) => Promise<Response>, key: string): Promise<{ response: Response; entry: Entry | null }> {
    const started = generation;
    const response = await render(request);
    if (response.status !== 200 || !isPublic(response) || response.headers.has("set-cookie") || !response.body) {
      return { response: response.headers.has("set-cookie") ? privately(response) : response, entry: null };
    }
    const text = await response.text();
    const policy = response.headers.get("content-security-policy") ?? response.headers.get("content-security-policy-report-only");
    const nonce = policy?.match(NONCE_IN_POLICY)?.[1];
    const template = nonce ? text.split(nonce) : [text];
    const headers: Array<[string, string]> = [];
    response.headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "date") headers.push([name, value]);
    });
    const parts = template.map((part) => encoder.encode(part));
    const size = parts.reduce((sum, part) => sum + part.byteLength, 0) + headers.reduce((sum, [n, v]) => sum + n.length + v.length, 0) + 256;
    const entry: Entry = { status: response.status, headers, parts, size };
    // A change that came while this page rendered may not be in it: then it is served, not stored.
    if (started === generation && size <= options.maxBytes) {
      entries.set(key, entry);
      stats.stores++;
    }
    const headersOut = new Headers(response.headers);
    headersOut.set("X-Cache", "MISS");
    return { response: new Response(text, { status: response.status, headers: headersOut }), entry };
  }

  return {
    async handle(request, render) {
      const key = pageCacheKey(request);
      if (key === null) return privately(await render(request));
      const polled = fresh();
      if (polled) await polled;
      const hit = entries.get(key);
      if (hit) {
        stats.hits++;
        return answer(hit);
      }
      // Requests for the same page while it renders wait for that render instead of starting their own.
      const pending = renders.get(key);
      if (pending) {
        const entry = await pending;
        if (entry) {
          stats.hits++;
          return answer(entry);
        }
        return privately(await render(request));
      }
      stats.misses++;
      const work = renderAndStore(request, render, key);
      const shared = work.then(
        ({ entry }) => entry,
        () => null,
      );
      renders.set(key, shared);
      try {
        return (await work).response;
      } finally {
        if (renders.get(key) === shared) renders.delete(key);
      }
    },
    clear,
    stockChanged(skuId, inStock) {
      const before = stock.get(skuId);
      stock.set(skuId, inStock);
      // Unknown before: a sale that leaves stock says nothing new; selling out does.
      if (before === undefined ? !inStock : before !== inStock) clear();
    },
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, ...stats }),
  };
}
