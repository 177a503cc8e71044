/**
 * The languages that write a decimal comma, as Intl does (numbers.test.ts holds this to Intl for every
 * language): a rating reads "4,8" in German without the browser setting up Intl for one number
 * (utils/money.ts says what that costs).
 */
const DECIMAL_COMMA = /^(de|es|fr|id|it|pt|vi)$/;

/** A 0–5 score with one decimal ("4.8", "4,8"), in the language's way. */
export function formatScore(score: number, lang: string): string {
  const text = score.toFixed(1);
  return DECIMAL_COMMA.test(lang) ? text.replace(".", ",") : text;
}
