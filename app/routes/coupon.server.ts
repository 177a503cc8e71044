import { blockNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/** `/coupon` and `/coupon/{slug}`: the block shows the list or the one coupon, with its claim form. */
export const couponKind: PageKind = {
  matches: (meta) => meta.type === "coupon",
  defaultBody: () => [blockNode("coupons")],
};
