import { blockNode, divNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/** A product (and one of its variants): gallery beside the buying part, specifications, reviews, related products. */
export const productKind: PageKind = {
  matches: (meta) => meta.type === "product",
  defaultBody: () => [
    divNode("grid gap-8 md:grid-cols-2 lg:gap-12", [blockNode("product-slides"), blockNode("product-single")]),
    blockNode("product-spec"),
    blockNode("reviews"),
    blockNode("product-list", { related: true, limit: 4 }),
  ],
};
