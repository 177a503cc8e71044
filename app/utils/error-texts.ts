import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/locales.ts";

// Only the `error` texts of each language (Vite imports one top-level key of a JSON file): the root
// error boundary needs them when the root loader, which sends the page's texts, did not run.
const modules = import.meta.glob<Record<string, unknown>>("../../locales/*/common.json", { eager: true, import: "error" });

const byLanguage = new Map<string, Record<string, unknown>>(
  Object.entries(modules).map(([path, error]) => [path.split("/").at(-2)!, { error }]),
);

/** The error page's texts for the language of `pathname` (its first segment, else English). */
export function errorTexts(pathname: string): { lang: Language; texts: Record<string, unknown> } {
  const first = pathname.split("/")[1] ?? "";
  const lang = isLanguage(first) ? first : DEFAULT_LANGUAGE;
  return { lang, texts: byLanguage.get(lang) ?? byLanguage.get(DEFAULT_LANGUAGE) ?? {} };
}
