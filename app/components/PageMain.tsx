import type { HtmlNode } from "#app/utils/html-tree.ts";
import { HtmlTree } from "./HtmlTree.tsx";

/** A page's `main`: its body, the blocks rendered through the registry the layout hands down. */
export function PageMain({ body, className = "shop-container flex-1 py-6" }: { body: HtmlNode[]; className?: string }) {
  return (
    <main id="main" className={className}>
      <HtmlTree nodes={body} />
    </main>
  );
}
