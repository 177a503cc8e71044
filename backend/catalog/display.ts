import type { Context } from "hono";
import type { Price } from "#contract/catalog.ts";
import { Code } from "#contract/codes.ts";
import { currencyDigits, DEFAULT_CURRENCY, isCurrency, type Currency } from "#contract/currencies.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/locales.ts";
import type { Db } from "../db/connection.ts";
import { getRates, convertCents } from "../settings/repository.ts";
import { ApiError } from "../shared/http.ts";

/** How one request wants things shown: its language and its currency with the rate to convert USD cents. */
export type Display = { lang: Language; currency: Currency; rate: number; digits: number };

/** Reads `lang` and `currency` from the query; a value outside the contract's lists is a 400. */
export function readLocale(c: Context): { lang: Language; currency: Currency } {
  const lang = c.req.query("lang");
  const currency = c.req.query("currency");
  if (lang !== undefined && !isLanguage(lang)) throw new ApiError(400, Code.result, "errors.language");
  if (currency !== undefined && !isCurrency(currency)) throw new ApiError(400, Code.result, "errors.currency");
  return { lang: lang ?? DEFAULT_LANGUAGE, currency: currency ?? DEFAULT_CURRENCY };
}

/** A currency without a stored rate shows USD amounts unconverted rather than failing the page. */
export async function loadDisplay(db: Db, lang: Language, currency: Currency): Promise<Display> {
  const rates = await getRates(db);
  return { lang, currency, rate: rates.get(currency) ?? 1, digits: currencyDigits(currency) };
}

export async function readDisplay(c: Context, db: Db): Promise<Display> {
  const { lang, currency } = readLocale(c);
  return loadDisplay(db, lang, currency);
}

export function toPrice(display: Display, cents: number | string): Price {
  return { amount: convertCents(Number(cents), display.rate, display.digits), currency: display.currency };
}

/** A display-currency amount in minor units as USD cents, for filtering stored prices. */
export function toUsdCents(display: Display, amount: number, round: (n: number) => number): number {
  return round((amount * 100) / (display.rate * 10 ** display.digits));
}
