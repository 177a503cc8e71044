import { contentFallbacks, type Language } from "#contract/locales.ts";

/** Translations of an entity's fields: `{ "<lang>": { "<field>": "text" } }`. */
export type I18nFields = Partial<Record<Language, Record<string, string>>>;

export function parseI18n(json: string | null | undefined): I18nFields {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === "object" ? (value as I18nFields) : {};
  } catch {
    return {};
  }
}

/**
 * Picks the text of `field` in `lang`, falling back along the contract's chain to the English base.
 * Answers the text and the language it is actually in.
 */
export function pickText(
  base: Record<string, unknown>,
  i18n: I18nFields,
  field: string,
  lang: Language,
): { text: string; lang: Language } {
  for (const candidate of contentFallbacks(lang)) {
    if (candidate === "en") break;
    const text = i18n[candidate]?.[field];
    if (text) return { text, lang: candidate };
  }
  return { text: String(base[field] ?? ""), lang: "en" };
}

/** A translated label object (`{ en: "Size", de: "Größe" }`) read in `lang`, falling back to English. */
export function pickLabel(label: Partial<Record<Language, string>> | string, lang: Language): string {
  if (typeof label === "string") return label;
  for (const candidate of contentFallbacks(lang)) {
    const text = label[candidate];
    if (text) return text;
  }
  return label.en ?? "";
}
