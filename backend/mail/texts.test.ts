import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#contract/locales.ts";
import { codeEmail } from "./messages.ts";
import { escapeHtml, fill } from "./texts.ts";

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
