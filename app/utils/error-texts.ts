import type { ReactPromise } from "react";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/locales.ts";

type Texts = Record<string, unknown>;
/** A language's error texts on their way; marked `fulfilled` with its `value` once here, which `use()` reads without suspending. */
type Loading = ReactPromise<Texts>;

// Only the `error` texts of each language (Vite imports one top-level key of a JSON file), for the root
// error boundary when the root loader, which sends the page's texts, did not run. A browser loads the
// one language it shows, a small chunk each; the server's tables hand all of them over at start-up
// (provideErrorTexts in resources.server.ts).
const modules = import.meta.env.SSR ? {} : import.meta.glob<Texts>("../../locales/*/common.json", { import: "error" });

const loading = new Map<string, Loading>();

const fulfilled = (texts: Texts): Loading =>
  Object.assign(Promise.resolve(texts), { status: "fulfilled" as const, value: texts });

/** The language of `pathname` (its first segment, else English). */
export function errorLanguage(pathname: string): Language {
  const first = pathname.split("/")[1] ?? "";
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

export function provideErrorTexts(lang: string, error: unknown) {
  loading.set(lang, fulfilled({ error }));
}

/** The error page's texts of `lang`, loaded once: the same promise every time, marked once fulfilled. */
export function loadErrorTexts(lang: Language): Loading {
  const known = loading.get(lang);
  if (known) return known;
  const load = modules[`../../locales/${lang}/common.json`];
  if (!load) return loading.get(DEFAULT_LANGUAGE) ?? fulfilled({});
  const promise = load().then((error) => {
    const texts = { error };
    Object.assign(promise, { status: "fulfilled", value: texts });
    return texts;
  });
  loading.set(lang, promise);
  return promise;
}
