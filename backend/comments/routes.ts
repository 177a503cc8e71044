import { Hono } from "hono";
import { CommentCreateSchema, CommentListQuerySchema } from "#contract/comments.ts";
import type { AppEnv } from "../app.ts";
import { readLocale } from "../catalog/display.ts";
import { clientOf } from "../customers/client.ts";
import { getShopper } from "../customers/shopper.ts";
import { markShopChanged } from "../realtime/shop-changed.ts";
import { actionBuckets, HOUR_MS, MINUTE_MS } from "../shared/rate-limit.ts";
import { readJson, readQuery, sendOk } from "../shared/http.ts";
import { commentList, createComment, requireReadableArticle } from "./service.ts";

/** Per hour, and a short burst limit against a script posting in a loop. */
const HOURLY = { owner: { max: 10, windowMs: HOUR_MS }, ip: { max: 30, windowMs: HOUR_MS } };
const BURST = { owner: { max: 3, windowMs: MINUTE_MS }, ip: { max: 10, windowMs: MINUTE_MS } };

/** `/api/web/comment/*` (contract/comments.ts). */
export const commentRoutes = new Hono<AppEnv>()
  .get("/list", async (c) => {
    const { db } = c.get("deps");
    const query = readQuery(c, CommentListQuerySchema);
    const article = await requireReadableArticle(db, query);
    return sendOk(c, await commentList(db, article, query));
  })
  .post("/create", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, CommentCreateSchema);
    const shopper = await getShopper(c, db);
    const who = { owner: shopper?.key ?? null, ip: clientOf(c).ip };
    const limits = [...actionBuckets("comment", HOURLY, who), ...actionBuckets("comment-burst", BURST, who)];
    const writer = { customer: shopper?.customer ?? null, lang: readLocale(c).lang };
    const comment = await createComment(db, writer, input, limits);
    if (comment.status === "published") markShopChanged(c);
    return sendOk(c, comment, 201);
  });
