import type { HtmlNode } from "#app/utils/html-tree.ts";
import { HtmlTree } from "./HtmlTree.tsx";
import { usePage } from "./page-context.tsx";

/**
 * A page's `main`: its body, the blocks rendered through the registry the layout hands down. It names
 * its route (`data-route`): the page type, or `<type>Detail` on a merchant's custom path (spec §2).
 */
export function PageMain({ body, className = "shop-container flex-1 py-6" }: { body: HtmlNode[]; className?: string }) {
  const { page } = usePage();
  return (
    <main id="main" className={className} data-route={page?.meta.route ?? page?.meta.type}>
      <HtmlTree nodes={body} />
    </main>
  );
}
