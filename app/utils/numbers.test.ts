import { describe, expect, it } from "vitest";
import { LANGUAGE_TAGS, LANGUAGES } from "#contract/locales.ts";
import { formatScore } from "./numbers.ts";

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
