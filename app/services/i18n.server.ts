import { createI18nextMiddleware } from "remix-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "#contract/locales.ts";
import { resources } from "#app/utils/resources.server.ts";

/** The language of a storefront path: its first segment when that is one of the 15, else `en`. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1] ?? "";
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

export const [i18nextMiddleware, getLocale, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["custom"],
    // The normalised `url`: client navigations request `/de.data`, an index route `/de/_.data`.
    async findLocale({ url }) {
      return languageOfPath(url.pathname);
    },
  },
  i18next: {
    resources,
    defaultNS: "common",
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
  },
});

export function getLanguage(context: Parameters<typeof getLocale>[0]): Language {
  const locale = getLocale(context);
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}
