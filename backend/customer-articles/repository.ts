import type { Db } from "../db/connection.ts";
import type { NewRow, Row } from "../db/database.ts";

export type ArticleRow = Row<"article">;

/** A customer's article (never the merchant's); customers' lists are newest change first. */
export async function findCustomerArticle(db: Db, id: number): Promise<ArticleRow | undefined> {
  return db.selectFrom("article").selectAll().where("id", "=", id).where("customer_id", "is not", null).executeTakeFirst();
}

export async function slugTaken(db: Db, slug: string, exceptId: number | null = null): Promise<boolean> {
  let query = db.selectFrom("article").select("id").where("slug", "=", slug);
  if (exceptId !== null) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function insertArticle(db: Db, values: NewRow<"article">): Promise<number> {
  const row = await db.insertInto("article").values(values).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function countCustomerArticles(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom("article")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listCustomerArticles(
  db: Db,
  filter: { customerId?: number; status?: string; limit: number; offset: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  let query = db.selectFrom("article").where("customer_id", "is not", null);
  if (filter.customerId !== undefined) query = query.where("customer_id", "=", filter.customerId);
  if (filter.status) query = query.where("status", "=", filter.status);
  const count = await query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return { rows, total: Number(count.n) };
}

/** The image behind an attachment, once the article has claimed it. */
export async function attachmentImageId(db: Db, attachmentId: number): Promise<number | null> {
  const row = await db.selectFrom("attachment").select("image_id").where("id", "=", attachmentId).executeTakeFirst();
  return row ? Number(row.image_id) : null;
}
