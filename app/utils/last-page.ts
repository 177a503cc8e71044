import { redirect } from "react-router";
import type { Paged } from "#contract/catalog.ts";

/**
 * Where a listing asked for past its last page belongs: the same address (filters, sort and search
 * kept) at the last page, which for a one-page or empty listing has no `page` at all. Null when the
 * page asked for is in range. So an out-of-range page is never shown, nor named by a canonical URL.
 * `param` is the query key of the page number (the product page's reviews: `reviews_page`).
 */
export function lastPageAddress(url: URL, list: Pick<Paged<unknown>, "total" | "page" | "pageSize">, param = "page"): string | null {
  const last = Math.max(1, Math.ceil(list.total / Math.max(1, list.pageSize)));
  if (!(list.page > last)) return null;
  const params = new URLSearchParams(url.search);
  if (last === 1) params.delete(param);
  else params.set(param, String(last));
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** A block loader's check: past the last page of `list` (as the backend answered it), a 302 there. */
export function redirectPastLastPage(url: URL, list: Pick<Paged<unknown>, "total" | "page" | "pageSize"> | null, param = "page"): void {
  const to = list ? lastPageAddress(url, list, param) : null;
  if (to) throw redirect(to, 302);
}

/**
 * Whether the query (`location.search`) narrows the listing by a filter (tag, min, max; sort and page
 * only reorder or split it), so an empty result is the filters' doing.
 */
export const hasListingFilters = (search: string): boolean => /[?&](?:tag|min|max)=[^&]/.test(search);
