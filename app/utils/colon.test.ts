import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#contract/locales.ts";
import en from "#locales/en/email.json" with { type: "json" };
import { colon, optionsText } from "./colon.ts";

describe("colon", () => {
  it("writes a label's colon as the emails do, in every language", async () => {
    expect(colon("en")).toBe(en.email.colon);
    for (const lang of LANGUAGES) {
      const texts = (await import(`../../locales/${lang}/email.json`, { with: { type: "json" } })) as { default: typeof en };
      expect(colon(lang), lang).toBe(texts.default.email.colon);
    }
  });

  it("writes a variant's options with it", () => {
    expect(optionsText({ Couleur: "Bleu marine", Taille: "M" }, "fr")).toBe("Couleur\u202f: Bleu marine · Taille\u202f: M");
    expect(optionsText({ 颜色: "藏青" }, "zh")).toBe("颜色：藏青");
    expect(optionsText({}, "en")).toBe("");
  });
});
