import type { z } from "zod";
import {
  adminArticleSchema,
  adminCategorySchema,
  adminCollectionSchema,
  adminCouponSchema,
  adminPageSchema,
  adminProductSchema,
  adminPromotionSchema,
  adminTagSchema,
  articleCreateSchema,
  articlePatchSchema,
  categoryCreateSchema,
  categoryPatchSchema,
  collectionCreateSchema,
  collectionPatchSchema,
  couponCreateSchema,
  couponPatchSchema,
  pageCreateSchema,
  pagePatchSchema,
  paginationSchema,
  productCreateSchema,
  productPatchSchema,
  promotionCreateSchema,
  promotionPatchSchema,
  tagCreateSchema,
  tagPatchSchema,
} from "../admin.ts";
import { IdData, paged, type ApiRoute } from "./describe.ts";

/**
 * A table the merchant edits through five routes below `/api/admin/{path}`: `GET /` (a page, `?q=`
 * searches), `GET /:id`, `POST /` (create: 201), `PUT /:id` (change the fields sent), `DELETE /:id`.
 * The backend builds its routes from the same object (backend/admin/resource.ts).
 */
export type AdminResource<
  C extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = {
  path: string;
  tag: string;
  noun: string;
  plural: string;
  create: C;
  patch: P;
  record: R;
  /** Fields only one record carries (its related ids and SKUs); lists leave them out. */
  relations?: ReadonlyArray<keyof z.output<R> & string>;
};

const adminResource = <C extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  resource: AdminResource<C, P, R>,
) => resource;

export const adminCategories = adminResource({
  path: "categories",
  tag: "Admin: catalogue",
  noun: "category",
  plural: "categories",
  create: categoryCreateSchema,
  patch: categoryPatchSchema,
  record: adminCategorySchema,
});
export const adminTags = adminResource({
  path: "tags",
  tag: "Admin: catalogue",
  noun: "tag",
  plural: "tags",
  create: tagCreateSchema,
  patch: tagPatchSchema,
  record: adminTagSchema,
});
export const adminCollections = adminResource({
  path: "collections",
  tag: "Admin: catalogue",
  noun: "collection",
  plural: "collections",
  create: collectionCreateSchema,
  patch: collectionPatchSchema,
  record: adminCollectionSchema,
  relations: ["productIds"],
});
export const adminProducts = adminResource({
  path: "products",
  tag: "Admin: catalogue",
  noun: "product with its SKUs",
  plural: "products",
  create: productCreateSchema,
  patch: productPatchSchema,
  record: adminProductSchema,
  relations: ["tagIds", "collectionIds", "imageIds", "skus"],
});
export const adminArticles = adminResource({
  path: "articles",
  tag: "Admin: content",
  noun: "journal article",
  plural: "journal articles (the merchant's and customers')",
  create: articleCreateSchema,
  patch: articlePatchSchema,
  record: adminArticleSchema,
});
export const adminPages = adminResource({
  path: "pages",
  tag: "Admin: content",
  noun: "content page",
  plural: "content pages",
  create: pageCreateSchema,
  patch: pagePatchSchema,
  record: adminPageSchema,
});
export const adminPromotions = adminResource({
  path: "promotions",
  tag: "Admin: offers",
  noun: "promotion",
  plural: "promotions",
  create: promotionCreateSchema,
  patch: promotionPatchSchema,
  record: adminPromotionSchema,
});
export const adminCoupons = adminResource({
  path: "coupons",
  tag: "Admin: offers",
  noun: "coupon",
  plural: "coupons",
  create: couponCreateSchema,
  patch: couponPatchSchema,
  record: adminCouponSchema,
});

export const ADMIN_RESOURCES: AdminResource[] = [
  adminCategories,
  adminTags,
  adminCollections,
  adminProducts,
  adminArticles,
  adminPages,
  adminPromotions,
  adminCoupons,
];

/** The five routes of a resource. */
export function adminResourceRoutes(resource: AdminResource): ApiRoute[] {
  const base = `/api/admin/${resource.path}`;
  const mask = Object.fromEntries((resource.relations ?? []).map((field) => [field, true as const]));
  const shared = { tag: resource.tag, access: "admin" as const };
  return [
    {
      ...shared,
      method: "GET",
      path: base,
      summary: `List ${resource.plural}, newest first`,
      query: paginationSchema,
      data: paged((resource.record as unknown as z.ZodObject).omit(mask as never)),
    },
    { ...shared, method: "GET", path: `${base}/:id`, summary: `Read one ${resource.noun}`, data: resource.record },
    {
      ...shared,
      method: "POST",
      path: base,
      summary: `Create a ${resource.noun}`,
      description: "Ids it names must exist (else 400 with field errors); a taken slug or code is a 409.",
      body: resource.create,
      status: 201,
      data: resource.record,
      errors: [409],
    },
    {
      ...shared,
      method: "PUT",
      path: `${base}/:id`,
      summary: `Change a ${resource.noun}: the fields sent, re-checked with the stored ones`,
      body: resource.patch,
      data: resource.record,
      errors: [409],
    },
    {
      ...shared,
      method: "DELETE",
      path: `${base}/:id`,
      summary: `Delete a ${resource.noun}`,
      description: "A record other records still use answers 409 `errors.inUse`.",
      data: IdData,
      errors: [409],
    },
  ];
}
