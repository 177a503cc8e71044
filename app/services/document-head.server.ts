import { createContext, type MetaDescriptor, type RouterContextProvider } from "react-router";
import { concatBytes, indexOfBytes } from "#app/utils/bytes.ts";
import { escapeHtml } from "#app/utils/escape-html.ts";
import { DOCUMENT_ONLY_ATTRIBUTE } from "#app/utils/document-head.ts";
import { shopContext } from "./context.server.ts";
import type { ShopClient } from "./shop.server.ts";
import { themeCss } from "./theme-css.server.ts";

/**
 * What only the document's head needs, written by entry.server.tsx at the end of `<head>` instead of
 * being carried again as hydration data:
 * - the shop's theme as CSS variables (`themeStyle`);
 * - a page's canonical address, hreflang alternates, social tags and structured data, which crawlers
 *   and link previews read from the HTML the server sends, never after hydration. The page loader keeps
 *   the title, description and robots tags for React to manage (`<Meta>`) and leaves the rest here.
 *   React passes over tags it did not render when it hydrates the head; root.tsx takes them out once
 *   the page's data changes, since a client navigation's data carries all of its page's tags.
 */
const documentHeadContext = createContext<string>("");

// The title changes with every page; a robots `noindex` must hold whatever the document becomes.
const managed = (tag: MetaDescriptor) =>
  "title" in tag || ("name" in tag && (tag.name === "description" || tag.name === "robots"));

/** A page loader's head tags: on a document request, the ones React manages; the rest go as HTML. */
export function documentHeadTags(tags: MetaDescriptor[], context: Readonly<RouterContextProvider>): MetaDescriptor[] {
  if (!context.get(shopContext).info.document) return tags;
  context.set(
    documentHeadContext,
    tags
      .filter((tag) => !managed(tag))
      .map(tagHtml)
      .join(""),
  );
  return tags.filter(managed);
}

const HEAD_END = new TextEncoder().encode("</head>");

/**
 * The shop theme's CSS variables (app.css falls back to the defaults without them). The theme is the
 * same on every page of a visit, so the document carries it and client navigations do not; a theme
 * the merchant changes applies from the next document. Nothing without the shop's settings (the root
 * middleware failed): the defaults apply.
 */
function themeStyle(context: Readonly<RouterContextProvider>): string {
  let shop: ShopClient;
  try {
    shop = context.get(shopContext);
  } catch {
    return "";
  }
  return `<style>${themeCss(shop.settings.theme)}</style>`;
}

/**
 * The rendered document with the shop's theme and the document-only tags its page's loader left
 * written before `</head>`.
 */
export function withDocumentHead(
  document: Uint8Array<ArrayBuffer>,
  context: Readonly<RouterContextProvider>,
): Uint8Array<ArrayBuffer> {
  const head = themeStyle(context) + context.get(documentHeadContext);
  const at = head ? indexOfBytes(document, HEAD_END) : -1;
  if (at < 0) return document;
  return concatBytes([document.subarray(0, at), new TextEncoder().encode(head), document.subarray(at)]);
}

// As React Router's `<Meta>` renders them (it accepts `link` and `meta` as tag names, and JSON-LD).
// Of React's camel-cased attribute names, the shop's tags use `hrefLang` only (utils/seo.ts).
const ATTRIBUTE_NAMES: Record<string, string> = { hrefLang: "hreflang" };
// JSON inside <script>: nothing in it may close the element or start a comment (React Router's escape).
const JSON_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  "<": "\\u003c",
  ">": "\\u003e",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

function tagHtml(tag: MetaDescriptor): string {
  if ("script:ld+json" in tag) {
    const json = JSON.stringify(tag["script:ld+json"]).replace(/[&<>\u2028\u2029]/g, (c) => JSON_ESCAPES[c]!);
    return `<script type="application/ld+json" ${DOCUMENT_ONLY_ATTRIBUTE}="">${json}</script>`;
  }
  const { tagName = "meta", ...attributes } = tag as Record<string, unknown>;
  if (tagName !== "meta" && tagName !== "link") return "";
  const written = Object.entries(attributes)
    .filter(
      ([name, value]) => /^[a-zA-Z][a-zA-Z:-]*$/.test(name) && value !== undefined && value !== null && value !== false,
    )
    .map(([name, value]) => ` ${ATTRIBUTE_NAMES[name] ?? name}="${escapeHtml(String(value))}"`)
    .join("");
  return `<${tagName}${written} ${DOCUMENT_ONLY_ATTRIBUTE}="">`;
}
