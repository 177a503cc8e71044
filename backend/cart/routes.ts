import { Hono } from "hono";
import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  CartAddSchema,
  CartLineSchema,
  CartMessages,
  CartSelectAllSchema,
  CartSelectSchema,
  CartUpdateSchema,
  EmptySchema,
} from "#contract/cart.ts";
import type { AppEnv } from "../app.ts";
import { readDisplay } from "../catalog/display.ts";
import type { Db } from "../db/connection.ts";
import { isCheckViolation, writeTransaction } from "../orders/transaction.ts";
import { ApiError, badRequest, readJson, sendOk } from "../shared/http.ts";
import { Code } from "#contract/codes.ts";
import { requireShopper } from "../customers/shopper.ts";
import {
  addToLine,
  bumpCartVersion,
  countCartLines,
  findLine,
  removeLines,
  selectLines,
  setLineQuantity,
} from "./repository.ts";
import { toCart } from "./service.ts";

const stockError = (available: number, skuCode: string) =>
  badRequest(CartMessages.stock, { available: Math.max(0, available), skuCode });
const unknownLine = () => new ApiError(404, Code.result, CartMessages.unknownLine);

async function findSellableSku(db: Db, input: { skuId?: number; skuCode?: string }) {
  let query = db
    .selectFrom("sku")
    .innerJoin("product", "product.id", "sku.product_id")
    .select(["sku.id", "sku.code", "sku.stock", "product.hidden"]);
  query =
    input.skuId !== undefined
      ? query.where("sku.id", "=", input.skuId)
      : query.where((eb) => eb(eb.fn("upper", ["sku.code"]), "=", (input.skuCode ?? "").toUpperCase()));
  const sku = await query.executeTakeFirst();
  if (!sku || sku.hidden) throw new ApiError(404, Code.result, CartMessages.unknownSku);
  return { ...sku, stock: Number(sku.stock) };
}

/**
 * `/api/web/cart/*` (contract/cart.ts): every answer is the whole cart in the request's language and
 * currency, with its version.
 */
export const cartRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    await readJson(c, EmptySchema);
    const owner = await requireShopper(c, db);
    return sendOk(c, await toCart(db, display, owner.key));
  })
  .post("/add", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, CartAddSchema);
    const owner = await requireShopper(c, db);
    const sku = await findSellableSku(db, input);
    if (input.quantity > sku.stock) throw stockError(sku.stock, sku.code);
    // Add, then check the sum inside the transaction: concurrent adds to one line cannot overshoot.
    await writeTransaction(db, async (trx) => {
      const line = await addToLine(trx, owner.key, sku.id, input.quantity).catch((error: unknown) => {
        // The quantity check constraint (1–99) refused the sum.
        if (isCheckViolation(error)) throw badRequest(CartMessages.quantity, { max: CART_MAX_QUANTITY });
        throw error;
      });
      if (line.quantity > CART_MAX_QUANTITY) throw badRequest(CartMessages.quantity, { max: CART_MAX_QUANTITY });
      if (line.quantity > sku.stock) throw stockError(sku.stock, sku.code);
      if (line.quantity === input.quantity && (await countCartLines(trx, owner.key)) > CART_MAX_LINES) {
        throw badRequest(CartMessages.full, { max: CART_MAX_LINES });
      }
      await bumpCartVersion(trx, owner.key);
    });
    return sendOk(c, await toCart(db, display, owner.key));
  })
  .post("/update", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, CartUpdateSchema);
    const owner = await requireShopper(c, db);
    const line = await findLine(db, owner.key, input.lineId);
    if (!line) throw unknownLine();
    // Lowering is always allowed (a shopper must be able to get back within stock).
    if (input.quantity > line.quantity && input.quantity > Number(line.stock))
      throw stockError(Number(line.stock), line.code);
    await writeTransaction(db, async (trx) => {
      if (!(await setLineQuantity(trx, owner.key, input.lineId, input.quantity))) throw unknownLine();
      await bumpCartVersion(trx, owner.key);
    });
    return sendOk(c, await toCart(db, display, owner.key));
  })
  .post("/remove", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, CartLineSchema);
    const owner = await requireShopper(c, db);
    await writeTransaction(db, async (trx) => {
      if (!(await removeLines(trx, owner.key, [input.lineId]))) throw unknownLine();
      await bumpCartVersion(trx, owner.key);
    });
    return sendOk(c, await toCart(db, display, owner.key));
  })
  .post("/select", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, CartSelectSchema);
    const owner = await requireShopper(c, db);
    const ids = [...new Set(input.lineIds)];
    await writeTransaction(db, async (trx) => {
      if ((await selectLines(trx, owner.key, ids, input.selected)) !== ids.length) throw unknownLine();
      await bumpCartVersion(trx, owner.key);
    });
    return sendOk(c, await toCart(db, display, owner.key));
  })
  .post("/select-all", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, CartSelectAllSchema);
    const owner = await requireShopper(c, db);
    await writeTransaction(db, async (trx) => {
      await selectLines(trx, owner.key, null, input.selected);
      await bumpCartVersion(trx, owner.key);
    });
    return sendOk(c, await toCart(db, display, owner.key));
  });
