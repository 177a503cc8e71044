import { Hono } from "hono";
import type { z } from "zod";
import { adminComments, adminCustomerArticles, adminReviews } from "#contract/api/community.ts";
import type { Workflow, WorkflowStep } from "#contract/api/describe.ts";
import { CommentMessages } from "#contract/comments.ts";
import { MyArticleMessages } from "#contract/customer-articles.ts";
import { ModerationQuerySchema, ModerationSettingsPatchSchema } from "#contract/moderation.ts";
import { ReviewMessages } from "#contract/reviews.ts";
import type { AppDeps, AppEnv } from "../app.ts";
import { findComment, listCommentsForAdmin } from "../comments/repository.ts";
import { approveComment, deleteComment, rejectComment, toAdminComments } from "../comments/service.ts";
import { findCustomerArticle, listCustomerArticles } from "../customer-articles/repository.ts";
import { approveArticle, deleteArticle, rejectArticle, toAdminArticles } from "../customer-articles/service.ts";
import type { Db } from "../db/connection.ts";
import { moderationCounts, moderationQueue } from "../moderation/queue.ts";
import { getModerationSettings, updateModerationSettings } from "../moderation/settings.ts";
import { findReview, listReviewsForAdmin } from "../reviews/repository.ts";
import { approveReview, deleteReview, rejectReview, toAdminReviews } from "../reviews/service.ts";
import { notFound, readJson, readQuery, sendOk } from "../shared/http.ts";
import { createWorkflowApp, pageOf, type WorkflowHandlers } from "./workflow.ts";

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

/** What differs between the kinds the merchant moderates one by one. */
type Kind<Row, Item, Query> = {
  list(db: Db, filter: Query & { limit: number; offset: number }): Promise<{ rows: Row[]; total: number }>;
  find(db: Db, id: number): Promise<Row | undefined>;
  toAdmin(db: Db, rows: Row[]): Promise<Item[]>;
  /** The kind's 404 message. */
  missing: string;
  approve(deps: AppDeps, id: number): Promise<unknown>;
  reject(deps: AppDeps, id: number, reason: string): Promise<unknown>;
  remove(db: Db, id: number): Promise<unknown>;
};
type Moderated = Workflow<{ approve: WorkflowStep; reject: WorkflowStep }>;

/** List, read, approve, reject and delete records of one kind; each step answers the record as it is now. */
function createModeratedApp<W extends Moderated, Row, Item>(
  contract: W,
  kind: Kind<Row, Item, z.output<W["list"]["query"]>>,
) {
  const one = async (db: Db, id: number): Promise<Item> => {
    const row = await kind.find(db, id);
    if (!row) throw notFound(kind.missing);
    return (await kind.toAdmin(db, [row]))[0]!;
  };
  return createWorkflowApp(contract, {
    async list(c, query) {
      const { db } = c.get("deps");
      const { page, pageSize } = query as { page: number; pageSize: number };
      const filter = { ...(query as object), limit: pageSize, offset: (page - 1) * pageSize };
      const { rows, total } = await kind.list(db, filter as Parameters<typeof kind.list>[1]);
      return pageOf(await kind.toAdmin(db, rows), total, { page, pageSize });
    },
    read: (c, id) => one(c.get("deps").db, id),
    steps: {
      async approve(c, id) {
        await kind.approve(c.get("deps"), id);
        return one(c.get("deps").db, id);
      },
      async reject(c, id, input) {
        await kind.reject(c.get("deps"), id, (input as { reason: string }).reason);
        return one(c.get("deps").db, id);
      },
    } as WorkflowHandlers<W, number>["steps"],
    async remove(c, id) {
      await kind.remove(c.get("deps").db, id);
      return { id };
    },
  });
}

/** `/api/admin/reviews` (contract/reviews.ts). */
export const createReviewsAdminApp = () =>
  createModeratedApp(adminReviews, {
    list: listReviewsForAdmin,
    find: findReview,
    toAdmin: toAdminReviews,
    missing: ReviewMessages.notFound,
    approve: approveReview,
    reject: rejectReview,
    remove: deleteReview,
  });

/** `/api/admin/comments` (contract/comments.ts). */
export const createCommentsAdminApp = () =>
  createModeratedApp(adminComments, {
    list: listCommentsForAdmin,
    find: findComment,
    toAdmin: toAdminComments,
    missing: CommentMessages.notFound,
    approve: approveComment,
    reject: rejectComment,
    remove: deleteComment,
  });

/** `/api/admin/customer-articles` (contract/customer-articles.ts). */
export const createCustomerArticlesAdminApp = () =>
  createModeratedApp(adminCustomerArticles, {
    list: listCustomerArticles,
    find: findCustomerArticle,
    toAdmin: toAdminArticles,
    missing: MyArticleMessages.notFound,
    approve: approveArticle,
    reject: rejectArticle,
    remove: deleteArticle,
  });
