/** The 10 currencies of spec §9. Prices are integer minor units; USD is the base. */
export const CURRENCIES = ["USD", "EUR", "GBP", "CNY", "JPY", "AUD", "CAD", "PHP", "INR", "RUB"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "USD";
export const BASE_CURRENCY: Currency = "USD";

const currencySet: ReadonlySet<string> = new Set(CURRENCIES);

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && currencySet.has(value);
}

/** Minor-unit digits, as ISO 4217 and `Intl.NumberFormat` have them (JPY has none). */
export function currencyDigits(currency: Currency): number {
  let value = digits.get(currency);
  if (value === undefined) {
    value = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digits.set(currency, value);
  }
  return value;
}
const digits = new Map<string, number>();

/** A price as the backend sends it: integer minor units in a currency. */
export type Money = { amount: number; currency: Currency };
