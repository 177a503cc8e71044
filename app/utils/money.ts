import { LANGUAGE_TAGS, type Language } from "#contract/locales.ts";
import { currencyDigits, type Currency } from "#contract/currencies.ts";
import type { Price } from "#contract/catalog.ts";

const formatters = new Map<string, Intl.NumberFormat>();

/** A backend price (integer minor units) for the locale: the symbol and decimals come from Intl. */
export function formatPrice(price: Price, lang: Language): string {
  const key = `${lang}:${price.currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[lang], { style: "currency", currency: price.currency });
    formatters.set(key, format);
  }
  return format.format(price.amount / 10 ** currencyDigits(price.currency as Currency));
}
