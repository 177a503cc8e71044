import type { PageMeta } from "#contract/page.ts";
import type { HtmlNode } from "#app/utils/html-tree.ts";

const block = (name: string, props: Record<string, unknown> = {}): HtmlNode => ({ block: name, id: `default-${name}`, props });
const div = (className: string, children: HtmlNode[]): HtmlNode => ({ tag: "div", attrs: { class: className }, children });

/**
 * The page body when the backend sends an empty one: the type's default layout, made of the same
 * blocks a merchant can place.
 */
export function defaultBody(meta: PageMeta): HtmlNode[] {
  switch (meta.type) {
    case "product":
      return [
        div("grid gap-8 md:grid-cols-2 lg:gap-12", [block("product-slides"), block("product-single")]),
        block("product-spec"),
        block("product-list", { related: true, limit: 4 }),
      ];
    case "category":
    case "collection":
      return [block("page-content"), block("listing-filters"), block("product-list", { source: "page" })];
    case "tag":
      return meta.slug
        ? [block("page-content"), block("listing-filters"), block("product-list", { source: "page" })]
        : [block("tag-list")];
    case "article":
      return meta.slug ? [block("article-detail")] : [block("article-list", { source: "page" })];
    case "page":
      return [div("mx-auto max-w-3xl", [block("page-content")])];
    case "promotion":
      return [block("promotions")];
    case "coupon":
      return [block("coupons")];
    case "custom":
      return customBody(meta.slug);
    case "checkout":
      return [block("checkout")];
    case "error":
      return [block("error-page")];
    case "inquiry":
      return [block("notice", { title: "inquiry.title", message: "notice.inquirySoon" })];
    default:
      return [];
  }
}

/** The user area's pages, each one block (`user/security/activity` is the log block's other source). */
const USER_BLOCKS: Record<string, HtmlNode> = {
  "user-center": block("user-center"),
  "user-info": block("user-info"),
  "user-account": block("user-account"),
  "user-address": block("user-address"),
  "user-favorite": block("user-favorite"),
  "user-security": block("user-security"),
  "user-security-activity": block("user-log", { source: "activity" }),
  "user-log": block("user-log", { source: "log" }),
};

function customBody(slug: string): HtmlNode[] {
  if (slug === "search") return [block("search")];
  if (slug === "home") return [block("product-list", { limit: 8 })];
  if (slug === "cart") return [block("cart")];
  if (slug === "auth-verify-prompt") return [block("auth-verify-email", { prompt: true })];
  if (slug.startsWith("auth-")) return [block(slug)];
  if (USER_BLOCKS[slug]) return [USER_BLOCKS[slug]];
  if (slug === "user-order") return [block("user-order-list")];
  if (/^user-order-\d+$/.test(slug)) return [block("user-order-detail")];
  if (slug.startsWith("user-")) return [block("notice", { title: "user.title", message: "notice.accountsSoon" })];
  return [];
}
