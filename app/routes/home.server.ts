import { blockNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/** The home page (`custom/home`): new products unless the merchant's template says otherwise. */
export const homeKind: PageKind = {
  matches: (meta) => meta.type === "custom" && meta.slug === "home",
  defaultBody: () => [blockNode("product-list", { limit: 8 })],
};
