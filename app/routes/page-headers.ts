/**
 * Caching of pages (decision 023). Personal pages (cart, checkout, sign-in, the user area, one order)
 * are never stored by a browser or a shared cache. Catalogue and content pages are the same for every
 * visitor without a session or visitor id: shared caches (a CDN, the server's own page cache,
 * `server/page-cache.ts`) may keep them a minute (`s-maxage`); browsers read them again every time
 * (`max-age=0`), so a shopper sees today's prices, and an open page that reads its data again after a
 * push gets the change. Serving a minute stale while refetching is said to CDNs only, in
 * `CDN-Cache-Control` (RFC 9213): browsers honour `stale-while-revalidate` too, and answered such a
 * read from their copy of the previous one. The answer depends on the cookies (currency, preview, a
 * session), hence `Vary: Cookie`; the server turns the policy into `private, no-cache` (and drops the
 * CDN's) for a request that carries a session or visitor id, and for any answer that sets a cookie.
 */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=60";
export const CDN_PAGE = "max-age=60, stale-while-revalidate=60";
export const personalHeaders = () => ({ "Cache-Control": "private, no-store" });
export const catalogHeaders = () => ({ "Cache-Control": PUBLIC_PAGE, "CDN-Cache-Control": CDN_PAGE, Vary: "Cookie" });

/** A module that lays out any type passes on the caching its loader chose (`resolvedPageData`). */
export const resolvedHeaders = ({ loaderHeaders }: { loaderHeaders: Headers }) => {
  const cacheControl = loaderHeaders.get("Cache-Control") ?? personalHeaders()["Cache-Control"];
  const cdn = loaderHeaders.get("CDN-Cache-Control");
  const vary = loaderHeaders.get("Vary");
  return { "Cache-Control": cacheControl, ...(cdn ? { "CDN-Cache-Control": cdn } : {}), ...(vary ? { Vary: vary } : {}) };
};
