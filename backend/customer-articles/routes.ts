import { Hono, type Context } from "hono";
import type { Paged } from "#contract/catalog.ts";
import { Code } from "#contract/codes.ts";
import {
  MyArticleCreateSchema,
  MyArticleListSchema,
  MyArticleUpdateSchema,
  type OwnArticleSummary,
} from "#contract/customer-articles.ts";
import { CommunityIdSchema } from "#contract/moderation.ts";
import type { AppEnv } from "../app.ts";
import { readLocale } from "../catalog/display.ts";
import { clientOf } from "../customers/client.ts";
import { customerKey, getShopper, shopperKeys } from "../customers/shopper.ts";
import type { Db } from "../db/connection.ts";
import { markShopChanged } from "../realtime/shop-changed.ts";
import { actionBuckets, enforceLimits, HOUR_MS, type Limit } from "../shared/rate-limit.ts";
import { ApiError, readJson, sendOk } from "../shared/http.ts";
import { listCustomerArticles } from "./repository.ts";
import {
  createArticle,
  deleteOwnArticle,
  requireOwnArticle,
  submitArticle,
  toOwnArticle,
  toOwnArticleSummaries,
  updateArticle,
  withdrawArticle,
  type ArticleWriter,
} from "./service.ts";

const CREATE_LIMITS = { owner: { max: 10, windowMs: HOUR_MS }, ip: { max: 30, windowMs: HOUR_MS } };
const WRITE_LIMITS = { owner: { max: 120, windowMs: HOUR_MS }, ip: { max: 300, windowMs: HOUR_MS } };

/** The signed-in author (401 code 50 otherwise) with the keys their uploads may carry. */
async function requireWriter(c: Context, db: Db): Promise<ArticleWriter> {
  const shopper = await getShopper(c, db);
  if (!shopper?.customer) throw new ApiError(401, Code.authInvalid, "errors.login");
  return { customer: shopper.customer, ownerKeys: shopperKeys(shopper), lang: readLocale(c).lang };
}

async function limit(c: Context, db: Db, action: string, limits: { owner: Limit; ip: Limit }, writer: ArticleWriter) {
  await enforceLimits(db, actionBuckets(action, limits, { owner: customerKey(writer.customer.id), ip: clientOf(c).ip }));
}

/** `/api/web/my-article/*` (contract/customer-articles.ts): a customer's own articles. */
export const myArticleRoutes = new Hono<AppEnv>()
  .post("/list", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, MyArticleListSchema);
    const writer = await requireWriter(c, db);
    const { rows, total } = await listCustomerArticles(db, {
      customerId: writer.customer.id,
      status: input.status,
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    });
    const page: Paged<OwnArticleSummary> = {
      items: await toOwnArticleSummaries(db, rows),
      total,
      page: input.page,
      pageSize: input.pageSize,
    };
    return sendOk(c, page);
  })
  .post("/detail", async (c) => {
    const { db } = c.get("deps");
    const { id } = await readJson(c, CommunityIdSchema);
    const writer = await requireWriter(c, db);
    return sendOk(c, await toOwnArticle(db, await requireOwnArticle(db, writer.customer.id, id)));
  })
  .post("/create", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, MyArticleCreateSchema);
    const writer = await requireWriter(c, db);
    await limit(c, db, "my-article-create", CREATE_LIMITS, writer);
    return sendOk(c, await createArticle(db, writer, input), 201);
  })
  .post("/update", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, MyArticleUpdateSchema);
    const writer = await requireWriter(c, db);
    await limit(c, db, "my-article", WRITE_LIMITS, writer);
    return sendOk(c, await updateArticle(db, writer, input));
  })
  .post("/submit", async (c) => {
    const { db } = c.get("deps");
    const { id } = await readJson(c, CommunityIdSchema);
    const writer = await requireWriter(c, db);
    await limit(c, db, "my-article", WRITE_LIMITS, writer);
    return sendOk(c, await toOwnArticle(db, await submitArticle(db, writer.customer.id, id)));
  })
  .post("/withdraw", async (c) => {
    const { db } = c.get("deps");
    const { id } = await readJson(c, CommunityIdSchema);
    const writer = await requireWriter(c, db);
    const { article, shownChanged } = await withdrawArticle(db, writer.customer.id, id);
    if (shownChanged) markShopChanged(c);
    return sendOk(c, await toOwnArticle(db, article));
  })
  .post("/delete", async (c) => {
    const { db } = c.get("deps");
    const { id } = await readJson(c, CommunityIdSchema);
    const writer = await requireWriter(c, db);
    await deleteOwnArticle(db, writer.customer.id, id);
    return sendOk(c, { id });
  });
