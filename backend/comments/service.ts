import { Code } from "#contract/codes.ts";
import {
  CommentMessages,
  countLinks,
  GUEST_LINKS_MAX,
  type AdminComment,
  type CommentCreateSchema,
  type CommentList,
  type CommentListQuery,
  type OwnComment,
  type PublicComment,
} from "#contract/comments.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/locales.ts";
import { ModerationMessages, type ModerationState } from "#contract/moderation.ts";
import { Messages } from "#contract/validation.ts";
import type { z } from "zod";
import type { AppDeps } from "../app.ts";
import { notifyAuthor, type ArticleDecision } from "../customer-articles/email.ts";
import { contactOf, findCustomerById } from "../customers/accounts.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { customersByIds, displayNameOf, type Author } from "../moderation/authors.ts";
import { getModerationSettings } from "../moderation/settings.ts";
import { writeTransaction } from "../orders/transaction.ts";
import { getRouterConfig } from "../settings/repository.ts";
import { ApiError, badRequest, notFound, nowIso } from "../shared/http.ts";
import { parseI18n, pickText } from "../shared/i18n-text.ts";
import { enforceLimits, type Bucket } from "../shared/rate-limit.ts";
import { lockSender, repeatSince } from "../shared/repeats.ts";
import {
  articlesByIds,
  countVisible,
  findComment,
  findReadableArticle,
  findRepeatedComment,
  insertComment,
  listReplies,
  listThreads,
  type CommentRow,
} from "./repository.ts";

const langOf = (value: string): Language => (isLanguage(value) ? value : "en");

function authorOf(row: CommentRow, customers: Map<number, Author>): string {
  if (row.customer_id === null) return row.author_name;
  const customer = customers.get(row.customer_id);
  return customer ? displayNameOf(customer) : row.author_name;
}

function baseOf(row: CommentRow, customers: Map<number, Author>) {
  return {
    id: row.id,
    articleId: row.article_id,
    parentId: row.parent_id,
    author: authorOf(row, customers),
    byCustomer: row.customer_id !== null,
    body: row.body,
    lang: langOf(row.lang),
    createdAt: row.created_at,
  };
}

const publicOf = (row: CommentRow, customers: Map<number, Author>): PublicComment => ({
  ...baseOf(row, customers),
  publishedAt: row.published_at ?? row.updated_at,
});

const ownOf = (row: CommentRow, customers: Map<number, Author>): OwnComment => ({
  ...baseOf(row, customers),
  status: row.status as ModerationState,
  publishedAt: row.published_at,
});

export async function requireReadableArticle(db: Db, by: { articleId?: number; slug?: string }) {
  const article = await findReadableArticle(db, by);
  if (!article) throw notFound(CommentMessages.article);
  return article;
}

/** An article's published threads (one level), oldest first. */
export async function commentList(db: Db, article: Row<"article">, query: CommentListQuery): Promise<CommentList> {
  const offset = (query.page - 1) * query.pageSize;
  const [{ rows, total }, count] = await Promise.all([
    listThreads(db, article.id, query.pageSize, offset),
    countVisible(db, article.id),
  ]);
  const replies = await listReplies(
    db,
    rows.map((r) => r.id),
  );
  const customers = await customersByIds(db, [...rows, ...replies].map((r) => r.customer_id));
  const items = rows.map((row) => ({
    ...publicOf(row, customers),
    replies: replies.filter((reply) => reply.parent_id === row.id).map((reply) => publicOf(reply, customers)),
  }));
  return { items, total, page: query.page, pageSize: query.pageSize, articleId: article.id, count };
}

export type CommentWriter = { customer: Row<"customer"> | null; lang: Language };

/**
 * A new comment from a guest (name and email required) or a customer: held or published per the
 * shop's setting. A reply joins the thread of the comment it answers, so threads stay one level deep.
 */
export async function createComment(
  db: Db,
  writer: CommentWriter,
  input: z.output<typeof CommentCreateSchema>,
  limits: Bucket[] = [],
): Promise<OwnComment> {
  const article = await requireReadableArticle(db, { articleId: input.articleId });
  if (!writer.customer) {
    const fields: Record<string, string[]> = {};
    if (!input.name) fields.name = [Messages.required];
    if (!input.email) fields.email = [Messages.required];
    if (countLinks(input.body) > GUEST_LINKS_MAX) fields.body = [CommentMessages.links];
    if (Object.keys(fields).length) throw badRequest("errors.validation", { fields });
  }
  let parentId: number | null = null;
  if (input.parentId != null) {
    const parent = await findComment(db, input.parentId);
    if (!parent || parent.article_id !== article.id || parent.status !== "published") {
      throw badRequest("errors.validation", { fields: { parentId: [CommentMessages.parent] } });
    }
    parentId = parent.parent_id ?? parent.id;
  }
  const settings = await getModerationSettings(db);
  const status: ModerationState = settings.comments.autoPublish ? "published" : "pending";
  const sender = {
    article_id: article.id,
    parent_id: parentId,
    customer_id: writer.customer?.id ?? null,
    author_email: writer.customer ? "" : input.email.toLowerCase(),
    body: input.body,
  };
  // The same comment again within the repeat window (a reload, a double tap) is the first one.
  const id = await writeTransaction(db, async (trx) => {
    await lockSender(trx, `comment:${article.id}:${sender.customer_id ?? sender.author_email}`);
    const first = await findRepeatedComment(trx, sender, repeatSince());
    if (first) return first.id;
    await enforceLimits(trx, limits);
    const now = nowIso();
    return insertComment(trx, {
      ...sender,
      author_name: writer.customer ? "" : input.name,
      lang: writer.lang,
      status,
      created_at: now,
      updated_at: now,
      published_at: status === "published" ? now : null,
    });
  });
  const row = (await findComment(db, id))!;
  return ownOf(row, await customersByIds(db, [row.customer_id]));
}

/** Moves a comment from one of `from` to `to`: the merchant's approve and reject. */
async function moderateComment(
  db: Db,
  id: number,
  from: ModerationState[],
  to: ModerationState,
  reason = "",
): Promise<CommentRow> {
  const row = await findComment(db, id);
  if (!row) throw notFound(CommentMessages.notFound);
  await writeTransaction(db, async (trx) => {
    const now = nowIso();
    const moved = await trx
      .updateTable("article_comment")
      .set({ status: to, reject_reason: reason, published_at: to === "published" ? now : null, updated_at: now })
      .where("id", "=", id)
      .where("status", "in", from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, Code.result, ModerationMessages.state);
  });
  return (await findComment(db, id))!;
}

/** The merchant publishes a pending or rejected comment; its author is told by email. */
export async function approveComment(deps: AppDeps, id: number): Promise<CommentRow> {
  const row = await moderateComment(deps.db, id, ["pending", "rejected"], "published");
  await notifyCommenter(deps, row, "published");
  return row;
}

/** The merchant rejects a pending or published comment with a reason its author is emailed. */
export async function rejectComment(deps: AppDeps, id: number, reason: string): Promise<CommentRow> {
  const row = await moderateComment(deps.db, id, ["pending", "published"], "rejected", reason);
  await notifyCommenter(deps, row, "rejected");
  return row;
}

/**
 * The commenter's notice, with the article's title in their language and a link to it (where a
 * published comment shows): a customer at their account's address and language, a guest at the address
 * and in the language the comment was written with.
 */
async function notifyCommenter(deps: AppDeps, row: CommentRow, decision: ArticleDecision): Promise<void> {
  const [customer, article] = await Promise.all([
    row.customer_id === null ? null : findCustomerById(deps.db, row.customer_id),
    deps.db.selectFrom("article").select(["slug", "title", "i18n"]).where("id", "=", row.article_id).executeTakeFirst(),
  ]);
  const author = customer ?? (row.customer_id === null ? { email: row.author_email, lang: row.lang } : undefined);
  if (!author || !article) return;
  const lang = isLanguage(author.lang) ? author.lang : DEFAULT_LANGUAGE;
  const router = await getRouterConfig(deps.db);
  const path = router.articleRule.replace(":slug", encodeURIComponent(article.slug));
  const title = pickText(article, parseI18n(article.i18n), "title", lang).text;
  notifyAuthor(deps, { email: author.email, lang }, "comment", decision, { title, reason: row.reject_reason }, path);
}

/** The merchant deletes a comment; a top-level comment's replies go with it. */
export async function deleteComment(db: Db, id: number): Promise<void> {
  const deleted = await db.deleteFrom("article_comment").where("id", "=", id).executeTakeFirst();
  if (!Number(deleted.numDeletedRows)) throw notFound(CommentMessages.notFound);
}

export async function toAdminComments(db: Db, rows: CommentRow[]): Promise<AdminComment[]> {
  const [customers, articles] = await Promise.all([
    customersByIds(
      db,
      rows.map((r) => r.customer_id),
    ),
    articlesByIds(
      db,
      rows.map((r) => r.article_id),
    ),
  ]);
  return rows.map((row) => {
    const article = articles.get(row.article_id);
    const customer = row.customer_id === null ? undefined : customers.get(row.customer_id);
    return {
      ...ownOf(row, customers),
      article: { id: row.article_id, slug: article?.slug ?? "", title: article?.title ?? "" },
      customerId: row.customer_id,
      contact: customer ? contactOf(customer) : row.author_email,
      rejectReason: row.reject_reason,
      updatedAt: row.updated_at,
    };
  });
}
