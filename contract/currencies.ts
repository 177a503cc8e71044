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

/** A price as the backend sends it: integer minor units in a currency. */
export type Money = { amount: number; currency: Currency };
