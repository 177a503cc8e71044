/**
 * The stylesheet's rules a document uses, inlined into its head in place of the render-blocking
 * `<link rel="stylesheet">` (decision 021). The build's stylesheet is split into rules once; each
 * document keeps the rules whose selectors name only classes and elements it has (at-rules that define
 * things and every layer are always kept, so the cascade stays the stylesheet's). The link stays, as
 * `media="print"`: it loads without blocking the first paint, and once React has hydrated the page the root
 * turns it on (`media="all"`), so client navigations use the cached stylesheet. The stylesheet's text comes
 * from the runtime (`stylesheet.server.ts`: the build's file; `stylesheet.edge.ts`: the asset binding).
 */

import { concatBytes, indexOfBytes } from "../utils/bytes.ts";

type Node =
  | { kind: "rule"; text: string; needs: Needs[] }
  | { kind: "group"; open: string; children: Node[]; keepEmpty: boolean }
  | { kind: "raw"; text: string };

/** Top-level and nested blocks of minified CSS (strings, comments and escapes respected). */
function parse(css: string, start: number, end: number): Node[] {
  const nodes: Node[] = [];
  let i = start;
  while (i < end) {
    while (i < end && /\s/.test(css[i]!)) i++;
    if (i >= end) break;
    if (css.startsWith("/*", i)) {
      const close = css.indexOf("*/", i + 2);
      i = close < 0 ? end : close + 2;
      continue;
    }
    // The prelude runs to the first `{` or `;` outside strings and escapes.
    let j = i;
    while (j < end && css[j] !== "{" && css[j] !== ";") j = skip(css, j);
    const prelude = css.slice(i, j).trim();
    if (j >= end || css[j] === ";") {
      nodes.push({ kind: "raw", text: `${prelude};` });
      i = j + 1;
      continue;
    }
    const close = matching(css, j);
    if (prelude.startsWith("@media") || prelude.startsWith("@supports") || prelude.startsWith("@layer") || prelude.startsWith("@container")) {
      nodes.push({ kind: "group", open: prelude, children: parse(css, j + 1, close), keepEmpty: prelude.startsWith("@layer") });
    } else if (prelude.startsWith("@")) {
      nodes.push({ kind: "raw", text: css.slice(i, close + 1) });
    } else {
      nodes.push({ kind: "rule", text: css.slice(i, close + 1), needs: selectorNeeds(prelude) });
    }
    i = close + 1;
  }
  return nodes;
}

/** The index after the character at `i`, past a whole string or escape. */
function skip(css: string, i: number): number {
  const c = css[i];
  if (c === "\\") return i + 2;
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== c) j += css[j] === "\\" ? 2 : 1;
    return j + 1;
  }
  return i + 1;
}

function matching(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; ) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return i;
    i = skip(css, i);
  }
  return css.length - 1;
}

/** What a selector matches only when present: classes (unescaped) and element names. */
type Needs = { classes: string[]; tags: string[] };

/** For each selector of a list, the classes and elements it needs; none means any document. */
function selectorNeeds(selectorList: string): Needs[] {
  const selectors: string[] = [];
  let depth = 0;
  let last = 0;
  for (let i = 0; i < selectorList.length; ) {
    const c = selectorList[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      selectors.push(selectorList.slice(last, i));
      last = i + 1;
    }
    i = skip(selectorList, i);
  }
  selectors.push(selectorList.slice(last));
  return selectors.map((selector) => {
    // Classes inside :not(…) or :where(…) need not be present; leave those parts out.
    const plain = selector.replace(/:(not|where|is|has)\((?:[^()\\]|\\.|\([^()]*\))*\)/g, "").replace(/(?<!\\)\[(?:\\.|[^\]\\])*\]/g, "");
    return {
      classes: [...plain.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, "$1")),
      tags: [...plain.matchAll(/(?:^|[\s>+~])([a-z][a-z0-9]*)/g)].map((m) => m[1]!),
    };
  });
}

type Used = { classes: ReadonlySet<string>; tags: ReadonlySet<string> };

function keep(nodes: Node[], used: Used): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "raw") out += node.text;
    else if (node.kind === "rule") {
      const matches = (needs: Needs) => needs.classes.every((n) => used.classes.has(n)) && needs.tags.every((n) => used.tags.has(n));
      if (node.needs.some(matches)) out += node.text;
    } else {
      const inner = keep(node.children, used);
      if (inner || node.keepEmpty) out += `${node.open}{${inner}}`;
    }
  }
  return out;
}

/**
 * The built stylesheet, split into rules once, with the cuts made from it so far (`memo`). Only the
 * class and element names some selector needs can change a cut: each has a number (`classIndex`,
 * `tagIndex`), and the set of them a document has is its cut's key. Each class list seen in a document
 * is split once (`lists`: its names, and the numbers of those a selector needs).
 */
export type Stylesheet = {
  nodes: Node[];
  memo: Map<string, string>;
  lists: Map<string, ClassList>;
  classIndex: Map<string, number>;
  tagIndex: Map<string, number>;
  /** How many numbers `classIndex` and `tagIndex` give out together. */
  needed: number;
};
type ClassList = { names: string[]; needed: number[] };
const MEMO_LIMIT = 300;
/** Distinct class lists remembered; a shop's components write a few hundred. Past this it starts again. */
const LISTS_LIMIT = 5_000;

export function parseStylesheet(css: string): Stylesheet {
  const nodes = parse(css, 0, css.length);
  const sheet: Stylesheet = { nodes, memo: new Map(), lists: new Map(), classIndex: new Map(), tagIndex: new Map(), needed: 0 };
  const number = (index: Map<string, number>, name: string) => {
    if (!index.has(name)) index.set(name, sheet.needed++);
  };
  const collect = (list: Node[]) => {
    for (const node of list) {
      if (node.kind === "group") collect(node.children);
      else if (node.kind === "rule") {
        for (const needs of node.needs) {
          for (const name of needs.classes) number(sheet.classIndex, name);
          for (const name of needs.tags) number(sheet.tagIndex, name);
        }
      }
    }
  };
  collect(nodes);
  return sheet;
}

/** A class list split on white space (entities unescaped), once per distinct list. */
function classListOf(sheet: Stylesheet, list: string, decoded: () => string): ClassList {
  let known = sheet.lists.get(list);
  if (known) return known;
  known = { names: [], needed: [] };
  for (const name of decoded().split(/\s+/)) {
    if (!name) continue;
    const unescaped = name.includes("&") ? unescapeAttribute(name) : name;
    known.names.push(unescaped);
    const index = sheet.classIndex.get(unescaped);
    if (index !== undefined) known.needed.push(index);
  }
  if (sheet.lists.size >= LISTS_LIMIT) sheet.lists.clear();
  sheet.lists.set(list, known);
  return known;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const VAR_REFERENCE = /var\((--[\w-]+)/g;
const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;
const CUSTOM_PROPERTY = /(--[\w-]+):[^;{}]*(?:;|(?=\}))/g;

/**
 * Custom properties nobody reads go: `@property` rules and the declarations of the `properties` and
 * `theme` layers whose variable the kept rules and the document never name in a `var()`.
 */
function dropUnusedVariables(css: string, referenced: readonly string[]): string {
  let out = css;
  // Theme variables refer to one another: a second round drops what only dropped ones named.
  for (let round = 0; round < 2; round++) {
    const names = new Set(referenced);
    for (const m of out.matchAll(VAR_REFERENCE)) names.add(m[1]!);
    out = out.replace(PROPERTY_RULE, (rule, name: string) => (names.has(name) ? rule : ""));
    out = out.replace(/(@layer (?:properties|theme)\{)((?:[^{}]|\{[^{}]*\}|\{(?:[^{}]|\{[^{}]*\})*\})*)/g, (_, open: string, body: string) =>
      open + body.replace(CUSTOM_PROPERTY, (declaration, name: string) => (names.has(name) ? declaration : "")).replace(/;\}/g, "}"),
    );
  }
  return out;
}

/** An attribute value as React escapes it (`&amp;`, `&quot;`, `&#x27;`, `&lt;`, `&gt;`), unescaped. */
function unescapeAttribute(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

/**
 * The element names of the document: every `<` followed by a lowercase letter, and the letters and
 * digits after it: what `/<([a-z][a-z0-9]*)/g` matches, without a match object for each of a page's
 * ~1 000 tags (a product page's in 23 µs instead of 73).
 */
function elementNames(html: string): Set<string> {
  const names = new Set<string>(["html", "body"]);
  for (let at = html.indexOf("<"); at >= 0; at = html.indexOf("<", at + 1)) {
    let end = at + 1;
    let code = html.charCodeAt(end);
    // A letter a–z (an index past the end reads NaN, which is none).
    if (!(code >= 97 && code <= 122)) continue;
    do code = html.charCodeAt(++end);
    while ((code >= 97 && code <= 122) || (code >= 48 && code <= 57));
    names.add(html.slice(at + 1, end));
  }
  return names;
}

const UTF8 = new TextDecoder();
const ENCODER = new TextEncoder();
const NodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;

/** A document's bytes, and text to find its classes, elements and variables in. */
type DocumentText = { bytes: Uint8Array<ArrayBuffer>; text: string; bytewise: boolean };

/**
 * What the cut reads is ASCII (class lists aside), so on Node the document is read one character per
 * byte (`latin1`): a product page in ~4 µs, its indexes its bytes'. UTF-8 decoding took ~95 µs and a
 * copy of twice its size, because one letter outside ASCII (a review in Japanese) sends the whole
 * page down the decoder's slow path. Where Node's `Buffer` is missing (the edge), it is decoded as UTF-8.
 */
function documentText(bytes: Uint8Array<ArrayBuffer>): DocumentText {
  if (NodeBuffer) return { bytes, text: NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"), bytewise: true };
  return { bytes, text: UTF8.decode(bytes), bytewise: false };
}

// A byte outside ASCII, read as one character (the text is one character per byte there).
const NOT_ASCII = /[\x80-\xff]/;

/** The rules of the stylesheet that the document's classes use. */
export function usedCss(sheet: Stylesheet, document: Uint8Array<ArrayBuffer>): string {
  return cut(sheet, documentText(document));
}

function cut(sheet: Stylesheet, document: DocumentText): string {
  const { text: html, bytes, bytewise } = document;
  // A bit for each class and element name a selector needs that the document has.
  const bits = new Uint16Array(Math.ceil(sheet.needed / 16) || 1);
  const mark = (index: number) => {
    bits[index >> 4]! |= 1 << (index & 15);
  };
  // Components repeat their class lists (a card per product): each distinct list is read once here,
  // and split once for all documents.
  const lists: ClassList[] = [];
  const seen = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    const list = match[1]!;
    if (seen.has(list)) continue;
    seen.add(list);
    // Read byte by byte, a list with letters outside ASCII is decoded from its bytes (after `\sclass="`):
    // the same bytes read the same, so the list as read keys its names either way.
    const decoded = () => (bytewise && NOT_ASCII.test(list) ? UTF8.decode(bytes.subarray(match.index + 8, match.index + 8 + list.length)) : list);
    const known = classListOf(sheet, list, decoded);
    lists.push(known);
    for (const index of known.needed) mark(index);
  }
  const tags = elementNames(html);
  for (const name of tags) {
    const index = sheet.tagIndex.get(name);
    if (index !== undefined) mark(index);
  }
  const variables = [...new Set([...html.matchAll(VAR_REFERENCE)].map((m) => m[1]!))].sort();
  // Documents of one kind have the same needed names: their CSS is cut once.
  const key = `${String.fromCharCode(...bits)}|${variables.join(" ")}`;
  const hit = sheet.memo.get(key);
  if (hit !== undefined) return hit;
  const classes = new Set(lists.flatMap((list) => list.names));
  const css = dropUnusedVariables(keep(sheet.nodes, { classes, tags }), variables);
  if (sheet.memo.size >= MEMO_LIMIT) sheet.memo.delete(sheet.memo.keys().next().value!);
  sheet.memo.set(key, css);
  return css;
}

/**
 * The document (its UTF-8 bytes) with the rules it uses in a `<style>` before its
 * `<link rel="stylesheet" href={href}>`, and the link made non-blocking; unchanged without the stylesheet
 * (not built: the dev server). `nonce` is the document's CSP nonce. Hydration still finds the link where
 * React rendered it (attributes are not compared). The document is read as text once (`documentText`),
 * for its classes; the answer is spliced from its bytes, so the page is not copied again as a string and
 * re-encoded.
 */
export function inlineUsedCss(document: Uint8Array<ArrayBuffer>, href: string, sheet: Stylesheet | null, nonce?: string): Uint8Array<ArrayBuffer> {
  if (!sheet) return document;
  const text = documentText(document);
  const html = text.text;
  const headEnd = html.indexOf("</head>");
  // React Router's <Links> may write other attributes too (a nonce), in any order.
  const escaped = href.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&");
  const link = new RegExp(`<link\\b[^>]*\\bhref="${escaped}"[^>]*>`).exec(html.slice(0, Math.max(headEnd, 0)));
  if (!link || !/\brel="stylesheet"/.test(link[0])) return document;
  // The link is ASCII and the first of its kind: its bytes find it in the document.
  const linkBytes = ENCODER.encode(link[0]);
  const at = indexOfBytes(document, linkBytes);
  if (at < 0) return document;
  const css = cut(sheet, text);
  // `data-precedence` makes React's hydration pass over it, as over the style resources it renders itself.
  const style = `<style${nonce ? ` nonce="${nonce}"` : ""} data-precedence="used-css" data-href="${href}">${css.replace(/<\/style/gi, "<\\/style")}</style>`;
  const held = link[0].replace(/\s*\/?>$/, ' media="print" data-used-css/>');
  return concatBytes([document.subarray(0, at), ENCODER.encode(style + held), document.subarray(at + linkBytes.length)]);
}
