import type { Db } from "../db/connection.ts";
import { prepared } from "../db/prepared.ts";
import { nowIso } from "../shared/http.ts";

/** A cart line joined with its SKU and product: what pricing and display need. */
export type CartLineRow = {
  id: number;
  sku_id: number;
  quantity: number;
  selected: number;
  code: string;
  sku_options: string;
  price: number;
  line_price: number | null;
  /** The unit price (USD cents) when the line was added or its price last confirmed; null: never. */
  confirmed_price: number | null;
  stock: number;
  weight_grams: number;
  sku_image_id: number | null;
  product_id: number;
  product_slug: string;
  product_name: string;
  product_i18n: string;
  product_options: string;
  product_hidden: number;
};

const cartLineColumns = (db: Db) =>
  db
    .selectFrom("cart_line")
    .innerJoin("sku", "sku.id", "cart_line.sku_id")
    .innerJoin("product", "product.id", "sku.product_id")
    .select([
      "cart_line.id",
      "cart_line.sku_id",
      "cart_line.quantity",
      "cart_line.selected",
      "cart_line.confirmed_price",
      "sku.code",
      "sku.options as sku_options",
      "sku.price",
      "sku.line_price",
      "sku.stock",
      "sku.weight_grams",
      "sku.image_id as sku_image_id",
      "product.id as product_id",
      "product.slug as product_slug",
      "product.name as product_name",
      "product.i18n as product_i18n",
      "product.options as product_options",
      "product.hidden as product_hidden",
    ]);

const allLines = prepared((db, p: { key: string }) =>
  cartLineColumns(db).where("cart_line.owner_key", "=", p.key).orderBy("cart_line.id"),
);
const linesIn = prepared((db, p: { key: string; ids: number[] }) =>
  cartLineColumns(db).where("cart_line.owner_key", "=", p.key).where("cart_line.id", "in", p.ids).orderBy("cart_line.id"),
);

export async function listCartLines(db: Db, ownerKey: string, lineIds?: number[]): Promise<CartLineRow[]> {
  const rows = lineIds
    ? await linesIn.rows(db, { key: ownerKey, ids: lineIds.length ? lineIds : [0] })
    : await allLines.rows(db, { key: ownerKey });
  // PostgreSQL answers bigint money columns as strings.
  return rows.map((r) => ({
    ...r,
    price: Number(r.price),
    line_price: r.line_price === null ? null : Number(r.line_price),
    confirmed_price: r.confirmed_price === null ? null : Number(r.confirmed_price),
    stock: Number(r.stock),
  }));
}

const versionOf = prepared((db, p: { key: string }) =>
  db.selectFrom("cart").select("version").where("owner_key", "=", p.key),
);

export async function cartVersion(db: Db, ownerKey: string): Promise<number> {
  const row = await versionOf.first(db, { key: ownerKey });
  return row ? Number(row.version) : 0;
}

const bumpVersion = prepared((db, p: { key: string; now: string }) =>
  db
    .insertInto("cart")
    .values({ owner_key: p.key, version: 1, updated_at: p.now })
    .onConflict((oc) =>
      oc.column("owner_key").doUpdateSet((eb) => ({ version: eb("cart.version", "+", 1), updated_at: p.now })),
    ),
);

/** Every change to a cart bumps its version, in the same transaction as the change. */
export async function bumpCartVersion(db: Db, ownerKey: string): Promise<void> {
  await bumpVersion.run(db, { key: ownerKey, now: nowIso() });
}

const lineCount = prepared((db, p: { key: string }) =>
  db
    .selectFrom("cart_line")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("owner_key", "=", p.key),
);

export async function countCartLines(db: Db, ownerKey: string): Promise<number> {
  const row = await lineCount.first(db, { key: ownerKey });
  return Number(row?.n ?? 0);
}

const unitCount = prepared((db, p: { key: string }) =>
  db
    .selectFrom("cart_line")
    .select((eb) => eb.fn.sum<number | string | null>("quantity").as("units"))
    .where("owner_key", "=", p.key),
);

/** The units in a cart (the header's figure): the sum of its lines' quantities. */
export async function countCartUnits(db: Db, ownerKey: string): Promise<number> {
  const row = await unitCount.first(db, { key: ownerKey });
  return Number(row?.units ?? 0);
}

const addLine = prepared((db, p: { key: string; skuId: number; quantity: number; price: number; now: string }) =>
  db
    .insertInto("cart_line")
    .values({
      owner_key: p.key,
      sku_id: p.skuId,
      quantity: p.quantity,
      selected: 1,
      confirmed_price: p.price,
      created_at: p.now,
      updated_at: p.now,
    })
    .onConflict((oc) =>
      oc.columns(["owner_key", "sku_id"]).doUpdateSet((eb) => ({
        quantity: eb("cart_line.quantity", "+", eb.ref("excluded.quantity")),
        selected: 1,
        // Adding again from a page that showed the current price confirms it.
        confirmed_price: eb.ref("excluded.confirmed_price"),
        updated_at: p.now,
      })),
    )
    .returning(["id", "quantity"]),
);

/**
 * Adds to the line of a SKU (creating it selected) at the SKU's current unit price `price` (USD cents),
 * which the line remembers as confirmed; answers the line's new quantity.
 */
export async function addToLine(
  db: Db,
  ownerKey: string,
  skuId: number,
  quantity: number,
  price: number,
): Promise<{ id: number; quantity: number }> {
  return addLine.firstOrThrow(db, { key: ownerKey, skuId, quantity, price, now: nowIso() });
}

const confirmLinePrice = prepared((db, p: { key: string; line: number; price: number; now: string }) =>
  db
    .updateTable("cart_line")
    .set({ confirmed_price: p.price, updated_at: p.now })
    .where("owner_key", "=", p.key)
    .where("id", "=", p.line),
);

/** Remembers `price` (USD cents) as the unit price the shopper confirmed for one of the owner's lines. */
export async function confirmPrice(db: Db, ownerKey: string, lineId: number, price: number): Promise<boolean> {
  const result = await confirmLinePrice.run(db, { key: ownerKey, line: lineId, price, now: nowIso() });
  return Number(result.numAffectedRows) > 0;
}

const lineOf = prepared((db, p: { key: string; line: number }) =>
  db
    .selectFrom("cart_line")
    .innerJoin("sku", "sku.id", "cart_line.sku_id")
    .select(["cart_line.id", "cart_line.sku_id", "cart_line.quantity", "sku.stock", "sku.code"])
    .where("cart_line.owner_key", "=", p.key)
    .where("cart_line.id", "=", p.line),
);

export async function findLine(db: Db, ownerKey: string, lineId: number) {
  return lineOf.first(db, { key: ownerKey, line: lineId });
}

const lineQuantity = prepared((db, p: { key: string; line: number; quantity: number; now: string }) =>
  db.updateTable("cart_line").set({ quantity: p.quantity, updated_at: p.now }).where("owner_key", "=", p.key).where("id", "=", p.line),
);

export async function setLineQuantity(db: Db, ownerKey: string, lineId: number, quantity: number): Promise<boolean> {
  const result = await lineQuantity.run(db, { key: ownerKey, line: lineId, quantity, now: nowIso() });
  return Number(result.numAffectedRows) > 0;
}

const deleteLines = prepared((db, p: { key: string; ids: number[] }) =>
  db.deleteFrom("cart_line").where("owner_key", "=", p.key).where("id", "in", p.ids),
);

export async function removeLines(db: Db, ownerKey: string, lineIds: number[]): Promise<number> {
  if (!lineIds.length) return 0;
  const result = await deleteLines.run(db, { key: ownerKey, ids: lineIds });
  return Number(result.numAffectedRows);
}

const selectAllLines = prepared((db, p: { key: string; selected: number; now: string }) =>
  db.updateTable("cart_line").set({ selected: p.selected, updated_at: p.now }).where("owner_key", "=", p.key),
);
const selectSomeLines = prepared((db, p: { key: string; ids: number[]; selected: number; now: string }) =>
  db.updateTable("cart_line").set({ selected: p.selected, updated_at: p.now }).where("owner_key", "=", p.key).where("id", "in", p.ids),
);

/** Selects or deselects lines (all of the owner's when `lineIds` is null); answers how many matched. */
export async function selectLines(
  db: Db,
  ownerKey: string,
  lineIds: number[] | null,
  selected: boolean,
): Promise<number> {
  const values = { key: ownerKey, selected: selected ? 1 : 0, now: nowIso() };
  const result = lineIds
    ? await selectSomeLines.run(db, { ...values, ids: lineIds })
    : await selectAllLines.run(db, values);
  return Number(result.numAffectedRows);
}

/**
 * At sign-in the guest's lines join the customer's cart: quantities of the same SKU add up (at most 99)
 * and the guest's rows go.
 */
export async function mergeGuestCart(db: Db, visitorId: string | null, customerId: number): Promise<void> {
  if (!visitorId) return;
  const guestKey = `v:${visitorId}`;
  const ownerKey = `c:${customerId}`;
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("cart_line").selectAll().where("owner_key", "=", guestKey).execute();
    if (!rows.length) return;
    const now = nowIso();
    for (const row of rows) {
      await trx
        .insertInto("cart_line")
        .values({
          owner_key: ownerKey,
          sku_id: row.sku_id,
          quantity: row.quantity,
          selected: row.selected,
          confirmed_price: row.confirmed_price,
          created_at: row.created_at,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(["owner_key", "sku_id"]).doUpdateSet((eb) => ({
            quantity: eb
              .case()
              .when(eb("cart_line.quantity", "+", eb.ref("excluded.quantity")), ">", 99)
              .then(99)
              .else(eb("cart_line.quantity", "+", eb.ref("excluded.quantity")))
              .end(),
            // The account's own line keeps the price it was added at; the guest's fills a gap.
            confirmed_price: eb.fn.coalesce("cart_line.confirmed_price", "excluded.confirmed_price"),
            updated_at: now,
          })),
        )
        .execute();
    }
    await trx.deleteFrom("cart_line").where("owner_key", "=", guestKey).execute();
    await bumpCartVersion(trx, ownerKey);
    await bumpCartVersion(trx, guestKey);
  });
}
