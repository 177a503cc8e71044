import { parseDocument } from "htmlparser2";
import type { ChildNode } from "domhandler";
import type { Language } from "#contract/locales.ts";
import { UGC_LINK_REL } from "#contract/community.ts";
import type { HtmlNode } from "./html-tree.ts";
import { DEFAULT_ROUTER_CONFIG, type RouterConfig } from "#contract/router-rules.ts";
import { entityPath, localizedPath, splitLanguage, type EntityKind } from "./paths.ts";

/** Tags merchant HTML may use; anything else is dropped with its content (script, style, iframe …). */
const ALLOWED_TAGS = new Set([
  "a", "abbr", "b", "blockquote", "br", "caption", "cite", "code", "dd", "del", "div", "dl", "dt", "em",
  "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "li", "mark", "nav", "ol",
  "p", "pre", "q", "s", "section", "small", "span", "strong", "sub", "sup", "table", "tbody", "td",
  "tfoot", "th", "thead", "time", "tr", "u", "ul", "article", "aside", "header", "footer",
]);
/** Tags whose content is kept when the tag itself is not allowed. */
const DROP_WITH_CONTENT = new Set(["script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math", "form", "textarea", "select", "button", "input"]);
const ALLOWED_ATTRS = new Set([
  "class", "href", "src", "alt", "title", "width", "height", "id", "lang", "dir", "loading", "colspan",
  "rowspan", "datetime", "cite", "role", "aria-label", "aria-hidden", "data-not-load-page",
]);
const SAFE_URL = /^(https?:\/\/|\/(?!\/)|#|mailto:|tel:)/i;
const MAX_DEPTH = 40;
/** Customers' markup (their articles' Markdown, rendered): no classes, ids, roles or layout, no blocks. */
const UGC_ATTRS = new Set(["href", "src", "alt", "title", "start", "colspan", "rowspan", "lang", "dir"]);
/** Customers' images load only from the shop's own uploads; anything else would let a stranger track readers. */
const UGC_IMAGE = /^\/uploads\//;

export type ParseOptions = {
  lang: Language;
  fragment: string;
  /** Resolves `shop:` links (`shop:page/about`) through the router config; the spec's defaults without it. */
  router?: RouterConfig;
  /**
   * Markup written by a customer (decision 019): a smaller allow-list, every link `rel="nofollow ugc"`,
   * images only from the shop's uploads (others become links), headings one level down (the page's
   * title is its h1), and neither `<shop-block>` nor `shop:` links mean anything.
   */
  ugc?: boolean;
};

const ENTITY_LINK = /^shop:(product|category|article|collection|page|tag)\/([^/?#]+)([?#].*)?$/;

/**
 * A link a template writes as `shop:<type>/<slug>` (or `shop:/cart` for a fixed path) goes wherever the
 * router config puts that page today, so moving a type (`pageRule`) leaves no dead link behind.
 */
function shopLink(url: string, options: ParseOptions): string | null {
  const entity = ENTITY_LINK.exec(url);
  if (entity) {
    let slug: string;
    try {
      slug = decodeURIComponent(entity[2]!);
    } catch {
      return null;
    }
    return entityPath(options.router ?? DEFAULT_ROUTER_CONFIG, options.lang, entity[1] as EntityKind, slug) + (entity[3] ?? "");
  }
  return /^shop:\/(?!\/)/.test(url) ? localizedPath(options.lang, url.slice("shop:".length)) : null;
}

/**
 * Parses a merchant HTML fragment into a sanitised tree: allow-listed tags and attributes, safe
 * URLs only, internal links given the language prefix, `<shop-block>` turned into block nodes.
 */
export function parseFragment(html: string, options: ParseOptions): HtmlNode[] {
  if (!html.trim()) return [];
  const document = parseDocument(html, { lowerCaseAttributeNames: true, recognizeSelfClosing: true });
  const counter = { blocks: 0 };
  return convert(document.children, options, counter, 0);
}

/** A customer's headings sit one level below the page's own. */
function ugcTag(tag: string, options: ParseOptions): string {
  if (!options.ugc) return tag;
  const level = /^h([1-6])$/.exec(tag)?.[1];
  return level ? `h${Math.min(Number(level) + 1, 6)}` : tag;
}

function convert(nodes: ChildNode[], options: ParseOptions, counter: { blocks: number }, depth: number): HtmlNode[] {
  const out: HtmlNode[] = [];
  if (depth > MAX_DEPTH) return out;
  for (const node of nodes) {
    if (node.type === "text") {
      if (node.data) out.push(node.data);
      continue;
    }
    if (node.type !== "tag") continue;
    const tag = ugcTag(node.name.toLowerCase(), options);
    if (tag === "shop-block" && !options.ugc) {
      const name = node.attribs.name ?? "";
      let props: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(node.attribs.props || "{}");
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) props = parsed as Record<string, unknown>;
      } catch {
        props = {};
      }
      out.push({ block: name, id: `${options.fragment}-${counter.blocks++}`, props });
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) {
      if (!DROP_WITH_CONTENT.has(tag)) out.push(...convert(node.children, options, counter, depth + 1));
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [name, value] of Object.entries(node.attribs)) {
      if (!(options.ugc ? UGC_ATTRS : ALLOWED_ATTRS).has(name)) continue;
      if (name === "href" && !options.ugc && value.trim().startsWith("shop:")) {
        const link = shopLink(value.trim(), options);
        if (link) attrs.href = link;
        continue;
      }
      if (name === "href" || name === "src" || name === "cite") {
        const url = value.trim();
        if (!SAFE_URL.test(url)) continue;
        // A path that already names its language ("/vi/product/x", pasted from the address bar) keeps it.
        attrs[name] = name === "href" && url.startsWith("/") && !splitLanguage(url.replace(/[?#].*$/s, "")).lang ? localizedPath(options.lang, url) : url;
        continue;
      }
      attrs[name] = value.slice(0, 2000);
    }
    if (options.ugc && tag === "img" && !UGC_IMAGE.test(attrs.src ?? "")) {
      if (attrs.src) out.push({ tag: "a", attrs: { href: attrs.src, rel: `${UGC_LINK_REL} noopener noreferrer` }, children: [attrs.alt || attrs.src] });
      else if (attrs.alt) out.push(attrs.alt);
      continue;
    }
    if (options.ugc && tag === "a" && !attrs.href) {
      out.push(...convert(node.children, options, counter, depth + 1));
      continue;
    }
    if (tag === "a" && /^https?:/i.test(attrs.href ?? "")) attrs.rel = "noopener noreferrer";
    if (tag === "a" && options.ugc) attrs.rel = attrs.rel ? `${UGC_LINK_REL} ${attrs.rel}` : UGC_LINK_REL;
    if (tag === "img") {
      attrs.loading ??= "lazy";
      attrs.decoding = "async";
      attrs.alt ??= "";
    }
    out.push({ tag, attrs, children: convert(node.children, options, counter, depth + 1) });
  }
  return out;
}

// Parsed trees by fragment version: the same HTML in the same language under the same router config is
// the same tree, so each version is parsed and sanitised once, not once per request. Trees are shared
// between requests and never changed. Bounded by entries and by the HTML they hold.
const MEMO_ENTRIES = 2_000;
const MEMO_CHARS = 8_000_000;
const memo = new Map<string, HtmlNode[]>();
let memoChars = 0;
const routerKeys = new WeakMap<RouterConfig, string>();

function routerKey(router: RouterConfig | undefined): string {
  if (!router) return "";
  let key = routerKeys.get(router);
  if (key === undefined) routerKeys.set(router, (key = JSON.stringify(router)));
  return key;
}

/**
 * `parseFragment` with its result remembered per fragment version (its HTML, language, place and router
 * config). `finish` runs once on a fresh tree (dropping unknown blocks, say); its result is what is kept.
 */
export function parseFragmentOnce(html: string, options: ParseOptions, finish: (tree: HtmlNode[]) => HtmlNode[] = (t) => t): HtmlNode[] {
  if (!html.trim()) return finish([]);
  const key = `${options.fragment}\u0000${options.lang}\u0000${routerKey(options.router)}\u0000${html}`;
  const hit = memo.get(key);
  if (hit) {
    // Least recently used goes first: a hit moves to the end.
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const tree = finish(parseFragment(html, options));
  memo.set(key, tree);
  memoChars += key.length;
  while (memo.size > MEMO_ENTRIES || memoChars > MEMO_CHARS) {
    const oldest = memo.keys().next().value!;
    memo.delete(oldest);
    memoChars -= oldest.length;
  }
  return tree;
}
