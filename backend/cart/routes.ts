import { Hono, type Context } from "hono";
import {
  CartAddSchema,
  CartConfirmPricesSchema,
  CartLineSchema,
  CartMessages,
  CartSelectAllSchema,
  CartSelectSchema,
  CartUpdateSchema,
  EmptySchema,
} from "#contract/cart.ts";
import type { AppEnv } from "../app.ts";
import { readDisplay, type Display } from "../catalog/display.ts";
import { publishCart } from "../realtime/publish.ts";
import { writeTransaction } from "../orders/transaction.ts";
import { ApiError, readJson, sendOk } from "../shared/http.ts";
import { Code } from "#contract/codes.ts";
import { requireShopper } from "../customers/shopper.ts";
import { addToCart, stockError } from "./add.ts";
import {
  bumpCartVersion,
  confirmPrice,
  findLine,
  listCartLines,
  removeLines,
  selectLines,
  setLineQuantity,
} from "./repository.ts";
import { toCart } from "./service.ts";
import { minor } from "../checkout/pricing.ts";

const unknownLine = () => new ApiError(404, Code.result, CartMessages.unknownLine);

/**
 * `/api/web/cart/*` (contract/cart.ts): every answer is the whole cart in the request's language and
 * currency, with its version.
 */
/** The cart after a change: the answer, and a push to the owner's other tabs and devices. */
async function changedCart(c: Context<AppEnv>, display: Display, ownerKey: string) {
  const deps = c.get("deps");
  const cart = await toCart(deps.db, display, ownerKey);
  await publishCart(deps, ownerKey);
  return sendOk(c, cart);
}

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
    await addToCart(db, owner.key, input);
    return changedCart(c, display, owner.key);
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
    return changedCart(c, display, owner.key);
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
    return changedCart(c, display, owner.key);
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
    return changedCart(c, display, owner.key);
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
    return changedCart(c, display, owner.key);
  })
  .post("/confirm-prices", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, CartConfirmPricesSchema);
    const owner = await requireShopper(c, db);
    const shown = new Map(input.lines.map((l) => [l.lineId, l.unitPrice]));
    await writeTransaction(db, async (trx) => {
      const rows = await listCartLines(trx, owner.key, [...shown.keys()]);
      if (rows.length !== shown.size) throw unknownLine();
      // Only the price the shopper was shown: one changed again meanwhile keeps its notice.
      for (const row of rows) {
        if (minor(display, row.price) === shown.get(row.id)) await confirmPrice(trx, owner.key, row.id, row.price);
      }
      await bumpCartVersion(trx, owner.key);
    });
    return changedCart(c, display, owner.key);
  });
