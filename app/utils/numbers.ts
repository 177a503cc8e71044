/**
 * The languages that write a decimal comma, as Intl does (numbers.test.ts holds this and `formatCount`
 * to Intl for every language): a rating reads "4,8" in German without the browser setting up Intl for
 * one number (utils/money.ts says what that costs). They group thousands with a point, French with a
 * narrow no-break space.
 */
const DECIMAL_COMMA = /^(de|es|fr|id|it|pt|vi)$/;

/** A 0–5 score with one decimal ("4.8", "4,8"), in the language's way. */
export function formatScore(score: number, lang: string): string {
  const text = score.toFixed(1);
  return DECIMAL_COMMA.test(lang) ? text.replace(".", ",") : text;
}

/**
 * A count in the language's way: "1,234", "1.234", "1 234", and "1234" in Spanish and Italian, which
 * group from five digits on. The texts' `{{count}}`, `{{max}}`, `{{available}}` and `{{quantity}}` are
 * written with it (utils/i18n.tsx).
 */
export function formatCount(count: unknown, lang: string): string {
  const text = String(count);
  if (!/^\d+$/.test(text) || text.length < (/^(es|it)$/.test(lang) ? 5 : 4)) return text;
  return text.replace(/\B(?=(\d{3})+$)/g, lang === "fr" ? "\u202f" : DECIMAL_COMMA.test(lang) ? "." : ",");
}
