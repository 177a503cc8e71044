import { z } from "zod";
import { patchSchema } from "./patch.ts";

/** The 13 server-driven page types of spec §2. */
export const PAGE_TYPES = [
  "article", "category", "checkout", "collection", "coupon", "custom", "error", "inquiry", "page",
  "product", "promotion", "root", "tag",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** A route rule is a path pattern with one `:slug` segment, or `*` for the rest of the path. */
const rule = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[a-z0-9\-_/]*(:slug|\*)$/i, "validation.routeRule");

export const customCategoryPathSchema = z.object({
  path: z.string().trim().max(200).regex(/^\/[a-z0-9\-_/]+$/i, "validation.path"),
  types: z.enum(PAGE_TYPES),
  /** The entity the path shows (a category slug for `category`). */
  slug: z.string().trim().max(200).default(""),
});

export const routerConfigSchema = z.object({
  isCustom: z.boolean().default(false),
  categories: z.array(customCategoryPathSchema).max(200).default([]),
  appRule: rule.default("/app/*"),
  articleRule: rule.default("/article/:slug"),
  categoryRule: rule.default("/category/:slug"),
  collectionRule: rule.default("/collection/:slug"),
  pageRule: rule.default("/page/:slug"),
  productRule: rule.default("/product/:slug"),
  tagRule: rule.default("/tag/:slug"),
  userPath: z.string().trim().max(100).regex(/^\/[a-z0-9\-_]+\/$/i, "validation.path").default("/user/"),
});

export type RouterConfig = z.infer<typeof routerConfigSchema>;
export const DEFAULT_ROUTER_CONFIG: RouterConfig = routerConfigSchema.parse({});
export const routerConfigPatchSchema = patchSchema(routerConfigSchema);

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
