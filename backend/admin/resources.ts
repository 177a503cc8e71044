import { offerIssues, productIssues, type SkuInput } from "#contract/admin.ts";
import {
  adminArticles,
  adminCategories,
  adminCollections,
  adminCoupons,
  adminPages,
  adminProducts,
  adminPromotions,
  adminTags,
} from "#contract/api/admin-catalog.ts";
import { publishStock } from "../realtime/publish.ts";
import { nowIso } from "../shared/http.ts";
import {
  collectionProducts,
  parentCycle,
  productCollections,
  productImages,
  productSkus,
  productTags,
  replaceSkus,
  takenSkuCodes,
} from "./relations.ts";
import { defineResource, stored, type FieldErrors, type Relation } from "./resource.ts";

/**
 * The tables the merchant edits record by record (contract/api/admin-catalog.ts): each field of a
 * record with the column or relation it is stored in, and the few rules of its own.
 */

const slugTaken = { slug: "errors.slugTaken" };
/** Categories, tags, collections and products: a name and a description, translatable. */
const named = {
  slug: stored.text("slug"),
  name: stored.text("name"),
  description: stored.text("description"),
  i18n: stored.i18n,
};
/** Offers: promotions and coupons. */
const offer = {
  slug: stored.text("slug"),
  title: stored.text("title"),
  description: stored.text("description"),
  i18n: stored.i18n,
  kind: stored.oneOf("kind", ["percent", "fixed"]),
  value: stored.int("value"),
  minAmount: stored.nullableInt("min_amount"),
  startsAt: stored.nullableText("starts_at"),
  endsAt: stored.nullableText("ends_at"),
};
const hidden = stored.flag("hidden");

export const categoryResource = defineResource({
  contract: adminCategories,
  table: "category",
  fields: {
    ...named,
    parentId: stored.ref("parent_id", "category"),
    imageId: stored.ref("image_id", "image"),
    sort: stored.int("sort"),
    hidden,
  },
  search: ["slug", "name"],
  unique: slugTaken,
  async validate(db, input, id): Promise<FieldErrors> {
    if (id === null || input.parentId == null) return {};
    return (await parentCycle(db, id, input.parentId)) ? { parentId: ["validation.cycle"] } : {};
  },
  // The schema sets a deleted category's products and subcategories to none: a category still holding
  // either is refused instead, so one call cannot take a shelf of products out of the shop's menus.
  async inUse(db, id) {
    const product = await db.selectFrom("product").select("id").where("category_id", "=", id).executeTakeFirst();
    const child = product ?? (await db.selectFrom("category").select("id").where("parent_id", "=", id).executeTakeFirst());
    return child !== undefined;
  },
});

export const tagResource = defineResource({
  contract: adminTags,
  table: "tag",
  fields: { ...named, hidden },
  search: ["slug", "name"],
  unique: slugTaken,
});

export const collectionResource = defineResource({
  contract: adminCollections,
  table: "collection",
  fields: {
    ...named,
    imageId: stored.ref("image_id", "image"),
    productIds: stored.idList("product", collectionProducts),
    sort: stored.int("sort"),
    hidden,
  },
  search: ["slug", "name"],
  unique: slugTaken,
});

const skuSet: Relation = {
  load: productSkus,
  write: replaceSkus as Relation["write"],
  references: { table: "image", ids: (skus: SkuInput[]) => skus.map((sku) => sku.imageId) },
};

export const productResource = defineResource({
  contract: adminProducts,
  table: "product",
  fields: {
    ...named,
    categoryId: stored.ref("category_id", "category"),
    tagIds: stored.idList("tag", productTags),
    collectionIds: stored.idList("collection", productCollections),
    imageIds: stored.idList("image", productImages),
    specs: stored.jsonList("specs"),
    options: stored.jsonList("options"),
    score: stored.readOnly(stored.int("score")),
    reviewCount: stored.readOnly(stored.int("review_count")),
    sort: stored.int("sort"),
    hidden,
    skus: skuSet,
  },
  search: ["slug", "name"],
  unique: slugTaken,
  issues: productIssues,
  conflicts: (db, input, id) => takenSkuCodes(db, input.skus ?? [], id),
  // A merchant restocking (or emptying) a product is heard on its open pages.
  afterWrite: async (deps, id) => {
    const skus = await deps.db.selectFrom("sku").select("id").where("product_id", "=", id).execute();
    await publishStock(deps, skus.map((sku) => sku.id));
  },
});

export const articleResource = defineResource({
  contract: adminArticles,
  table: "article",
  fields: {
    slug: stored.text("slug"),
    title: stored.text("title"),
    summary: stored.text("summary"),
    content: stored.text("content"),
    author: stored.text("author"),
    i18n: stored.i18n,
    thumbnailId: stored.ref("thumbnail_id", "image"),
    publishedAt: stored.text("published_at"),
    hidden,
  },
  search: ["slug", "title", "author"],
  unique: slugTaken,
  // A customer's article is shown or hidden by its moderation (`/api/admin/customer-articles`), not by hand.
  async validate(db, input, id): Promise<FieldErrors> {
    if (id === null || input.hidden === undefined) return {};
    const row = await db.selectFrom("article").select("customer_id").where("id", "=", id).executeTakeFirst();
    return row?.customer_id != null ? { hidden: ["validation.customerArticle"] } : {};
  },
  insertDefaults: () => ({ published_at: nowIso() }),
});

export const pageResource = defineResource({
  contract: adminPages,
  table: "page",
  fields: {
    slug: stored.text("slug"),
    title: stored.text("title"),
    content: stored.text("content"),
    i18n: stored.i18n,
    hidden,
  },
  search: ["slug", "title"],
  unique: slugTaken,
});

export const promotionResource = defineResource({
  contract: adminPromotions,
  table: "promotion",
  fields: { ...offer, hidden, imageId: stored.ref("image_id", "image") },
  search: ["slug", "title"],
  unique: slugTaken,
  issues: offerIssues,
});

export const couponResource = defineResource({
  contract: adminCoupons,
  table: "coupon",
  fields: {
    ...offer,
    hidden,
    code: stored.text("code"),
    totalLimit: stored.nullableInt("total_limit"),
    perCustomerLimit: stored.nullableInt("per_customer_limit"),
    usedCount: stored.readOnly(stored.int("used_count")),
  },
  search: ["slug", "code", "title"],
  unique: { ...slugTaken, code: "errors.codeTaken" },
  issues: offerIssues,
});

export const ADMIN_RESOURCE_DEFS = [
  categoryResource,
  tagResource,
  collectionResource,
  productResource,
  articleResource,
  pageResource,
  promotionResource,
  couponResource,
];
