import type { Resource } from "i18next";
import type { Language } from "#contract/locales.ts";

// Every locale is bundled on the server; the browser receives only the active one (root loader).
// Each feature keeps its texts in its own file (locales/<lng>/<feature>.json, unique top-level keys);
// they merge into the one `common` namespace.
const modules = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true });

const merged: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const lang = path.split("/").at(-2)!;
  Object.assign((merged[lang] ??= {}), module.default);
}

export const resources: Resource = Object.fromEntries(
  Object.entries(merged).map(([lang, texts]) => [lang, { common: texts }]),
);

export function translationsFor(lang: Language): Record<string, unknown> {
  return (resources[lang]?.common ?? resources.en?.common ?? {}) as Record<string, unknown>;
}
