import { describe, expect, it } from "vitest";
import { CURRENCIES } from "#contract/currencies.ts";
import { formatPrice } from "./money.ts";

describe("formatPrice", () => {
  it("formats minor units with the currency's decimals", () => {
    expect(formatPrice({ amount: 123456, currency: "USD" }, "en")).toBe("$1,234.56");
    expect(formatPrice({ amount: 1234, currency: "JPY" }, "ja")).toBe("￥1,234");
    expect(formatPrice({ amount: 123456, currency: "EUR" }, "de")).toBe("1.234,56\u00a0€");
  });

  it("shows a currency sign for all 10 currencies", () => {
    for (const currency of CURRENCIES) {
      expect(formatPrice({ amount: 1000, currency }, "en")).toMatch(/[^\d\s.,]/);
    }
  });
});
