import { parseDocument } from "htmlparser2";
import type { ChildNode } from "domhandler";
import type { Language } from "#contract/locales.ts";
import type { HtmlNode } from "./html-tree.ts";
import { DEFAULT_ROUTER_CONFIG, type RouterConfig } from "#contract/router-rules.ts";
import { entityPath, localizedPath, type EntityKind } from "./paths.ts";

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

export type ParseOptions = {
  lang: Language;
  fragment: string;
  /** Resolves `shop:` links (`shop:page/about`) through the router config; the spec's defaults without it. */
  router?: RouterConfig;
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

function convert(nodes: ChildNode[], options: ParseOptions, counter: { blocks: number }, depth: number): HtmlNode[] {
  const out: HtmlNode[] = [];
  if (depth > MAX_DEPTH) return out;
  for (const node of nodes) {
    if (node.type === "text") {
      if (node.data) out.push(node.data);
      continue;
    }
    if (node.type !== "tag") continue;
    const tag = node.name.toLowerCase();
    if (tag === "shop-block") {
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
      if (!ALLOWED_ATTRS.has(name)) continue;
      if (name === "href" && value.trim().startsWith("shop:")) {
        const link = shopLink(value.trim(), options);
        if (link) attrs.href = link;
        continue;
      }
      if (name === "href" || name === "src" || name === "cite") {
        const url = value.trim();
        if (!SAFE_URL.test(url)) continue;
        attrs[name] = name === "href" && url.startsWith("/") ? localizedPath(options.lang, url) : url;
        continue;
      }
      attrs[name] = value.slice(0, 2000);
    }
    if (tag === "a" && /^https?:/i.test(attrs.href ?? "")) attrs.rel = "noopener noreferrer";
    if (tag === "img") {
      attrs.loading ??= "lazy";
      attrs.decoding = "async";
      attrs.alt ??= "";
    }
    out.push({ tag, attrs, children: convert(node.children, options, counter, depth + 1) });
  }
  return out;
}
