import { z } from "zod";
import type {
  ArticleSummary,
  CategorySummary,
  Coupon,
  Image,
  Price,
  Product,
  ProductSummary,
  Promotion,
  ReviewSnippet,
  TagSummary,
} from "../catalog.ts";
import {
  listingQuerySchema,
  pagingQuerySchema,
  productDetailQuerySchema,
  productListQuerySchema,
} from "../catalog-query.ts";
import { CURRENCIES } from "../currencies.ts";
import { LANGUAGES } from "../locales.ts";
import { PAYMENT_METHODS } from "../order.ts";
import type { PageMeta, PageResponse, ShopSettings } from "../page.ts";
import { PAGE_TYPES, routerConfigSchema } from "../router.ts";
import type { SeoEntries } from "../seo.ts";
import { themeSchema } from "../theme.ts";
import { paged, routesOf, type ApiRoute } from "./describe.ts";

/** The catalogue and content the storefront shows (contract/catalog.ts), as schemas of the answers. */

export const LanguageSchema = z.enum(LANGUAGES);
export const PriceSchema = z
  .strictObject({ amount: z.number().int(), currency: z.enum(CURRENCIES) })
  .meta({ id: "Price", description: "Integer minor units of `currency` (JPY has none)." }) satisfies z.ZodType<Price>;
export const ImageSchema = z
  .strictObject({
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    srcset: z.array(z.strictObject({ url: z.string(), width: z.number().int() })),
  })
  .meta({ id: "Image" }) satisfies z.ZodType<Image>;

const localized = { lang: LanguageSchema };
const summary = { ...localized, id: z.number().int(), slug: z.string(), name: z.string() };

export const CategorySummarySchema = z
  .strictObject({ ...summary, image: ImageSchema.nullable() })
  .meta({ id: "CategorySummary" }) satisfies z.ZodType<CategorySummary>;
export const TagSummarySchema = z.strictObject(summary).meta({ id: "TagSummary" }) satisfies z.ZodType<TagSummary>;

const productSummaryShape = {
  ...summary,
  image: ImageSchema.nullable(),
  price: PriceSchema,
  linePrice: PriceSchema.nullable(),
  score: z.number(),
  reviewCount: z.number().int(),
  inStock: z.boolean(),
};
export const ProductSummarySchema = z
  .strictObject(productSummaryShape)
  .meta({ id: "ProductSummary" }) satisfies z.ZodType<ProductSummary>;

export const ReviewSnippetSchema = z
  .strictObject({
    author: z.string(),
    rating: z.number().int(),
    title: z.string(),
    body: z.string(),
    lang: LanguageSchema,
    publishedAt: z.string(),
  })
  .meta({ id: "ReviewSnippet" }) satisfies z.ZodType<ReviewSnippet>;

export const ProductSchema = z
  .strictObject({
    ...productSummaryShape,
    description: z.string(),
    images: z.array(ImageSchema),
    options: z.array(z.strictObject({ name: z.string(), values: z.array(z.string()) })),
    skus: z.array(
      z.strictObject({
        id: z.number().int(),
        code: z.string(),
        options: z.record(z.string(), z.string()),
        price: PriceSchema,
        linePrice: PriceSchema.nullable(),
        stock: z.number().int(),
        image: ImageSchema.nullable(),
      }),
    ),
    selectedSku: z.string().nullable(),
    tags: z.array(TagSummarySchema),
    category: CategorySummarySchema.nullable(),
    specs: z.array(z.strictObject({ name: z.string(), value: z.string() })),
    recentReviews: z.array(ReviewSnippetSchema).optional(),
  })
  .meta({ id: "Product" }) satisfies z.ZodType<Product>;

export const ArticleSummarySchema = z
  .strictObject({
    ...localized,
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    thumbnail: ImageSchema.nullable(),
    author: z.string(),
    publishedAt: z.string(),
    authorType: z.enum(["merchant", "customer"]).optional(),
  })
  .meta({ id: "ArticleSummary" }) satisfies z.ZodType<ArticleSummary>;

const offerShape = {
  ...localized,
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(["percent", "fixed"]),
  value: z.number(),
  minAmount: PriceSchema.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
};
export const PromotionSchema = z
  .strictObject({ ...offerShape, image: ImageSchema.nullable() })
  .meta({ id: "Promotion" }) satisfies z.ZodType<Promotion>;
export const CouponSchema = z
  .strictObject({ ...offerShape, code: z.string() })
  .meta({ id: "Coupon" }) satisfies z.ZodType<Coupon>;

export const ShopSettingsSchema = z
  .strictObject({
    name: z.string(),
    theme: themeSchema,
    router: routerConfigSchema,
    currencies: z.array(z.strictObject({ code: z.enum(CURRENCIES), rate: z.number() })),
    timeZone: z.string(),
    injectOrigins: z.array(z.string()).optional(),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).optional(),
  })
  .meta({ id: "ShopSettings" }) satisfies z.ZodType<ShopSettings>;

const seoEntries = z.array(z.strictObject({ slug: z.string(), updatedAt: z.string() }));
export const SeoEntriesSchema = z.strictObject({
  products: seoEntries,
  categories: seoEntries,
  collections: seoEntries,
  articles: seoEntries,
  pages: seoEntries,
}) satisfies z.ZodType<SeoEntries>;

export const PageMetaSchema = z.strictObject({
  title: z.string(),
  description: z.string(),
  type: z.enum(PAGE_TYPES),
  slug: z.string(),
  lang: LanguageSchema,
  image: z.string().optional(),
  noindex: z.boolean().optional(),
  extra: z.record(z.string(), z.string()).optional(),
}) satisfies z.ZodType<PageMeta>;

export const PageResponseSchema = z
  .strictObject({
    data: z.unknown().describe("The page type's data: a Product, a Category, an Article …"),
    theme: themeSchema,
    pageHead: z.string(),
    pageBody: z.string(),
    pageFoot: z.string(),
    meta: PageMetaSchema,
  })
  .meta({ id: "PageResponse" }) satisfies z.ZodType<PageResponse>;

/** The page endpoint's query: the listing's paging and filters, and what spec §3 sends along. */
export const pageQuerySchema = listingQuerySchema.extend({
  request: z.literal("route"),
  userAgent: z.string().optional(),
  referer: z.string().optional(),
});

const items = <T extends z.ZodType>(item: T) => z.strictObject({ items: z.array(item) });

export const catalogRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: "/*",
    tag: "Pages",
    summary: "The page at a storefront path: its data, theme and template fragments",
    description:
      "Answers any GET that carries `request=route` (outside `/api/`). The backend resolves the path with its " +
      "router config; user pages need a session (401, code 50). Merchant HTML in the fragments may embed " +
      "`<shop-block name props>` blocks.",
    access: "visitor",
    localized: true,
    query: pageQuerySchema,
    data: PageResponseSchema,
    errors: [401, 403],
  },
  ...routesOf({ base: "/api/web/product", tag: "Catalogue", localized: true }, [
    {
      method: "GET",
      path: "/list",
      summary: "A page of visible products, filtered and sorted",
      description: "An unknown or hidden category or collection lists nothing.",
      query: productListQuerySchema,
      data: paged(ProductSummarySchema),
    },
    {
      method: "GET",
      path: "/detail",
      summary: "One product with its SKUs; `sku` picks the SKU a path names",
      query: productDetailQuerySchema,
      data: ProductSchema,
      errors: [403, 404],
    },
  ]),
  ...routesOf({ base: "/api/web", tag: "Catalogue", localized: true }, [
    { method: "GET", path: "/category/list", summary: "The visible categories", data: items(CategorySummarySchema) },
    { method: "GET", path: "/tag/list", summary: "The visible tags", data: items(TagSummarySchema) },
    {
      method: "GET",
      path: "/article/list",
      summary: "A page of the journal, newest first",
      query: pagingQuerySchema,
      data: paged(ArticleSummarySchema),
    },
    { method: "GET", path: "/promotion/list", summary: "Promotions that have not ended", data: items(PromotionSchema) },
    { method: "GET", path: "/coupon/list", summary: "Visible coupons that have not ended", data: items(CouponSchema) },
  ]),
  ...routesOf({ base: "/api/web", tag: "Shop" }, [
    {
      method: "GET",
      path: "/shop/settings",
      summary: "The shop's name, theme, router config, currencies with their rates, and time zone",
      data: ShopSettingsSchema,
    },
    {
      method: "GET",
      path: "/shop/changes",
      summary:
        "When something a page shows last changed (ms since the epoch, the changing process's clock): a storefront in split mode drops its page cache when it moves",
      data: z.strictObject({ at: z.number().int().nonnegative() }),
    },
    {
      method: "GET",
      path: "/seo/entries",
      summary: "Every visible product, category, collection, article and page, for the sitemaps",
      data: SeoEntriesSchema,
    },
  ]),
];
