import type { PageMeta } from "#contract/page.ts";
import type { HtmlNode } from "#app/utils/html-tree.ts";

/**
 * What a page module knows about the pages it shows: which ones (by the type and slug the backend
 * resolved) and their default layout — the body used when the backend's template is empty, made of the
 * same blocks a merchant can place (decision 004).
 */
export type PageKind = {
  matches(meta: PageMeta): boolean;
  defaultBody(meta: PageMeta): HtmlNode[];
};

/**
 * Pages that are one shopper's own (the user area, sign-in, cart, checkout) or open with a secret in
 * the address (the newsletter's links, a shared wishlist): never cached, never indexed.
 */
export function isPersonal(meta: PageMeta | undefined): boolean {
  if (!meta) return true;
  if (meta.type === "checkout") return true;
  if (meta.type !== "custom") return false;
  const { slug } = meta;
  return (
    slug === "cart" ||
    slug.startsWith("user-") ||
    slug.startsWith("auth-") ||
    slug === "newsletter-confirm" ||
    slug === "newsletter-unsubscribe" ||
    slug === "wishlist-shared"
  );
}
