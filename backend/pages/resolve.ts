import { DEFAULT_ROUTER_CONFIG, matchRule, RULE_TYPES, type PageType, type RouterConfig } from "#contract/router.ts";
import { WISHLIST_TOKEN_PATTERN } from "#contract/wishlist.ts";

/** Longest storefront path (after decoding) the page endpoint looks at. */
export const MAX_PATH_LENGTH = 512;

/** What a storefront path shows. */
export type PageTarget = {
  type: PageType;
  slug: string;
  /** The variant of `product/{slug}/{sku}` (and of its quote, `inquiry/{slug}/{sku}`). */
  sku?: string;
  /** `/tag`, `/promotion`, `/coupon`, `/article`: the list rather than one entity. */
  list?: true;
  /** The user area: shown only with a valid session. */
  requiresSession?: true;
  /** `wishlist/{token}`: the share link's token. */
  token?: string;
  /** A merchant's custom path (router config `categories`): its route is named `<type>Detail` (spec §2). */
  route?: string;
  /** A spec default address of a type the router config moved, answered only when `isCustom` (see below). */
  moved?: true;
};

const AUTH_PAGES = new Set(["signin", "signup", "forget", "reset-password", "verify-email", "verify-prompt"]);
const ERROR_STATUSES = new Set(["403", "404", "413", "500"]);
/** The checkout's pages: its information step, paying an order (again), and the thank-you page. */
const CHECKOUT_STEPS = new Set(["information", "payment", "thankyou"]);
/** The pages the newsletter's emails link to (`newsletter/confirm?token=…`). */
const NEWSLETTER_PAGES = new Set(["confirm", "unsubscribe"]);

/**
 * Decodes a raw URL path segment by segment. Answers null for malformed escapes, an encoded `/` or
 * NUL inside a segment, and for paths longer than MAX_PATH_LENGTH.
 */
export function decodePath(raw: string): string | null {
  if (raw.length > MAX_PATH_LENGTH * 9) return null;
  let segments: string[];
  try {
    segments = raw.split("/").map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  if (segments.some((s) => s.includes("/") || s.includes("\0"))) return null;
  const path = segments.join("/");
  return path.length > MAX_PATH_LENGTH || !path.startsWith("/") ? null : path;
}

function resolveFixed(path: string): PageTarget | null {
  const [first, second, ...more] = path.slice(1).split("/");
  // A quote about the variant the shopper chose, as the product page's `product/{slug}/{sku}`.
  if (first === "inquiry" && second && more.length === 1 && more[0]) return { type: first, slug: second, sku: more[0] };
  if (more.length) return null;
  if (second === undefined) {
    if (first === "search" || first === "cart" || first === "newsletter") return { type: "custom", slug: first };
    if (first === "tag" || first === "promotion" || first === "coupon" || first === "article") {
      return { type: first, slug: "", list: true };
    }
    return null;
  }
  if (!second) return null;
  switch (first) {
    case "promotion":
    case "coupon":
    case "inquiry":
      return { type: first, slug: second };
    case "checkout":
      return CHECKOUT_STEPS.has(second) ? { type: first, slug: second } : null;
    case "error":
      return ERROR_STATUSES.has(second) ? { type: "error", slug: second } : null;
    case "auth":
      return AUTH_PAGES.has(second) ? { type: "custom", slug: `auth-${second}` } : null;
    case "newsletter":
      return NEWSLETTER_PAGES.has(second) ? { type: "custom", slug: `newsletter-${second}` } : null;
    case "wishlist":
      return WISHLIST_TOKEN_PATTERN.test(second) ? { type: "custom", slug: "wishlist-shared", token: second } : null;
    default:
      return null;
  }
}

/** `<productRule>/<sku>`: the product rule's slug followed by one more segment. */
function matchProductSku(rule: string, path: string): PageTarget | null {
  if (rule.endsWith("*")) return null;
  const prefix = rule.slice(0, -":slug".length);
  if (!path.startsWith(prefix)) return null;
  const parts = path.slice(prefix.length).split("/");
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { type: "product", slug: parts[0], sku: parts[1] };
}

/**
 * Maps a storefront path (without the language prefix, already decoded) to the page it shows, in this
 * order: home, the merchant's custom category paths, the fixed paths of the spec, the user area, the
 * router rules, a product variant, a root-level slug. Null when nothing matches.
 */
export function resolvePath(rawPath: string, router: RouterConfig): PageTarget | null {
  const path = rawPath.replace(/\/+$/, "") || "/";
  if (path === "/") return { type: "custom", slug: "home" };

  const custom = router.categories.find((entry) => (entry.path.replace(/\/+$/, "") || "/") === path);
  if (custom) return { type: custom.types, slug: custom.slug, route: `${custom.types}Detail` };

  const fixed = resolveFixed(path);
  if (fixed) return fixed;

  const userRoot = router.userPath.replace(/\/+$/, "");
  if (path === userRoot || path.startsWith(router.userPath)) {
    const rest = path.slice(router.userPath.length) || "center";
    return { type: "custom", slug: `user-${rest.replaceAll("/", "-")}`, requiresSession: true };
  }

  for (const [key, type] of RULE_TYPES) {
    const slug = matchRule(router[key], path);
    if (slug !== null) return { type, slug };
  }

  const variant = matchProductSku(router.productRule, path);
  if (variant) return variant;

  const segments = path.slice(1).split("/");
  if (segments.length === 1 && segments[0]) return { type: "root", slug: segments[0] };
  return movedDefault(path, router);
}

/**
 * With `isCustom` on, the router config is a merchant's own URL scheme that replaced the spec's: an
 * entity's old default address (`/product/{slug}` after `productRule` became `/p/:slug`) still finds
 * it, flagged `moved`, and the storefront redirects it to the new address — links and bookmarks made
 * before the move keep working. With it off, only the configured addresses answer.
 */
function movedDefault(path: string, router: RouterConfig): PageTarget | null {
  if (!router.isCustom) return null;
  for (const [key, type] of RULE_TYPES) {
    if (router[key] === DEFAULT_ROUTER_CONFIG[key]) continue;
    const slug = matchRule(DEFAULT_ROUTER_CONFIG[key], path);
    if (slug !== null) return { type, slug, moved: true };
  }
  if (router.productRule !== DEFAULT_ROUTER_CONFIG.productRule) {
    const variant = matchProductSku(DEFAULT_ROUTER_CONFIG.productRule, path);
    if (variant) return { ...variant, moved: true };
  }
  return null;
}
