import { blockNode } from "#app/utils/html-tree.ts";
import { listingBody } from "./listing.server.ts";
import type { PageKind } from "./page-kind.ts";

/** `/tag` lists the tags; `/tag/{slug}` is a listing of the tag's products. */
export const tagKind: PageKind = {
  matches: (meta) => meta.type === "tag",
  defaultBody: (meta) => (meta.slug ? listingBody() : [blockNode("tag-list")]),
};
