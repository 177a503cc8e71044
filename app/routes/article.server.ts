import { blockNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/** `/article` is the journal; `/article/{slug}` one article (the merchant's or a customer's) and its comments. */
export const articleKind: PageKind = {
  matches: (meta) => meta.type === "article",
  defaultBody: (meta) => (meta.slug ? [blockNode("article-detail"), blockNode("comments")] : [blockNode("article-list", { source: "page" })]),
};
