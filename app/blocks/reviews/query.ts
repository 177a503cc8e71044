import { REVIEW_SORTS, type ReviewSort } from "#contract/community.ts";

/**
 * The review list's place in the product page's address: its own query keys, so they never collide
 * with the product's (`?reviews_sort=helpful&reviews_rating=5&reviews_page=2`). Plain GET links, so
 * filters, sorting and pages work without JavaScript.
 */
export const REVIEW_QUERY = { sort: "reviews_sort", rating: "reviews_rating", page: "reviews_page" } as const;

export type ReviewQuery = { sort: ReviewSort; rating: number | null; page: number };

/** What the address asks for; anything unknown falls back to the default rather than failing the page. */
export function readReviewQuery(search: URLSearchParams): ReviewQuery {
  const sort = search.get(REVIEW_QUERY.sort);
  const rating = Number(search.get(REVIEW_QUERY.rating));
  const page = Number(search.get(REVIEW_QUERY.page));
  return {
    sort: (REVIEW_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ReviewSort) : "newest",
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The address of the list with some of its settings changed; a new filter or sort starts on page 1. */
export function reviewListHref(pathname: string, search: string, change: Partial<ReviewQuery>): string {
  const params = new URLSearchParams(search);
  const set = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  if (change.sort !== undefined) set(REVIEW_QUERY.sort, change.sort === "newest" ? null : change.sort);
  if (change.rating !== undefined) set(REVIEW_QUERY.rating, change.rating === null ? null : String(change.rating));
  set(REVIEW_QUERY.page, change.page && change.page > 1 ? String(change.page) : null);
  // A deleted review's notice (`REVIEW_NOTICE` in notice.ts) stays with the page it was deleted on.
  params.delete("review");
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}#reviews`;
}
