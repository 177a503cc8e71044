import { readFileSync } from "node:fs";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { createTranslate } from "./i18n.tsx";

describe("createTranslate", () => {
  const texts = { a: { b: "Hi {{name}}", n_one: "{{count}} item", n_other: "{{count}} items", n_many: "{{count}} beaucoup" } };

  it("looks up nested keys and interpolates", () => {
    const t = createTranslate("en", texts);
    expect(t("a.b", { name: "Ann" })).toBe("Hi Ann");
    expect(t("a.missing")).toBe("a.missing");
  });

  it("picks plural forms by the language's rules", () => {
    expect(createTranslate("en", texts)("a.n", { count: 1 })).toBe("1 item");
    expect(createTranslate("en", texts)("a.n", { count: 3 })).toBe("3 items");
    expect(createTranslate("fr", texts)("a.n", { count: 2 })).toBe("2 items");
    expect(createTranslate("ja", { a: { n_other: "{{count}} 件" } })("a.n", { count: 1 })).toBe("1 件");
  });

  it("writes counts and maxima in the language's way, and other numbers as they are", () => {
    const t = createTranslate("de", { n_other: "{{count}} Bewertungen", max: "Höchstens {{max}} Zeichen", c: "© {{year}} · Nr. {{id}}" });
    expect(t("n", { count: 1234 })).toBe("1.234 Bewertungen");
    expect(t("max", { max: 20_000 })).toBe("Höchstens 20.000 Zeichen");
    // Stock and quantities are counts too.
    const stock = createTranslate("en", { left: "Only {{available}} of {{quantity}} left" });
    expect(stock("left", { available: 1200, quantity: 12_000 })).toBe("Only 1,200 of 12,000 left");
    expect(t("c", { year: 2026, id: 10_234 })).toBe("© 2026 · Nr. 10234");
    expect(createTranslate("en", texts)("a.n", { count: 1234 })).toBe("1,234 items");
    expect(createTranslate("fr", texts)("a.n", { count: 1_000_000 })).toBe("1\u202f000\u202f000 beaucoup");
  });

  it("says the same as i18next for every text of the shop", async () => {
    for (const lang of ["en", "fr", "ja", "de"]) {
      const common = JSON.parse(readFileSync(`locales/${lang}/common.json`, "utf8")) as Record<string, unknown>;
      const instance = i18next.createInstance();
      await instance.init({ lng: lang, resources: { [lang]: { common } }, defaultNS: "common", interpolation: { escapeValue: false } });
      const t = createTranslate(lang, common);
      for (const [key, values] of [
        ["product.reviews", { count: 1 }],
        ["product.reviews", { count: 12 }],
        ["search.resultsFor", { q: "tee" }],
        ["listing.pageOf", { page: 2, pages: 5 }],
        ["footer.copyright", { year: 2026, name: "Shop" }],
      ] as const) {
        expect(t(key, values), `${lang} ${key}`).toBe(instance.t(key, values));
      }
    }
  });
});

describe("Trans", () => {
  it("puts elements where the translation's tags are", async () => {
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { createElement } = await import("react");
    const { I18nProvider, Trans } = await import("./i18n.tsx");
    const html = renderToStaticMarkup(
      createElement(
        I18nProvider,
        { lang: "en", texts: { agree: "I agree to the <privacy>privacy policy</privacy> and <terms>terms</terms>." } },
        createElement(Trans, {
          i18nKey: "agree",
          components: { privacy: createElement("a", { href: "/p" }), terms: createElement("a", { href: "/t" }) },
        }),
      ),
    );
    expect(html).toBe('I agree to the <a href="/p">privacy policy</a> and <a href="/t">terms</a>.');
  });
});
