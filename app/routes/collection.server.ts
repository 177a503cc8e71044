import { listingBody } from "./listing.server.ts";
import type { PageKind } from "./page-kind.ts";

export const collectionKind: PageKind = {
  matches: (meta) => meta.type === "collection",
  defaultBody: listingBody,
};
