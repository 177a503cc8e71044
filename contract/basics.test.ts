import { describe, expect, it } from "vitest";
import { Code, PING_CODE } from "./codes.ts";
import { currencyDigits, CURRENCIES, isCurrency } from "./currencies.ts";
import { contentFallbacks, isLanguage, LANGUAGES } from "./locales.ts";
import { apiResponseSchema, fail, ok } from "./wrapper.ts";

describe("codes (spec §8)", () => {
  it("has the catalogue's values", () => {
    expect(Code).toEqual({
      success: 0,
      dialog: 10,
      permission: 30,
      result: 40,
      fail: 41,
      authInvalid: 50,
      authOut: 51,
      error: 500,
      timeout: 20000,
    });
    expect(PING_CODE).toBe(200);
  });
});

describe("wrapper", () => {
  it("builds {code, msg, data}", () => {
    expect(ok({ a: 1 })).toEqual({ code: 0, msg: "ok", data: { a: 1 } });
    expect(ok(null, "done")).toEqual({ code: 0, msg: "done", data: null });
    expect(fail(Code.result, "errors.validation")).toEqual({ code: 40, msg: "errors.validation", data: null });
    expect(fail(Code.fail, "x", { f: 1 })).toEqual({ code: 41, msg: "x", data: { f: 1 } });
    expect(apiResponseSchema.safeParse(ok(1)).success).toBe(true);
    expect(apiResponseSchema.safeParse({ code: "0", msg: "ok" }).success).toBe(false);
  });
});

describe("languages and currencies", () => {
  it("knows the 15 prefixes only", () => {
    expect(LANGUAGES).toHaveLength(15);
    for (const lang of LANGUAGES) expect(isLanguage(lang)).toBe(true);
    for (const bad of ["xx", "EN", "__proto__", "constructor", "", null, 1, "zh-hk"])
      expect(isLanguage(bad)).toBe(false);
    expect(contentFallbacks("zh-HK")).toEqual(["zh-HK", "zh-TW", "en"]);
    expect(contentFallbacks("de")).toEqual(["de", "en"]);
  });

  it("knows the 10 currencies and their minor units", () => {
    expect(CURRENCIES).toHaveLength(10);
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("USD")).toBe(2);
    expect(currencyDigits("EUR")).toBe(2);
    for (const currency of CURRENCIES) {
      const intl = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits;
      expect(currencyDigits(currency), currency).toBe(intl);
    }
    expect(isCurrency("USD")).toBe(true);
    expect(isCurrency("usd")).toBe(false);
    expect(isCurrency("__proto__")).toBe(false);
  });
});
