import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { VISITOR_ID_COOKIE, visitorIdSchema } from "#contract/visitor.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { prepared } from "../db/prepared.ts";
import { nowIso } from "../shared/http.ts";

/** Whose favourites: a signed-in customer's, or a guest's by visitor id. */
export type Owner = { customerId: number } | { visitorId: string };

export const VISITOR_ID_HEADER = "x-visitor-id";

/** The guest's visitor id from `x-visitor-id` (or the `visitorId` cookie); null when absent or malformed. */
export function visitorIdOf(c: Context): string | null {
  const parsed = visitorIdSchema.safeParse(c.req.header(VISITOR_ID_HEADER) ?? getCookie(c, VISITOR_ID_COOKIE));
  return parsed.success ? parsed.data : null;
}

const ownerColumns = (owner: Owner) =>
  "customerId" in owner
    ? { customer_id: owner.customerId, visitor_id: null }
    : { customer_id: null, visitor_id: owner.visitorId };

export async function addFavorite(db: Db, owner: Owner, productId: number): Promise<void> {
  await db
    .insertInto("favorite")
    .values({ ...ownerColumns(owner), product_id: productId, created_at: nowIso() })
    .onConflict((oc) =>
      oc.columns("customerId" in owner ? ["customer_id", "product_id"] : ["visitor_id", "product_id"]).doNothing(),
    )
    .execute();
}

export async function removeFavorite(db: Db, owner: Owner, productId: number): Promise<void> {
  let query = db.deleteFrom("favorite").where("product_id", "=", productId);
  query =
    "customerId" in owner
      ? query.where("customer_id", "=", owner.customerId)
      : query.where("visitor_id", "=", owner.visitorId);
  await query.execute();
}

const shownFavorites = (db: Db) =>
  db.selectFrom("favorite").innerJoin("product", "product.id", "favorite.product_id").selectAll("product").where("product.hidden", "=", 0);
const customerFavorites = prepared((db, p: { owner: number; limit: number }) =>
  shownFavorites(db).where("favorite.customer_id", "=", p.owner).orderBy("favorite.id", "desc").limit(p.limit),
);
const visitorFavorites = prepared((db, p: { owner: string; limit: number }) =>
  shownFavorites(db).where("favorite.visitor_id", "=", p.owner).orderBy("favorite.id", "desc").limit(p.limit),
);

/** The favourite products that can still be shown, newest favourite first. */
export async function favoriteProducts(db: Db, owner: Owner, limit = 200): Promise<Row<"product">[]> {
  return "customerId" in owner
    ? customerFavorites.rows(db, { owner: owner.customerId, limit })
    : visitorFavorites.rows(db, { owner: owner.visitorId, limit });
}

/**
 * The hearts' product ids, asked for on every page: the ids alone, not the products' rows (each carries
 * its texts in every language, ~5 KB).
 */
const shownFavoriteIds = (db: Db) =>
  db
    .selectFrom("favorite")
    .innerJoin("product", "product.id", "favorite.product_id")
    .select("favorite.product_id")
    .where("product.hidden", "=", 0);
const customerFavoriteIds = prepared((db, p: { owner: number; limit: number }) =>
  shownFavoriteIds(db).where("favorite.customer_id", "=", p.owner).orderBy("favorite.id", "desc").limit(p.limit),
);
const visitorFavoriteIds = prepared((db, p: { owner: string; limit: number }) =>
  shownFavoriteIds(db).where("favorite.visitor_id", "=", p.owner).orderBy("favorite.id", "desc").limit(p.limit),
);

/** The ids of `favoriteProducts`, in the same order. */
export async function favoriteIds(db: Db, owner: Owner, limit = 200): Promise<number[]> {
  const rows =
    "customerId" in owner
      ? await customerFavoriteIds.rows(db, { owner: owner.customerId, limit })
      : await visitorFavoriteIds.rows(db, { owner: owner.visitorId, limit });
  return rows.map((row) => row.product_id);
}

/** At sign-in, what the guest saved becomes the customer's; the guest's rows go. */
export async function mergeGuestFavorites(db: Db, visitorId: string | null, customerId: number): Promise<void> {
  if (!visitorId) return;
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("favorite").selectAll().where("visitor_id", "=", visitorId).execute();
    for (const row of rows) {
      await trx
        .insertInto("favorite")
        .values({ customer_id: customerId, visitor_id: null, product_id: row.product_id, created_at: row.created_at })
        .onConflict((oc) => oc.columns(["customer_id", "product_id"]).doNothing())
        .execute();
    }
    await trx.deleteFrom("favorite").where("visitor_id", "=", visitorId).execute();
  });
}
