/** The wishlist page's forms, one intent each. */
export const WishlistIntent = {
  create: "wishlist-create",
  rename: "wishlist-rename",
  delete: "wishlist-delete",
  add: "wishlist-add",
  remove: "wishlist-remove",
  move: "wishlist-move",
  toCart: "wishlist-to-cart",
  share: "wishlist-share",
  rotate: "wishlist-share-rotate",
  revoke: "wishlist-share-revoke",
} as const;

/** The picker's choice for "a new list" in its list menu. */
export const NEW_LIST = "new";
