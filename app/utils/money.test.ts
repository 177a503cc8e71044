import { describe, expect, it, vi } from "vitest";
import { CURRENCIES, SHARED_NARROW, type Currency } from "#contract/currencies.ts";
import { LANGUAGE_TAGS, LANGUAGES, type Language } from "#contract/locales.ts";
import { formatPrice } from "./money.ts";
import { moneyFormat } from "./money.server.ts";

describe("formatPrice", () => {
  it("formats minor units with the currency's decimals", () => {
    expect(formatPrice({ amount: 123456, currency: "USD" }, "en")).toBe("$1,234.56");
    expect(formatPrice({ amount: 1234, currency: "JPY" }, "ja")).toBe("￥1,234");
    expect(formatPrice({ amount: 123456, currency: "EUR" }, "de")).toBe("1.234,56\u00a0€");
  });

  it("shows each currency by a sign of its own in every language: its symbol, or its code where the symbol would be another's too", () => {
    const clashes: string[] = [];
    const coded: string[] = [];
    for (const lang of LANGUAGES) {
      const shown = CURRENCIES.map((currency) => formatPrice({ amount: 123456, currency }, lang).replace(/[\d\s.,\u00a0\u202f'’-]/g, ""));
      expect(new Set(shown).size, `${lang}: ${shown.join(" ")}`).toBe(CURRENCIES.length);
      CURRENCIES.forEach((currency, i) => {
        expect(shown[i]!.length, `${lang} ${currency}`).toBeGreaterThan(0);
        if (shown[i] === currency) coded.push(`${lang}:${currency}`);
      });
      // The table holds what Intl does: narrow symbols of codes the language has no symbol for, shared.
      const narrowed = CURRENCIES.map((currency) => narrowFallback(lang, currency).format(1).replace(/[\d\s.,\u00a0\u202f'’-]/g, ""));
      CURRENCIES.forEach((currency, i) => {
        const plain = new Intl.NumberFormat(LANGUAGE_TAGS[lang], { style: "currency", currency }).format(1);
        if (plain.includes(currency) && narrowed.filter((symbol) => symbol === narrowed[i]).length > 1) clashes.push(`${lang}:${currency}`);
      });
    }
    expect(clashes.sort()).toEqual(SHARED_NARROW.split(" ").sort());
    // A code is written only where a symbol would be shared.
    expect(coded.sort()).toEqual(SHARED_NARROW.split(" ").sort());
    expect(formatPrice({ amount: 9792, currency: "AUD" }, "es")).toBe("97,92\u00a0AUD");
    expect(formatPrice({ amount: 123456, currency: "RUB" }, "en")).toBe("₽1,234.56");
    expect(formatPrice({ amount: 123456, currency: "INR" }, "en")).toBe("₹1,234.56");
    expect(formatPrice({ amount: 123456, currency: "GBP" }, "en")).toBe("£1,234.56");
  });

  it("writes every language's prices from its money format exactly as Intl writes them", () => {
    const amounts = [0, 1, 5, 99, 100, 999, 1000, 1234, 9999, 12345, 99999, 100000, 123456, 1234567, 12345678, 123456789, 100000000000];
    for (const lang of LANGUAGES) {
      for (const currency of CURRENCIES) {
        expect(moneyFormat(lang, currency), `${lang} ${currency}`).not.toBeNull();
        const intl = referenceFormat(lang, currency);
        const scale = 10 ** intl.resolvedOptions().maximumFractionDigits!;
        for (const amount of [...amounts, ...amounts.filter(Boolean).map((a) => -a)]) {
          expect(formatPrice({ amount, currency }, lang), `${lang} ${currency} ${amount}`).toBe(intl.format(amount / scale));
        }
      }
    }
    // Spanish leaves four digits ungrouped, French groups with a narrow no-break space.
    expect(formatPrice({ amount: 123456, currency: "EUR" }, "es")).toBe("1234,56\u00a0€");
    expect(formatPrice({ amount: 1234567, currency: "EUR" }, "es")).toBe("12.345,67\u00a0€");
    expect(formatPrice({ amount: 123456, currency: "EUR" }, "fr")).toBe("1\u202f234,56\u00a0€");
  });

  it("in the browser, writes from the format the root data sent, and with Intl a pair it was not sent", async () => {
    const real = moneyFormat("de", "EUR")!;
    // The browser's module: nothing read, only what the root data hands it.
    vi.resetModules();
    const browser = await import("./money.ts");
    // Not sent: Intl writes it, the same text.
    expect(browser.formatPrice({ amount: 123456, currency: "GBP" }, "it")).toBe(referenceFormat("it", "GBP").format(1234.56));
    browser.rememberMoneyFormat({ ...real, affixes: ["<", ">", "-<", ">"] });
    expect(browser.formatPrice({ amount: 123456, currency: "EUR" }, "de")).toBe("<1.234,56>");
    expect(browser.formatPrice({ amount: -5, currency: "EUR" }, "de")).toBe("-<0,05>");
    // A fraction of a minor unit is not a backend price: Intl rounds it.
    expect(browser.formatPrice({ amount: 12.5, currency: "EUR" }, "de")).toBe("0,13\u00a0€");
  });
});

/** Intl's format with the narrow symbol wherever the language has only the code. */
function narrowFallback(lang: Language, currency: Currency): Intl.NumberFormat {
  const tag = LANGUAGE_TAGS[lang];
  const plain = new Intl.NumberFormat(tag, { style: "currency", currency });
  return plain.format(1).includes(currency) ? new Intl.NumberFormat(tag, { style: "currency", currency, currencyDisplay: "narrowSymbol" }) : plain;
}

function referenceFormat(lang: Language, currency: Currency): Intl.NumberFormat {
  if (SHARED_NARROW.split(" ").includes(`${lang}:${currency}`)) return new Intl.NumberFormat(LANGUAGE_TAGS[lang], { style: "currency", currency });
  return narrowFallback(lang, currency);
}
