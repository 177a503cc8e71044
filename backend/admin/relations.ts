import type { AdminSku, SkuInput } from "#contract/admin.ts";
import type { Kysely } from "kysely";
import type { Db } from "../db/connection.ts";
import { json, numOrNull, parseJson, type FieldErrors, type Trx } from "./resource.ts";

/** What the admin resources keep outside their own table: link tables and SKUs (resources.ts). */

/** A category may not become its own ancestor. */
export async function parentCycle(db: Db, id: number, parentId: number): Promise<boolean> {
  const seen = new Set<number>();
  let current: number | null = parentId;
  while (current !== null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    const row = await db.selectFrom("category").select("parent_id").where("id", "=", current).executeTakeFirst();
    current = row?.parent_id ?? null;
  }
  return false;
}

type LinkTable = "collection_product" | "product_tag" | "product_image";
type LooseTrx = Kysely<Record<LinkTable, Record<string, number>>>;
const loose = (db: Db | Trx) => db as unknown as LooseTrx;

/**
 * Ids of one record's links in a link table (`owner` → `other`): read in the table's order, replaced
 * as a whole, with `sort` following the given order where the table has one.
 */
function links(table: LinkTable, owner: string, other: string, order: "sort" | "id") {
  return {
    async load(db: Db, id: number): Promise<number[]> {
      let query = loose(db).selectFrom(table).select(other).where(owner, "=", id);
      query = order === "sort" ? query.orderBy("sort").orderBy(other) : query.orderBy(other);
      return (await query.execute()).map((row) => Number(row[other]));
    },
    async write(trx: Trx, id: number, ids: number[]): Promise<void> {
      await loose(trx).deleteFrom(table).where(owner, "=", id).execute();
      if (!ids.length) return;
      const rows = ids.map((otherId, sort) => ({
        [owner]: id,
        [other]: otherId,
        ...(order === "sort" ? { sort } : {}),
      }));
      await loose(trx).insertInto(table).values(rows).execute();
    },
  };
}

/** A collection's products, in display order. */
export const collectionProducts = links("collection_product", "collection_id", "product_id", "sort");
export const productTags = links("product_tag", "product_id", "tag_id", "id");
/** A product's images in display order; the first is the main image. */
export const productImages = links("product_image", "product_id", "image_id", "sort");

/**
 * A product's collections. Setting them, the product keeps its place where it stays and joins the end
 * of new ones.
 */
export const productCollections = {
  load: links("collection_product", "product_id", "collection_id", "id").load,
  write: setProductCollections,
};

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

/** SKU codes are unique across the shop: codes another product already uses. */
export async function takenSkuCodes(db: Db, skus: SkuInput[], productId: number | null): Promise<FieldErrors> {
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
