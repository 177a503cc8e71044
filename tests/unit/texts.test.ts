import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { BLOCK_TEXTS, USER_AREA_TEXTS } from "#app/blocks/texts.ts";
import { CommunityMessages } from "#contract/moderation.ts";
import { sentTexts, textsFile } from "#app/utils/resources.server.ts";
import { mergeTexts, pickTexts, SHELL_TEXTS } from "#app/utils/texts.ts";
import { isTextsLink, textsHash, textsLinks, textsOf } from "#app/utils/texts-file.ts";

/**
 * Documents carry only the texts their components use (decision 021). These tests read the browser
 * modules of the shell and of every block, follow their static imports inside app/ (not into the block
 * registry or the shell's blocks, whose texts come with the page's; not into *.server.ts), collect every
 * string that names an English text (`"cart.count"`, and the fixed start of a template key like
 * `` `error.${code}.title` ``) and fail on one the shell's or the block's text paths do not cover: that
 * text would show as a raw key. Lazy imports inside a block count.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const EN: Record<string, unknown> = {};
for (const file of readdirSync(join(ROOT, "locales/en"))) Object.assign(EN, JSON.parse(readFileSync(join(ROOT, "locales/en", file), "utf8")));

function exists(key: string): boolean {
  let node: unknown = EN;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return false;
    const tree = node as Record<string, unknown>;
    node = tree[part] ?? tree[`${part}_other`];
  }
  return node !== undefined;
}

const IMPORT = /^[ \t]*(?:import|export)\s+(?!type\b)(?:[\w$]+\s*,?\s*)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})?\s*(?:from\s*)?["']([^"'\n]+)["']/gm;
const LAZY = /import\(\s*["']([^"'\n]+)["']\s*\)/g;
const KEY = /["']([A-Za-z][\w-]*(?:\.[\w-]+)+)["']/g;
const TEMPLATE_KEY = /`([A-Za-z][\w-]*(?:\.[\w-]+)*)\.\$\{/g;

function resolveImport(from: string, specifier: string): string | null {
  let target: string | null = null;
  if (specifier.startsWith(".")) target = resolve(dirname(from), specifier);
  if (specifier.startsWith("#app/")) target = resolve(ROOT, "app", specifier.slice("#app/".length));
  if (!target || !/\.tsx?$/.test(target) || !existsSync(target) || /\.server\.ts$|\.test\.tsx?$/.test(target)) return null;
  return target;
}

const REGISTRY = join(ROOT, "app/blocks/registry.ts");
const PAGE_BLOCKS = join(ROOT, "app/blocks/page-blocks.tsx");

/** Every text key named by the modules reachable from `entries`, by the file that names it. */
function keysReachableFrom(entries: string[], nestedBlocks = new Set<string>()): Map<string, string> {
  const keys = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || file === REGISTRY || file === PAGE_BLOCKS) continue;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(KEY)) if (exists(match[1]!)) keys.set(match[1]!, relative(ROOT, file));
    for (const match of text.matchAll(TEMPLATE_KEY)) if (exists(match[1]!)) keys.set(match[1]!, relative(ROOT, file));
    for (const match of text.matchAll(/components\[\s*["']([\w-]+)["']\s*\]/g)) nestedBlocks.add(match[1]!);
    for (const match of [...text.matchAll(IMPORT), ...text.matchAll(LAZY)]) {
      const target = resolveImport(file, match[1]!);
      if (target) queue.push(target);
    }
  }
  return keys;
}

function covers(paths: readonly string[], key: string): boolean {
  return paths.some((path) => key === path || key.startsWith(`${path}.`) || key.startsWith(`${path}_`));
}

function uncovered(keys: Map<string, string>, paths: readonly string[]): string[] {
  return [...keys].filter(([key]) => !covers(paths, key)).map(([key, file]) => `${key} (${file})`);
}

/** Block name → the module of its component, from the registry's imports and lazy imports. */
function blockModules(): Map<string, string> {
  const text = readFileSync(REGISTRY, "utf8");
  const identifiers = new Map<string, string>();
  for (const match of text.matchAll(/^import \{([^}]+)\} from "([^"]+)";$/gm)) {
    for (const name of match[1]!.split(",").map((n) => n.trim()).filter(Boolean)) identifiers.set(name, match[2]!);
  }
  for (const match of text.matchAll(/^const (\w+) = lazy\(\(\) => import\("([^"]+)"\)/gm)) identifiers.set(match[1]!, match[2]!);
  const body = text.slice(text.indexOf("export const blockComponents"));
  const out = new Map<string, string>();
  for (const match of body.matchAll(/^\s+"?([\w-]+)"?: (\w+),$/gm)) {
    const module = identifiers.get(match[2]!);
    if (module) out.set(match[1]!, resolve(dirname(REGISTRY), module));
  }
  return out;
}

describe("texts a document carries", () => {
  it("the shell's text paths cover every key the root, the layout and the error page name", () => {
    const keys = keysReachableFrom(["app/root.tsx", "app/routes/lang-layout.tsx", "app/components/PageErrorBoundary.tsx"].map((f) => join(ROOT, f)));
    expect(keys.size).toBeGreaterThan(10);
    expect(uncovered(keys, SHELL_TEXTS)).toEqual([]);
  });

  it("the user area's frame is covered by the shell's and its own paths", () => {
    const keys = keysReachableFrom([join(ROOT, "app/routes/user-layout.tsx")]);
    expect(uncovered(keys, [...SHELL_TEXTS, ...USER_AREA_TEXTS])).toEqual([]);
  });

  it("every block declares its texts, and they cover every key its modules name", () => {
    const modules = blockModules();
    expect(modules.size).toBeGreaterThan(30);
    expect([...modules.keys()].filter((name) => !(name in BLOCK_TEXTS))).toEqual([]);
    const missing = [...modules].flatMap(([name, file]) =>
      uncovered(keysReachableFrom([file]), [...SHELL_TEXTS, ...BLOCK_TEXTS[name]!]).map((key) => `${name}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it("a stranger's form can say why a filled honeypot was refused (the backend's message), not 'unknown error'", () => {
    const strangersForms = ["newsletter", "feedback", "inquiry", "comments"];
    expect(strangersForms.filter((name) => uncovered(new Map([[CommunityMessages.honeypot, name]]), [...SHELL_TEXTS, ...BLOCK_TEXTS[name]!]).length > 0)).toEqual([]);
  });

  it("a block that renders another through the registry (`components[name]`) carries that block's texts", () => {
    const missing = [...blockModules()].flatMap(([outer, file]) => {
      const nested = new Set<string>();
      keysReachableFrom([file], nested);
      return [...nested].flatMap((inner) =>
        (BLOCK_TEXTS[inner] ?? []).filter((path) => !covers([...SHELL_TEXTS, ...BLOCK_TEXTS[outer]!], path)).map((path) => `${outer} → ${inner}: ${path}`),
      );
    });
    expect(missing).toEqual([]);
  });

  it("picks namespaces and keys with their plural forms, and merges trees", () => {
    const all = { cart: { count_one: "{{count}} item", count_other: "{{count}} items", title: "Cart" }, header: { menu: "Menu" } };
    expect(pickTexts(all, ["cart.count", "header", "missing.key"])).toEqual({
      cart: { count_one: "{{count}} item", count_other: "{{count}} items" },
      header: { menu: "Menu" },
    });
    expect(mergeTexts(pickTexts(all, ["cart.count"]), pickTexts(all, ["cart.title"]))).toEqual({
      cart: { count_one: "{{count}} item", count_other: "{{count}} items", title: "Cart" },
    });
  });
});

describe("texts files (decision 025)", () => {
  it("a document's loader sends the address of its texts, which it keeps for its own render only; a navigation gets them inline", () => {
    const paths = ["header", "cart.count"];
    const link = sentTexts(true, "de", paths);
    expect(isTextsLink(link)).toBe(true);
    // What the hydration data (and any JSON) sees: the address alone.
    expect(JSON.parse(JSON.stringify(link))).toEqual({ $texts: expect.stringMatching(/^\/_texts\/de\.[0-9a-z]+\.json\?p=header,cart\.count$/) });
    expect(sentTexts(true, "de", paths)).toBe(link);
    const inline = sentTexts(false, "de", paths);
    expect(isTextsLink(inline)).toBe(false);
    expect(textsOf(link)).toBe(inline);
    expect((textsOf(inline).header as Record<string, string>).signIn).toBe("Anmelden");
    expect(textsLinks([{ translations: link }, { texts: inline }, null, { texts: link }])).toEqual([(link as { $texts: string }).$texts]);
  });

  it("a file's hash follows its content", () => {
    expect(textsHash({ a: "x" })).toBe(textsHash({ a: "x" }));
    expect(textsHash({ a: "x" })).not.toBe(textsHash({ a: "y" }));
    expect(textsHash({ a: "x" })).toMatch(/^[0-9a-z]{1,16}$/);
  });

  it("a set's file is serialised once, and its hash is the one the document's link names", () => {
    const paths = ["header", "footer"];
    const file = textsFile("fr", paths);
    expect(textsFile("fr", paths)).toBe(file);
    expect(JSON.parse(file.json)).toEqual(textsOf(sentTexts(false, "fr", paths)));
    expect(file.hash).toBe(textsHash(textsOf(sentTexts(false, "fr", paths))));
    expect((sentTexts(true, "fr", paths) as { $texts: string }).$texts).toContain(`/fr.${file.hash}.json?`);
  });
});
