import type { Attachment } from "#contract/attachment.ts";
import type { ReviewSnippet } from "#contract/catalog.ts";
import { Code } from "#contract/codes.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/locales.ts";
import { ModerationMessages, type ModerationState } from "#contract/moderation.ts";
import {
  RECENT_REVIEWS,
  ReviewMessages,
  type AdminReview,
  type OwnReview,
  type PublicReview,
  type ReviewCreateSchema,
  type ReviewList,
  type ReviewListQuery,
  type ReviewUpdateSchema,
  type ReviewVote,
} from "#contract/reviews.ts";
import type { z } from "zod";
import { attachmentsOf, releaseAttachments } from "../attachments/repository.ts";
import type { AppDeps } from "../app.ts";
import { notifyAuthor, type ArticleDecision } from "../customer-articles/email.ts";
import { contactOf, findCustomerById } from "../customers/accounts.ts";
import { shopperKeys, type Shopper } from "../customers/shopper.ts";
import type { Db } from "../db/connection.ts";
import { prepared } from "../db/prepared.ts";
import type { Row } from "../db/database.ts";
import { customersByIds, displayNameOf, type Author } from "../moderation/authors.ts";
import { setAttachments } from "../moderation/photos.ts";
import { getModerationSettings } from "../moderation/settings.ts";
import { isUniqueViolation, writeTransaction } from "../orders/transaction.ts";
import { getRouterConfig } from "../settings/repository.ts";
import { ApiError, badRequest, notFound, nowIso } from "../shared/http.ts";
import { parseI18n, pickText } from "../shared/i18n-text.ts";
import { enforceLimits, type Bucket } from "../shared/rate-limit.ts";
import { repeatSince } from "../shared/repeats.ts";
import {
  findReview,
  findReviewOf,
  hasBought,
  insertReview,
  insertVote,
  listPublishedReviews,
  lockProduct,
  productsByIds,
  ratingHistogram,
  recentPublishedReviews,
  recomputeProductScore,
  votedReviewIds,
  type ReviewRow,
} from "./repository.ts";

/** The record name review photos are claimed under. */
export const reviewUse = (id: number) => `review:${id}`;

const langOf = (value: string): Language => (isLanguage(value) ? value : "en");
const stateConflict = () => new ApiError(409, Code.result, ModerationMessages.state);

/** Who writes: a signed-in customer, the owner keys their uploads may carry, and the page's language. */
export type ReviewWriter = { customer: Row<"customer">; ownerKeys: string[]; lang: Language };

type Decorations = { customers: Map<number, Author>; photos: Map<string, Attachment[]> };

async function decorations(db: Db, rows: ReviewRow[]): Promise<Decorations> {
  const [customers, photos] = await Promise.all([
    customersByIds(
      db,
      rows.map((r) => r.customer_id),
    ),
    attachmentsOf(
      db,
      rows.map((r) => reviewUse(r.id)),
    ),
  ]);
  return { customers, photos };
}

function baseOf(row: ReviewRow, d: Decorations) {
  const customer = d.customers.get(row.customer_id);
  return {
    id: row.id,
    productId: row.product_id,
    rating: Number(row.rating),
    title: row.title,
    body: row.body,
    lang: langOf(row.lang),
    author: customer ? displayNameOf(customer) : "",
    verifiedPurchase: Boolean(Number(row.verified)),
    helpful: Number(row.helpful_count),
    photos: d.photos.get(reviewUse(row.id)) ?? [],
    createdAt: row.created_at,
  };
}

function ownOf(row: ReviewRow, d: Decorations): OwnReview {
  return {
    ...baseOf(row, d),
    status: row.status as ModerationState,
    rejectReason: row.reject_reason,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}

export async function toOwnReview(db: Db, row: ReviewRow): Promise<OwnReview> {
  return ownOf(row, await decorations(db, [row]));
}

/** Reviews as another shopper sees them; `viewer` marks the caller's own votes and reviews. */
export async function toPublicReviews(
  db: Db,
  rows: ReviewRow[],
  viewer: { keys: string[]; customerId: number | null },
): Promise<PublicReview[]> {
  const [d, voted] = await Promise.all([
    decorations(db, rows),
    votedReviewIds(
      db,
      rows.map((r) => r.id),
      viewer.keys,
    ),
  ]);
  return rows.map((row) => ({
    ...baseOf(row, d),
    publishedAt: row.published_at ?? row.updated_at,
    voted: voted.has(row.id),
    mine: viewer.customerId === row.customer_id,
  }));
}

export async function toAdminReviews(db: Db, rows: ReviewRow[]): Promise<AdminReview[]> {
  const [d, products] = await Promise.all([
    decorations(db, rows),
    productsByIds(
      db,
      rows.map((r) => r.product_id),
    ),
  ]);
  return rows.map((row) => {
    const product = products.get(row.product_id);
    const customer = d.customers.get(row.customer_id);
    return {
      ...ownOf(row, d),
      product: { id: row.product_id, slug: product?.slug ?? "", name: product?.name ?? "" },
      customerId: row.customer_id,
      contact: customer ? contactOf(customer) : "",
    };
  });
}

const DUPLICATE = { pg: "review_customer_product", sqlite: "review.customer_id, review.product_id" };

/**
 * A customer's first review of a product: held or published per the shop's setting. The same review
 * again within the repeat window (a reload, a double tap) answers the first one; any other second
 * review is a 409 naming the first.
 */
export async function createReview(
  db: Db,
  writer: ReviewWriter,
  input: z.output<typeof ReviewCreateSchema>,
  limits: Bucket[] = [],
): Promise<OwnReview> {
  await findListedProduct(db, { productId: input.productId });
  const isRepeat = (row: ReviewRow) =>
    row.rating === input.rating && row.title === input.title && row.body === input.body && row.created_at >= repeatSince();
  const firstOrDuplicate = async (existing: ReviewRow | undefined) => {
    if (existing && isRepeat(existing)) return toOwnReview(db, existing);
    throw new ApiError(409, Code.result, ReviewMessages.duplicate, { id: existing?.id ?? null });
  };
  const existing = await findReviewOf(db, writer.customer.id, input.productId);
  if (existing && isRepeat(existing)) return toOwnReview(db, existing);
  // Past a repeat, every attempt counts (a second review's 409 too).
  await enforceLimits(db, limits);
  if (existing) return firstOrDuplicate(existing);
  const [verified, settings] = await Promise.all([
    hasBought(db, writer.customer.id, input.productId),
    getModerationSettings(db),
  ]);
  const status: ModerationState = settings.reviews.autoPublish ? "published" : "pending";
  const id = await writeTransaction(db, async (trx) => {
    const now = nowIso();
    await lockProduct(trx, input.productId);
    const newId = await insertReview(trx, {
      product_id: input.productId,
      customer_id: writer.customer.id,
      rating: input.rating,
      title: input.title,
      body: input.body,
      lang: writer.lang,
      status,
      verified: verified ? 1 : 0,
      created_at: now,
      updated_at: now,
      published_at: status === "published" ? now : null,
    });
    await setAttachments(trx, reviewUse(newId), input.photos, writer.ownerKeys);
    if (status === "published") await recomputeProductScore(trx, input.productId);
    return newId;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error, DUPLICATE)) return null;
    throw error;
  });
  if (id === null) return firstOrDuplicate(await findReviewOf(db, writer.customer.id, input.productId));
  return toOwnReview(db, (await findReview(db, id))!);
}

async function requireOwnReview(db: Db, customerId: number, id: number): Promise<ReviewRow> {
  const row = await findReview(db, id);
  if (!row || row.customer_id !== customerId) throw notFound(ReviewMessages.notFound);
  return row;
}

/**
 * The author's edit: new rating, text and photos, checked for a purchase again, and moderated again
 * (published at once with auto-publish). The product's score follows in the same transaction.
 * `shownChanged`: the review was or now is published, so the product's page changed.
 */
export async function updateReview(
  db: Db,
  writer: ReviewWriter,
  input: z.output<typeof ReviewUpdateSchema>,
): Promise<{ review: OwnReview; shownChanged: boolean }> {
  const row = await requireOwnReview(db, writer.customer.id, input.id);
  const [verified, settings] = await Promise.all([
    hasBought(db, writer.customer.id, row.product_id),
    getModerationSettings(db),
  ]);
  const status: ModerationState = settings.reviews.autoPublish ? "published" : "pending";
  await writeTransaction(db, async (trx) => {
    const now = nowIso();
    await lockProduct(trx, row.product_id);
    // In the state it was read in: whether it was shown is then known (a moderation meanwhile is a 409).
    const updated = await trx
      .updateTable("review")
      .set({
        rating: input.rating,
        title: input.title,
        body: input.body,
        lang: writer.lang,
        verified: verified ? 1 : 0,
        status,
        reject_reason: "",
        updated_at: now,
        published_at: status === "published" ? now : null,
      })
      .where("id", "=", row.id)
      .where("status", "=", row.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw stateConflict();
    await setAttachments(trx, reviewUse(row.id), input.photos, writer.ownerKeys);
    await recomputeProductScore(trx, row.product_id);
  });
  const review = await toOwnReview(db, (await findReview(db, row.id))!);
  return { review, shownChanged: row.status === "published" || status === "published" };
}

/** Deletes a review; `inState` only in the state it was read in (a moderation meanwhile is a 409). */
async function removeReview(db: Db, row: ReviewRow, inState?: string): Promise<void> {
  await writeTransaction(db, async (trx) => {
    await lockProduct(trx, row.product_id);
    let query = trx.deleteFrom("review").where("id", "=", row.id);
    if (inState !== undefined) query = query.where("status", "=", inState);
    const deleted = await query.executeTakeFirst();
    if (inState !== undefined && Number(deleted.numDeletedRows) !== 1) throw stateConflict();
    await releaseAttachments(trx, reviewUse(row.id));
    await recomputeProductScore(trx, row.product_id);
  });
}

/**
 * The author deletes their review (its votes and photo claims go with it). Answers whether it was
 * published, so the product's page changed.
 */
export async function deleteOwnReview(db: Db, customerId: number, id: number): Promise<boolean> {
  const row = await requireOwnReview(db, customerId, id);
  await removeReview(db, row, row.status);
  return row.status === "published";
}

/** The merchant deletes a review, in any state. */
export async function deleteReview(db: Db, id: number): Promise<void> {
  const row = await findReview(db, id);
  if (!row) throw notFound(ReviewMessages.notFound);
  await removeReview(db, row);
}

/** Moves a review from one of `from` to `to` (the merchant's approve and reject), score included. */
async function moderateReview(
  db: Db,
  id: number,
  from: ModerationState[],
  to: ModerationState,
  reason = "",
): Promise<ReviewRow> {
  const row = await findReview(db, id);
  if (!row) throw notFound(ReviewMessages.notFound);
  await writeTransaction(db, async (trx) => {
    const now = nowIso();
    await lockProduct(trx, row.product_id);
    const moved = await trx
      .updateTable("review")
      .set({ status: to, reject_reason: reason, published_at: to === "published" ? now : null, updated_at: now })
      .where("id", "=", id)
      .where("status", "in", from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw stateConflict();
    await recomputeProductScore(trx, row.product_id);
  });
  return (await findReview(db, id))!;
}

/** The merchant publishes a pending or rejected review; its author is told by email. */
export async function approveReview(deps: AppDeps, id: number): Promise<ReviewRow> {
  const row = await moderateReview(deps.db, id, ["pending", "rejected"], "published");
  await notifyReviewer(deps, row, "published");
  return row;
}

/** The merchant rejects a pending or published review with a reason its author reads (and is emailed). */
export async function rejectReview(deps: AppDeps, id: number, reason: string): Promise<ReviewRow> {
  const row = await moderateReview(deps.db, id, ["pending", "published"], "rejected", reason);
  await notifyReviewer(deps, row, "rejected");
  return row;
}

/** The reviewer's notice, with the product's name in their language and a link to its page (their review shows there). */
async function notifyReviewer(deps: AppDeps, row: ReviewRow, decision: ArticleDecision): Promise<void> {
  const [author, product] = await Promise.all([
    findCustomerById(deps.db, row.customer_id),
    deps.db.selectFrom("product").select(["slug", "name", "i18n"]).where("id", "=", row.product_id).executeTakeFirst(),
  ]);
  if (!author || !product) return;
  const lang = isLanguage(author.lang) ? author.lang : DEFAULT_LANGUAGE;
  const router = await getRouterConfig(deps.db);
  const path = router.productRule.replace(":slug", encodeURIComponent(product.slug));
  const title = pickText(product, parseI18n(product.i18n), "name", lang).text;
  notifyAuthor(deps, author, "review", decision, { title, reason: row.reject_reason }, path);
}

/**
 * "Helpful" from a guest or a customer: one vote per review and voter, however often (or however
 * many times at once) it is sent. Answers the count after it.
 */
export async function markHelpful(db: Db, id: number, shopper: Shopper): Promise<ReviewVote> {
  const row = await findReview(db, id);
  if (!row || row.status !== "published") throw notFound(ReviewMessages.notFound);
  if (shopper.customer && shopper.customer.id === row.customer_id) throw badRequest(ReviewMessages.ownVote);
  const keys = shopperKeys(shopper);
  if (!(await votedReviewIds(db, [id], keys)).has(id)) {
    await writeTransaction(db, async (trx) => {
      if (await insertVote(trx, id, shopper.key, nowIso())) {
        await trx
          .updateTable("review")
          .set((eb) => ({ helpful_count: eb("helpful_count", "+", 1) }))
          .where("id", "=", id)
          .execute();
      }
    });
  }
  const after = await findReview(db, id);
  return { id, helpful: Number(after?.helpful_count ?? row.helpful_count), voted: true };
}

/** A product's published reviews, filtered, sorted and paged, with the rating summary. */
export async function reviewList(
  db: Db,
  product: Pick<Row<"product">, "id">,
  query: ReviewListQuery,
  viewer: { keys: string[]; customerId: number | null },
): Promise<ReviewList> {
  const offset = (query.page - 1) * query.pageSize;
  const [{ rows, total }, histogram] = await Promise.all([
    listPublishedReviews(db, product.id, { rating: query.rating, sort: query.sort, limit: query.pageSize, offset }),
    ratingHistogram(db, product.id),
  ]);
  const count = [...histogram.values()].reduce((a, b) => a + b, 0);
  const sum = [...histogram.entries()].reduce((a, [rating, n]) => a + rating * n, 0);
  return {
    items: await toPublicReviews(db, rows, viewer),
    total,
    page: query.page,
    pageSize: query.pageSize,
    productId: product.id,
    stats: {
      average: count ? Math.round((sum / count) * 100) / 100 : 0,
      count,
      histogram: {
        "1": histogram.get(1) ?? 0,
        "2": histogram.get(2) ?? 0,
        "3": histogram.get(3) ?? 0,
        "4": histogram.get(4) ?? 0,
        "5": histogram.get(5) ?? 0,
      },
    },
    sort: query.sort,
    rating: query.rating ?? null,
  };
}

/** The few recent published reviews the product page carries for its structured data. */
export async function reviewSnippets(db: Db, productId: number): Promise<ReviewSnippet[]> {
  const rows = await recentPublishedReviews(db, productId, RECENT_REVIEWS);
  const customers = await customersByIds(
    db,
    rows.map((r) => r.customer_id),
  );
  return rows.map((row) => {
    const customer = customers.get(row.customer_id);
    return {
      author: customer ? displayNameOf(customer) : "",
      rating: Number(row.rating),
      title: row.title,
      body: row.body,
      lang: langOf(row.lang),
      publishedAt: row.published_at ?? row.updated_at,
    };
  });
}

type ListedProduct = Pick<Row<"product">, "id" | "hidden">;
const listedById = prepared((db, p: { id: number }) => db.selectFrom("product").select(["id", "hidden"]).where("id", "=", p.id));
const listedBySlug = prepared((db, p: { slug: string }) => db.selectFrom("product").select(["id", "hidden"]).where("slug", "=", p.slug));

/** The product a list names by id or slug (its id: not its texts), if shoppers may see it. */
export async function findListedProduct(db: Db, by: { productId?: number; slug?: string }): Promise<ListedProduct> {
  const product = await (by.productId !== undefined
    ? listedById.first(db, { id: by.productId })
    : listedBySlug.first(db, { slug: by.slug ?? "" }));
  if (!product || product.hidden) throw notFound(ReviewMessages.product);
  return product;
}
