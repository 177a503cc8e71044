/**
 * Merchant HTML as a serialisable tree. The server parses and sanitises it once (html-tree.server.ts);
 * server and browser render the same tree, so hydration always matches and no HTML parser ships to
 * the browser.
 */
export type HtmlElement = { tag: string; attrs: Record<string, string>; children: HtmlNode[] };
export type HtmlBlock = { block: string; id: string; props: Record<string, unknown> };
export type HtmlNode = string | HtmlElement | HtmlBlock;

export function isBlock(node: HtmlNode): node is HtmlBlock {
  return typeof node === "object" && "block" in node;
}

/** Every block in a tree, depth first. */
export function collectBlocks(nodes: HtmlNode[], out: HtmlBlock[] = []): HtmlBlock[] {
  for (const node of nodes) {
    if (typeof node === "string") continue;
    if (isBlock(node)) out.push(node);
    else collectBlocks(node.children, out);
  }
  return out;
}

/** A block node, as a default page layout places it (ids are stable: `default-<name>`). */
export function blockNode(name: string, props: Record<string, unknown> = {}): HtmlBlock {
  return { block: name, id: `default-${name}`, props };
}

/** A `div` with classes around nodes, for default page layouts. */
export function divNode(className: string, children: HtmlNode[]): HtmlElement {
  return { tag: "div", attrs: { class: className }, children };
}
