import { LANGUAGE_TAGS, type Language } from "#contract/locales.ts";
import { currencyDigits, type Currency } from "#contract/currencies.ts";
import type { Price } from "#contract/catalog.ts";

const formatters = new Map<string, Intl.NumberFormat>();

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

/** A backend price (integer minor units) for the locale: the symbol and decimals come from Intl. */
export function formatPrice(price: Price, lang: Language): string {
  return formatter(lang, price.currency).format(price.amount / 10 ** currencyDigits(price.currency as Currency));
}
