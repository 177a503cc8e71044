import { blockNode } from "#app/utils/html-tree.ts";
import type { HtmlNode } from "#app/utils/html-tree.ts";
import type { PageKind } from "./page-kind.ts";

/** The user area's pages (`custom/user-<path>`), each one block; unknown paths have none (a 404). */
const USER_PAGES: Record<string, HtmlNode[]> = {
  "user-center": [blockNode("user-center")],
  "user-info": [blockNode("user-info")],
  "user-account": [blockNode("user-account")],
  "user-address": [blockNode("user-address")],
  "user-favorite": [blockNode("user-favorite")],
  "user-wishlist": [blockNode("user-wishlist")],
  "user-security": [blockNode("user-security")],
  "user-security-activity": [blockNode("user-log", { source: "activity" })],
  "user-log": [blockNode("user-log", { source: "log" })],
  "user-order": [blockNode("user-order-list")],
  "user-article": [blockNode("user-article")],
  "user-return": [blockNode("user-return-list")],
  "user-inquiry": [blockNode("user-inquiry")],
};

export const userKind: PageKind = {
  matches: (meta) => meta.type === "custom" && meta.slug.startsWith("user-"),
  defaultBody: (meta) => {
    if (USER_PAGES[meta.slug]) return USER_PAGES[meta.slug]!;
    if (/^user-order-\d{8,24}$/.test(meta.slug)) return [blockNode("user-order-detail")];
    if (/^user-order-\d{8,24}-return$/.test(meta.slug)) return [blockNode("order-refund")];
    if (/^user-return-R\d{8,24}$/.test(meta.slug)) return [blockNode("user-return-detail")];
    return [];
  },
};
