import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#contract/locales.ts";
import { codeEmail } from "./messages.ts";
import { escapeHtml, fill, labelLine, labelled } from "./texts.ts";

type Tree = { [key: string]: string | Tree };
const strings = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : strings(value)));

describe("fill", () => {
  it("drops the full stop after a shop name that ends with one", () => {
    const footer = "This message was sent automatically by {{shop}}. Please do not reply to it.";
    expect(fill(footer, { shop: "Northwind Supply Co." })).toBe(
      "This message was sent automatically by Northwind Supply Co. Please do not reply to it.",
    );
    expect(fill("Merci de votre commande chez {{shop}}.", { shop: "Northwind Supply Co." })).toBe(
      "Merci de votre commande chez Northwind Supply Co.",
    );
    // In HTML, where the template and the values are escaped.
    expect(fill(escapeHtml("<{{shop}}>. Bye."), { shop: "A & B Co." }, escapeHtml)).toBe(
      "&#60;A &#38; B Co.&#62;. Bye.",
    );
    expect(fill(escapeHtml("by {{shop}}. Bye."), { shop: "A & B Co." }, escapeHtml)).toBe("by A &#38; B Co. Bye.");
  });

  it("keeps the full stop after a name without one, CJK full stops and an ellipsis", () => {
    const footer = "This message was sent automatically by {{shop}}. Please do not reply to it.";
    expect(fill(footer, { shop: "Test Shop" })).toBe(
      "This message was sent automatically by Test Shop. Please do not reply to it.",
    );
    expect(fill("此邮件由 {{shop}} 自动发送。", { shop: "Northwind Supply Co." })).toBe(
      "此邮件由 Northwind Supply Co. 自动发送。",
    );
    expect(fill("{{shop}}。", { shop: "北风商店" })).toBe("北风商店。");
    expect(fill("{{shop}}...", { shop: "Northwind Supply Co." })).toBe("Northwind Supply Co....");
    expect(fill("{{shop}}: {{number}}.", { shop: "Test Shop", number: 12 })).toBe("Test Shop: 12.");
    expect(fill("{{missing}}.", {})).toBe("{{missing}}.");
  });

  it("leaves no double full stop after the shop's name in any email text of any language", () => {
    const shop = "Northwind Supply Co.";
    for (const lang of LANGUAGES) {
      const files = readdirSync(`locales/${lang}`).filter((f) => f.endsWith("email.json"));
      expect(files.length, lang).toBeGreaterThanOrEqual(5);
      for (const file of files) {
        const tree = JSON.parse(readFileSync(`locales/${lang}/${file}`, "utf8")) as Tree;
        for (const text of strings(tree).filter((s) => s.includes("{{shop}}"))) {
          const filled = fill(text, { shop });
          expect(filled, `${lang}/${file}: ${text}`).toContain(shop);
          expect(filled, `${lang}/${file}: ${text}`).not.toContain(`${shop}.`);
        }
      }
    }
    const message = codeEmail("en", shop, "verify", "123456");
    expect(message.text).toContain("sent automatically by Northwind Supply Co. Please do not reply");
    expect(message.html).toContain("sent automatically by Northwind Supply Co. Please do not reply");
  });
});

describe("labels", () => {
  it("join a label and its value with the language's colon", () => {
    expect(labelled("en", "Carrier", "DHL")).toBe("Carrier: DHL");
    expect(labelled("ko", "택배사", "CJ")).toBe("택배사: CJ");
    // French: a narrow no-break space before the colon; Chinese and Japanese: the full-width colon.
    expect(labelled("fr", "Transporteur", "DHL")).toBe("Transporteur\u202F: DHL");
    for (const lang of ["zh", "zh-TW", "zh-HK", "ja"])
      expect(labelled(lang, "物流公司", "顺丰")).toBe("物流公司：顺丰");
    expect(labelled("xx", "Carrier", "DHL")).toBe("Carrier: DHL");
    // Over lines of their own, without the space after the colon.
    expect(labelLine("fr", "Adresse de livraison")).toBe("Adresse de livraison\u202F:");
    expect(labelLine("de", "Lieferadresse")).toBe("Lieferadresse:");
    expect(labelLine("ja", "お届け先")).toBe("お届け先：");
  });

  it("French email texts put a narrow no-break space before a colon; Chinese and Japanese ones use the full-width colon", () => {
    const texts = (lang: string) =>
      readdirSync(`locales/${lang}`)
        .filter((f) => f.endsWith("email.json"))
        .flatMap((file) => {
          const tree = JSON.parse(readFileSync(`locales/${lang}/${file}`, "utf8")) as Tree;
          // The SMS stays in the GSM alphabet: a plain space.
          if (file === "email.json") delete (tree.email as Tree).sms;
          return strings(tree).map((text) => [`${lang}/${file}: ${text}`, text] as const);
        });
    for (const [where, text] of texts("fr")) expect(text, where).not.toMatch(/[^\u202F]:|^:/);
    for (const lang of ["zh", "zh-TW", "zh-HK", "ja"]) {
      for (const [where, text] of texts(lang)) expect(text, where).not.toContain(":");
    }
  });
});
