import { blockNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/** A wishlist's read-only share link (`/wishlist/{token}`, custom page `wishlist-shared`). */
export const wishlistSharedKind: PageKind = {
  matches: (meta) => meta.type === "custom" && meta.slug === "wishlist-shared",
  defaultBody: () => [blockNode("wishlist-shared")],
};
