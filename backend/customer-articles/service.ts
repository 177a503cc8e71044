import type { Attachment } from "#contract/attachment.ts";
import { Code } from "#contract/codes.ts";
import {
  MY_ARTICLE_LIMIT,
  MyArticleMessages,
  type AdminCustomerArticle,
  type MyArticleCreateSchema,
  type MyArticleUpdateSchema,
  type OwnArticle,
  type OwnArticleSummary,
} from "#contract/customer-articles.ts";
import { isLanguage, type Language } from "#contract/locales.ts";
import { ModerationMessages, type ArticleState } from "#contract/moderation.ts";
import type { z } from "zod";
import type { AppDeps } from "../app.ts";
import { attachmentsOf, releaseAttachments } from "../attachments/repository.ts";
import { contactOf, findCustomerById } from "../customers/accounts.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { customersByIds, displayNameOf } from "../moderation/authors.ts";
import { setAttachments } from "../moderation/photos.ts";
import { isUniqueViolation, writeTransaction } from "../orders/transaction.ts";
import { getRouterConfig } from "../settings/repository.ts";
import { ApiError, badRequest, notFound, nowIso } from "../shared/http.ts";
import { notifyAuthor, type ArticleDecision } from "./email.ts";
import {
  attachmentImageId,
  countCustomerArticles,
  findCustomerArticle,
  insertArticle,
  slugTaken,
  type ArticleRow,
} from "./repository.ts";
import { markdownExcerpt, randomSlugSuffix, slugFromTitle } from "./text.ts";

/** The record name an article's thumbnail upload is claimed under. */
export const articleUse = (id: number) => `article:${id}`;

/** Who writes: the signed-in customer, the owner keys their uploads may carry, and the page's language. */
export type ArticleWriter = { customer: Row<"customer">; ownerKeys: string[]; lang: Language };

const langOf = (row: ArticleRow): Language => (row.lang && isLanguage(row.lang) ? row.lang : "en");
const slugConflict = () =>
  new ApiError(409, Code.result, MyArticleMessages.slugTaken, { fields: { slug: [MyArticleMessages.slugTaken] } });
const SLUG_UNIQUE = { pg: "article_slug_key", sqlite: "article.slug" };

function summaryOf(row: ArticleRow, thumbnails: Map<string, Attachment[]>): OwnArticleSummary {
  const status = row.status as ArticleState;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    lang: langOf(row),
    status,
    rejectReason: row.reject_reason,
    thumbnail: thumbnails.get(articleUse(row.id))?.[0] ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
    publishedAt: status === "published" ? row.published_at : null,
  };
}

const thumbnailsOf = (db: Db, rows: ArticleRow[]) =>
  attachmentsOf(
    db,
    rows.map((r) => articleUse(r.id)),
  );

export async function toOwnArticleSummaries(db: Db, rows: ArticleRow[]): Promise<OwnArticleSummary[]> {
  const thumbnails = await thumbnailsOf(db, rows);
  return rows.map((row) => summaryOf(row, thumbnails));
}

export async function toOwnArticle(db: Db, row: ArticleRow): Promise<OwnArticle> {
  return { ...summaryOf(row, await thumbnailsOf(db, [row])), body: row.content, format: "markdown" };
}

export async function toAdminArticles(db: Db, rows: ArticleRow[]): Promise<AdminCustomerArticle[]> {
  const [thumbnails, customers] = await Promise.all([
    thumbnailsOf(db, rows),
    customersByIds(
      db,
      rows.map((r) => r.customer_id),
    ),
  ]);
  return rows.map((row) => {
    const customer = row.customer_id === null ? undefined : customers.get(row.customer_id);
    return {
      ...summaryOf(row, thumbnails),
      body: row.content,
      format: "markdown" as const,
      customerId: row.customer_id ?? 0,
      author: customer ? displayNameOf(customer) : row.author,
      contact: customer ? contactOf(customer) : "",
    };
  });
}

/** One of the customer's own articles; anyone else's (and the merchant's) is a 404. */
export async function requireOwnArticle(db: Db, customerId: number, id: number): Promise<ArticleRow> {
  const row = await findCustomerArticle(db, id);
  if (!row || row.customer_id !== customerId) throw notFound(MyArticleMessages.notFound);
  return row;
}

/** The slug asked for (409 when another article has it), or a free one made from the title. */
async function chooseSlug(db: Db, asked: string, title: string, exceptId: number | null): Promise<string> {
  if (asked) {
    if (await slugTaken(db, asked, exceptId)) throw slugConflict();
    return asked;
  }
  const base = slugFromTitle(title);
  for (let n = 1; n <= 5; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, candidate, exceptId))) return candidate;
  }
  return `${base}-${randomSlugSuffix()}`;
}

/** Points the article's thumbnail at its claimed upload (or none). */
async function setThumbnail(
  db: Db,
  articleId: number,
  attachmentId: number | null | undefined,
  ownerKeys: string[],
): Promise<void> {
  const ids = attachmentId ? [attachmentId] : [];
  await setAttachments(db, articleUse(articleId), ids, ownerKeys);
  const imageId = attachmentId ? await attachmentImageId(db, attachmentId) : null;
  await db.updateTable("article").set({ thumbnail_id: imageId }).where("id", "=", articleId).execute();
}

const rethrowSlug = (error: unknown): never => {
  if (isUniqueViolation(error, SLUG_UNIQUE)) throw slugConflict();
  throw error;
};

/** A new draft, hidden until the merchant publishes it. */
export async function createArticle(
  db: Db,
  writer: ArticleWriter,
  input: z.output<typeof MyArticleCreateSchema>,
): Promise<OwnArticle> {
  if ((await countCustomerArticles(db, writer.customer.id)) >= MY_ARTICLE_LIMIT) {
    throw badRequest(MyArticleMessages.limit);
  }
  const slug = await chooseSlug(db, input.slug, input.title, null);
  const id = await writeTransaction(db, async (trx) => {
    const now = nowIso();
    const newId = await insertArticle(trx, {
      slug,
      title: input.title,
      summary: input.summary || markdownExcerpt(input.body),
      content: input.body,
      author: displayNameOf(writer.customer),
      i18n: "{}",
      thumbnail_id: null,
      published_at: now,
      hidden: 1,
      customer_id: writer.customer.id,
      status: "draft",
      format: "markdown",
      lang: input.lang ?? writer.lang,
      created_at: now,
      updated_at: now,
    });
    await setThumbnail(trx, newId, input.thumbnailId, writer.ownerKeys);
    return newId;
  }).catch(rethrowSlug);
  return toOwnArticle(db, (await findCustomerArticle(db, id))!);
}

/**
 * The author's edit, in any state but published (withdraw it first). A pending article goes back to
 * draft: what the merchant reviews is what was submitted. No slug keeps the current one.
 */
export async function updateArticle(
  db: Db,
  writer: ArticleWriter,
  input: z.output<typeof MyArticleUpdateSchema>,
): Promise<OwnArticle> {
  const row = await requireOwnArticle(db, writer.customer.id, input.id);
  if (row.status === "published") throw new ApiError(409, Code.result, MyArticleMessages.state);
  const slug = input.slug ? await chooseSlug(db, input.slug, input.title, row.id) : row.slug;
  const status = row.status === "pending" ? "draft" : row.status;
  await writeTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable("article")
      .set({
        slug,
        title: input.title,
        summary: input.summary || markdownExcerpt(input.body),
        content: input.body,
        author: displayNameOf(writer.customer),
        lang: input.lang ?? writer.lang,
        status,
        submitted_at: status === "draft" ? null : row.submitted_at,
        updated_at: nowIso(),
      })
      .where("id", "=", row.id)
      .where("status", "=", row.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ApiError(409, Code.result, MyArticleMessages.state);
    await setThumbnail(trx, row.id, input.thumbnailId, writer.ownerKeys);
  }).catch(rethrowSlug);
  return toOwnArticle(db, (await findCustomerArticle(db, row.id))!);
}

type Move = {
  /** The author, for the author's own transitions; absent for the merchant's. */
  customerId?: number;
  from: ArticleState[];
  to: ArticleState;
  reason?: string;
};

/**
 * Every change of a customer article's state goes through here: one conditional update, so a
 * transition from a state that does not allow it (or a race with another) is a 409. Only a published
 * article is visible to shoppers (`hidden = 0`), so every reader of `article` sees the same.
 */
async function moveArticle(db: Db, id: number, move: Move): Promise<{ before: ArticleRow; after: ArticleRow }> {
  const before = await findCustomerArticle(db, id);
  if (!before || (move.customerId !== undefined && before.customer_id !== move.customerId)) {
    throw notFound(MyArticleMessages.notFound);
  }
  const conflict = () =>
    new ApiError(409, Code.result, move.customerId === undefined ? ModerationMessages.state : MyArticleMessages.state);
  if (!move.from.includes(before.status as ArticleState)) throw conflict();
  const now = nowIso();
  const author = move.to === "published" ? await findCustomerById(db, before.customer_id!) : undefined;
  const moved = await db
    .updateTable("article")
    .set({
      status: move.to,
      hidden: move.to === "published" ? 0 : 1,
      updated_at: now,
      ...(move.to === "pending" ? { submitted_at: now, reject_reason: "" } : {}),
      ...(move.to === "published" ? { published_at: now, reject_reason: "" } : {}),
      ...(author ? { author: displayNameOf(author) } : {}),
      ...(move.to === "rejected" ? { reject_reason: move.reason ?? "" } : {}),
    })
    .where("id", "=", id)
    // The state it was read in, so `before` is what changed (another change meanwhile is a 409).
    .where("status", "=", before.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw conflict();
  return { before, after: (await findCustomerArticle(db, id))! };
}

export async function submitArticle(db: Db, customerId: number, id: number): Promise<ArticleRow> {
  return (await moveArticle(db, id, { customerId, from: ["draft", "rejected", "withdrawn"], to: "pending" })).after;
}

/** The author takes a published or pending article back; `shownChanged` when shoppers could read it. */
export async function withdrawArticle(
  db: Db,
  customerId: number,
  id: number,
): Promise<{ article: ArticleRow; shownChanged: boolean }> {
  const { before, after } = await moveArticle(db, id, { customerId, from: ["published", "pending"], to: "withdrawn" });
  return { article: after, shownChanged: before.status === "published" };
}

async function notifyDecision(deps: AppDeps, row: ArticleRow, decision: ArticleDecision): Promise<void> {
  const author = row.customer_id === null ? undefined : await findCustomerById(deps.db, row.customer_id);
  if (!author) return;
  const router = await getRouterConfig(deps.db);
  const path =
    decision === "published" && router.articleRule.includes(":slug")
      ? router.articleRule.replace(":slug", encodeURIComponent(row.slug))
      : `${router.userPath.replace(/\/?$/, "/")}article`;
  notifyAuthor(deps, author, "article", decision, { title: row.title, reason: row.reject_reason }, path);
}

/** The merchant publishes a submitted article; its author is told by email. */
export async function approveArticle(deps: AppDeps, id: number): Promise<ArticleRow> {
  const { after } = await moveArticle(deps.db, id, { from: ["pending"], to: "published" });
  await notifyDecision(deps, after, "published");
  return after;
}

/** The merchant rejects a submitted or published article with a reason its author reads (and is emailed). */
export async function rejectArticle(deps: AppDeps, id: number, reason: string): Promise<ArticleRow> {
  const { after } = await moveArticle(deps.db, id, { from: ["pending", "published"], to: "rejected", reason });
  await notifyDecision(deps, after, "rejected");
  return after;
}

async function removeArticle(db: Db, id: number, only: { customerId?: number }): Promise<void> {
  await writeTransaction(db, async (trx) => {
    let query = trx.deleteFrom("article").where("id", "=", id).where("customer_id", "is not", null);
    if (only.customerId !== undefined) {
      query = query.where("customer_id", "=", only.customerId).where("status", "!=", "published");
    }
    const deleted = await query.executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw new ApiError(409, Code.result, MyArticleMessages.state);
    await releaseAttachments(trx, articleUse(id));
  });
}

/** The author deletes an article that is not published (withdraw it first); its comments go with it. */
export async function deleteOwnArticle(db: Db, customerId: number, id: number): Promise<void> {
  await requireOwnArticle(db, customerId, id);
  await removeArticle(db, id, { customerId });
}

/** The merchant deletes a customer's article in any state. */
export async function deleteArticle(db: Db, id: number): Promise<void> {
  if (!(await findCustomerArticle(db, id))) throw notFound(MyArticleMessages.notFound);
  await removeArticle(db, id, {});
}
