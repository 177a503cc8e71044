/**
 * Caching of pages. Personal pages (cart, checkout, sign-in, the user area, one order) are never
 * stored by a browser or a shared cache. Catalogue and content pages are the same for every visitor
 * but must show today's prices: a browser revalidates them every time.
 */
export const personalHeaders = () => ({ "Cache-Control": "private, no-store" });
export const catalogHeaders = () => ({ "Cache-Control": "no-cache" });

/** A module that lays out any type passes on the caching its loader chose (`resolvedPageData`). */
export const resolvedHeaders = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? personalHeaders()["Cache-Control"],
});
