import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#contract/locales.ts";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** All texts of a language: every feature file in its folder, merged (top-level keys must not clash). */
function load(lang: string): Map<string, string> {
  const out = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const file of readdirSync(`locales/${lang}`).filter((f) => f.endsWith(".json")).sort()) {
    const tree = JSON.parse(readFileSync(`locales/${lang}/${file}`, "utf8")) as Tree;
    for (const top of Object.keys(tree)) {
      if (owners.has(top)) throw new Error(`${lang}: "${top}" is in both ${owners.get(top)} and ${file}`);
      owners.set(top, file);
    }
    for (const [k, v] of flatten(tree)) out.set(k, v);
  }
  return out;
}
/** `a.b_one` and `a.b_other` are one key with plural forms. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

describe("locales", () => {
  const en = load("en");

  it("has a folder for exactly the 15 languages, each with the same files", () => {
    expect(readdirSync("locales").sort()).toEqual([...LANGUAGES].sort());
    const files = readdirSync("locales/en").sort();
    for (const lang of LANGUAGES) expect(readdirSync(`locales/${lang}`).sort(), lang).toEqual(files);
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has every key, non-empty, with the same placeholders", (lang) => {
    const texts = load(lang);
    const keys = new Set([...texts.keys()].map(base));
    for (const [key, value] of en) {
      expect(keys.has(base(key)), `${lang}: missing ${key}`).toBe(true);
      const translated = texts.get(key) ?? texts.get(`${base(key)}_other`);
      expect(translated?.trim(), `${lang}: empty ${key}`).toBeTruthy();
      for (const placeholder of value.match(/\{\{\w+\}\}/g) ?? []) {
        expect(translated, `${lang}: ${key} lacks ${placeholder}`).toContain(placeholder);
      }
    }
  });

  it("French texts keep a narrow no-break space before ? ! ; : and inside « » (the SMS, in the GSM alphabet, plain spaces)", () => {
    for (const [key, value] of load("fr")) {
      if (key === "email.sms" || key.startsWith("email.sms.")) continue;
      expect(value, `fr: ${key}`).not.toMatch(/[ \u00A0][?!;:]|«[ \u00A0]|[ \u00A0]»/);
    }
  });

  it("French and Italian write the typographic apostrophe (l’indicatif), not the typewriter one (the SMS excepted)", () => {
    for (const lang of ["fr", "it"] as const) {
      for (const [key, value] of load(lang)) {
        if (key === "email.sms" || key.startsWith("email.sms.")) continue;
        expect(value, `${lang}: ${key}`).not.toMatch(/\p{L}'\p{L}/u);
      }
    }
  });

  it("every text key used in the code exists in English", () => {
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
          for (const match of readFileSync(path, "utf8").matchAll(/\bt\(\s*"([a-zA-Z0-9_.-]+)"/g)) used.add(match[1]!);
        }
      }
    };
    walk("app");
    const keys = new Set([...en.keys()].map(base));
    for (const key of used) expect(keys.has(key), `missing en key ${key}`).toBe(true);
  });
});
