import { z } from "zod";
import { paginationSchema } from "./admin.ts";
import type { Cart } from "./cart.ts";
import { quantitySchema } from "./cart.ts";
import type { Price, ProductSummary } from "./catalog.ts";
import { CommunityMessages, hasControlCharacters, recordIdSchema } from "./moderation.ts";
import { tooLong } from "./validation.ts";

/**
 * Wishlists (issue 9): a signed-in customer's named lists ("Birthday", "Cabin"), distinct from the
 * favourites (the hearts). Every answer is in the request's `?lang=` and `?currency=`. Another
 * customer's list or item is a 404, exactly like one that does not exist.
 *
 * `POST /api/web/wishlist/…` (signed in; 401 code 50 otherwise):
 * - `lists` `{}` → `WishlistSummary[]`; `detail` `WishlistRefSchema` → `Wishlist`;
 * - `create` `WishlistCreateSchema` → `Wishlist`; `rename` `WishlistRenameSchema` → `Wishlist`;
 *   `delete` `WishlistRefSchema` → `{ deleted: true }`;
 * - `item/add` `WishlistItemAddSchema` → `Wishlist` (adding what the list holds already changes nothing);
 *   `item/remove` `WishlistItemRefSchema` → `Wishlist`;
 * - `item/move` `WishlistItemMoveSchema` → `{ from: Wishlist, to: Wishlist }`;
 * - `item/to-cart` `WishlistToCartSchema` → `{ cart: Cart, list: Wishlist }`: through the cart's own
 *   add (stock and quantity rules, `cart.errors.*`), the item leaves the list unless `keep`;
 * - `share` `WishlistRefSchema` → `WishlistShare` (the list's read-only link, made on first ask),
 *   `share/rotate` → a new `WishlistShare` (the old link stops working), `share/revoke` → `{ shared: false }`.
 *
 * Public: `GET /api/web/wishlist/shared?token=` → `SharedWishlist` (the list's name and items, nothing
 * about its owner); the page endpoint answers `/wishlist/{token}` as the `custom` page `wishlist-shared`
 * with the same data. An unknown or revoked token is a 404.
 */

export const WISHLIST_MAX_LISTS = 20;
export const WISHLIST_NAME_MAX = 50;
export const WISHLIST_MAX_ITEMS = 200;
/** Share tokens: 32 random bytes, base64url. */
export const WISHLIST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const WishlistMessages = {
  name: "wishlist.errors.name",
  /** 400, `data: { max }`: the customer has `WISHLIST_MAX_LISTS` lists already. */
  tooMany: "wishlist.errors.tooMany",
  /** 400, `data: { max }`: the list holds `WISHLIST_MAX_ITEMS` items already. */
  full: "wishlist.errors.full",
  /** 404. */
  unknownList: "wishlist.errors.unknownList",
  /** 404. */
  unknownItem: "wishlist.errors.unknownItem",
  /** 404: no such product, or it is hidden. */
  unknownProduct: "wishlist.errors.unknownProduct",
  /** 400: the SKU is not one of the product's. */
  unknownSku: "wishlist.errors.unknownSku",
  /** 400: the item names no variant and its product has several: the cart needs one. */
  chooseSku: "wishlist.errors.chooseSku",
  /** 400: moving an item to the list it is in. */
  sameList: "wishlist.errors.sameList",
  /** 404: unknown or revoked share link. */
  shareNotFound: "wishlist.errors.shareNotFound",
} as const;

/** A list's, item's, product's or variant's id; anything else names nothing ("not found"). */
const idSchema = recordIdSchema;
const nameSchema = z
  .string({ error: WishlistMessages.name })
  .trim()
  .min(1, WishlistMessages.name)
  .max(WISHLIST_NAME_MAX, tooLong(WISHLIST_NAME_MAX))
  .refine((v) => !hasControlCharacters(v, false), CommunityMessages.control);

export const WishlistCreateSchema = z.strictObject({ name: nameSchema });
export const WishlistRenameSchema = z.strictObject({ id: idSchema, name: nameSchema });
export const WishlistRefSchema = z.strictObject({ id: idSchema });
export const WishlistItemAddSchema = z.strictObject({
  listId: idSchema,
  productId: idSchema,
  skuId: idSchema.optional(),
});
export const WishlistItemRefSchema = z.strictObject({ listId: idSchema, itemId: idSchema });
export const WishlistItemMoveSchema = z.strictObject({ itemId: idSchema, toListId: idSchema });
export const WishlistToCartSchema = z.strictObject({
  itemId: idSchema,
  /** Needed when the item names no variant and the product has several. */
  skuId: idSchema.optional(),
  quantity: quantitySchema.optional().default(1),
  /** Keep the item on the list (default: it moves to the cart). */
  keep: z
    .union([z.boolean(), z.enum(["on", "true", "false"])])
    .optional()
    .transform((v) => v === true || v === "on" || v === "true"),
});
export const WishlistSharedSchema = z.object({
  token: z.string().regex(WISHLIST_TOKEN_PATTERN, WishlistMessages.shareNotFound),
});

export type WishlistCreateInput = z.input<typeof WishlistCreateSchema>;
export type WishlistRenameInput = z.input<typeof WishlistRenameSchema>;
export type WishlistRefInput = z.input<typeof WishlistRefSchema>;
export type WishlistItemAddInput = z.input<typeof WishlistItemAddSchema>;
export type WishlistItemRefInput = z.input<typeof WishlistItemRefSchema>;
export type WishlistItemMoveInput = z.input<typeof WishlistItemMoveSchema>;
export type WishlistToCartInput = z.input<typeof WishlistToCartSchema>;

export type WishlistSku = {
  id: number;
  code: string;
  /** Option name → value in the request's language. */
  options: Record<string, string>;
  price: Price;
  inStock: boolean;
};

export type WishlistItem = {
  id: number;
  productId: number;
  /** False once the product is hidden or its chosen variant is gone; `product` is then null. */
  available: boolean;
  product: ProductSummary | null;
  /** The chosen variant, when the item names one. */
  sku: WishlistSku | null;
  addedAt: string;
};

export type WishlistSummary = {
  id: number;
  name: string;
  itemCount: number;
  shared: boolean;
  createdAt: string;
  updatedAt: string;
};

/** The read-only link: `path` is under the storefront's language prefix, e.g. `/de/wishlist/{token}`. */
export type WishlistShare = { token: string; path: string };

export type Wishlist = WishlistSummary & { items: WishlistItem[]; share: WishlistShare | null };

/** What a share link shows: no owner, no list id. */
export type SharedWishlist = { name: string; itemCount: number; items: WishlistItem[] };

export type WishlistToCartResult = { cart: Cart; list: Wishlist };
export type WishlistMoveResult = { from: Wishlist; to: Wishlist };

/**
 * Moderation (`/api/admin/wishlists`): a shared list's name is a customer's text shown to whoever has
 * the link. `GET /` `AdminWishlistListSchema` → `Paged<AdminWishlist>`; `POST /:id/unshare` ends its link.
 */
export type AdminWishlist = WishlistSummary & { customerId: number };
export const AdminWishlistListSchema = paginationSchema.extend({
  shared: z.enum(["0", "1"]).optional(),
});
