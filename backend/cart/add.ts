import type { Transaction } from "kysely";
import { CART_MAX_LINES, CART_MAX_QUANTITY, CartMessages } from "#contract/cart.ts";
import { Code } from "#contract/codes.ts";
import type { Db } from "../db/connection.ts";
import { prepared } from "../db/prepared.ts";
import type { Database } from "../db/database.ts";
import { isCheckViolation, writeTransaction } from "../orders/transaction.ts";
import { ApiError, badRequest } from "../shared/http.ts";
import { addToLine, bumpCartVersion, countCartLines } from "./repository.ts";

export const stockError = (available: number, skuCode: string) =>
  badRequest(CartMessages.stock, { available: Math.max(0, available), skuCode });

const sellable = (db: Db) =>
  db.selectFrom("sku").innerJoin("product", "product.id", "sku.product_id").select(["sku.id", "sku.code", "sku.stock", "sku.price", "product.hidden"]);
const skuById = prepared((db, p: { id: number }) => sellable(db).where("sku.id", "=", p.id));
const skuByCode = prepared((db, p: { code: string }) => sellable(db).where((eb) => eb(eb.fn("upper", ["sku.code"]), "=", p.code)));

async function findSellableSku(db: Db, input: { skuId?: number; skuCode?: string }) {
  const sku =
    input.skuId !== undefined
      ? await skuById.first(db, { id: input.skuId })
      : await skuByCode.first(db, { code: (input.skuCode ?? "").toUpperCase() });
  if (!sku || sku.hidden) throw new ApiError(404, Code.result, CartMessages.unknownSku);
  return { ...sku, stock: Number(sku.stock), price: Number(sku.price) };
}

/**
 * The one way into a cart (`/cart/add`, a wishlist's "move to cart"): adds to the line of that SKU
 * and checks the sum inside the transaction, so concurrent adds to one line cannot overshoot stock or
 * the 99 cap. `alongside` runs in the same transaction (e.g. taking the item off a wishlist).
 */
export async function addToCart(
  db: Db,
  ownerKey: string,
  input: { skuId?: number; skuCode?: string; quantity: number },
  alongside?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  const sku = await findSellableSku(db, input);
  if (input.quantity > sku.stock) throw stockError(sku.stock, sku.code);
  await writeTransaction(db, async (trx) => {
    const line = await addToLine(trx, ownerKey, sku.id, input.quantity, sku.price).catch((error: unknown) => {
      // The quantity check constraint (1–99) refused the sum.
      if (isCheckViolation(error)) throw badRequest(CartMessages.quantity, { max: CART_MAX_QUANTITY });
      throw error;
    });
    if (line.quantity > CART_MAX_QUANTITY) throw badRequest(CartMessages.quantity, { max: CART_MAX_QUANTITY });
    if (line.quantity > sku.stock) throw stockError(sku.stock, sku.code);
    if (line.quantity === input.quantity && (await countCartLines(trx, ownerKey)) > CART_MAX_LINES) {
      throw badRequest(CartMessages.full, { max: CART_MAX_LINES });
    }
    await bumpCartVersion(trx, ownerKey);
    if (alongside) await alongside(trx);
  });
}
