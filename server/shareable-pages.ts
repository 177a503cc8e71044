import { AUTH_COOKIE } from "../contract/user.ts";
import { VISITOR_ID_COOKIE } from "../contract/visitor.ts";
import { LANGUAGES } from "../contract/locales.ts";

/**
 * What the page caches may share, and how a shared page is answered (decision 023): the rules both
 * the in-process cache (`server/page-cache.ts`, Node) and the Cache API's (`edge/page-cache.ts`) keep.
 * A GET from a browser that carries no session, no visitor id and no toast is the same page for everyone
 * with the same address, language, currency and preview flag. Only answers whose `Cache-Control` is
 * `public` (catalogue and content pages, `app/routes/page-headers.ts`), with status 200 and no
 * `Set-Cookie`, are stored. A stored document keeps no CSP nonce: every answer gets a fresh one.
 */

/** The cache contract every page cache keeps towards the HTTP front (server/app.ts). */
export type PageCache = {
  /**
   * Answers `request` from the cache, or through `render` (storing the answer when it may be).
   * `defer` lets a store finish after the answer went out (a worker's `waitUntil`).
   */
  handle(request: Request, render: (request: Request) => Promise<Response>, defer?: (work: Promise<unknown>) => void): Promise<Response>;
  /** The shop changed in a way this process learned first-hand (an admin write passed through it). */
  clear(): void;
};

/** A public page rendered for one shopper (their header shows their cart): their browser only, revalidated. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-cache";

/** Cookies that make a page one shopper's: the session, the visitor id (cart, favourites), a pending toast. */
const PERSONAL_COOKIES = [AUTH_COOKIE, VISITOR_ID_COOKIE, "toast"];
/** Query parameters that set cookies (a session link, preview on or off): such answers are the shopper's own. */
const PERSONAL_QUERY = /(^|[?&])(x-auth|preview)=/;
const LANGUAGE_SET = new Set<string>(LANGUAGES);
const MAX_URL = 1024;
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=_-]+)'/;
const POLICY_HEADERS = ["content-security-policy", "content-security-policy-report-only"];

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

/** Whether a rendered answer may be stored: the route made it public, it is whole, nobody's cookie is in it. */
export function storable(response: Response): boolean {
  return response.status === 200 && isPublic(response) && !response.headers.has("set-cookie") && response.body !== null;
}

/** The same answer, `private, no-cache` when the route made it public (and no word to CDNs, whose header would win). */
export function privately(response: Response): Response {
  if (!isPublic(response)) return response;
  const own = (headers: Headers) => {
    headers.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
    headers.delete("CDN-Cache-Control");
  };
  try {
    own(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    own(copy.headers);
    return copy;
  }
}

/** The nonce of an answer's Content-Security-Policy, which its markup repeats; null without one. */
export function nonceOf(headers: Headers): string | null {
  for (const name of POLICY_HEADERS) {
    const nonce = headers.get(name)?.match(NONCE_IN_POLICY)?.[1];
    if (nonce) return nonce;
  }
  return null;
}

/** Puts a fresh nonce into a stored answer's policy headers (the markup's copies are the caller's). */
export function renewNonce(headers: Headers, nonce: string): void {
  for (const name of POLICY_HEADERS) {
    const policy = headers.get(name);
    if (policy) headers.set(name, policy.replace(NONCE_IN_POLICY, `'nonce-${nonce}'`));
  }
}
