import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { nowIso } from "../shared/http.ts";

export type WishlistRow = Row<"wishlist">;
export type WishlistItemRow = Row<"wishlist_item">;

export async function listOwnLists(db: Db, customerId: number): Promise<Array<WishlistRow & { item_count: number }>> {
  const rows = await db
    .selectFrom("wishlist")
    .selectAll("wishlist")
    .select((eb) =>
      eb
        .selectFrom("wishlist_item")
        .select((e) => e.fn.countAll().as("n"))
        .whereRef("wishlist_item.wishlist_id", "=", "wishlist.id")
        .as("item_count"),
    )
    .where("customer_id", "=", customerId)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, item_count: Number(r.item_count ?? 0) }));
}

export async function findOwnList(db: Db, customerId: number, id: number): Promise<WishlistRow | undefined> {
  return db
    .selectFrom("wishlist")
    .selectAll()
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
}

export async function findListByShareToken(db: Db, token: string): Promise<WishlistRow | undefined> {
  return db.selectFrom("wishlist").selectAll().where("share_token", "=", token).executeTakeFirst();
}

/**
 * Touches the customer's row inside a transaction: on PostgreSQL the row lock makes that customer's
 * concurrent list creations take turns (SQLite runs write transactions one at a time anyway).
 */
export async function lockCustomer(db: Db, customerId: number): Promise<void> {
  await db
    .updateTable("customer")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", customerId)
    .execute();
}

/** Touches (and, in a transaction, locks) one of the customer's lists; false when it is not theirs. */
export async function touchOwnList(db: Db, customerId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable("wishlist")
    .set({ updated_at: nowIso() })
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countLists(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom("wishlist")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertList(db: Db, customerId: number, name: string): Promise<WishlistRow> {
  const now = nowIso();
  return db
    .insertInto("wishlist")
    .values({ customer_id: customerId, name, share_token: null, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function renameOwnList(db: Db, customerId: number, id: number, name: string): Promise<boolean> {
  const result = await db
    .updateTable("wishlist")
    .set({ name, updated_at: nowIso() })
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteOwnList(db: Db, customerId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("wishlist")
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Sets (or clears) the share token of a customer's list (any list when `customerId` is null: the
 * admin); with `onlyIfNone`, only a list without one takes it.
 */
export async function setShareToken(
  db: Db,
  customerId: number | null,
  id: number,
  token: string | null,
  onlyIfNone = false,
): Promise<boolean> {
  let query = db.updateTable("wishlist").set({ share_token: token, updated_at: nowIso() }).where("id", "=", id);
  if (customerId !== null) query = query.where("customer_id", "=", customerId);
  if (onlyIfNone) query = query.where("share_token", "is", null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listItems(db: Db, listId: number): Promise<WishlistItemRow[]> {
  return db.selectFrom("wishlist_item").selectAll().where("wishlist_id", "=", listId).orderBy("id", "desc").execute();
}

export async function countItems(db: Db, listId: number): Promise<number> {
  const row = await db
    .selectFrom("wishlist_item")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("wishlist_id", "=", listId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findItem(db: Db, listId: number, productId: number, skuId: number | null) {
  return db
    .selectFrom("wishlist_item")
    .selectAll()
    .where("wishlist_id", "=", listId)
    .where("product_id", "=", productId)
    .where((eb) => (skuId === null ? eb("sku_id", "is", null) : eb("sku_id", "=", skuId)))
    .executeTakeFirst();
}

/** Adds an item; the same product and variant twice in one list stays one item. */
export async function insertItem(db: Db, listId: number, productId: number, skuId: number | null): Promise<void> {
  await db
    .insertInto("wishlist_item")
    .values({ wishlist_id: listId, product_id: productId, sku_id: skuId, created_at: nowIso() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** An item of one of the customer's lists, with its list's id. */
export async function findOwnItem(db: Db, customerId: number, itemId: number): Promise<WishlistItemRow | undefined> {
  return db
    .selectFrom("wishlist_item")
    .innerJoin("wishlist", "wishlist.id", "wishlist_item.wishlist_id")
    .selectAll("wishlist_item")
    .where("wishlist_item.id", "=", itemId)
    .where("wishlist.customer_id", "=", customerId)
    .executeTakeFirst();
}

/** Deletes an item of a list; answers whether it was still there (two clicks take it once). */
export async function deleteItem(db: Db, listId: number, itemId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("wishlist_item")
    .where("id", "=", itemId)
    .where("wishlist_id", "=", listId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Every customer's lists (the admin's moderation view), newest first. */
export async function listAllLists(
  db: Db,
  filter: { shared?: boolean; q?: string; page: number; pageSize: number },
): Promise<{ rows: Array<WishlistRow & { item_count: number }>; total: number }> {
  let base = db.selectFrom("wishlist");
  if (filter.shared !== undefined) base = base.where("share_token", filter.shared ? "is not" : "is", null);
  if (filter.q) {
    const q = `%${filter.q.toLowerCase().replace(/[%_\\]/g, "")}%`;
    base = base.where((eb) => eb(eb.fn("lower", ["name"]), "like", q));
  }
  const count = await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
  const rows = await base
    .selectAll("wishlist")
    .select((eb) =>
      eb
        .selectFrom("wishlist_item")
        .select((e) => e.fn.countAll().as("n"))
        .whereRef("wishlist_item.wishlist_id", "=", "wishlist.id")
        .as("item_count"),
    )
    .orderBy("id", "desc")
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { rows: rows.map((r) => ({ ...r, item_count: Number(r.item_count ?? 0) })), total: Number(count?.n ?? 0) };
}
