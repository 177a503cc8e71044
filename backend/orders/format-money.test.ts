import { describe, expect, it } from "vitest";
import { formatPrice } from "#app/utils/money.ts";
import { CURRENCIES } from "#contract/currencies.ts";
import { LANGUAGES } from "#contract/locales.ts";
import { formatMoney } from "./email.ts";

describe("formatMoney", () => {
  it("writes an amount in an email as the pages write it, in every language and currency", () => {
    for (const lang of LANGUAGES) {
      for (const currency of CURRENCIES) {
        for (const amount of [0, 123, 2424240, -123456]) {
          expect(formatMoney({ amount, currency }, lang), `${lang} ${currency} ${amount}`).toBe(formatPrice({ amount, currency }, lang));
        }
      }
    }
    // Before, emails wrote the code where the pages wrote the sign.
    expect(formatMoney({ amount: 2424240, currency: "RUB" }, "vi")).toBe("24.242,40\u00a0₽");
    expect(formatMoney({ amount: 123456, currency: "RUB" }, "en")).toBe("₽1,234.56");
  });
});
