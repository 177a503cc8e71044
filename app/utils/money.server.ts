import type { Language } from "#contract/locales.ts";
import { currencyDigits, currencyFormatter, type Currency } from "#contract/currencies.ts";
import { rememberMoneyFormat, type MoneyFormat } from "./money.ts";

/**
 * Reading a money format off Intl (utils/money.ts says what one is). Server-only, so the browser's
 * bundle carries the writing of prices and not this.
 */

const read = new Map<string, MoneyFormat | null>();

/**
 * The language's way with the currency, read off Intl once per process; null for a shape not handled
 * (then Intl writes). The root loader sends the page's along. It is also remembered here, so the
 * server writes the page's prices from it exactly as the browser will.
 */
export function moneyFormat(lang: Language, currency: Currency): MoneyFormat | null {
  const key = `${lang}:${currency}`;
  if (read.has(key)) return read.get(key)!;
  const format = readMoneyFormat(lang, currency);
  read.set(key, format);
  rememberMoneyFormat(format);
  return format;
}

function readMoneyFormat(lang: Language, currency: Currency): MoneyFormat | null {
  const format = currencyFormatter(lang, currency);
  const fraction = currencyDigits(currency) ? 0.25 : 0;
  const large = shape(format.formatToParts(1234567 + fraction));
  const negative = shape(format.formatToParts(-1234567 - fraction));
  const four = shape(format.formatToParts(1234));
  const five = shape(format.formatToParts(12345));
  if (!large?.grouped || !negative || !four || !five?.grouped || negative.group !== large.group || negative.decimal !== large.decimal) return null;
  return {
    lang,
    currency,
    affixes: [large.before, large.after, negative.before, negative.after],
    group: large.group,
    decimal: large.decimal,
    groupFrom: four.grouped ? 4 : 5,
  };
}

const NUMBER_PARTS = new Set(["integer", "group", "decimal", "fraction"]);

/** Around the digits, and the separators, of one formatted amount; null for a shape not handled. */
function shape(parts: Intl.NumberFormatPart[]) {
  const first = parts.findIndex((p) => NUMBER_PARTS.has(p.type));
  const last = parts.findLastIndex((p) => NUMBER_PARTS.has(p.type));
  const digits = parts.slice(first, last + 1);
  const integers = digits.filter((p) => p.type === "integer").map((p) => p.value);
  // Western digits in groups of three ("1,234,567"): every language of the shop writes them so.
  if (!integers.every((d, i) => /^[0-9]+$/.test(d) && (i === 0 || d.length === 3))) return null;
  if (digits.some((p) => !NUMBER_PARTS.has(p.type))) return null;
  return {
    before: parts.slice(0, first).map((p) => p.value).join(""),
    after: parts.slice(last + 1).map((p) => p.value).join(""),
    group: digits.find((p) => p.type === "group")?.value ?? "",
    decimal: digits.find((p) => p.type === "decimal")?.value ?? "",
    grouped: integers.length > 1,
  };
}
