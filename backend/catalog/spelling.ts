import { sql } from "kysely";
import { contentFallbacks, type Language } from "#contract/locales.ts";
import type { Db } from "../db/connection.ts";
import { i18nText } from "../shared/i18n-sql.ts";
import { MAX_SEARCH_WORDS } from "../shared/search-sql.ts";

/**
 * A search that found nothing, put right: each word of the query that no product or category name
 * contains is replaced by the closest word of those names (in the shown language and English) within
 * one typing slip (two for words of 8 letters or more): a letter missing, extra, wrong or two swapped.
 * So `hodie` becomes `hoodie`. The names are read at most once a minute per language and database;
 * a name added since then is not offered for that long, which costs a suggestion, never a wrong result
 * (the corrected query is searched like any other).
 */

/** The names' words in one language, each with how many names use it (more used wins a tie). */
export type Vocabulary = Map<string, number>;

const TTL_MS = 60_000;
const vocabularies = new WeakMap<Db, Map<Language, { at: number; words: Promise<Vocabulary> }>>();

/** Letters and digits; a name's punctuation and spaces split it. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Scripts written without spaces between words (a query in them is one run of text): not corrected. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** The words of these names, counted. */
export function vocabularyOf(names: Iterable<string | null>): Vocabulary {
  const words: Vocabulary = new Map();
  for (const name of names) {
    if (!name) continue;
    for (const word of new Set(wordsOf(name))) if (word.length >= 3) words.set(word, (words.get(word) ?? 0) + 1);
  }
  return words;
}

/**
 * The edit distance of `a` and `b` (insertions, deletions, substitutions and swaps of two neighbours),
 * or `max + 1` as soon as it is sure to be more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/** The query with its unknown words put right, or null when no word needed it or none could be. */
export function correctQuery(q: string, vocabulary: Vocabulary): string | null {
  const words = q.trim().split(/\s+/u).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  let changed = false;
  const corrected = words.map((word) => {
    const lower = word.toLowerCase();
    const letters = [...lower].length;
    if (letters < 4 || UNSPACED.test(lower) || !/^[\p{L}\p{M}\p{N}'’-]+$/u.test(lower)) return word;
    if (vocabulary.has(lower)) return word;
    for (const known of vocabulary.keys()) if (known.includes(lower)) return word;
    const max = letters >= 8 ? 2 : 1;
    let best: { word: string; distance: number; uses: number } | null = null;
    for (const [known, uses] of vocabulary) {
      const distance = editDistance(lower, known, max);
      if (distance > max) continue;
      if (!best || distance < best.distance || (distance === best.distance && (uses > best.uses || (uses === best.uses && known < best.word)))) {
        best = { word: known, distance, uses };
      }
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? corrected.join(" ") : null;
}

/** The visible products' and categories' names in `lang`'s languages (and English), as words. */
async function readVocabulary(db: Db, lang: Language): Promise<Vocabulary> {
  const shown = contentFallbacks(lang).filter((code) => code !== "en");
  const names = (table: "product" | "category") =>
    db
      .selectFrom(table)
      .select(sql.ref<string>(`${table}.name`).as("name"))
      .select(shown.map((code, i) => i18nText(db, sql.ref<string>(`${table}.i18n`), "name", code).as(`name_${i}`)))
      .where(`${table}.hidden`, "=", 0)
      .execute();
  const rows = [...(await names("product")), ...(await names("category"))] as Array<Record<string, string | null>>;
  return vocabularyOf(rows.flatMap((row) => Object.values(row)));
}

function cachedVocabulary(db: Db, lang: Language): Promise<Vocabulary> {
  let byLang = vocabularies.get(db);
  if (!byLang) vocabularies.set(db, (byLang = new Map()));
  const cached = byLang.get(lang);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.words;
  const words = readVocabulary(db, lang);
  byLang.set(lang, { at: Date.now(), words });
  // A failed read is not kept: the next search reads again.
  words.catch(() => {
    if (byLang.get(lang)?.words === words) byLang.delete(lang);
  });
  return words;
}

/** `q` put right against the shop's names in `lang`, or null. */
export async function correctedSearch(db: Db, q: string, lang: Language): Promise<string | null> {
  if (!q.trim()) return null;
  const corrected = correctQuery(q, await cachedVocabulary(db, lang));
  return corrected && corrected.toLowerCase() !== q.trim().toLowerCase() ? corrected : null;
}
