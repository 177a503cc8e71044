import { blockNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/** `/promotion` and `/promotion/{slug}`: the block shows the list or the one promotion. */
export const promotionKind: PageKind = {
  matches: (meta) => meta.type === "promotion",
  defaultBody: () => [blockNode("promotions")],
};
