import { z } from "zod";
import { REVIEW_SORTS, type ReviewSort } from "./community.ts";
import { attachmentIdsSchema, type Attachment } from "./attachment.ts";
import type { Paged } from "./catalog.ts";
import type { Language } from "./locales.ts";
import {
  AdminModerationListSchema,
  CommunityMessages,
  communityText,
  honeypotShape,
  queryInt,
  recordIdSchema,
  type ModerationState,
} from "./moderation.ts";

/**
 * Product reviews (issue 9, block `reviews`). Only signed-in customers write them, one per product
 * (editable); each is held for the merchant unless the shop publishes reviews at once
 * (`reviews.autoPublish`). "Verified purchase" means the reviewer has a paid, not cancelled order with
 * the product, checked whenever the review is written. A product's `score` and `reviewCount` count
 * published reviews only. Messages are translation keys (`reviews.*`, `community.*`).
 *
 * Web:
 * - `GET /api/web/review/list?productId=|slug=&rating=&sort=&page=&pageSize=` `ReviewListQuerySchema`
 *   → `ReviewList`: published reviews, 404 `reviews.errors.product` for an unknown or hidden product;
 * - `POST /api/web/review/mine` `ReviewMineSchema` → `MyReview` (signed in: 401 code 50 otherwise);
 * - `POST /api/web/review/create` `ReviewCreateSchema` → `OwnReview` (201). A second review of the same
 *   product answers 409 `reviews.errors.duplicate` with `data: { id }` of the first: edit that one;
 *   the same rating, title and text again within 10 minutes (a reload, a double tap) answers the first (201);
 * - `POST /api/web/review/update` `ReviewUpdateSchema` → `OwnReview`: replaces rating, title, text and
 *   photos of one's own review, which goes back to moderation (or stays published with auto-publish);
 * - `POST /api/web/review/delete` `CommunityIdSchema` → `{ id }`: one's own review;
 * - `POST /api/web/review/helpful` `CommunityIdSchema` → `ReviewVote`: a guest (`x-visitor-id`) or a
 *   customer marks a published review helpful, once: repeating it changes nothing (`voted: true`).
 *
 * Admin: `GET /api/admin/reviews?status&productId&page&pageSize` → `Paged<AdminReview>`,
 * `GET /api/admin/reviews/:id`, `POST …/:id/approve` `{}`, `POST …/:id/reject` `RejectSchema`,
 * `DELETE …/:id` → `{ id }`. Approve: pending or rejected → published; reject: pending or published →
 * rejected.
 */

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 5000;
export { REVIEW_SORTS, type ReviewSort } from "./community.ts";
export const REVIEW_PAGE_SIZE = 10;
/** Recent published reviews in the product page's data (for `Review` JSON-LD). */
export const RECENT_REVIEWS = 3;

export const ReviewMessages = {
  /** A whole number from 1 to 5 stars. */
  rating: "reviews.errors.rating",
  /** 409, `data: { id }`: the customer already reviewed this product. */
  duplicate: "reviews.errors.duplicate",
  /** 404: no such product, or it is hidden. */
  product: "reviews.errors.product",
  /** 404: no such review (or not one's own, or not published for a vote). */
  notFound: "reviews.errors.notFound",
  /** 400: a reviewer cannot vote for their own review. */
  ownVote: "reviews.errors.ownVote",
  /** 400: `list` needs exactly one of productId and slug. */
  target: "reviews.errors.target",
  /** 400: not one of `REVIEW_SORTS`. */
  sort: "reviews.errors.sort",
} as const;

export const ratingSchema = z.coerce
  .number({ error: ReviewMessages.rating })
  .int(ReviewMessages.rating)
  .min(1, ReviewMessages.rating)
  .max(5, ReviewMessages.rating);

const reviewFields = {
  rating: ratingSchema,
  title: communityText(REVIEW_TITLE_MAX),
  body: communityText(REVIEW_BODY_MAX, { multiline: true }),
  /** Attachment ids from `POST /api/web/attach/upload`, the reviewer's own, at most 5. */
  photos: attachmentIdsSchema.optional().default([]),
  ...honeypotShape,
};

export const ReviewCreateSchema = z.strictObject({ productId: recordIdSchema, ...reviewFields });
export type ReviewCreateInput = z.input<typeof ReviewCreateSchema>;

export const ReviewUpdateSchema = z.strictObject({ id: recordIdSchema, ...reviewFields });
export type ReviewUpdateInput = z.input<typeof ReviewUpdateSchema>;

export const ReviewMineSchema = z.strictObject({ productId: recordIdSchema });
export type ReviewMineInput = z.input<typeof ReviewMineSchema>;

export const ReviewListQuerySchema = z
  .object({
    productId: recordIdSchema.optional(),
    slug: z.string().trim().min(1, ReviewMessages.target).max(200, ReviewMessages.target).optional(),
    rating: ratingSchema.optional(),
    sort: z.enum(REVIEW_SORTS, ReviewMessages.sort).default("newest"),
    page: queryInt(1000, CommunityMessages.page).default(1),
    pageSize: queryInt(50, CommunityMessages.page).default(REVIEW_PAGE_SIZE),
  })
  .refine((q) => (q.productId === undefined) !== (q.slug === undefined), {
    message: ReviewMessages.target,
    path: ["productId"],
  });
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

type ReviewBase = {
  id: number;
  productId: number;
  /** 1–5. */
  rating: number;
  title: string;
  /** Plain text with line breaks; render as text, links `rel="nofollow ugc"`. */
  body: string;
  /** The language the shopper was browsing in when writing it. */
  lang: Language;
  /** The reviewer's display name; "" when the account has none (show a translated "Customer"). */
  author: string;
  verifiedPurchase: boolean;
  /** How many shoppers found it helpful. */
  helpful: number;
  photos: Attachment[];
  createdAt: string;
};

export type PublicReview = ReviewBase & {
  publishedAt: string;
  /** Whether the caller (by `x-auth` or `x-visitor-id`) already marked it helpful. */
  voted: boolean;
  /** Whether the caller wrote it (no helpful button then). */
  mine: boolean;
};

/** The reviewer's own view: with its moderation state and the merchant's note when rejected. */
export type OwnReview = ReviewBase & {
  status: ModerationState;
  rejectReason: string;
  publishedAt: string | null;
  updatedAt: string;
};

export type ReviewStats = {
  /** Average rating of published reviews, 0 when there are none. */
  average: number;
  count: number;
  /** Published reviews per star rating. */
  histogram: Record<"1" | "2" | "3" | "4" | "5", number>;
};

export type ReviewList = Paged<PublicReview> & {
  productId: number;
  stats: ReviewStats;
  sort: ReviewSort;
  rating: number | null;
};

/** `review/mine`: the customer's review of the product, if any, and whether a new one would be verified. */
export type MyReview = { review: OwnReview | null; verifiedPurchase: boolean };

export type ReviewVote = { id: number; helpful: number; voted: true };

export const AdminReviewListSchema = AdminModerationListSchema.extend({ productId: recordIdSchema.optional() });
export type AdminReviewListQuery = z.infer<typeof AdminReviewListSchema>;

export type AdminReview = OwnReview & {
  product: { id: number; slug: string; name: string };
  customerId: number;
  /** The reviewer's account email (or mobile number), for the merchant only. */
  contact: string;
};
