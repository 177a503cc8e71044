/**
 * Caching of pages (decision 023). Personal pages (cart, checkout, sign-in, the user area, one order)
 * are never stored by a browser or a shared cache. Catalogue and content pages are the same for every
 * visitor without a session or visitor id: shared caches (a CDN, the server's own page cache,
 * `server/page-cache.ts`) may keep them a minute and serve them a minute stale while refetching;
 * browsers revalidate every time (`max-age=0`), so a shopper sees today's prices. The answer depends
 * on the cookies (currency, preview, a session), hence `Vary: Cookie`; the server turns the policy
 * into `private, no-cache` for a request that carries a session or visitor id, and for any answer
 * that sets a cookie.
 */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
export const personalHeaders = () => ({ "Cache-Control": "private, no-store" });
export const catalogHeaders = () => ({ "Cache-Control": PUBLIC_PAGE, Vary: "Cookie" });

/** A module that lays out any type passes on the caching its loader chose (`resolvedPageData`). */
export const resolvedHeaders = ({ loaderHeaders }: { loaderHeaders: Headers }) => {
  const cacheControl = loaderHeaders.get("Cache-Control") ?? personalHeaders()["Cache-Control"];
  const vary = loaderHeaders.get("Vary");
  return vary ? { "Cache-Control": cacheControl, Vary: vary } : { "Cache-Control": cacheControl };
};
