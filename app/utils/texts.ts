/**
 * Which UI texts a document carries (docs/decisions/021-lean-documents.md). A language's texts are one
 * tree; a *text path* names a part of it: a namespace (`cart`) or a deeper key (`cart.count`, its plural
 * forms `cart.count_one` … included). The root sends the shell's paths once; every page adds the paths
 * of its blocks (`app/blocks/texts.ts`), client navigations included, so no page ever shows a raw key.
 */
export type Texts = Record<string, unknown>;

/**
 * What the site around every page uses: header, footer, choosers, progress bar, live notices, toasts,
 * error pages, and the messages of the backend's and the forms' refusals (any page can show those).
 * `tests/unit/texts.test.ts` checks these components' keys against this list.
 */
export const SHELL_TEXTS = [
  "header",
  "footer",
  "chooser",
  "navigation",
  "search.label",
  "search.placeholder",
  "search.submit",
  "cart.count",
  "account.signOut",
  "live",
  "preview",
  "notice",
  "error",
  "errors",
  "validation",
] as const;

function isTree(value: unknown): value is Texts {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The parts of `all` at the given paths, plural forms of a leaf included; unknown paths are skipped. */
export function pickTexts(all: Texts, paths: Iterable<string>): Texts {
  const out: Texts = {};
  for (const path of paths) {
    const parts = path.split(".");
    const last = parts.pop()!;
    let from: unknown = all;
    let to = out;
    for (const part of parts) {
      from = isTree(from) ? from[part] : undefined;
      if (!isTree(from)) break;
      to = (isTree(to[part]) ? to[part] : (to[part] = {})) as Texts;
    }
    if (!isTree(from)) continue;
    for (const [key, value] of Object.entries(from)) {
      if (key === last || key.startsWith(`${last}_`)) to[key] = isTree(value) && isTree(to[key]) ? mergeTexts(to[key], value) : value;
    }
  }
  return out;
}

/** `b` laid over `a`, tree by tree (neither is changed). */
export function mergeTexts(a: Texts, b: Texts): Texts {
  const out: Texts = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = out[key];
    out[key] = isTree(existing) && isTree(value) ? mergeTexts(existing, value) : value;
  }
  return out;
}

/** The namespace or key path of a translation key, for a key that arrives as data (a toast, a refusal). */
export function keyPath(key: string): string | null {
  return /^[A-Za-z][\w-]*(\.[\w-]+)+$/.test(key) ? key : null;
}
