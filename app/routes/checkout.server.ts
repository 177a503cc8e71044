import { blockNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/** The checkout steps, paying an order again and the thank-you page: one block reads which. */
export const checkoutKind: PageKind = {
  matches: (meta) => meta.type === "checkout",
  defaultBody: () => [blockNode("checkout")],
};
