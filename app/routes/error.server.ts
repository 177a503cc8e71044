import { blockNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/** `/error/404|403|500`: real pages with their status. */
export const errorKind: PageKind = {
  matches: (meta) => meta.type === "error",
  defaultBody: () => [blockNode("error-page")],
};
