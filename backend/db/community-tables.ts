import type { Generated } from "kysely";

/**
 * Tables of reviews, helpful votes and article comments (migration 20261123020000_reviews). Customers'
 * articles live in `article` (its extra columns are in database.ts). `status` is `pending`,
 * `published` or `rejected` (contract/moderation.ts).
 */
export interface CommunityTables {
  review: ReviewTable;
  review_vote: { id: Generated<number>; review_id: number; voter_key: string; created_at: string };
  article_comment: ArticleCommentTable;
}

type Moderated = {
  status: string;
  /** The merchant's note when rejected, else "". */
  reject_reason: Generated<string>;
  lang: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
};

/** One per customer and product (unique). */
export interface ReviewTable extends Moderated {
  id: Generated<number>;
  product_id: number;
  customer_id: number;
  /** 1–5. */
  rating: number;
  title: string;
  body: string;
  /** 1 when the reviewer had a paid, not cancelled order with the product when writing it. */
  verified: number;
  /** The number of `review_vote` rows, kept with them. */
  helpful_count: Generated<number>;
}

export interface ArticleCommentTable extends Moderated {
  id: Generated<number>;
  article_id: number;
  /** The top-level comment replied to; null for a top-level comment. */
  parent_id: number | null;
  /** The signed-in author; null for a guest, who gave `author_name` and `author_email`. */
  customer_id: number | null;
  author_name: string;
  author_email: string;
  body: string;
}
