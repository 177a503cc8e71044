import type { Resource } from "i18next";
import type { Language } from "#contract/locales.ts";

// Every locale is bundled on the server; the browser receives only the active one (root loader).
const modules = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/common.json", {
  eager: true,
});

export const resources: Resource = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.split("/").at(-2)!, { common: module.default }]),
);

export function translationsFor(lang: Language): Record<string, unknown> {
  return (resources[lang]?.common ?? resources.en?.common ?? {}) as Record<string, unknown>;
}
