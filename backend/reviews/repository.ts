import type { ReviewSort } from "#contract/reviews.ts";
import type { Db } from "../db/connection.ts";
import type { NewRow, Row } from "../db/database.ts";
import { prepared } from "../db/prepared.ts";

export type ReviewRow = Row<"review">;

export async function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  return db.selectFrom("review").selectAll().where("id", "=", id).executeTakeFirst();
}

const reviewOf = prepared((db, p: { customer: number; product: number }) =>
  db.selectFrom("review").selectAll().where("customer_id", "=", p.customer).where("product_id", "=", p.product),
);

export async function findReviewOf(db: Db, customerId: number, productId: number): Promise<ReviewRow | undefined> {
  return reviewOf.first(db, { customer: customerId, product: productId });
}

export async function insertReview(db: Db, values: NewRow<"review">): Promise<number> {
  const row = await db.insertInto("review").values(values).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Takes the product's row lock before its reviews change, so two transactions that publish reviews of
 * one product recompute its score one after the other (PostgreSQL; SQLite runs writers one at a time).
 */
export async function lockProduct(db: Db, productId: number): Promise<void> {
  await db
    .updateTable("product")
    .set((eb) => ({ review_count: eb.ref("review_count") }))
    .where("id", "=", productId)
    .execute();
}

/** The product's `score` (average, two decimals) and `review_count` from its published reviews only. */
export async function recomputeProductScore(db: Db, productId: number): Promise<{ score: number; count: number }> {
  const row = await db
    .selectFrom("review")
    .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.sum<number | string | null>("rating").as("total")])
    .where("product_id", "=", productId)
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  const score = count ? Math.round((Number(row.total) / count) * 100) / 100 : 0;
  await db.updateTable("product").set({ score, review_count: count }).where("id", "=", productId).execute();
  return { score, count };
}

const boughtLine = prepared((db, p: { customer: number; product: number }) =>
  db
    .selectFrom("order_line")
    .innerJoin("shop_order", "shop_order.id", "order_line.order_id")
    .select("order_line.id")
    .where("shop_order.customer_id", "=", p.customer)
    .where("order_line.product_id", "=", p.product)
    .where("shop_order.pay_status", "=", "paid")
    .where("shop_order.status", "!=", "cancelled")
    .limit(1),
);

/** Whether the customer has a paid order, not cancelled, with the product in it. */
export async function hasBought(db: Db, customerId: number, productId: number): Promise<boolean> {
  return Boolean(await boughtLine.first(db, { customer: customerId, product: productId }));
}

export async function listPublishedReviews(
  db: Db,
  productId: number,
  options: { rating?: number; sort: ReviewSort; limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  let query = db.selectFrom("review").where("product_id", "=", productId).where("status", "=", "published");
  if (options.rating !== undefined) query = query.where("rating", "=", options.rating);
  const count = await query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  let ordered = query.selectAll();
  if (options.sort === "highest") ordered = ordered.orderBy("rating", "desc");
  if (options.sort === "lowest") ordered = ordered.orderBy("rating", "asc");
  if (options.sort === "helpful") ordered = ordered.orderBy("helpful_count", "desc");
  const rows = await ordered
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return { rows, total: Number(count.n) };
}

/** Published reviews of a product per star rating. */
const histogram = prepared((db, p: { product: number }) =>
  db
    .selectFrom("review")
    .select((eb) => ["rating", eb.fn.countAll<number | string>().as("n")])
    .where("product_id", "=", p.product)
    .where("status", "=", "published")
    .groupBy("rating"),
);

export async function ratingHistogram(db: Db, productId: number): Promise<Map<number, number>> {
  const rows = await histogram.rows(db, { product: productId });
  return new Map(rows.map((row) => [Number(row.rating), Number(row.n)]));
}

const recentReviews = prepared((db, p: { product: number; limit: number }) =>
  db
    .selectFrom("review")
    .selectAll()
    .where("product_id", "=", p.product)
    .where("status", "=", "published")
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(p.limit),
);

export async function recentPublishedReviews(db: Db, productId: number, limit: number): Promise<ReviewRow[]> {
  return recentReviews.rows(db, { product: productId, limit });
}

const votesBy = prepared((db, p: { reviews: number[]; voters: string[] }) =>
  db.selectFrom("review_vote").select("review_id").where("review_id", "in", p.reviews).where("voter_key", "in", p.voters),
);

/** Which of these reviews any of the voter's keys already marked helpful. */
export async function votedReviewIds(db: Db, reviewIds: number[], voterKeys: string[]): Promise<Set<number>> {
  if (!reviewIds.length || !voterKeys.length) return new Set();
  const rows = await votesBy.rows(db, { reviews: reviewIds, voters: voterKeys });
  return new Set(rows.map((row) => Number(row.review_id)));
}

/** Records one vote; answers whether it was new (a repeated vote from the same key changes nothing). */
export async function insertVote(db: Db, reviewId: number, voterKey: string, now: string): Promise<boolean> {
  const inserted = await db
    .insertInto("review_vote")
    .values({ review_id: reviewId, voter_key: voterKey, created_at: now })
    .onConflict((oc) => oc.columns(["review_id", "voter_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return Boolean(inserted);
}

export async function listReviewsForAdmin(
  db: Db,
  filter: { status?: string; productId?: number; limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  let query = db.selectFrom("review");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.productId !== undefined) query = query.where("product_id", "=", filter.productId);
  const count = await query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return { rows, total: Number(count.n) };
}

export async function productsByIds(db: Db, ids: number[]): Promise<Map<number, Row<"product">>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom("product").selectAll().where("id", "in", wanted).execute();
  return new Map(rows.map((row) => [row.id, row]));
}
