import { blockNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/** `auth/*`: each page is its block; the verify prompt is the verify block saying a code was sent. */
export const authKind: PageKind = {
  matches: (meta) => meta.type === "custom" && meta.slug.startsWith("auth-"),
  defaultBody: (meta) =>
    meta.slug === "auth-verify-prompt" ? [blockNode("auth-verify-email", { prompt: true })] : [blockNode(meta.slug)],
};
