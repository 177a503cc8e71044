import { LANGUAGE_TAGS, type Language } from "./locales.ts";

/** The 10 currencies of spec §9. Prices are integer minor units; USD is the base. */
export const CURRENCIES = ["USD", "EUR", "GBP", "CNY", "JPY", "AUD", "CAD", "PHP", "INR", "RUB"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "USD";
export const BASE_CURRENCY: Currency = "USD";

const currencySet: ReadonlySet<string> = /* @__PURE__ */ new Set(CURRENCIES);

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && currencySet.has(value);
}

/**
 * Minor-unit digits, as ISO 4217 and `Intl.NumberFormat` have them: JPY has none, the other nine two (a
 * test holds this to Intl for each). Not read off Intl: a browser's first `Intl.NumberFormat` costs tens
 * of milliseconds. A currency added to the list with other digits must be added here.
 */
export function currencyDigits(currency: Currency): number {
  return currency === "JPY" ? 0 : 2;
}

/** Languages and currencies whose narrow symbol another currency of the shop shares in that language. */
export const SHARED_NARROW = "es:AUD es:CAD es:CNY es:JPY fr:CNY fr:JPY";

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Intl's currency format for the language (the narrow symbol where it has no other, and no other has
 * it): the pages' prices (app/utils/money.ts) and the emails' (backend/orders/email.ts) both read it,
 * so an amount is written the same way in both.
 */
export function currencyFormatter(lang: Language, currency: string): Intl.NumberFormat {
  const key = `${lang}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const tag = LANGUAGE_TAGS[lang];
    format = new Intl.NumberFormat(tag, { style: "currency", currency });
    // Where the locale has no symbol for a currency it prints the ISO code ("RUB 1,000.00"); the
    // narrow symbol (₽) reads better, unless another currency shares it: Spanish narrows AUD and CAD to
    // "$", Spanish and French CNY and JPY to "¥". Those keep their code ("97,92 AUD"; held to Intl by
    // app/utils/money.test.ts).
    if (format.format(1).includes(currency) && !SHARED_NARROW.includes(key)) {
      format = new Intl.NumberFormat(tag, { style: "currency", currency, currencyDisplay: "narrowSymbol" });
    }
    formatters.set(key, format);
  }
  return format;
}

/** A price as the backend sends it: integer minor units in a currency. */
export type Money = { amount: number; currency: Currency };
