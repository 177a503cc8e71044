import { LANGUAGE_TAGS, type Language } from "./locales.ts";

const regionNames = new Map<Language, Intl.DisplayNames>();

/**
 * A country's name in a language, from the running ICU data (English where that language has none),
 * or the code itself when ICU cannot name it. The one place country names are made: the address forms'
 * list, the pages' addresses and the emails' all read it, with one set of `Intl.DisplayNames` per
 * language. Browsers' ICU names some countries differently from Node's, so a name the page shows must
 * come from the server (loader data), not from a call in the browser.
 */
export function countryName(code: string, lang: Language): string {
  let names = regionNames.get(lang);
  if (!names) regionNames.set(lang, (names = new Intl.DisplayNames([LANGUAGE_TAGS[lang], "en"], { type: "region" })));
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** An address's phone number as one writes it for another country: "+55 11987654321" (the code stored with or without its plus). */
export function phoneWithCode(countryCode: string, phone: string): string {
  const code = countryCode.trim();
  return `${code && !code.startsWith("+") ? "+" : ""}${code} ${phone}`.trim();
}
