/** Longest meta description, as search engines show it. */
export const MAX_DESCRIPTION = 160;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** Merchant HTML as one line of plain text, cut at a word boundary to `max` characters. */
export function plainText(html: string, max = MAX_DESCRIPTION): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** English titles of pages that are not entities; the storefront may translate by type and slug. */
export const FIXED_TITLES: Record<string, string> = {
  search: "Search",
  cart: "Cart",
  "auth-signin": "Sign in",
  "auth-signup": "Create account",
  "auth-forget": "Forgot password",
  "auth-reset-password": "Reset password",
  "auth-verify-email": "Verify email",
  "auth-verify-prompt": "Check your email",
  "error-403": "Access denied",
  "error-404": "Page not found",
  "error-500": "Something went wrong",
  "checkout-thankyou": "Thank you for your order",
  checkout: "Checkout",
  "tag-list": "Tags",
  "promotion-list": "Promotions",
  "coupon-list": "Coupons",
  "article-list": "Journal",
  inquiry: "Request a quote",
  "newsletter-confirm": "Confirm your subscription",
  "newsletter-unsubscribe": "Unsubscribe",
  "wishlist-shared": "Shared wishlist",
  user: "My account",
};
