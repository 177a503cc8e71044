import { createElement, type ReactNode } from "react";
import { Link } from "react-router";
import { isBlock, type HtmlNode } from "#app/utils/html-tree.ts";
import { usePage, type BlockComponents } from "./page-context.tsx";

const VOID = new Set(["br", "hr", "img"]);
const REACT_ATTR: Record<string, string> = {
  class: "className",
  colspan: "colSpan",
  rowspan: "rowSpan",
  datetime: "dateTime",
};

/** Renders a sanitised tree (see html-tree.server.ts) with its blocks; unknown blocks render nothing. */
export function HtmlTree({ nodes }: { nodes: HtmlNode[] }) {
  const { blocks, components } = usePage();
  return <>{nodes.map((node, index) => renderNode(node, index, blocks, components))}</>;
}

function renderNode(node: HtmlNode, key: number, blocks: Record<string, unknown>, components: BlockComponents): ReactNode {
  if (typeof node === "string") return node;
  if (isBlock(node)) {
    const Block = components[node.block];
    // Lazy blocks resolve before a document is sent. No boundary of their own: during a client
    // navigation (a transition) the previous page stays until the block's code has arrived, and
    // hydration waits for it, instead of showing an empty space.
    return Block ? <Block key={node.id} props={node.props} data={blocks[node.id]} blockId={node.id} /> : null;
  }
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attrs)) props[REACT_ATTR[name] ?? name] = value;
  const href = node.attrs.href;
  if (node.tag === "a" && href?.startsWith("/")) {
    const { href: _href, ...rest } = props;
    // `data-not-load-page`: the merchant asks for no progress bar on this link (spec §2 notLoadPage).
    const state = "data-not-load-page" in node.attrs ? { notLoadPage: true } : undefined;
    return (
      <Link {...rest} key={key} to={href} state={state}>
        {node.children.map((child, i) => renderNode(child, i, blocks, components))}
      </Link>
    );
  }
  if (VOID.has(node.tag)) return createElement(node.tag, props);
  return createElement(node.tag, props, ...node.children.map((child, i) => renderNode(child, i, blocks, components)));
}
