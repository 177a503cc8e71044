import { blockNode } from "#app/utils/html-tree.ts";
import type { HtmlNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/**
 * The newsletter's pages (`custom/newsletter…`): the sign-up page its forms post to, and the pages its
 * emails link to (`/newsletter/confirm?token=`, `/newsletter/unsubscribe?token=`).
 */
const PAGES: Record<string, HtmlNode[]> = {
  newsletter: [blockNode("newsletter")],
  "newsletter-confirm": [blockNode("newsletter-confirm")],
  "newsletter-unsubscribe": [blockNode("newsletter-unsubscribe")],
};

export const newsletterKind: PageKind = {
  matches: (meta) => meta.type === "custom" && Object.hasOwn(PAGES, meta.slug),
  defaultBody: (meta) => PAGES[meta.slug] ?? [],
};
