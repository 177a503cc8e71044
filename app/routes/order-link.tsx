import type { ReactNode } from "react";
import { HtmlTree } from "#app/components/HtmlTree.tsx";
import type { HtmlNode } from "#app/utils/html-tree.ts";
import { pageTitle } from "#contract/page.ts";
import { pageMeta } from "./page-meta.ts";

/*
 * The frame the order-link pages share (user-order, user-order-return, user-return): a guest with the
 * signed link sees the block's own view, titled and kept out of search; a customer the backend's page.
 */

type Loaded = { guest: { title: string } | null } | { guest: { title: string } };

/** A guest's page is titled by its view and never indexed; a customer's is the backend page's meta. */
export function orderLinkMeta(args: Parameters<typeof pageMeta>[0]) {
  const loaded = args.loaderData as Loaded | undefined;
  if (loaded?.guest) {
    // Named like every other page: "Order 2026120712345678 | Shop".
    const shopName = (args.matches[0]?.loaderData as { shop?: { name?: string } } | undefined)?.shop?.name;
    return [{ title: shopName ? pageTitle(loaded.guest.title, shopName) : loaded.guest.title }, { name: "robots", content: "noindex" }];
  }
  return pageMeta(args);
}

/** The guest's block, or the backend page's body. */
export function OrderLinkMain({ guest, body }: { guest: ReactNode | null; body: HtmlNode[] | undefined }) {
  return <main id="main" className="shop-container flex-1 py-6">{guest ?? (body ? <HtmlTree nodes={body} /> : null)}</main>;
}
