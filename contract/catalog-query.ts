import { z } from "zod";

/**
 * The query strings of the storefront's listings: product lists (`GET /api/web/product/list`), the
 * page endpoint's listing pages and the journal. Unknown keys are ignored.
 */

export const PRODUCT_SORTS = ["featured", "newest", "price-asc", "price-desc", "name", "score"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A whole number in a query string, within bounds (a 12-digit page is refused, not rounded). */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,12}$/, "errors.number")
    .transform(Number)
    .pipe(z.number().int().min(min, "errors.range").max(max, "errors.range"));

export const slugParam = z.string().trim().min(1).max(200);

export const MAX_PAGE = 1000;
export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 24;

/** Paging, sorting and price/tag filters of a product listing; unknown query keys are ignored. */
export const listingQuerySchema = z.object({
  page: queryInt(1, MAX_PAGE).optional(),
  pageSize: queryInt(1, MAX_PAGE_SIZE).optional(),
  sort: z.enum(PRODUCT_SORTS, "errors.sort").optional(),
  tag: slugParam.optional(),
  minPrice: queryInt(0, 1e12).optional(),
  maxPrice: queryInt(0, 1e12).optional(),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const productListQuerySchema = listingQuerySchema.extend({
  category: slugParam.optional(),
  collection: slugParam.optional(),
  q: z.string().trim().max(100).optional(),
  ids: z
    .string()
    .max(1400)
    .regex(/^\d{1,12}(,\d{1,12})*$/, "errors.ids")
    .transform((s) => s.split(",").map(Number))
    .refine((ids) => ids.length <= 100, "errors.ids")
    .optional(),
});

/** `GET /api/web/product/detail`: the product's slug, and the SKU code a path names. */
export const productDetailQuerySchema = z.object({ slug: slugParam, sku: slugParam.optional() });

export const pagingQuerySchema = z.object({
  page: queryInt(1, MAX_PAGE).optional(),
  pageSize: queryInt(1, MAX_PAGE_SIZE).optional(),
  q: z.string().trim().max(100).optional(),
});
