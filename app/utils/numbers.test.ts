import { describe, expect, it } from "vitest";
import { LANGUAGE_TAGS, LANGUAGES } from "#contract/locales.ts";
import { formatCount, formatScore } from "./numbers.ts";

describe("formatScore", () => {
  it("writes a score with one decimal as Intl does, in every language", () => {
    for (const lang of LANGUAGES) {
      const intl = new Intl.NumberFormat(LANGUAGE_TAGS[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (const score of [0, 1, 3, 3.5, 4.8, 4.75, 5]) expect(formatScore(score, lang), `${lang} ${score}`).toBe(intl.format(score));
    }
    expect(formatScore(4.8, "de")).toBe("4,8");
    expect(formatScore(4.8, "not a language")).toBe("4.8");
  });
});

describe("formatCount", () => {
  it("writes a count as Intl does, in every language", () => {
    for (const lang of LANGUAGES) {
      const intl = new Intl.NumberFormat(LANGUAGE_TAGS[lang]);
      for (const count of [0, 7, 999, 1000, 1234, 9999, 10_000, 12_345, 123_456, 1_234_567, 98_765_432_109]) {
        expect(formatCount(count, lang), `${lang} ${count}`).toBe(intl.format(count));
      }
    }
    expect(formatCount(1234, "de")).toBe("1.234");
    expect(formatCount(1234, "fr")).toBe("1\u202f234");
    expect(formatCount(1234, "es")).toBe("1234");
    expect(formatCount(12_345, "es")).toBe("12.345");
  });

  it("leaves what is not a whole count as it is", () => {
    expect(formatCount("NW-10234", "en")).toBe("NW-10234");
    expect(formatCount(-1234, "en")).toBe("-1234");
    expect(formatCount(1234.5, "en")).toBe("1234.5");
    expect(formatCount(undefined, "en")).toBe("undefined");
  });
});
