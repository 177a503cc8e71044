import { collectBlocks, type HtmlNode } from "#app/utils/html-tree.ts";

/**
 * The text paths each block's component uses beyond the shell's (`SHELL_TEXTS`), including the
 * namespaces of the refusals its forms can show. A page's document and its client navigation carry
 * only these (docs/decisions/021-lean-documents.md); `tests/unit/texts.test.ts` checks every key a
 * block's modules name against this list.
 */
const CATALOGUE = ["product", "listing", "favorite", "cart"];
const ACCOUNT = ["account", "accountErrors", "auth", "captcha", "security", "address", "favorite", "listing", "newsletter.signupConsent"];
/** The product page's parts: the catalogue's texts and its links to wish lists and quotes. */
const PRODUCT = [...CATALOGUE, "wishlist.addTo", "inquiries.ask"];

export const BLOCK_TEXTS: Record<string, readonly string[]> = {
  "product-list": CATALOGUE,
  "listing-filters": ["listing"],
  "product-single": PRODUCT,
  "product-spec": PRODUCT,
  "product-slides": PRODUCT,
  "product-price": PRODUCT,
  "product-score": PRODUCT,
  "product-tags": PRODUCT,
  "article-list": ["article", "listing", "community"],
  "article-detail": ["article", "community", "myArticles"],
  search: ["search", "article", "community", ...CATALOGUE],
  promotions: ["offers"],
  coupons: ["offers"],
  "locale-switcher": ["chooser"],
  "page-content": ["tags"],
  "tag-list": ["tags"],
  notice: ["tags"],
  "error-page": ["tags"],
  "auth-signin": ACCOUNT,
  "auth-signup": ACCOUNT,
  "auth-forget": ACCOUNT,
  "auth-reset-password": ACCOUNT,
  "auth-verify-email": ACCOUNT,
  "user-center": ACCOUNT,
  "user-account": ACCOUNT,
  "user-info": ACCOUNT,
  "user-security": ACCOUNT,
  "user-address": ACCOUNT,
  "user-favorite": [...ACCOUNT, ...CATALOGUE],
  "user-wishlist": [...ACCOUNT, ...CATALOGUE, "wishlist"],
  "user-log": ACCOUNT,
  "address-form": ACCOUNT,
  "address-list": ACCOUNT,
  "address-modal": ACCOUNT,
  cart: ["checkout", "cartPrices", ...CATALOGUE],
  "cart-drawer": ["cart"],
  checkout: ["checkout", "address", "order", "payment", "accountErrors", ...CATALOGUE],
  "user-order-list": ["order", "checkout", "account", "listing"],
  "user-order-detail": ["order", "checkout", "cart", "account", "returns"],
  // The reviews block shows the shopper's own review through the registry's `review-form` (after a post too).
  reviews: ["reviews", "community", "moderationStatus", "attachments", "listing", "product", "accountErrors", "auth.honeypot"],
  "review-form": ["reviews", "community", "moderationStatus", "attachments", "accountErrors", "auth.honeypot", "product"],
  comments: ["comments", "community", "moderationStatus", "accountErrors", "listing", "auth.honeypot"],
  payment: ["checkout", "order", "payment", "cart"],
  "order-refund": ["returns", "order", "attachments", "accountErrors", "checkout"],
  "user-return-list": ["returns", "order", "listing", "account"],
  "user-return-detail": ["returns", "order", "attachments", "accountErrors", "checkout"],
  newsletter: ["newsletter", "accountErrors", "auth.honeypot", "community.errors.honeypot"],
  "newsletter-confirm": ["newsletter", "accountErrors"],
  "newsletter-unsubscribe": ["newsletter", "accountErrors"],
  feedback: ["feedback", "attachments", "accountErrors", "auth.honeypot", "community.errors.honeypot"],
  inquiry: ["inquiries", "attachments", "accountErrors", "auth.honeypot", "community.errors.honeypot", "product"],
  "user-inquiry": ["inquiries", "attachments", "account", "listing"],
  "wishlist-shared": ["wishlist", ...CATALOGUE],
  "user-article": ["myArticles", "community", "moderation", "moderationStatus", "attachments", ...ACCOUNT],
};

/** The user area's frame (`UserArea`): its navigation and sign-out. */
export const USER_AREA_TEXTS = ["account"] as const;

/** The text paths of every block in the trees, plus `extra`. */
export function pageTextPaths(trees: HtmlNode[][], extra: readonly string[] = []): string[] {
  const paths = new Set(extra);
  for (const tree of trees) {
    for (const block of collectBlocks(tree)) for (const path of BLOCK_TEXTS[block.block] ?? []) paths.add(path);
  }
  return [...paths].sort();
}
