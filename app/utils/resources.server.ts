import type { Resource } from "i18next";
import type { Language } from "#contract/locales.ts";
import { provideErrorTexts } from "./error-texts.ts";
import { pickTexts, SHELL_TEXTS, type Texts } from "./texts.ts";
import { jsonHash, textsHref, type SentTexts, type TextsLink } from "./texts-file.ts";

// Every locale is bundled on the server. Each feature keeps its texts in its own file
// (locales/<lng>/<feature>.json, unique top-level keys); they merge into the one `common` namespace.
// The browser receives only the parts its page uses (textsFor).
const modules = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true });

const merged: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(modules)) {
  const lang = path.split("/").at(-2)!;
  Object.assign((merged[lang] ??= {}), module.default);
}

// The root error boundary's texts, at hand in every language when it renders here.
for (const [lang, texts] of Object.entries(merged)) provideErrorTexts(lang, texts.error);

export const resources: Resource = Object.fromEntries(
  Object.entries(merged).map(([lang, texts]) => [lang, { common: texts }]),
);

function allTexts(lang: Language): Texts {
  return (resources[lang]?.common ?? resources.en?.common ?? {}) as Texts;
}

// Picked once per language and set of paths: the sets are few (one per combination of blocks), but keys
// that arrive as data (a toast) make more, so the memo is bounded.
const MEMO_LIMIT = 500;
const memo = new Map<string, Texts>();

/** The parts of a language's texts at the given paths (app/utils/texts.ts). Never change the answer. */
export function textsFor(lang: Language, paths: readonly string[]): Texts {
  const key = `${lang}\u0000${paths.join("\u0000")}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const texts = pickTexts(allTexts(lang), paths);
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
  memo.set(key, texts);
  return texts;
}

/** The shell's text paths, plus the key of a message that arrived as data (a toast). */
export function shellPaths(extraKey?: string | null): readonly string[] {
  return extraKey ? [...SHELL_TEXTS, extraKey] : SHELL_TEXTS;
}

// One file and one link per picked set (textsFor keeps each set's object while it is in its memo).
const files = new WeakMap<Texts, { json: string; hash: string }>();
const links = new WeakMap<Texts, TextsLink>();

/** A language's texts at the given paths as their file: the JSON and its version, made once per set. */
export function textsFile(lang: Language, paths: readonly string[]): { json: string; hash: string } {
  const texts = textsFor(lang, paths);
  let file = files.get(texts);
  if (!file) {
    const json = JSON.stringify(texts);
    file = { json, hash: jsonHash(json) };
    files.set(texts, file);
  }
  return file;
}

/**
 * What a loader sends of a language's texts at the given paths: inline for a client navigation, the
 * address of their file for a document (texts-file.ts). The link holds the texts for this render in a
 * property the hydration data leaves out.
 */
export function sentTexts(document: boolean, lang: Language, paths: readonly string[]): SentTexts {
  const texts = textsFor(lang, paths);
  if (!document) return texts;
  let link = links.get(texts);
  if (!link) {
    link = { $texts: textsHref(lang, paths, textsFile(lang, paths).hash) };
    Object.defineProperty(link, "texts", { value: texts, enumerable: false });
    links.set(texts, link);
  }
  return link;
}
