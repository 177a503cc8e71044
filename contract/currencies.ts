/** The 10 currencies of spec §9. Prices are integer minor units; USD is the base. */
export const CURRENCIES = ["USD", "EUR", "GBP", "CNY", "JPY", "AUD", "CAD", "PHP", "INR", "RUB"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "USD";
export const BASE_CURRENCY: Currency = "USD";

const currencySet: ReadonlySet<string> = new Set(CURRENCIES);

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && currencySet.has(value);
}

/**
 * Minor-unit digits, as ISO 4217 and `Intl.NumberFormat` have them (JPY has none; a test holds the two
 * together). A table, not Intl: a browser's first `Intl.NumberFormat` costs tens of milliseconds.
 */
const MINOR_DIGITS: Record<Currency, number> = { USD: 2, EUR: 2, GBP: 2, CNY: 2, JPY: 0, AUD: 2, CAD: 2, PHP: 2, INR: 2, RUB: 2 };

export function currencyDigits(currency: Currency): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** A price as the backend sends it: integer minor units in a currency. */
export type Money = { amount: number; currency: Currency };
