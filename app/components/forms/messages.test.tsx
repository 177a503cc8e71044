import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#contract/locales.ts";
import { tooLong } from "#contract/validation.ts";
import { I18nProvider } from "#app/utils/i18n.tsx";
import { ErrorList } from "./Field.tsx";

const commonTexts = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/common.json`, "utf8")) as Record<string, unknown>;

describe("field messages", () => {
  it("say a text's limit in every language", () => {
    for (const lang of LANGUAGES) {
      const html = renderToStaticMarkup(
        <I18nProvider lang={lang} texts={commonTexts(lang)}>
          <ErrorList errors={[tooLong(254), "validation.limit"]} />
        </I18nProvider>,
      );
      const [withLimit, plain] = [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]!);
      expect(withLimit, lang).toContain("254");
      expect(withLimit, lang).not.toContain("{{");
      expect(plain, lang).not.toContain("254");
      expect(plain, lang).not.toBe(withLimit);
    }
  });
});
