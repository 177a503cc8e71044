/**
 * The parts of the community contract (reviews, comments, customers' articles) that browser code
 * needs — without zod, so the blocks that show reviews and comments stay small. The schemas live in
 * moderation.ts, reviews.ts, comments.ts and customer-articles.ts, which re-export these.
 */

/** Links in customers' and guests' text get this `rel` wherever the storefront turns them into links. */
export const UGC_LINK_REL = "nofollow ugc";

export const REVIEW_SORTS = ["newest", "highest", "lowest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The moderation states of a customer's article, as its author sees them. */
export const ARTICLE_STATES = ["draft", "pending", "published", "rejected", "withdrawn"] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

/** The links in a text, as `countLinks` (comments.ts) counts them: http(s) URLs and `www.` hosts. */
export const TEXT_LINK_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
