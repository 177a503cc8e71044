import { z } from "zod";
import { patchSchema } from "./patch.ts";
import { DEFAULT_ROUTER_CONFIG as DEFAULTS, PAGE_TYPES, type RouterConfig } from "./router-rules.ts";

export {
  DEFAULT_ROUTER_CONFIG,
  PAGE_TYPES,
  RULE_TYPES,
  fillRule,
  matchRule,
  type CustomCategoryPath,
  type PageType,
  type RouterConfig,
} from "./router-rules.ts";

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
  isCustom: z.boolean().default(DEFAULTS.isCustom),
  categories: z.array(customCategoryPathSchema).max(200).default([]),
  appRule: rule.default(DEFAULTS.appRule),
  articleRule: rule.default(DEFAULTS.articleRule),
  categoryRule: rule.default(DEFAULTS.categoryRule),
  collectionRule: rule.default(DEFAULTS.collectionRule),
  pageRule: rule.default(DEFAULTS.pageRule),
  productRule: rule.default(DEFAULTS.productRule),
  tagRule: rule.default(DEFAULTS.tagRule),
  userPath: z.string().trim().max(100).regex(/^\/[a-z0-9\-_]+\/$/i, "validation.path").default(DEFAULTS.userPath),
}) satisfies z.ZodType<RouterConfig>;

export const routerConfigPatchSchema = patchSchema(routerConfigSchema);
