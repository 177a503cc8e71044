/** The 15 routing prefixes of spec §2; `en` is the default and the fallback. */
export const LANGUAGES = [
  "en", "zh", "zh-TW", "zh-HK", "de", "es", "fr", "id", "it", "ja", "ko", "pt", "th", "fil", "vi",
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

const languageSet: ReadonlySet<string> = new Set(LANGUAGES);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && languageSet.has(value);
}

/** Names of each language in itself, for the language chooser. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  zh: "简体中文",
  "zh-TW": "繁體中文（台灣）",
  "zh-HK": "繁體中文（香港）",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  id: "Bahasa Indonesia",
  it: "Italiano",
  ja: "日本語",
  ko: "한국어",
  pt: "Português",
  th: "ไทย",
  fil: "Filipino",
  vi: "Tiếng Việt",
};

/** The BCP 47 tag used for `Intl` formatting and `<html lang>`. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: "en",
  zh: "zh-CN",
  "zh-TW": "zh-TW",
  "zh-HK": "zh-HK",
  de: "de",
  es: "es",
  fr: "fr",
  id: "id",
  it: "it",
  ja: "ja",
  ko: "ko",
  pt: "pt",
  th: "th",
  fil: "fil",
  vi: "vi",
};

/**
 * Content fallback chain: a Hong Kong or Taiwan reader is better served by the other traditional
 * Chinese text than by English.
 */
export function contentFallbacks(lang: Language): Language[] {
  if (lang === "zh-HK") return ["zh-HK", "zh-TW", "en"];
  if (lang === "zh-TW") return ["zh-TW", "zh-HK", "en"];
  return lang === "en" ? ["en"] : [lang, "en"];
}
