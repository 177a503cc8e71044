import { Hono, type Context } from "hono";
import { Code } from "#contract/codes.ts";
import { CommunityIdSchema } from "#contract/moderation.ts";
import {
  ReviewCreateSchema,
  ReviewListQuerySchema,
  ReviewMineSchema,
  ReviewUpdateSchema,
  type MyReview,
} from "#contract/reviews.ts";
import type { AppEnv } from "../app.ts";
import { readLocale } from "../catalog/display.ts";
import { clientOf } from "../customers/client.ts";
import { customerKey, getShopper, requireShopper, shopperKeys } from "../customers/shopper.ts";
import type { Db } from "../db/connection.ts";
import { actionBuckets, enforceLimits, HOUR_MS } from "../shared/rate-limit.ts";
import { markShopChanged } from "../realtime/shop-changed.ts";
import { ApiError, readJson, readQuery, sendOk } from "../shared/http.ts";
import { findReviewOf, hasBought } from "./repository.ts";
import {
  createReview,
  deleteOwnReview,
  findListedProduct,
  markHelpful,
  reviewList,
  toOwnReview,
  updateReview,
  type ReviewWriter,
} from "./service.ts";

const WRITE_LIMITS = { owner: { max: 20, windowMs: HOUR_MS }, ip: { max: 60, windowMs: HOUR_MS } };
const VOTE_LIMITS = { owner: { max: 60, windowMs: HOUR_MS }, ip: { max: 300, windowMs: HOUR_MS } };

/** The signed-in reviewer (401 code 50 otherwise) with the keys their uploads may carry. */
async function requireWriter(c: Context, db: Db): Promise<ReviewWriter> {
  const shopper = await getShopper(c, db);
  if (!shopper?.customer) throw new ApiError(401, Code.authInvalid, "errors.login");
  return { customer: shopper.customer, ownerKeys: shopperKeys(shopper), lang: readLocale(c).lang };
}

const writeBuckets = (c: Context, writer: ReviewWriter) =>
  actionBuckets("review", WRITE_LIMITS, { owner: customerKey(writer.customer.id), ip: clientOf(c).ip });

async function limitWrites(c: Context, db: Db, writer: ReviewWriter) {
  await enforceLimits(db, writeBuckets(c, writer));
}

/** `/api/web/review/*` (contract/reviews.ts). */
export const reviewRoutes = new Hono<AppEnv>()
  .get("/list", async (c) => {
    const { db } = c.get("deps");
    const query = readQuery(c, ReviewListQuerySchema);
    const product = await findListedProduct(db, query);
    const shopper = await getShopper(c, db);
    const viewer = { keys: shopper ? shopperKeys(shopper) : [], customerId: shopper?.customer?.id ?? null };
    return sendOk(c, await reviewList(db, product, query, viewer));
  })
  .post("/mine", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, ReviewMineSchema);
    const writer = await requireWriter(c, db);
    const [row, verifiedPurchase] = await Promise.all([
      findReviewOf(db, writer.customer.id, input.productId),
      hasBought(db, writer.customer.id, input.productId),
    ]);
    const answer: MyReview = { review: row ? await toOwnReview(db, row) : null, verifiedPurchase };
    return sendOk(c, answer);
  })
  .post("/create", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, ReviewCreateSchema);
    const writer = await requireWriter(c, db);
    // A repeat (a reload, a double tap) is not counted: the service enforces the limits past it.
    const review = await createReview(db, writer, input, writeBuckets(c, writer));
    if (review.status === "published") markShopChanged(c);
    return sendOk(c, review, 201);
  })
  .post("/update", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, ReviewUpdateSchema);
    const writer = await requireWriter(c, db);
    await limitWrites(c, db, writer);
    const { review, shownChanged } = await updateReview(db, writer, input);
    if (shownChanged) markShopChanged(c);
    return sendOk(c, review);
  })
  .post("/delete", async (c) => {
    const { db } = c.get("deps");
    const { id } = await readJson(c, CommunityIdSchema);
    const writer = await requireWriter(c, db);
    if (await deleteOwnReview(db, writer.customer.id, id)) markShopChanged(c);
    return sendOk(c, { id });
  })
  .post("/helpful", async (c) => {
    const { db } = c.get("deps");
    const { id } = await readJson(c, CommunityIdSchema);
    const shopper = await requireShopper(c, db);
    await enforceLimits(db, actionBuckets("review-vote", VOTE_LIMITS, { owner: shopper.key, ip: clientOf(c).ip }));
    return sendOk(c, await markHelpful(db, id, shopper));
  });
