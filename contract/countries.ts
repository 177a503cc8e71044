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

/**
 * Country codes whose numbers keep their leading 0 after the code (Italy, San Marino, the Vatican, Côte
 * d'Ivoire, the Republic of the Congo). Everywhere else a leading 0 is the trunk prefix dialled only
 * within the country ("030 1234567" in Berlin is "+49 30 1234567" from abroad).
 */
const KEEPS_LEADING_ZERO = new Set(["39", "378", "379", "225", "242"]);

/**
 * An address's phone number as one writes it for another country: "+55 11987654321" (the code stored
 * with or without its plus). A number typed the national way keeps its digits as stored; only the trunk
 * 0 is left out of this international form.
 */
export function phoneWithCode(countryCode: string, phone: string): string {
  const code = countryCode.trim().replace(/^\+/, "");
  const number = code && !KEEPS_LEADING_ZERO.has(code) ? phone.replace(/^0(?=\d)/, "") : phone;
  return `${code ? `+${code} ` : ""}${number}`;
}

/**
 * Countries whose post writes the postal code before the city ("10117 Berlin", "75008 Paris"); the rest
 * write it after ("Springfield 62704", "London SW1A 1AA"). Japan and China write the whole address the
 * other way round; their code still reads best after the city on one line.
 */
const POSTAL_CODE_FIRST = new Set([
  "AT", "BE", "BG", "CH", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "IS", "IT", "LI", "LT", "LU",
  "MC", "MX", "NL", "NO", "PL", "PT", "RO", "SE", "SI", "SK", "TR",
]);

/** The city and its postal code in the country's order, whichever is there. */
export function cityLine(city: string | undefined, postalCode: string | undefined, country: string): string {
  const parts = POSTAL_CODE_FIRST.has(country.toUpperCase()) ? [postalCode, city] : [city, postalCode];
  return parts.map((part) => part?.trim() ?? "").filter(Boolean).join(" ");
}
