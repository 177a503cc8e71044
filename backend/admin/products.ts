import {
  productCreateSchema,
  productIssues,
  productPatchSchema,
  type AdminProduct,
  type AdminSku,
  type ProductInput,
  type SkuInput,
} from "#contract/admin.ts";
import type { Db } from "../db/connection.ts";
import { parseI18n } from "../shared/i18n-text.ts";
import {
  columnsOf,
  createResourceApp,
  json,
  numOrNull,
  parseJson,
  toFlag,
  type FieldErrors,
  type ResourceDef,
  type Trx,
} from "./resource.ts";

type ProductPatch = Partial<ProductInput>;

export async function productSkus(db: Db, productId: number): Promise<AdminSku[]> {
  const rows = await db
    .selectFrom("sku")
    .selectAll()
    .where("product_id", "=", productId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    code: row.code,
    options: parseJson<Record<string, string>>(row.options, {}),
    price: Number(row.price),
    linePrice: numOrNull(row.line_price),
    stock: Number(row.stock),
    imageId: numOrNull(row.image_id),
  }));
}

async function productRelations(db: Db, productId: number) {
  const [skus, images, tags, collections] = await Promise.all([
    productSkus(db, productId),
    db.selectFrom("product_image").select("image_id").where("product_id", "=", productId).orderBy("sort").execute(),
    db.selectFrom("product_tag").select("tag_id").where("product_id", "=", productId).orderBy("tag_id").execute(),
    db
      .selectFrom("collection_product")
      .select("collection_id")
      .where("product_id", "=", productId)
      .orderBy("collection_id")
      .execute(),
  ]);
  return {
    skus,
    imageIds: images.map((r) => Number(r.image_id)),
    tagIds: tags.map((r) => Number(r.tag_id)),
    collectionIds: collections.map((r) => Number(r.collection_id)),
  };
}

/** SKU codes are unique across the shop: codes another product already uses. */
async function takenSkuCodes(db: Db, skus: SkuInput[], productId: number | null): Promise<FieldErrors> {
  if (!skus.length) return {};
  let query = db
    .selectFrom("sku")
    .select("code")
    .where(
      "code",
      "in",
      skus.map((s) => s.code),
    );
  if (productId !== null) query = query.where("product_id", "!=", productId);
  const taken = new Set((await query.execute()).map((r) => r.code));
  const errors: FieldErrors = {};
  skus.forEach((sku, i) => {
    if (taken.has(sku.code)) errors[`skus.${i}.code`] = ["errors.codeTaken"];
  });
  return errors;
}

const skuColumns = (sku: SkuInput, sort: number) => ({
  options: json(sku.options ?? {}),
  price: sku.price,
  line_price: sku.linePrice ?? null,
  stock: sku.stock,
  image_id: sku.imageId ?? null,
  sort,
});

/** Replaces the SKU set: codes that remain keep their id (carts and orders point at it). */
export async function replaceSkus(trx: Trx, productId: number, skus: SkuInput[]): Promise<void> {
  const existing = await trx.selectFrom("sku").select(["id", "code"]).where("product_id", "=", productId).execute();
  const byCode = new Map(existing.map((row) => [row.code, Number(row.id)]));
  const keep = new Set(skus.map((s) => s.code));
  const gone = existing.filter((row) => !keep.has(row.code)).map((row) => Number(row.id));
  if (gone.length) await trx.deleteFrom("sku").where("id", "in", gone).execute();
  for (const [sort, sku] of skus.entries()) {
    const id = byCode.get(sku.code);
    if (id !== undefined) {
      await trx.updateTable("sku").set(skuColumns(sku, sort)).where("id", "=", id).execute();
    } else {
      await trx
        .insertInto("sku")
        .values({ product_id: productId, code: sku.code, ...skuColumns(sku, sort) })
        .execute();
    }
  }
}

/** Sets the product's collections; it keeps its place where it stays and joins the end of new ones. */
async function setProductCollections(trx: Trx, productId: number, collectionIds: number[]): Promise<void> {
  const current = await trx
    .selectFrom("collection_product")
    .select("collection_id")
    .where("product_id", "=", productId)
    .execute();
  const have = new Set(current.map((r) => Number(r.collection_id)));
  let remove = trx.deleteFrom("collection_product").where("product_id", "=", productId);
  if (collectionIds.length) remove = remove.where("collection_id", "not in", collectionIds);
  await remove.execute();
  for (const collectionId of collectionIds.filter((id) => !have.has(id))) {
    const last = await trx
      .selectFrom("collection_product")
      .select((eb) => eb.fn.max("sort").as("sort"))
      .where("collection_id", "=", collectionId)
      .executeTakeFirst();
    const sort = last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1;
    await trx
      .insertInto("collection_product")
      .values({ collection_id: collectionId, product_id: productId, sort })
      .execute();
  }
}

export const productResource: ResourceDef<ProductInput, ProductPatch, AdminProduct> = {
  table: "product",
  createSchema: productCreateSchema,
  patchSchema: productPatchSchema,
  searchColumns: ["slug", "name"],
  unique: [{ field: "slug", column: "slug", message: "errors.slugTaken" }],
  references: (input) => [
    { field: "categoryId", table: "category", ids: [input.categoryId] },
    { field: "tagIds", table: "tag", ids: input.tagIds ?? [] },
    { field: "collectionIds", table: "collection", ids: input.collectionIds ?? [] },
    { field: "imageIds", table: "image", ids: input.imageIds ?? [] },
    { field: "skus", table: "image", ids: (input.skus ?? []).map((s) => s.imageId) },
  ],
  issues: productIssues,
  conflicts: (db, input, id) => takenSkuCodes(db, input.skus ?? [], id),
  toColumns: (input) =>
    columnsOf(input, {
      slug: "slug",
      name: "name",
      description: "description",
      i18n: ["i18n", json],
      categoryId: "category_id",
      specs: ["specs", json],
      options: ["options", json],
      sort: "sort",
      hidden: ["hidden", toFlag],
    }),
  insertDefaults: () => ({ i18n: "{}", specs: "[]", options: "[]" }),
  fromRow: (row) => ({
    id: Number(row.id),
    slug: String(row.slug),
    name: String(row.name),
    description: String(row.description),
    i18n: parseI18n(row.i18n as string),
    categoryId: numOrNull(row.category_id),
    tagIds: [],
    collectionIds: [],
    imageIds: [],
    specs: parseJson(row.specs, []),
    options: parseJson(row.options, []),
    score: Number(row.score),
    reviewCount: Number(row.review_count),
    sort: Number(row.sort),
    hidden: Boolean(Number(row.hidden)),
    skus: [],
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  }),
  listItem(row) {
    const { tagIds: _t, collectionIds: _c, imageIds: _i, skus: _s, ...item } = productResource.fromRow(row);
    return item;
  },
  withRelations: async (db, dto) => ({ ...dto, ...(await productRelations(db, dto.id)) }),
  async writeRelations(trx, id, input) {
    if (input.tagIds) {
      await trx.deleteFrom("product_tag").where("product_id", "=", id).execute();
      if (input.tagIds.length) {
        await trx
          .insertInto("product_tag")
          .values(input.tagIds.map((tag_id) => ({ product_id: id, tag_id })))
          .execute();
      }
    }
    if (input.imageIds) {
      await trx.deleteFrom("product_image").where("product_id", "=", id).execute();
      if (input.imageIds.length) {
        await trx
          .insertInto("product_image")
          .values(input.imageIds.map((image_id, sort) => ({ product_id: id, image_id, sort })))
          .execute();
      }
    }
    if (input.collectionIds) await setProductCollections(trx, id, input.collectionIds);
    if (input.skus) await replaceSkus(trx, id, input.skus);
  },
};

export const createProductsApp = () => createResourceApp(productResource);
