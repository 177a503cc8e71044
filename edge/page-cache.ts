import { newNonce } from "../app/services/csp.server.ts";
import { nonceOf, pageCacheKey, privately, renewNonce, storable, type PageCache } from "../server/shareable-pages.ts";

/**
 * The anonymous page cache at the edge (decision 023's rules, `server/shareable-pages.ts`), in the
 * runtime's Cache API (`caches.default`: Cloudflare's cache in the data centre; in local workerd the
 * stand-in of `edge/local-cache.ts`) instead of Node's memory.
 *
 * Invalidation without a bus: a worker holds no LISTEN connection, so the key carries the backend's
 * last-change stamp (`GET /api/web/shop/changes`), asked at most once per `pollMs` per isolate. When it
 * moves, every older entry becomes unreachable and ages out (`ttlSeconds`). An admin write passed
 * through this isolate (`clear()`) makes the next request ask at once. Without a stamp (the backend
 * did not answer) nothing is served from or stored in the cache.
 */
export type EdgePageCacheOptions = {
  cache: () => Cache;
  /** When the shop last changed (the backend's stamp), or null when unknown. */
  lastChange: () => Promise<number | null>;
  pollMs?: number;
  ttlSeconds: number;
  /** The stamp moved: the storefront's own short caches (shop settings, navigation) follow. */
  onChange?: () => void;
  now?: () => number;
};

/** Headers the stored copy carries for the cache itself, and what they stand in for. */
const STORED_NONCE = "x-page-nonce";
const STORED_CACHE_CONTROL = "x-page-cache-control";

export function createEdgePageCache(options: EdgePageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1000;
  let stamp: number | null = null;
  let polledAt = Number.NEGATIVE_INFINITY;

  /**
   * The stamp to key by. The request that finds it due asks the backend and waits; requests meanwhile
   * use the one before (a worker request cannot wait on another request's I/O).
   */
  async function currentStamp(): Promise<number | null> {
    if (now() - polledAt < pollMs) return stamp;
    polledAt = now();
    const at = await options.lastChange().catch(() => null);
    if (at !== null && at !== stamp) {
      if (stamp !== null) options.onChange?.();
      stamp = at;
    }
    return stamp;
  }

  function answer(stored: Response, body: string): Response {
    const headers = new Headers(stored.headers);
    const old = headers.get(STORED_NONCE);
    headers.set("cache-control", headers.get(STORED_CACHE_CONTROL) ?? "");
    headers.delete(STORED_CACHE_CONTROL);
    headers.delete(STORED_NONCE);
    headers.delete("cf-cache-status");
    headers.delete("content-length");
    headers.set("X-Cache", "HIT");
    if (!old) return new Response(body, { status: stored.status, headers });
    const nonce = newNonce();
    renewNonce(headers, nonce);
    return new Response(body.split(old).join(nonce), { status: stored.status, headers });
  }

  return {
    async handle(request, render, defer) {
      const key = pageCacheKey(request);
      if (key === null) return privately(await render(request));
      const at = await currentStamp();
      if (at === null) return render(request);
      const cacheKey = new Request(new URL(`/_page-cache/${at}/${encodeURIComponent(key)}`, request.url));
      const cache = options.cache();
      const hit = await cache.match(cacheKey);
      if (hit) return answer(hit, await hit.text());

      const response = await render(request);
      if (!storable(response)) return response.headers.has("set-cookie") ? privately(response) : response;
      const body = await response.text();
      const stored = new Headers(response.headers);
      stored.delete("content-length");
      stored.delete("date");
      const nonce = nonceOf(response.headers);
      if (nonce) stored.set(STORED_NONCE, nonce);
      stored.set(STORED_CACHE_CONTROL, response.headers.get("cache-control") ?? "");
      // The cache's own lifetime; the page's policy for browsers and CDNs goes back on with every answer.
      stored.set("cache-control", `public, max-age=${options.ttlSeconds}`);
      const store = cache.put(cacheKey, new Response(body, { status: response.status, headers: stored })).catch(() => {});
      if (defer) defer(store);
      else await store;
      const out = new Headers(response.headers);
      out.set("X-Cache", "MISS");
      return new Response(body, { status: response.status, headers: out });
    },
    clear() {
      polledAt = Number.NEGATIVE_INFINITY;
    },
  };
}
