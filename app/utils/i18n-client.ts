import { createInstance, type i18n as I18n } from "i18next";

const instances = new Map<string, I18n>();

/**
 * One i18next instance per language, made from the texts the root loader sent. Switching language
 * swaps the instance instead of mutating one during render.
 */
export function i18nFor(lang: string, translations: Record<string, unknown>): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: lang,
      resources: { [lang]: { common: translations } },
      defaultNS: "common",
      fallbackLng: false,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    // An error page without the root's texts must not pin an empty instance for later renders.
    if (Object.keys(translations).length > 0) instances.set(lang, instance);
  }
  return instance;
}
