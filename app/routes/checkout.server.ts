import { blockNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/** The checkout steps and the thank-you page (`checkout`); paying an order again (`checkout/payment`: `payment`). */
export const checkoutKind: PageKind = {
  matches: (meta) => meta.type === "checkout",
  defaultBody: (meta) => [blockNode(meta.slug === "payment" ? "payment" : "checkout")],
};
