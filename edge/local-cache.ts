/**
 * The Cache API's store for local workerd (`npm run start:edge`, the tests): workerd sends
 * `caches.default` operations to the service named by the worker's `cacheApiOutbound`
 * (edge/workerd.capnp), and this entrypoint of the same worker answers them from the isolate's memory.
 * On Cloudflare the platform's cache does this and the entrypoint is never called.
 *
 * The protocol workerd speaks: `PUT {key}` with the whole response serialised as HTTP/1.1 in the body
 * (answered 204); `GET {key}` answered with the stored response and `CF-Cache-Status: HIT`, or
 * `CF-Cache-Status: MISS`; `PURGE {key}`, 200 when something was deleted, else 404. Entries live as
 * long as their `Cache-Control` says (`s-maxage`, else `max-age`); `private`/`no-store` answers and
 * answers without a lifetime are not kept, as on Cloudflare.
 */

import { concatBytes, indexOfBytes } from "../app/utils/bytes.ts";

type Stored = { status: number; headers: Array<[string, string]>; body: Uint8Array<ArrayBuffer>; expires: number };

const MAX_BYTES = 32 * 1024 * 1024;
const entries = new Map<string, Stored>();
let storedBytes = 0;

const keyOf = (request: Request) => `${request.headers.get("cf-cache-namespaces") ?? ""} ${request.url}`;

function drop(key: string): boolean {
  const entry = entries.get(key);
  if (!entry) return false;
  storedBytes -= entry.body.byteLength;
  entries.delete(key);
  return true;
}

const CRLF = new Uint8Array([13, 10]);
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** A chunked body's bytes (RFC 9112 §7.1), trailers ignored. */
function unchunk(data: Uint8Array): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  let at = 0;
  for (;;) {
    const end = indexOfBytes(data, CRLF, at);
    if (end < 0) break;
    const size = Number.parseInt(latin1(data.subarray(at, end)).split(";")[0]!, 16);
    if (!size) break;
    parts.push(data.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return concatBytes(parts);
}

/** The response workerd serialised into a PUT's body. */
function parseResponse(data: Uint8Array): Omit<Stored, "expires"> | null {
  const headEnd = indexOfBytes(data, new Uint8Array([13, 10, 13, 10]));
  if (headEnd < 0) return null;
  const [statusLine = "", ...lines] = latin1(data.subarray(0, headEnd)).split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return null;
  const headers = lines.flatMap((line): Array<[string, string]> => {
    const colon = line.indexOf(":");
    return colon > 0 ? [[line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]] : [];
  });
  const rest = data.subarray(headEnd + 4);
  const chunked = headers.some(([name, value]) => name === "transfer-encoding" && /chunked/i.test(value));
  const length = Number(headers.find(([name]) => name === "content-length")?.[1] ?? Number.NaN);
  const body = chunked ? unchunk(rest) : new Uint8Array(Number.isFinite(length) ? rest.subarray(0, length) : rest);
  return { status, headers: headers.filter(([name]) => name !== "transfer-encoding" && name !== "content-length"), body };
}

/** Seconds a shared cache may keep the answer, or 0. */
function lifetime(headers: Array<[string, string]>): number {
  const policy = headers.find(([name]) => name === "cache-control")?.[1] ?? "";
  if (/\b(private|no-store)\b/.test(policy)) return 0;
  const seconds = /\bs-maxage=(\d+)/.exec(policy)?.[1] ?? /\bmax-age=(\d+)/.exec(policy)?.[1];
  return Number(seconds ?? 0);
}

export const localCache = {
  async fetch(request: Request): Promise<Response> {
    const key = keyOf(request);
    if (request.method === "PUT") {
      const parsed = parseResponse(new Uint8Array(await request.arrayBuffer()));
      const seconds = parsed ? lifetime(parsed.headers) : 0;
      if (!parsed || seconds <= 0 || parsed.headers.some(([name]) => name === "set-cookie")) return new Response(null, { status: 204 });
      if (parsed.body.byteLength > MAX_BYTES) return new Response(null, { status: 413 });
      drop(key);
      // Oldest first out, within the bound.
      for (const oldest of entries.keys()) {
        if (storedBytes + parsed.body.byteLength <= MAX_BYTES) break;
        drop(oldest);
      }
      entries.set(key, { ...parsed, expires: Date.now() + seconds * 1000 });
      storedBytes += parsed.body.byteLength;
      return new Response(null, { status: 204 });
    }
    if (request.method === "PURGE") return new Response(null, { status: drop(key) ? 200 : 404 });
    const entry = entries.get(key);
    if (!entry || entry.expires <= Date.now()) {
      drop(key);
      return new Response(null, { status: 504, headers: { "cf-cache-status": "MISS" } });
    }
    const headers = new Headers(entry.headers);
    headers.set("cf-cache-status", "HIT");
    return new Response(entry.body, { status: entry.status, headers });
  },
};
