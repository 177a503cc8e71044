import { blockNode } from "#app/utils/html-tree.ts";
import type { HtmlNode } from "#app/utils/html-tree.ts";

/** A listing of products (category, collection, tag): its title and text, the filters, the products. */
export const listingBody = (): HtmlNode[] => [
  blockNode("page-content"),
  blockNode("listing-filters"),
  blockNode("product-list", { source: "page" }),
];
