/**
 * Page types, the router config's shape and defaults, and rule matching — without zod, so browser
 * code can use them. The schemas that validate a router config live in router.ts.
 */

/** The 13 server-driven page types of spec §2. */
export const PAGE_TYPES = [
  "article", "category", "checkout", "collection", "coupon", "custom", "error", "inquiry", "page",
  "product", "promotion", "root", "tag",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export type CustomCategoryPath = { path: string; types: PageType; slug: string };

export type RouterConfig = {
  isCustom: boolean;
  categories: CustomCategoryPath[];
  appRule: string;
  articleRule: string;
  categoryRule: string;
  collectionRule: string;
  pageRule: string;
  productRule: string;
  tagRule: string;
  userPath: string;
};

/** The spec's default path patterns (§2). */
export const DEFAULT_ROUTER_CONFIG: RouterConfig = {
  isCustom: false,
  categories: [],
  appRule: "/app/*",
  articleRule: "/article/:slug",
  categoryRule: "/category/:slug",
  collectionRule: "/collection/:slug",
  pageRule: "/page/:slug",
  productRule: "/product/:slug",
  tagRule: "/tag/:slug",
  userPath: "/user/",
};

/** The rules that map a path to a page type, in the order they are tried. */
export const RULE_TYPES = [
  ["productRule", "product"],
  ["categoryRule", "category"],
  ["articleRule", "article"],
  ["collectionRule", "collection"],
  ["pageRule", "page"],
  ["tagRule", "tag"],
  ["appRule", "custom"],
] as const satisfies ReadonlyArray<readonly [keyof RouterConfig, PageType]>;

/** Matches `path` against a rule; answers the slug (the rest of the path for `*`), or null. */
export function matchRule(ruleValue: string, path: string): string | null {
  const star = ruleValue.endsWith("*");
  const prefix = ruleValue.slice(0, star ? -1 : -":slug".length);
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length).replace(/\/$/, "");
  if (!rest) return null;
  if (!star && rest.includes("/")) return null;
  return rest;
}

/** Builds a path from a rule and a slug. */
export function fillRule(ruleValue: string, slug: string): string {
  return ruleValue.endsWith("*") ? ruleValue.slice(0, -1) + slug : ruleValue.replace(":slug", encodeURIComponent(slug));
}
