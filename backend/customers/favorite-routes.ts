import { Hono, type Context } from "hono";
import { AccountMessages } from "#contract/account.ts";
import { favoritePayloadSchema } from "#contract/visitor.ts";
import type { AppEnv } from "../app.ts";
import { readDisplay } from "../catalog/display.ts";
import { findProductById } from "../catalog/repository.ts";
import { toProductSummaries } from "../catalog/service.ts";
import type { Db } from "../db/connection.ts";
import { badRequest, notFound, readJson, NO_FIELDS, sendOk } from "../shared/http.ts";
import { addFavorite, favoriteProducts, removeFavorite, type Owner } from "./favorites.ts";
import { getShopper, type Shopper } from "./shopper.ts";

/** A signed-in customer's favourites, else the guest's by visitor id; null when neither is known. */
export async function favoriteOwner(c: Context, db: Db): Promise<Owner | null> {
  return favoriteOwnerOf(await getShopper(c, db));
}

/** Whose favourites a shopper's are: the customer's when signed in, else the visitor's. */
export function favoriteOwnerOf(shopper: Shopper | null): Owner | null {
  if (shopper?.customer) return { customerId: shopper.customer.id };
  return shopper?.visitorId ? { visitorId: shopper.visitorId } : null;
}

async function requireOwner(c: Context, db: Db): Promise<Owner> {
  const owner = await favoriteOwner(c, db);
  if (!owner) throw badRequest(AccountMessages.visitor);
  return owner;
}

/** `/api/web/favorite/*`: favourites of guests (by `x-visitor-id`) and customers alike. */
export const favoriteRoutes = new Hono<AppEnv>()
  .post("/add", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, favoritePayloadSchema);
    const owner = await requireOwner(c, db);
    const product = await findProductById(db, input.productId);
    if (!product || product.hidden) throw notFound();
    await addFavorite(db, owner, input.productId);
    return sendOk(c, { favorited: true });
  })
  .post("/cancel", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, favoritePayloadSchema);
    const owner = await requireOwner(c, db);
    await removeFavorite(db, owner, input.productId);
    return sendOk(c, { favorited: false });
  })
  .post("/list", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    await readJson(c, NO_FIELDS);
    const owner = await favoriteOwner(c, db);
    const rows = owner ? await favoriteProducts(db, owner) : [];
    return sendOk(c, await toProductSummaries(db, display, rows));
  });
