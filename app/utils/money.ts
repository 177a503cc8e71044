import type { Language } from "#contract/locales.ts";
import { currencyDigits, currencyFormatter, type Currency } from "#contract/currencies.ts";
import type { Price } from "#contract/catalog.ts";

/**
 * How a language writes amounts of one currency, read off `Intl.NumberFormat` once: what stands
 * around the digits, the group and decimal separators, and from how many integer digits on they are
 * grouped (4, or 5 where "1234" stays whole, as in Spanish). The root loader sends the page's own
 * (`moneyFormat`, money.server.ts) and the browser formats its prices from it
 * (`rememberMoneyFormat`): a browser's first `Intl.NumberFormat` costs 30–60 ms of main thread (ICU's
 * number data), which made one long task of every page's hydration (docs/performance.md). It also
 * makes the browser write exactly what the server wrote, whatever ICU version either has.
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

/** The formats remembered: on the server as read (money.server.ts), in the browser as the root data sent them. */
const formats = new Map<string, MoneyFormat>();

/**
 * A format to write prices from (the server's read, the browser's copy of the root data's). The shell
 * never reads one off Intl: that would cost the browser the very set-up the format spares it, so prices
 * in a currency it was not sent are written by Intl itself.
 */
export function rememberMoneyFormat(format: MoneyFormat | null | undefined): void {
  if (format) formats.set(`${format.lang}:${format.currency}`, format);
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
  const format = formats.get(`${lang}:${currency}`);
  if (format && Number.isSafeInteger(price.amount)) return write(format, price.amount, digits);
  return currencyFormatter(lang, currency).format(price.amount / 10 ** digits);
}
