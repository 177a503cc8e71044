import { Hono } from "hono";
import type { Paged } from "#contract/catalog.ts";
import { EmptySchema } from "#contract/cart.ts";
import { AdminCommentListSchema, CommentMessages, type AdminComment } from "#contract/comments.ts";
import {
  AdminCustomerArticleListSchema,
  ArticleRejectSchema,
  MyArticleMessages,
  type AdminCustomerArticle,
} from "#contract/customer-articles.ts";
import { ModerationQuerySchema, ModerationSettingsPatchSchema, RejectSchema } from "#contract/moderation.ts";
import { AdminReviewListSchema, ReviewMessages, type AdminReview } from "#contract/reviews.ts";
import type { AppEnv } from "../app.ts";
import { findComment, listCommentsForAdmin } from "../comments/repository.ts";
import { approveComment, deleteComment, rejectComment, toAdminComments } from "../comments/service.ts";
import { findCustomerArticle, listCustomerArticles } from "../customer-articles/repository.ts";
import { approveArticle, deleteArticle, rejectArticle, toAdminArticles } from "../customer-articles/service.ts";
import type { Db } from "../db/connection.ts";
import { moderationCounts, moderationQueue } from "../moderation/queue.ts";
import { getModerationSettings, updateModerationSettings } from "../moderation/settings.ts";
import { findReview, listReviewsForAdmin } from "../reviews/repository.ts";
import { approveReview, deleteReview, rejectReview, toAdminReviews } from "../reviews/service.ts";
import { idParam, notFound, readJson, readQuery, sendOk } from "../shared/http.ts";

/** `/api/admin/moderation`: the queue across kinds, counts, and the auto-publish settings. */
export function createModerationApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/", async (c) => sendOk(c, await moderationQueue(c.get("deps").db, readQuery(c, ModerationQuerySchema))))
    .get("/counts", async (c) => sendOk(c, await moderationCounts(c.get("deps").db)))
    .get("/settings", async (c) => sendOk(c, await getModerationSettings(c.get("deps").db)))
    .put("/settings", async (c) => {
      const patch = await readJson(c, ModerationSettingsPatchSchema);
      return sendOk(c, await updateModerationSettings(c.get("deps").db, patch));
    });
}

async function oneReview(db: Db, id: number): Promise<AdminReview> {
  const row = await findReview(db, id);
  if (!row) throw notFound(ReviewMessages.notFound);
  return (await toAdminReviews(db, [row]))[0]!;
}

/** `/api/admin/reviews` (contract/reviews.ts). */
export function createReviewsAdminApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { db } = c.get("deps");
      const query = readQuery(c, AdminReviewListSchema);
      const { rows, total } = await listReviewsForAdmin(db, {
        status: query.status,
        productId: query.productId,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const page: Paged<AdminReview> = {
        items: await toAdminReviews(db, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
      return sendOk(c, page);
    })
    .get("/:id", async (c) => sendOk(c, await oneReview(c.get("deps").db, idParam(c))))
    .post("/:id/approve", async (c) => {
      const { db } = c.get("deps");
      const id = idParam(c);
      await readJson(c, EmptySchema);
      await approveReview(db, id);
      return sendOk(c, await oneReview(db, id));
    })
    .post("/:id/reject", async (c) => {
      const { db } = c.get("deps");
      const id = idParam(c);
      const { reason } = await readJson(c, RejectSchema);
      await rejectReview(db, id, reason);
      return sendOk(c, await oneReview(db, id));
    })
    .delete("/:id", async (c) => {
      const id = idParam(c);
      await deleteReview(c.get("deps").db, id);
      return sendOk(c, { id });
    });
}

async function oneComment(db: Db, id: number): Promise<AdminComment> {
  const row = await findComment(db, id);
  if (!row) throw notFound(CommentMessages.notFound);
  return (await toAdminComments(db, [row]))[0]!;
}

/** `/api/admin/comments` (contract/comments.ts). */
export function createCommentsAdminApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { db } = c.get("deps");
      const query = readQuery(c, AdminCommentListSchema);
      const { rows, total } = await listCommentsForAdmin(db, {
        status: query.status,
        articleId: query.articleId,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const page: Paged<AdminComment> = {
        items: await toAdminComments(db, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
      return sendOk(c, page);
    })
    .get("/:id", async (c) => sendOk(c, await oneComment(c.get("deps").db, idParam(c))))
    .post("/:id/approve", async (c) => {
      const { db } = c.get("deps");
      const id = idParam(c);
      await readJson(c, EmptySchema);
      await approveComment(db, id);
      return sendOk(c, await oneComment(db, id));
    })
    .post("/:id/reject", async (c) => {
      const { db } = c.get("deps");
      const id = idParam(c);
      const { reason } = await readJson(c, RejectSchema);
      await rejectComment(db, id, reason);
      return sendOk(c, await oneComment(db, id));
    })
    .delete("/:id", async (c) => {
      const id = idParam(c);
      await deleteComment(c.get("deps").db, id);
      return sendOk(c, { id });
    });
}

async function oneArticle(db: Db, id: number): Promise<AdminCustomerArticle> {
  const row = await findCustomerArticle(db, id);
  if (!row) throw notFound(MyArticleMessages.notFound);
  return (await toAdminArticles(db, [row]))[0]!;
}

/** `/api/admin/customer-articles` (contract/customer-articles.ts). */
export function createCustomerArticlesAdminApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { db } = c.get("deps");
      const query = readQuery(c, AdminCustomerArticleListSchema);
      const { rows, total } = await listCustomerArticles(db, {
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const page: Paged<AdminCustomerArticle> = {
        items: await toAdminArticles(db, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
      return sendOk(c, page);
    })
    .get("/:id", async (c) => sendOk(c, await oneArticle(c.get("deps").db, idParam(c))))
    .post("/:id/approve", async (c) => {
      const deps = c.get("deps");
      const id = idParam(c);
      await readJson(c, EmptySchema);
      await approveArticle(deps, id);
      return sendOk(c, await oneArticle(deps.db, id));
    })
    .post("/:id/reject", async (c) => {
      const deps = c.get("deps");
      const id = idParam(c);
      const { reason } = await readJson(c, ArticleRejectSchema);
      await rejectArticle(deps, id, reason);
      return sendOk(c, await oneArticle(deps.db, id));
    })
    .delete("/:id", async (c) => {
      const id = idParam(c);
      await deleteArticle(c.get("deps").db, id);
      return sendOk(c, { id });
    });
}
