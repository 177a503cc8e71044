import { blockNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/** `inquiry/{slug}`: the quote request form for a product or a merchant's free-form quote page. */
export const inquiryKind: PageKind = {
  matches: (meta) => meta.type === "inquiry",
  defaultBody: () => [blockNode("inquiry")],
};
