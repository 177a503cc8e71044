import type { Texts } from "./texts.ts";

/**
 * A document's UI texts as a file of their own (docs/decisions/025-texts-files.md). A document names
 * them by address (`<link rel="preload" as="fetch" data-texts>` in its head) instead of carrying them
 * in its hydration data, so they are cached across pages and visits: the address holds the language,
 * the text paths and a hash of the content, which makes it immutable. Client navigations (`.data`)
 * still carry their texts inline.
 */
export type TextsLink = { $texts: string };
/** What a loader sends of its texts: inline, or the address of their file. */
export type SentTexts = Texts | TextsLink;

export const TEXTS_PREFIX = "/_texts/";
/** A text path (app/utils/texts.ts): a namespace or a deeper key. */
export const TEXT_PATH = /^[A-Za-z][\w-]*(\.[\w-]+)*$/;

export function isTextsLink(value: unknown): value is TextsLink {
  return typeof value === "object" && value !== null && typeof (value as TextsLink).$texts === "string";
}

// The browser's texts files, fetched before hydration (loadTextsFiles).
const loaded = new Map<string, Texts>();

/**
 * The texts a loader sent. On the server a link holds its texts (a property the hydration data does
 * not serialise); in the browser they are the file fetched before hydration.
 */
export function textsOf(value: SentTexts): Texts;
export function textsOf(value: SentTexts | undefined): Texts | undefined;
export function textsOf(value: SentTexts | undefined): Texts | undefined {
  if (!isTextsLink(value)) return value;
  return (value as TextsLink & { texts?: Texts }).texts ?? loaded.get(value.$texts) ?? {};
}

/** The addresses of the texts files among the loader data of the matched routes. */
export function textsLinks(loaderData: readonly unknown[]): string[] {
  const links: string[] = [];
  for (const data of loaderData) {
    if (!data || typeof data !== "object") continue;
    for (const key of ["translations", "texts"] as const) {
      const value = (data as Record<string, unknown>)[key];
      if (isTextsLink(value) && !links.includes(value.$texts)) links.push(value.$texts);
    }
  }
  return links;
}

/**
 * Fetches the texts files the document names (its preloads, already on their way), tried twice each.
 * Rejects when one cannot be had: the page then stays as the server rendered it, whose forms work
 * without JavaScript, rather than hydrating with keys in place of texts.
 */
export async function loadTextsFiles(): Promise<void> {
  const hrefs = [...document.querySelectorAll<HTMLLinkElement>("link[data-texts]")].map((link) => link.getAttribute("href")!);
  await Promise.all(
    hrefs.map(async (href) => {
      for (let attempt = 0; ; attempt++) {
        try {
          const response = await fetch(href, { credentials: "same-origin" });
          if (!response.ok) throw new Error(`texts file ${href}: ${response.status}`);
          loaded.set(href, (await response.json()) as Texts);
          return;
        } catch (error) {
          if (attempt >= 1) throw error;
        }
      }
    }),
  );
}

/** A short hash of the texts (cyrb53, base 36): the file's version. */
export function textsHash(texts: Texts): string {
  return jsonHash(JSON.stringify(texts));
}

/** `textsHash` of texts already serialised as JSON. */
export function jsonHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The address of a language's texts at the given paths. */
export function textsHref(lang: string, paths: readonly string[], hash: string): string {
  return `${TEXTS_PREFIX}${lang}.${hash}.json?p=${paths.join(",")}`;
}
