import type { Product } from "#contract/catalog.ts";
import type { MyReview, ReviewList } from "#contract/reviews.ts";
import { stringProp, type BlockLoadContext } from "#app/components/blocks.ts";
import { redirectPastLastPage } from "#app/utils/last-page.ts";
import { readReviewQuery, REVIEW_QUERY } from "./query.ts";

export type ReviewsData = {
  /** The product the reviews are about; forms post to its page. */
  product: { id: number; slug: string; name: string };
  list: ReviewList;
  /** A signed-in customer's own review and whether a new one would be a verified purchase; null for guests. */
  mine: MyReview | null;
  signedIn: boolean;
};

/**
 * `review-form`: the signed-in customer's review of the product and whether a new one would be
 * verified; inside `reviews`, also where its forms post (the product page's current address).
 */
export type ReviewFormData = { product: ReviewsData["product"]; mine: MyReview; action?: string };

/**
 * `reviews`: the published reviews of the block's product (a `slug` prop, else the page's product),
 * filtered, sorted and paged by the address (`reviews_*`), and the shopper's own review.
 */
export async function loadReviews(props: Record<string, unknown>, { shop, page, url }: BlockLoadContext): Promise<ReviewsData | null> {
  const slug = stringProp(props, "slug");
  const own = !slug && page?.meta.type === "product" ? (page.data as Product | null) : null;
  if (!slug && !own) return null;
  const query = readReviewQuery(url.searchParams);
  const target = own ? { productId: own.id } : { slug };
  const signedIn = Boolean(shop.info.token);
  const listed = shop.get<ReviewList>("/api/web/review/list", { ...target, sort: query.sort, rating: query.rating ?? undefined, page: query.page });
  // The page's product is known at once, so the customer's own review is asked for alongside the list.
  const mineFor = async (productId: number) => {
    if (!signedIn) return null;
    const result = await shop.post<MyReview>("/api/web/review/mine", { productId });
    return result.ok ? result.data : null;
  };
  const [list, ownMine] = await Promise.all([listed, own ? mineFor(own.id) : null]);
  if (!list.ok) return null;
  redirectPastLastPage(url, list.data, REVIEW_QUERY.page);
  const mine = own ? ownMine : await mineFor(list.data.productId);
  const product = own ? { id: own.id, slug: own.slug, name: own.name } : { id: list.data.productId, slug, name: "" };
  return { product, list: list.data, mine, signedIn };
}

/** `review-form` on its own: the block's product (a `slug` prop, else the page's); nothing for a guest. */
export async function loadReviewForm(props: Record<string, unknown>, { shop, page }: BlockLoadContext): Promise<ReviewFormData | null> {
  if (!shop.info.token) return null;
  const slug = stringProp(props, "slug");
  const own = !slug && page?.meta.type === "product" ? (page.data as Product | null) : null;
  const product = own
    ? own
    : slug
      ? await shop.get<Product>("/api/web/product/detail", { slug }).then((r) => (r.ok ? r.data : null))
      : null;
  if (!product) return null;
  const mine = await shop.post<MyReview>("/api/web/review/mine", { productId: product.id });
  return mine.ok ? { product: { id: product.id, slug: product.slug, name: product.name }, mine: mine.data } : null;
}
