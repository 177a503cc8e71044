import {
  collectionCreateSchema,
  collectionPatchSchema,
  type AdminRecord,
  type CollectionInput,
} from "#contract/admin.ts";
import type { Db } from "../db/connection.ts";
import { parseI18n } from "../shared/i18n-text.ts";
import { columnsOf, createResourceApp, json, numOrNull, toFlag, type ResourceDef, type Trx } from "./resource.ts";

export type AdminCollection = AdminRecord<CollectionInput>;

export async function collectionProductIds(db: Db, collectionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("collection_product")
    .select("product_id")
    .where("collection_id", "=", collectionId)
    .orderBy("sort")
    .orderBy("product_id")
    .execute();
  return rows.map((r) => Number(r.product_id));
}

/** Replaces the collection's products, in the given order. */
export async function setCollectionProducts(trx: Trx, collectionId: number, productIds: number[]): Promise<void> {
  await trx.deleteFrom("collection_product").where("collection_id", "=", collectionId).execute();
  if (!productIds.length) return;
  await trx
    .insertInto("collection_product")
    .values(productIds.map((product_id, sort) => ({ collection_id: collectionId, product_id, sort })))
    .execute();
}

export const collectionResource: ResourceDef<CollectionInput, Partial<CollectionInput>, AdminCollection> = {
  table: "collection",
  createSchema: collectionCreateSchema,
  patchSchema: collectionPatchSchema,
  searchColumns: ["slug", "name"],
  unique: [{ field: "slug", column: "slug", message: "errors.slugTaken" }],
  references: (input) => [
    { field: "imageId", table: "image", ids: [input.imageId] },
    { field: "productIds", table: "product", ids: input.productIds ?? [] },
  ],
  toColumns: (input) =>
    columnsOf(input, {
      slug: "slug",
      name: "name",
      description: "description",
      i18n: ["i18n", json],
      imageId: "image_id",
      sort: "sort",
      hidden: ["hidden", toFlag],
    }),
  insertDefaults: () => ({ i18n: "{}" }),
  fromRow: (row) => ({
    id: Number(row.id),
    slug: String(row.slug),
    name: String(row.name),
    description: String(row.description),
    i18n: parseI18n(row.i18n as string),
    imageId: numOrNull(row.image_id),
    productIds: [],
    sort: Number(row.sort),
    hidden: Boolean(Number(row.hidden)),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  }),
  listItem(row) {
    const { productIds: _, ...item } = collectionResource.fromRow(row);
    return item;
  },
  withRelations: async (db, dto) => ({ ...dto, productIds: await collectionProductIds(db, dto.id) }),
  async writeRelations(trx, id, input) {
    if (input.productIds) await setCollectionProducts(trx, id, input.productIds);
  },
};

export const createCollectionsApp = () => createResourceApp(collectionResource);
