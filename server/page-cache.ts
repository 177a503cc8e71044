import { gunzipSync } from "node:zlib";
import { parseAccept } from "hono/utils/accept";
import { LRUCache } from "lru-cache";
import { newNonce } from "../app/services/csp.server.ts";
import { withWholeDocument, wholeDocument } from "../app/services/whole-document.server.ts";
import { assembleGzip, compressParts, type GzipParts } from "./gzip-parts.ts";
import { nonceOf, pageCacheKey, privately, renewNonce, storable, type PageCache as SharedPageCache } from "./shareable-pages.ts";

/**
 * The anonymous page cache in this process (issue 11, decision 023; what is shareable:
 * `shareable-pages.ts`, which the edge's Cache API twin keeps too). The first request for a shareable
 * page renders it, the next ones are answered from memory until the
 * shop changes (an admin write, a product selling out or coming back: `clear()`), the entry's time is
 * up (`ttlMs`, for what changes by the clock: promotions starting, reviews published), or the memory
 * bound pushes it out (least recently used first, `maxBytes` counting the stored bodies).
 *
 * Personal pages (cart, checkout, accounts, orders) say `private, no-store` and are never stored; a
 * public page asked for with a session or visitor cookie is rendered for that shopper and marked
 * private. A stored document's body is split where its CSP nonce was and kept gzipped (a quarter of
 * the memory, and no compression per answer: `gzip-parts.ts`); every answer gets a fresh nonce in the
 * header and the markup.
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

export type PageCache = SharedPageCache & {
  /** Drops every entry (and any render under way from before the call). */
  clear(): void;
  /** A product's SKU is in or out of stock now: the pages showing it change when the flag flips. */
  stockChanged(skuId: number, inStock: boolean): void;
  stats(): PageCacheStats;
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const NONCE_LENGTH = newNonce().length;

type Entry = {
  status: number;
  headers: Array<[string, string]>;
  /** The body, split where the nonce goes, each part gzipped. */
  body: GzipParts;
  size: number;
};

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

  function answer(entry: Entry, request: Request): Response {
    const headers = new Headers(entry.headers);
    headers.set("X-Cache", "HIT");
    headers.set("Vary", headers.has("Vary") ? `${headers.get("Vary")}, Accept-Encoding` : "Accept-Encoding");
    const nonce = entry.body.chunks.length > 1 ? newNonce() : "";
    if (nonce) renewNonce(headers, nonce);
    const gzipped = assembleGzip(entry.body, encoder.encode(nonce));
    // Every browser takes gzip; a client that does not gets the text.
    if (!acceptsGzip(request.headers.get("accept-encoding"))) return new Response(new Uint8Array(gunzipSync(gzipped)), { status: entry.status, headers });
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(gzipped.byteLength));
    return new Response(gzipped, { status: entry.status, headers });
  }

  /** Renders a miss; stores the answer when the route made it public and nothing of the shopper's is in it. */
  async function renderAndStore(request: Request, render: (request: Request) => Promise<Response>, key: string): Promise<{ response: Response; entry: Entry | null }> {
    const started = generation;
    const response = await render(request);
    if (!storable(response)) return { response: response.headers.has("set-cookie") ? privately(response) : response, entry: null };
    const bytes = wholeDocument(response);
    const text = bytes ? decoder.decode(bytes) : await response.text();
    const nonce = nonceOf(response.headers);
    const template = nonce ? text.split(nonce) : [text];
    const headers: Array<[string, string]> = [];
    response.headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "date") headers.push([name, value]);
    });
    // Every fresh nonce has this one's length (`newNonce`), so the parts may refer back across it.
    const body = await compressParts(template.map((part) => encoder.encode(part)), nonce?.length === NONCE_LENGTH ? NONCE_LENGTH : undefined);
    const size = body.size + headers.reduce((sum, [n, v]) => sum + n.length + v.length, 0) + 256;
    const entry: Entry = { status: response.status, headers, body, size };
    // A change that came while this page rendered may not be in it: then it is served, not stored.
    if (started === generation && size <= options.maxBytes) {
      entries.set(key, entry);
      stats.stores++;
    }
    const headersOut = new Headers(response.headers);
    headersOut.set("X-Cache", "MISS");
    const whole = bytes ?? encoder.encode(text);
    return { response: withWholeDocument(new Response(whole, { status: response.status, headers: headersOut }), whole), entry };
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
        return answer(hit, request);
      }
      // Requests for the same page while it renders wait for that render instead of starting their own.
      const pending = renders.get(key);
      if (pending) {
        const entry = await pending;
        if (entry) {
          stats.hits++;
          return answer(entry, request);
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

/** Whether `Accept-Encoding` takes gzip (by name or `*`, with a weight above zero). */
export function acceptsGzip(header: string | null): boolean {
  const accepts = parseAccept(header ?? "");
  const gzip = accepts.find((a) => a.type.toLowerCase() === "gzip" || a.type.toLowerCase() === "x-gzip") ?? accepts.find((a) => a.type === "*");
  return gzip !== undefined && gzip.q > 0;
}
