import { sql, type Expression, type RawBuilder } from "kysely";
import { databaseKind, type Db } from "../db/connection.ts";

/** The most words of a shopper's search that are matched; the rest are left out, so a query cannot build a huge statement. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a search: split at whitespace (a CJK or Thai query written without spaces stays one
 * word, matched as a run of text), each once, a word found inside another left out (the longer one asks
 * for it already), at most `max` of them. Letters keep their case: `contains` compares ASCII letters
 * without regard to case on both databases, and other letters as each database can. NUL characters are
 * dropped: PostgreSQL's texts cannot hold them, so a word with one could match nothing anyway.
 */
export function searchWords(q: string, max = MAX_SEARCH_WORDS): string[] {
  const seen = new Map<string, string>();
  for (const word of q.replace(/\0/g, "").split(/\s+/u)) {
    const key = asciiLower(word);
    if (word && !seen.has(key)) seen.set(key, word);
  }
  const keys = [...seen.keys()];
  return keys
    .filter((key) => !keys.some((other) => other !== key && other.includes(key)))
    .slice(0, max)
    .map((key) => seen.get(key)!);
}

const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** A LIKE pattern for texts containing `text` as written: `%`, `_` and the escape character `\` escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * `expr` contains `word`, with `%`, `_` and `\` in the word taken literally (an explicit `ESCAPE '\'`),
 * without regard to case: SQLite's `LIKE` folds ASCII letters (as its `lower()` does, so a column is not
 * copied lower-cased for every word), PostgreSQL's `ILIKE` every letter its collation knows.
 */
export function contains(db: Db, expr: Expression<string | null>, word: string): RawBuilder<boolean> {
  const pattern = containsPattern(word);
  if (databaseKind(db) === "postgres") return sql<boolean>`${expr} ilike ${pattern} escape '\\'`;
  return sql<boolean>`${expr} like ${pattern} escape '\\'`;
}

/**
 * `word` as it is written inside a JSON string (`JSON.stringify` of an `i18n` column): a quote or a
 * backslash in the word is matched as the column stores it, `\"` and `\\`.
 */
export function inJsonString(word: string): string {
  return JSON.stringify(word).slice(1, -1);
}
