import { randomBytes } from "node:crypto";
import { Code } from "#contract/codes.ts";
import { DEFAULT_LANGUAGE } from "#contract/locales.ts";
import {
  WISHLIST_MAX_ITEMS,
  WISHLIST_MAX_LISTS,
  WishlistMessages,
  type AdminWishlist,
  type SharedWishlist,
  type Wishlist,
  type WishlistItem,
  type WishlistMoveResult,
  type WishlistShare,
  type WishlistSku,
  type WishlistSummary,
} from "#contract/wishlist.ts";
import { addToCart } from "../cart/add.ts";
import { optionLabels } from "../cart/service.ts";
import { toPrice, type Display } from "../catalog/display.ts";
import { findProductById } from "../catalog/repository.ts";
import { toProductSummaries } from "../catalog/service.ts";
import { customerKey } from "../customers/shopper.ts";
import type { Db } from "../db/connection.ts";
import { writeTransaction } from "../orders/transaction.ts";
import { ApiError, badRequest } from "../shared/http.ts";
import {
  countItems,
  countLists,
  deleteItem,
  deleteOwnList,
  findItem,
  findListByShareToken,
  findOwnItem,
  findOwnList,
  insertItem,
  insertList,
  listItems,
  listOwnLists,
  lockCustomer,
  renameOwnList,
  setShareToken,
  touchOwnList,
  type WishlistItemRow,
  type WishlistRow,
} from "./repository.ts";

const unknownList = () => new ApiError(404, Code.result, WishlistMessages.unknownList);
const unknownItem = () => new ApiError(404, Code.result, WishlistMessages.unknownItem);
const unknownProduct = () => new ApiError(404, Code.result, WishlistMessages.unknownProduct);

export function sharePath(token: string, lang: string): string {
  return `${lang === DEFAULT_LANGUAGE ? "" : `/${lang}`}/wishlist/${token}`;
}

function toSummary(row: WishlistRow, itemCount: number): WishlistSummary {
  return {
    id: row.id,
    name: row.name,
    itemCount,
    shared: row.share_token !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Items with their products as they are now; a hidden product's item shows as unavailable. */
async function toItems(db: Db, display: Display, rows: WishlistItemRow[]): Promise<WishlistItem[]> {
  const productIds = [...new Set(rows.map((r) => r.product_id))];
  const skuIds = [...new Set(rows.map((r) => r.sku_id).filter((id): id is number => id !== null))];
  const [products, skus] = await Promise.all([
    productIds.length
      ? db.selectFrom("product").selectAll().where("id", "in", productIds).where("hidden", "=", 0).execute()
      : [],
    skuIds.length ? db.selectFrom("sku").selectAll().where("id", "in", skuIds).execute() : [],
  ]);
  const summaries = new Map((await toProductSummaries(db, display, products)).map((p) => [p.id, p]));
  const productRows = new Map(products.map((p) => [p.id, p]));
  const skuRows = new Map(skus.map((s) => [s.id, s]));
  return rows.map((row) => {
    const product = summaries.get(row.product_id) ?? null;
    const skuRow = row.sku_id === null ? undefined : skuRows.get(row.sku_id);
    const sku: WishlistSku | null =
      product && skuRow
        ? {
            id: skuRow.id,
            code: skuRow.code,
            options: optionLabels(productRows.get(row.product_id)!.options, skuRow.options, display.lang),
            price: toPrice(display, skuRow.price),
            inStock: Number(skuRow.stock) > 0,
          }
        : null;
    return {
      id: row.id,
      productId: row.product_id,
      available: product !== null,
      product,
      sku,
      addedAt: row.created_at,
    };
  });
}

export async function toWishlist(db: Db, display: Display, row: WishlistRow): Promise<Wishlist> {
  const items = await toItems(db, display, await listItems(db, row.id));
  const share = row.share_token ? { token: row.share_token, path: sharePath(row.share_token, display.lang) } : null;
  return { ...toSummary(row, items.length), items, share };
}

async function requireOwnList(db: Db, customerId: number, id: number): Promise<WishlistRow> {
  const row = await findOwnList(db, customerId, id);
  if (!row) throw unknownList();
  return row;
}

export async function ownWishlist(db: Db, display: Display, customerId: number, id: number): Promise<Wishlist> {
  return toWishlist(db, display, await requireOwnList(db, customerId, id));
}

export async function listWishlists(db: Db, customerId: number): Promise<WishlistSummary[]> {
  return (await listOwnLists(db, customerId)).map((row) => toSummary(row, row.item_count));
}

/** A new, empty list; at most WISHLIST_MAX_LISTS per customer, even when created at once. */
export async function createWishlist(db: Db, customerId: number, name: string): Promise<WishlistRow> {
  return writeTransaction(db, async (trx) => {
    await lockCustomer(trx, customerId);
    if ((await countLists(trx, customerId)) >= WISHLIST_MAX_LISTS) {
      throw badRequest(WishlistMessages.tooMany, { max: WISHLIST_MAX_LISTS });
    }
    return insertList(trx, customerId, name);
  });
}

export async function renameWishlist(db: Db, customerId: number, id: number, name: string): Promise<WishlistRow> {
  if (!(await renameOwnList(db, customerId, id, name))) throw unknownList();
  return requireOwnList(db, customerId, id);
}

export async function deleteWishlist(db: Db, customerId: number, id: number): Promise<void> {
  if (!(await deleteOwnList(db, customerId, id))) throw unknownList();
}

/** The SKU must be one of the product's own. */
async function requireProductSku(db: Db, productId: number, skuId: number): Promise<void> {
  const sku = await db
    .selectFrom("sku")
    .select("id")
    .where("id", "=", skuId)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  if (!sku) throw badRequest(WishlistMessages.unknownSku);
}

/** Puts an item in a list: at most WISHLIST_MAX_ITEMS, one item per product and variant. */
async function putItem(
  db: Db,
  customerId: number,
  listId: number,
  productId: number,
  skuId: number | null,
): Promise<void> {
  await writeTransaction(db, async (trx) => {
    if (!(await touchOwnList(trx, customerId, listId))) throw unknownList();
    if (await findItem(trx, listId, productId, skuId)) return;
    if ((await countItems(trx, listId)) >= WISHLIST_MAX_ITEMS)
      throw badRequest(WishlistMessages.full, { max: WISHLIST_MAX_ITEMS });
    await insertItem(trx, listId, productId, skuId);
  });
}

export async function addWishlistItem(
  db: Db,
  customerId: number,
  input: { listId: number; productId: number; skuId?: number },
): Promise<void> {
  await requireOwnList(db, customerId, input.listId);
  const product = await findProductById(db, input.productId);
  if (!product || product.hidden) throw unknownProduct();
  if (input.skuId !== undefined) await requireProductSku(db, product.id, input.skuId);
  await putItem(db, customerId, input.listId, product.id, input.skuId ?? null);
}

export async function removeWishlistItem(db: Db, customerId: number, listId: number, itemId: number): Promise<void> {
  await writeTransaction(db, async (trx) => {
    if (!(await touchOwnList(trx, customerId, listId))) throw unknownList();
    if (!(await deleteItem(trx, listId, itemId))) throw unknownItem();
  });
}

/**
 * Moves an item to another of the customer's lists (where the same product and variant already is,
 * the two become one).
 */
export async function moveWishlistItem(
  db: Db,
  display: Display,
  customerId: number,
  input: { itemId: number; toListId: number },
): Promise<WishlistMoveResult> {
  const item = await findOwnItem(db, customerId, input.itemId);
  if (!item) throw unknownItem();
  if (item.wishlist_id === input.toListId) throw badRequest(WishlistMessages.sameList);
  await writeTransaction(db, async (trx) => {
    if (!(await touchOwnList(trx, customerId, input.toListId))) throw unknownList();
    if (!(await touchOwnList(trx, customerId, item.wishlist_id))) throw unknownItem();
    if (!(await deleteItem(trx, item.wishlist_id, item.id))) throw unknownItem();
    if (!(await findItem(trx, input.toListId, item.product_id, item.sku_id))) {
      if ((await countItems(trx, input.toListId)) >= WISHLIST_MAX_ITEMS) {
        throw badRequest(WishlistMessages.full, { max: WISHLIST_MAX_ITEMS });
      }
      await insertItem(trx, input.toListId, item.product_id, item.sku_id);
    }
  });
  const [from, to] = await Promise.all([
    ownWishlist(db, display, customerId, item.wishlist_id),
    ownWishlist(db, display, customerId, input.toListId),
  ]);
  return { from, to };
}

/**
 * Puts an item in the customer's cart through the cart's own add (stock, the 99 cap, line count), and
 * takes it off the list in the same transaction unless `keep`: a double click adds it once.
 */
export async function moveWishlistItemToCart(
  db: Db,
  customerId: number,
  input: { itemId: number; skuId?: number; quantity: number; keep: boolean },
): Promise<{ listId: number }> {
  const item = await findOwnItem(db, customerId, input.itemId);
  if (!item) throw unknownItem();
  let skuId = input.skuId ?? item.sku_id;
  if (skuId !== null && input.skuId !== undefined) await requireProductSku(db, item.product_id, input.skuId);
  if (skuId === null) {
    const skus = await db.selectFrom("sku").select("id").where("product_id", "=", item.product_id).limit(2).execute();
    if (skus.length !== 1) throw badRequest(WishlistMessages.chooseSku);
    skuId = skus[0]!.id;
  }
  await addToCart(db, customerKey(customerId), { skuId, quantity: input.quantity }, async (trx) => {
    if (input.keep) return;
    if (!(await deleteItem(trx, item.wishlist_id, item.id))) throw unknownItem();
    await touchOwnList(trx, customerId, item.wishlist_id);
  });
  return { listId: item.wishlist_id };
}

const newShareToken = () => randomBytes(32).toString("base64url");

/** The list's read-only link, made on first ask (two first asks at once agree on one). */
export async function shareWishlist(db: Db, display: Display, customerId: number, id: number): Promise<WishlistShare> {
  let row = await requireOwnList(db, customerId, id);
  if (!row.share_token) {
    await setShareToken(db, customerId, id, newShareToken(), true);
    row = await requireOwnList(db, customerId, id);
  }
  const token = row.share_token!;
  return { token, path: sharePath(token, display.lang) };
}

/** A new link; the old one stops working. */
export async function rotateWishlistShare(
  db: Db,
  display: Display,
  customerId: number,
  id: number,
): Promise<WishlistShare> {
  const token = newShareToken();
  if (!(await setShareToken(db, customerId, id, token))) throw unknownList();
  return { token, path: sharePath(token, display.lang) };
}

/** Ends a list's link: its owner (`customerId`), or the admin moderating it (null). */
export async function revokeWishlistShare(db: Db, customerId: number | null, id: number): Promise<void> {
  if (!(await setShareToken(db, customerId, id, null))) throw unknownList();
}

export function toAdminWishlist(row: WishlistRow & { item_count: number }): AdminWishlist {
  return { ...toSummary(row, row.item_count), customerId: row.customer_id };
}

/** What a share link shows: the name and the items, nothing about the owner. */
export async function sharedWishlist(db: Db, display: Display, token: string): Promise<SharedWishlist> {
  const row = token ? await findListByShareToken(db, token) : undefined;
  if (!row) throw new ApiError(404, Code.result, WishlistMessages.shareNotFound);
  const items = await toItems(db, display, await listItems(db, row.id));
  return { name: row.name, itemCount: items.length, items };
}
