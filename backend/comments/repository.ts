import type { Db } from "../db/connection.ts";
import type { NewRow, Row } from "../db/database.ts";

export type CommentRow = Row<"article_comment">;

export async function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  return db.selectFrom("article_comment").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertComment(db: Db, values: NewRow<"article_comment">): Promise<number> {
  const row = await db.insertInto("article_comment").values(values).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The same text by the same writer under the same comment (or none) since `since`: a repeat of it. */
export async function findRepeatedComment(
  db: Db,
  values: Pick<NewRow<"article_comment">, "article_id" | "parent_id" | "customer_id" | "author_email" | "body">,
  since: string,
): Promise<CommentRow | undefined> {
  return db
    .selectFrom("article_comment")
    .selectAll()
    .where("article_id", "=", values.article_id)
    .where("parent_id", values.parent_id == null ? "is" : "=", values.parent_id ?? null)
    .where("customer_id", values.customer_id == null ? "is" : "=", values.customer_id ?? null)
    .where("author_email", "=", values.author_email)
    .where("body", "=", values.body)
    .where("created_at", ">=", since)
    .orderBy("id")
    .executeTakeFirst();
}

/** An article shoppers may read (and comment on): visible and published. */
export async function findReadableArticle(
  db: Db,
  by: { articleId?: number; slug?: string },
): Promise<Row<"article"> | undefined> {
  const query = db.selectFrom("article").selectAll().where("hidden", "=", 0).where("status", "=", "published");
  return (by.articleId !== undefined ? query.where("id", "=", by.articleId) : query.where("slug", "=", by.slug ?? ""))
    .executeTakeFirst();
}

/** A page of published top-level comments, oldest first, and how many there are. */
export async function listThreads(
  db: Db,
  articleId: number,
  limit: number,
  offset: number,
): Promise<{ rows: CommentRow[]; total: number }> {
  const query = db
    .selectFrom("article_comment")
    .where("article_id", "=", articleId)
    .where("status", "=", "published")
    .where("parent_id", "is", null);
  const count = await query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("published_at", "asc")
    .orderBy("id", "asc")
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(count.n) };
}

/** Published replies to these comments, oldest first. */
export async function listReplies(db: Db, parentIds: number[]): Promise<CommentRow[]> {
  if (!parentIds.length) return [];
  return db
    .selectFrom("article_comment")
    .selectAll()
    .where("parent_id", "in", parentIds)
    .where("status", "=", "published")
    .orderBy("published_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

/** Published comments of an article shoppers can see: top-level ones and replies in published threads. */
export async function countVisible(db: Db, articleId: number): Promise<number> {
  const row = await db
    .selectFrom("article_comment as c")
    .leftJoin("article_comment as p", "p.id", "c.parent_id")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("c.article_id", "=", articleId)
    .where("c.status", "=", "published")
    .where((eb) => eb.or([eb("c.parent_id", "is", null), eb("p.status", "=", "published")]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listCommentsForAdmin(
  db: Db,
  filter: { status?: string; articleId?: number; limit: number; offset: number },
): Promise<{ rows: CommentRow[]; total: number }> {
  let query = db.selectFrom("article_comment");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.articleId !== undefined) query = query.where("article_id", "=", filter.articleId);
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

export async function articlesByIds(db: Db, ids: number[]): Promise<Map<number, Row<"article">>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom("article").selectAll().where("id", "in", wanted).execute();
  return new Map(rows.map((row) => [row.id, row]));
}
