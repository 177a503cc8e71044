import type { PageKind } from "./page-kind.ts";

/**
 * Every other custom page (`/app/*` and the merchant's own): only what the merchant's template puts on
 * it. Without a template it has nothing to show and is a 404.
 */
export const customKind: PageKind = {
  matches: (meta) => meta.type === "custom",
  defaultBody: () => [],
};
