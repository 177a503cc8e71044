import { describe, expect, it } from "vitest";
import { CURRENCIES } from "#contract/currencies.ts";
import { LANGUAGES } from "#contract/locales.ts";
import { formatPrice } from "./money.ts";

describe("formatPrice", () => {
  it("formats minor units with the currency's decimals", () => {
    expect(formatPrice({ amount: 123456, currency: "USD" }, "en")).toBe("$1,234.56");
    expect(formatPrice({ amount: 1234, currency: "JPY" }, "ja")).toBe("￥1,234");
    expect(formatPrice({ amount: 123456, currency: "EUR" }, "de")).toBe("1.234,56\u00a0€");
  });

  it("shows a currency symbol, never a bare ISO code, for all 10 currencies in every language", () => {
    for (const lang of LANGUAGES) {
      for (const currency of CURRENCIES) {
        const text = formatPrice({ amount: 123456, currency }, lang);
        expect(text, `${lang} ${currency}`).not.toContain(currency);
        expect(text, `${lang} ${currency}`).toMatch(/[^\d\s.,\u00a0\u202f'’]/);
      }
    }
    expect(formatPrice({ amount: 123456, currency: "RUB" }, "en")).toBe("₽1,234.56");
    expect(formatPrice({ amount: 123456, currency: "INR" }, "en")).toBe("₹1,234.56");
    expect(formatPrice({ amount: 123456, currency: "GBP" }, "en")).toBe("£1,234.56");
  });
});
