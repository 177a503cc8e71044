import type { SeoEntries, SeoEntry } from "#contract/seo.ts";
import type { Db } from "../db/connection.ts";

type Listed = "product" | "category" | "collection" | "article" | "page";

function visible(db: Db, table: Listed): Promise<SeoEntry[]> {
  return db
    .selectFrom(table)
    .select(["slug", "updated_at as updatedAt"])
    .where("hidden", "=", 0)
    .orderBy("id")
    .execute();
}

/** Slugs and last changes of every visible entity: one query per table, whatever the shop's size. */
export async function listSeoEntries(db: Db): Promise<SeoEntries> {
  const [products, categories, collections, articles, pages] = await Promise.all([
    visible(db, "product"),
    visible(db, "category"),
    visible(db, "collection"),
    visible(db, "article"),
    visible(db, "page"),
  ]);
  return { products, categories, collections, articles, pages };
}
