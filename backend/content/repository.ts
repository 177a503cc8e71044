import { sql } from "kysely";
import type { Language } from "#contract/locales.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { prepared } from "../db/prepared.ts";
import { shownTexts } from "../shared/i18n-sql.ts";
import { contains, inJsonString, searchWords } from "../shared/search-sql.ts";

/** The merchant's article, or a customer's once published (a customer's draft is nobody's page). */
export async function findArticleBySlug(db: Db, slug: string): Promise<Row<"article"> | undefined> {
  return db
    .selectFrom("article")
    .selectAll()
    .where("slug", "=", slug)
    .where((eb) => eb.or([eb("customer_id", "is", null), eb("status", "=", "published")]))
    .executeTakeFirst();
}

/** What an article's card shows of its row (content/service.ts `articleSummaryOf`). */
export type ArticleCardRow = Pick<
  Row<"article">,
  "id" | "slug" | "title" | "summary" | "author" | "i18n" | "thumbnail_id" | "published_at" | "customer_id" | "lang"
>;

/**
 * Visible articles, newest first, as their cards show them (titles and summaries in `lang`, not every
 * language's whole text); `q` searches titles in any language.
 */
export async function listArticles(
  db: Db,
  lang: Language,
  options: { q?: string; limit: number; offset: number },
): Promise<{ rows: ArticleCardRow[]; total: number }> {
  let query = db.selectFrom("article").where("hidden", "=", 0).where("status", "=", "published");
  // Every word of a search, as the product search matches them (shared/search-sql.ts). Qualified: the
  // selected cut of `i18n` is named `i18n` too, and a search reads the whole column.
  for (const word of searchWords(options.q ?? "")) {
    query = query.where((eb) =>
      eb.or([contains(db, sql.ref<string>("article.title"), word), contains(db, sql.ref<string>("article.i18n"), inJsonString(word))]),
    );
  }
  const count = await query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
  const rows = await query
    .select(["id", "slug", "title", "summary", "author", "thumbnail_id", "published_at", "customer_id", "lang"])
    .select(shownTexts(db, "article", ["title", "summary"], lang).as("i18n"))
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findPageBySlug(db: Db, slug: string): Promise<Row<"page"> | undefined> {
  return db.selectFrom("page").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export async function findPromotionBySlug(db: Db, slug: string): Promise<Row<"promotion"> | undefined> {
  return db.selectFrom("promotion").selectAll().where("slug", "=", slug).executeTakeFirst();
}

/** Visible promotions that have not ended; `activeOnly` also drops those not started yet. */
const unendedPromotions = (db: Db, now: string) =>
  db
    .selectFrom("promotion")
    .selectAll()
    .where("hidden", "=", 0)
    .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]));
const livePromotions = prepared((db, p: { now: string }) => unendedPromotions(db, p.now).orderBy("id"));
const activePromotions = prepared((db, p: { now: string }) =>
  unendedPromotions(db, p.now)
    .where((eb) => eb.or([eb("starts_at", "is", null), eb("starts_at", "<=", p.now)]))
    .orderBy("id"),
);

export async function listPromotions(db: Db, now: string, activeOnly = false): Promise<Row<"promotion">[]> {
  return (activeOnly ? activePromotions : livePromotions).rows(db, { now });
}

export async function findCouponBySlug(db: Db, slug: string): Promise<Row<"coupon"> | undefined> {
  return db.selectFrom("coupon").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export async function listCoupons(db: Db, now: string): Promise<Row<"coupon">[]> {
  return db
    .selectFrom("coupon")
    .selectAll()
    .where("hidden", "=", 0)
    .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]))
    .orderBy("id")
    .execute();
}
