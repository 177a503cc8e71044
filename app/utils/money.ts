import { LANGUAGE_TAGS, type Language } from "#contract/locales.ts";
import { currencyDigits, type Currency } from "#contract/currencies.ts";
import type { Price } from "#contract/catalog.ts";
import { sentFormats } from "./sent-formats.ts";

/**
 * How a language writes amounts of one currency, read off `Intl.NumberFormat` once: what stands
 * around the digits, the group and decimal separators, and from how many integer digits on they are
 * grouped (4, or 5 where "1234" stays whole, as in Spanish). The root loader sends the page's own
 * (`moneyFormat`) and the browser formats its prices from it (`rememberMoneyFormat`): a browser's
 * first `Intl.NumberFormat` costs 30–60 ms of main thread (ICU's number data), which made one long
 * task of every page's hydration (docs/performance.md). It also makes the browser write exactly what
 * the server wrote, whatever ICU version either has.
 */
export type MoneyFormat = {
  lang: Language;
  currency: Currency;
  /** Before and after the digits of an amount ≥ 0, then of an amount < 0. */
  affixes: [string, string, string, string];
  group: string;
  decimal: string;
  groupFrom: number;
};

const formatters = new Map<string, Intl.NumberFormat>();
const formats = sentFormats<MoneyFormat>();

function formatter(lang: Language, currency: string): Intl.NumberFormat {
  const key = `${lang}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const tag = LANGUAGE_TAGS[lang];
    format = new Intl.NumberFormat(tag, { style: "currency", currency });
    // Where the locale has no symbol for a currency it prints the ISO code ("RUB 1,000.00"); the
    // narrow symbol (₽) reads better. Currencies that share a narrow symbol ($) keep their own (A$, CA$).
    if (format.format(1).includes(currency)) {
      format = new Intl.NumberFormat(tag, { style: "currency", currency, currencyDisplay: "narrowSymbol" });
    }
    formatters.set(key, format);
  }
  return format;
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

/** The language's way with the currency, from Intl (on the server: the root loader sends it along). */
export function moneyFormat(lang: Language, currency: Currency): MoneyFormat | null {
  return formats.get(`${lang}:${currency}`, () => readMoneyFormat(lang, currency));
}

function readMoneyFormat(lang: Language, currency: Currency): MoneyFormat | null {
  const format = formatter(lang, currency);
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

/** The browser's copy of the page's money format (root data): its prices are then written without Intl. */
export function rememberMoneyFormat(format: MoneyFormat | null | undefined): void {
  if (format) formats.remember(`${format.lang}:${format.currency}`, format);
}

/** An integer number of minor units as the format writes it. */
function write(format: MoneyFormat, amount: number, digits: number): string {
  const units = Math.abs(amount);
  const scale = 10 ** digits;
  let integer = String(Math.floor(units / scale));
  if (integer.length >= format.groupFrom) integer = integer.replace(/\B(?=(\d{3})+$)/g, format.group);
  const number = digits ? `${integer}${format.decimal}${String(units % scale).padStart(digits, "0")}` : integer;
  const [before, after, negativeBefore, negativeAfter] = format.affixes;
  return amount < 0 ? `${negativeBefore}${number}${negativeAfter}` : `${before}${number}${after}`;
}

/** A backend price (integer minor units) for the locale: the symbol and decimals come from Intl. */
export function formatPrice(price: Price, lang: Language): string {
  const currency = price.currency as Currency;
  const digits = currencyDigits(currency);
  const format = moneyFormat(lang, currency);
  if (format && Number.isSafeInteger(price.amount)) return write(format, price.amount, digits);
  return formatter(lang, currency).format(price.amount / 10 ** digits);
}
