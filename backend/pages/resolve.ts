import { matchRule, RULE_TYPES, type PageType, type RouterConfig } from "#contract/router.ts";
import { WISHLIST_TOKEN_PATTERN } from "#contract/wishlist.ts";

/** Longest storefront path (after decoding) the page endpoint looks at. */
export const MAX_PATH_LENGTH = 512;

/** What a storefront path shows. */
export type PageTarget = {
  type: PageType;
  slug: string;
  /** The variant of `product/{slug}/{sku}`. */
  sku?: string;
  /** `/tag`, `/promotion`, `/coupon`, `/article`: the list rather than one entity. */
  list?: true;
  /** The user area: shown only with a valid session. */
  requiresSession?: true;
  /** `wishlist/{token}`: the share link's token. */
  token?: string;
};

const AUTH_PAGES = new Set(["signin", "signup", "forget", "reset-password", "verify-email", "verify-prompt"]);
const ERROR_STATUSES = new Set(["403", "404", "500"]);
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
    case "checkout":
      return { type: first, slug: second };
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
  if (custom) return { type: custom.types, slug: custom.slug };

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
  return null;
}
