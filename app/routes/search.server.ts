import { blockNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

export const searchKind: PageKind = {
  matches: (meta) => meta.type === "custom" && meta.slug === "search",
  defaultBody: () => [blockNode("search")],
};
