import { blockNode, divNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/** A content page (`page/{slug}`: about, shipping, terms …). */
export const contentPageKind: PageKind = {
  matches: (meta) => meta.type === "page",
  defaultBody: () => [divNode("mx-auto max-w-3xl", [blockNode("page-content")])],
};
