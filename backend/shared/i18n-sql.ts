import { sql, type Expression, type RawBuilder } from "kysely";
import { contentFallbacks, type Language } from "#contract/locales.ts";
import { databaseKind, type Db } from "../db/connection.ts";

/**
 * A row's `i18n` column cut, in SQL, to `fields` in the languages a page in `lang` can show (its
 * fallbacks; English is the base columns), in the column's own shape: `{"fr":{"name":"…"}}`, so
 * `parseI18n` and `pickText` read it as they read the whole column. The column holds every language's
 * every field (a product's descriptions, an article's whole text); a listing needs a few of them in one
 * language. A missing text is `null`, which `pickText` passes over as it passes over an absent one.
 *
 * The column is always JSON: every writer stores `JSON.stringify` of an object (admin/resource.ts).
 * `table`, `fields` and the languages are the code's own constants, never a shopper's text.
 */
export function shownTexts(db: Db, table: "product" | "article", fields: readonly string[], lang: Language): RawBuilder<string> {
  const shown = contentFallbacks(lang).filter((candidate) => candidate !== "en");
  if (shown.length === 0) return sql<string>`'{}'`;
  const column = sql.ref<string>(`${table}.i18n`);
  if (databaseKind(db) === "postgres") {
    const language = (code: Language) =>
      sql`${sql.lit(code)}::text, json_build_object(${sql.join(fields.map((field) => sql`${sql.lit(field)}::text, ${i18nText(db, column, field, code)}`))})`;
    return sql<string>`json_build_object(${sql.join(shown.map(language))})::text`;
  }
  const language = (code: Language) =>
    sql`${sql.lit(code)}, json_object(${sql.join(fields.map((field) => sql`${sql.lit(field)}, ${i18nText(db, column, field, code)}`))})`;
  return sql<string>`json_object(${sql.join(shown.map(language))})`;
}

/**
 * One field of an `i18n` column in one language, as text: `null` when the row has no such text.
 * `field` and `code` are the code's own constants, never a shopper's text.
 */
export function i18nText(db: Db, column: Expression<string>, field: string, code: Language): RawBuilder<string | null> {
  if (databaseKind(db) === "postgres") return sql<string | null>`${column}::json -> ${sql.lit(code)}::text ->> ${sql.lit(field)}::text`;
  return sql<string | null>`json_extract(${column}, ${sql.lit(`$."${code}"."${field}"`)})`;
}
