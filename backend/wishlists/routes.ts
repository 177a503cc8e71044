import { Hono } from "hono";
import { EmptySchema } from "#contract/cart.ts";
import {
  WishlistCreateSchema,
  WishlistItemAddSchema,
  WishlistItemMoveSchema,
  WishlistItemRefSchema,
  WishlistMessages,
  WishlistRefSchema,
  WishlistRenameSchema,
  WishlistSharedSchema,
  WishlistToCartSchema,
  type WishlistToCartResult,
} from "#contract/wishlist.ts";
import { Code } from "#contract/codes.ts";
import type { AppEnv } from "../app.ts";
import { toCart } from "../cart/service.ts";
import { readDisplay } from "../catalog/display.ts";
import { requireCustomer } from "../customers/sessions.ts";
import { customerKey } from "../customers/shopper.ts";
import { ApiError, readJson, sendOk } from "../shared/http.ts";
import { publishCart } from "../realtime/publish.ts";
import {
  addWishlistItem,
  createWishlist,
  deleteWishlist,
  listWishlists,
  moveWishlistItem,
  moveWishlistItemToCart,
  ownWishlist,
  removeWishlistItem,
  renameWishlist,
  revokeWishlistShare,
  rotateWishlistShare,
  shareWishlist,
  sharedWishlist,
  toWishlist,
} from "./service.ts";

/** `/api/web/wishlist/*` (contract/wishlist.ts): the signed-in customer's lists, and shared ones by link. */
export const wishlistRoutes = new Hono<AppEnv>()
  .get("/shared", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const parsed = WishlistSharedSchema.safeParse(c.req.query());
    if (!parsed.success) throw new ApiError(404, Code.result, WishlistMessages.shareNotFound);
    return sendOk(c, await sharedWishlist(db, display, parsed.data.token));
  })
  .post("/lists", async (c) => {
    const { db } = c.get("deps");
    await readJson(c, EmptySchema);
    const { customer } = await requireCustomer(c, db);
    return sendOk(c, await listWishlists(db, customer.id));
  })
  .post("/detail", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, WishlistRefSchema);
    const { customer } = await requireCustomer(c, db);
    return sendOk(c, await ownWishlist(db, display, customer.id, input.id));
  })
  .post("/create", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, WishlistCreateSchema);
    const { customer } = await requireCustomer(c, db);
    return sendOk(c, await toWishlist(db, display, await createWishlist(db, customer.id, input.name)), 201);
  })
  .post("/rename", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, WishlistRenameSchema);
    const { customer } = await requireCustomer(c, db);
    return sendOk(c, await toWishlist(db, display, await renameWishlist(db, customer.id, input.id, input.name)));
  })
  .post("/delete", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, WishlistRefSchema);
    const { customer } = await requireCustomer(c, db);
    await deleteWishlist(db, customer.id, input.id);
    return sendOk(c, { deleted: true });
  })
  .post("/item/add", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, WishlistItemAddSchema);
    const { customer } = await requireCustomer(c, db);
    await addWishlistItem(db, customer.id, input);
    return sendOk(c, await ownWishlist(db, display, customer.id, input.listId));
  })
  .post("/item/remove", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, WishlistItemRefSchema);
    const { customer } = await requireCustomer(c, db);
    await removeWishlistItem(db, customer.id, input.listId, input.itemId);
    return sendOk(c, await ownWishlist(db, display, customer.id, input.listId));
  })
  .post("/item/move", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, WishlistItemMoveSchema);
    const { customer } = await requireCustomer(c, db);
    return sendOk(c, await moveWishlistItem(db, display, customer.id, input));
  })
  .post("/item/to-cart", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, WishlistToCartSchema);
    const { customer } = await requireCustomer(c, db);
    const { listId } = await moveWishlistItemToCart(db, customer.id, input);
    const answer: WishlistToCartResult = {
      cart: await toCart(db, display, customerKey(customer.id)),
      list: await ownWishlist(db, display, customer.id, listId),
    };
    await publishCart(c.get("deps"), customerKey(customer.id));
    return sendOk(c, answer);
  })
  .post("/share", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, WishlistRefSchema);
    const { customer } = await requireCustomer(c, db);
    return sendOk(c, await shareWishlist(db, display, customer.id, input.id));
  })
  .post("/share/rotate", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, WishlistRefSchema);
    const { customer } = await requireCustomer(c, db);
    return sendOk(c, await rotateWishlistShare(db, display, customer.id, input.id));
  })
  .post("/share/revoke", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, WishlistRefSchema);
    const { customer } = await requireCustomer(c, db);
    await revokeWishlistShare(db, customer.id, input.id);
    return sendOk(c, { shared: false });
  });
