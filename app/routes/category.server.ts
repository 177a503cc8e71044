import { listingBody } from "./listing.server.ts";
import type { PageKind } from "./page-kind.ts";

export const categoryKind: PageKind = {
  matches: (meta) => meta.type === "category",
  defaultBody: listingBody,
};
