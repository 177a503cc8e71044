import { z } from "zod";
import { CURRENCIES } from "./currencies.ts";
import { isLanguage, type Language } from "./locales.ts";
import { PAGE_TYPES } from "./router.ts";
import { isTimeZone } from "./time.ts";

/**
 * Payloads of the admin API (`/api/admin/*`). Every object is strict: unknown fields are refused.
 * Create schemas carry the required fields; the patch schemas (`PUT`) are their partials, and the
 * backend re-checks the cross-field rules (`*Issues`) on the stored record merged with the patch.
 * Money is integer USD cents; ids are positive 32-bit integers.
 */

export const ADMIN_TOKEN_HEADER = "x-admin-token";
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]+$/;
export const MAX_PAGE_SIZE = 100;
export const MAX_ID = 2_147_483_647;
export const MAX_MONEY = 1_000_000_000;
export const MAX_TEMPLATE_HTML = 200_000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
export const UPLOAD_FOLDERS = ["catalog", "articles", "content"] as const;
export const TEMPLATE_TYPES = [...PAGE_TYPES, "layout"] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

const M = {
  required: "validation.required",
  limit: "validation.limit",
  slug: "validation.slug",
  code: "validation.couponCode",
  id: "validation.id",
  integer: "validation.integer",
  range: "validation.range",
  date: "validation.date",
  language: "validation.language",
  duplicate: "validation.duplicate",
  endsBeforeStart: "validation.endsBeforeStart",
  percent: "validation.percent",
  skuOption: "validation.skuOption",
} as const;
export const AdminMessages = M;

const slug = z.string().trim().max(120, M.limit).regex(SLUG_PATTERN, M.slug);
const title = z.string().trim().min(1, M.required).max(200, M.limit);
const shortText = (max = 200) => z.string().trim().max(max, M.limit);
const richText = z.string().max(100_000, M.limit);
const int = (min: number, max: number) =>
  z.number({ error: M.integer }).int(M.integer).min(min, M.range).max(max, M.range);
export const adminIdSchema = z.number({ error: M.id }).int(M.id).positive(M.id).max(MAX_ID, M.id);
const idList = z
  .array(adminIdSchema)
  .max(1000, M.limit)
  .refine((ids) => new Set(ids).size === ids.length, M.duplicate);
const money = int(0, MAX_MONEY);
const isoDate = z.iso.datetime({ offset: true, error: M.date }).transform((v) => new Date(v).toISOString());
const sort = int(-1_000_000, 1_000_000);

/**
 * Checks the keys of the object as sent: a parsed record would silently turn a `__proto__` key into
 * the result's prototype instead of refusing it.
 */
const languageKeys = z.custom<unknown>().superRefine((value, ctx) => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return;
  for (const key of Object.keys(value)) {
    if (!isLanguage(key)) ctx.addIssue({ code: "custom", message: M.language, path: [key] });
  }
});

/** `{ <lang>: { <field>: text } }` for the given translatable fields; languages of the contract only. */
function i18n<F extends string>(fields: readonly F[], max = 100_000) {
  const entry = z.strictObject(
    Object.fromEntries(fields.map((f) => [f, z.string().max(max, M.limit).optional()])) as Record<
      F,
      z.ZodOptional<z.ZodString>
    >,
  );
  return languageKeys.pipe(z.record(z.string(), entry)) as unknown as z.ZodType<
    Partial<Record<Language, Partial<Record<F, string>>>>
  >;
}

/** A label in several languages; English is required (`{ en: "Size", de: "Größe" }`). */
export const labelSchema = languageKeys
  .pipe(z.record(z.string(), z.string().trim().max(200, M.limit)))
  .superRefine((value, ctx) => {
    if (!value.en) ctx.addIssue({ code: "custom", message: M.required, path: ["en"] });
  }) as unknown as z.ZodType<{ en: string } & Partial<Record<Language, string>>>;
export type Label = z.infer<typeof labelSchema>;

type Issue = { path: Array<string | number>; message: string };
function withIssues<S extends z.ZodType>(schema: S, issues: (value: z.infer<S>) => Issue[]) {
  return schema.superRefine((value, ctx) => {
    for (const issue of issues(value)) ctx.addIssue({ code: "custom", ...issue });
  });
}

export const paginationSchema = z.object({
  page: z.coerce.number({ error: M.integer }).int(M.integer).min(1, M.range).max(1_000_000, M.range).default(1),
  pageSize: z.coerce
    .number({ error: M.integer })
    .int(M.integer)
    .min(1, M.range)
    .max(MAX_PAGE_SIZE, M.range)
    .default(20),
  q: z.string().trim().max(200, M.limit).optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

// Categories, tags, collections

export const categoryCreateSchema = z.strictObject({
  slug,
  name: title,
  description: richText.optional(),
  i18n: i18n(["name", "description"]).optional(),
  parentId: adminIdSchema.nullable().optional(),
  imageId: adminIdSchema.nullable().optional(),
  sort: sort.optional(),
  hidden: z.boolean().optional(),
});
export const categoryPatchSchema = categoryCreateSchema.partial();
export type CategoryInput = z.infer<typeof categoryCreateSchema>;

export const tagCreateSchema = z.strictObject({
  slug,
  name: title,
  description: richText.optional(),
  i18n: i18n(["name", "description"]).optional(),
  hidden: z.boolean().optional(),
});
export const tagPatchSchema = tagCreateSchema.partial();
export type TagInput = z.infer<typeof tagCreateSchema>;

export const collectionCreateSchema = z.strictObject({
  slug,
  name: title,
  description: richText.optional(),
  i18n: i18n(["name", "description"]).optional(),
  imageId: adminIdSchema.nullable().optional(),
  /** Product ids in display order. */
  productIds: idList.optional(),
  sort: sort.optional(),
  hidden: z.boolean().optional(),
});
export const collectionPatchSchema = collectionCreateSchema.partial();
export type CollectionInput = z.infer<typeof collectionCreateSchema>;

// Products

const optionKey = z
  .string()
  .trim()
  .min(1, M.required)
  .max(60, M.limit)
  .regex(/^[a-z0-9_-]+$/i, M.slug);

export const productOptionSchema = z.strictObject({
  key: optionKey,
  name: labelSchema,
  values: z
    .array(z.strictObject({ key: optionKey, label: labelSchema }))
    .min(1, M.required)
    .max(100, M.limit),
});
export type ProductOptionInput = z.infer<typeof productOptionSchema>;

export const skuInputSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1, M.required)
    .max(64, M.limit)
    .regex(/^[A-Za-z0-9._-]+$/, M.code),
  /** Option key → value key. */
  options: z.record(z.string(), z.string().max(60, M.limit)).optional(),
  price: money,
  linePrice: money.nullable().optional(),
  stock: int(0, MAX_MONEY),
  imageId: adminIdSchema.nullable().optional(),
});
export type SkuInput = z.infer<typeof skuInputSchema>;

const productShape = z.strictObject({
  slug,
  name: title,
  description: richText.optional(),
  i18n: i18n(["name", "description"]).optional(),
  categoryId: adminIdSchema.nullable().optional(),
  tagIds: idList.optional(),
  collectionIds: idList.optional(),
  /** Image ids in display order; the first is the main image. */
  imageIds: idList.optional(),
  specs: z
    .array(z.strictObject({ name: labelSchema, value: labelSchema }))
    .max(100, M.limit)
    .optional(),
  options: z.array(productOptionSchema).max(10, M.limit).optional(),
  sort: sort.optional(),
  hidden: z.boolean().optional(),
  skus: z.array(skuInputSchema).max(500, M.limit).optional(),
});

/** Option keys unique; SKU codes unique; each SKU names a value for every option and nothing else. */
export function productIssues(value: Pick<ProductInput, "options" | "skus">): Issue[] {
  const issues: Issue[] = [];
  const options = value.options ?? [];
  const seen = new Set<string>();
  options.forEach((option, i) => {
    if (seen.has(option.key)) issues.push({ path: ["options", i, "key"], message: M.duplicate });
    seen.add(option.key);
    const values = new Set<string>();
    option.values.forEach((v, j) => {
      if (values.has(v.key)) issues.push({ path: ["options", i, "values", j, "key"], message: M.duplicate });
      values.add(v.key);
    });
  });
  const codes = new Set<string>();
  (value.skus ?? []).forEach((sku, i) => {
    if (codes.has(sku.code)) issues.push({ path: ["skus", i, "code"], message: M.duplicate });
    codes.add(sku.code);
    const chosen = sku.options ?? {};
    const fits =
      Object.keys(chosen).length === options.length &&
      options.every((o) => o.values.some((v) => v.key === chosen[o.key]));
    if (!fits) issues.push({ path: ["skus", i, "options"], message: M.skuOption });
  });
  return issues;
}

export const productCreateSchema = withIssues(productShape, productIssues);
export const productPatchSchema = productShape.partial();
export type ProductInput = z.infer<typeof productShape>;

// Content

export const articleCreateSchema = z.strictObject({
  slug,
  title,
  summary: shortText(1000).optional(),
  content: richText.optional(),
  author: shortText(120).optional(),
  i18n: i18n(["title", "summary", "content"]).optional(),
  thumbnailId: adminIdSchema.nullable().optional(),
  publishedAt: isoDate.optional(),
  hidden: z.boolean().optional(),
});
export const articlePatchSchema = articleCreateSchema.partial();
export type ArticleInput = z.infer<typeof articleCreateSchema>;

export const pageCreateSchema = z.strictObject({
  slug,
  title,
  content: richText.optional(),
  i18n: i18n(["title", "content"]).optional(),
  hidden: z.boolean().optional(),
});
export const pagePatchSchema = pageCreateSchema.partial();
export type PageInput = z.infer<typeof pageCreateSchema>;

// Promotions and coupons

const offerShape = {
  slug,
  title,
  description: richText.optional(),
  i18n: i18n(["title", "description"]).optional(),
  kind: z.enum(["percent", "fixed"], { error: M.required }),
  /** Percent (1–100) or USD cents. */
  value: money,
  minAmount: money.nullable().optional(),
  startsAt: isoDate.nullable().optional(),
  /** The first moment the offer no longer holds: `2027-01-01T00:00:00+01:00` ends it with 31 December in Berlin. */
  endsAt: isoDate.nullable().optional(),
  hidden: z.boolean().optional(),
};

type Offer = { kind: "percent" | "fixed"; value: number; startsAt?: string | null; endsAt?: string | null };

/** A percentage is 1–100, a fixed amount above zero; the end comes after the start. */
export function offerIssues(value: Offer): Issue[] {
  const issues: Issue[] = [];
  if (value.kind === "percent" && (value.value < 1 || value.value > 100)) {
    issues.push({ path: ["value"], message: M.percent });
  }
  if (value.kind === "fixed" && value.value < 1) issues.push({ path: ["value"], message: M.range });
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
    issues.push({ path: ["endsAt"], message: M.endsBeforeStart });
  }
  return issues;
}

const promotionShape = z.strictObject({ ...offerShape, imageId: adminIdSchema.nullable().optional() });
export const promotionCreateSchema = withIssues(promotionShape, offerIssues);
export const promotionPatchSchema = promotionShape.partial();
export type PromotionInput = z.infer<typeof promotionShape>;

const couponShape = z.strictObject({
  ...offerShape,
  code: z.string().trim().min(1, M.required).max(32, M.limit).regex(COUPON_CODE_PATTERN, M.code),
  totalLimit: int(1, MAX_MONEY).nullable().optional(),
  perCustomerLimit: int(1, MAX_MONEY).nullable().optional(),
});
export const couponCreateSchema = withIssues(couponShape, offerIssues);
export const couponPatchSchema = couponShape.partial();
export type CouponInput = z.infer<typeof couponShape>;

// Templates and settings

const templateHtml = z.string().max(MAX_TEMPLATE_HTML, M.limit);

export const templateUpsertSchema = z.strictObject({
  type: z.enum(TEMPLATE_TYPES, { error: M.required }),
  slug: z.union([z.literal(""), slug]).default(""),
  lang: z
    .string()
    .refine((v) => v === "" || isLanguage(v), M.language)
    .default(""),
  head: templateHtml.default(""),
  body: templateHtml.default(""),
  foot: templateHtml.default(""),
  /** Navigations to pages of this template show no progress indicator (spec §2 `notLoadPage`). */
  notLoadPage: z.boolean().default(false),
});
export type TemplateUpsert = z.infer<typeof templateUpsertSchema>;

export const templateQuerySchema = z.object({
  slug: z.union([z.literal(""), slug]).default(""),
  lang: z
    .string()
    .refine((v) => v === "" || isLanguage(v), M.language)
    .default(""),
});

/** An https origin without a path (`https://cdn.example`, a port allowed): what a CSP source names. */
export const httpsOriginSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/, "validation.origin");

export const shopPatchSchema = z
  .strictObject({
    name: z.string().trim().min(1, M.required).max(100, M.limit).optional(),
    timeZone: z.string().trim().max(64, M.limit).refine(isTimeZone, "validation.timeZone").optional(),
    /** The allow-list for theme injects from other origins (the storefront's CSP names exactly these). */
    injectOrigins: z.array(httpsOriginSchema).max(20, M.limit).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), M.required);

const rate = z.number({ error: M.range }).gt(0, M.range).max(1_000_000, M.range);
/** Units of each currency per 1 USD; USD itself stays 1. */
export const ratesPatchSchema = z.strictObject({
  rates: z.strictObject({
    USD: z.literal(1, { error: M.range }).optional(),
    ...(Object.fromEntries(CURRENCIES.filter((c) => c !== "USD").map((c) => [c, rate.optional()])) as Record<
      Exclude<(typeof CURRENCIES)[number], "USD">,
      z.ZodOptional<typeof rate>
    >),
  }),
});

export const uploadFieldsSchema = z.object({
  alt: z.string().trim().max(300, M.limit).default(""),
  folder: z.enum(UPLOAD_FOLDERS, { error: M.required }).default("catalog"),
});

/** What the admin API answers for a record: the input fields with their stored values and ids. */
export type AdminRecord<T> = { [K in keyof T]-?: Exclude<T[K], undefined> } & {
  id: number;
  createdAt: string;
  updatedAt: string;
};
export type AdminSku = Required<SkuInput> & { id: number };
export type AdminProduct = Omit<AdminRecord<ProductInput>, "skus"> & {
  skus: AdminSku[];
  /** From published reviews only (issue 9): answered, never written through this API. */
  score: number;
  reviewCount: number;
};

// The records as schemas, for the API description (contract/api/admin-catalog.ts).

const stamps = { id: adminIdSchema, createdAt: z.string(), updatedAt: z.string() };
/** A record: every field of its patch schema, present, with the record's id and times. */
const recordOf = <Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  patch: z.ZodObject<Shape, Config>,
) => patch.required().extend(stamps);

export const adminCategorySchema = recordOf(categoryPatchSchema);
export const adminTagSchema = recordOf(tagPatchSchema);
export const adminCollectionSchema = recordOf(collectionPatchSchema);
export const adminSkuSchema = skuInputSchema.required().extend({ id: adminIdSchema });
export const adminProductSchema = recordOf(productPatchSchema.omit({ skus: true })).extend({
  skus: z.array(adminSkuSchema),
  score: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
});
export const adminArticleSchema = recordOf(articlePatchSchema);
export const adminPageSchema = recordOf(pagePatchSchema);
export const adminPromotionSchema = recordOf(promotionPatchSchema);
export const adminCouponSchema = recordOf(couponPatchSchema).extend({ usedCount: z.number().int().min(0) });
export type AdminTemplate = TemplateUpsert & { id: number; createdAt: string; updatedAt: string };
