import { collectBlocks, isBlock, type HtmlNode } from "#app/utils/html-tree.ts";
import { blockLoaders } from "./registry.server.ts";
import { blockNames } from "./registry.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";

/** Drops blocks the registry doesn't know, with a warning (spec §2). */
export function pruneUnknownBlocks(nodes: HtmlNode[], warn: (name: string) => void): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (const node of nodes) {
    if (typeof node === "string") out.push(node);
    else if (isBlock(node)) {
      if (blockNames.has(node.block)) out.push(node);
      else warn(node.block);
    } else out.push({ ...node, children: pruneUnknownBlocks(node.children, warn) });
  }
  return out;
}

/** Runs the server `load` of every block on the page in parallel; keyed by block id. */
export async function loadBlocks(trees: HtmlNode[][], ctx: BlockLoadContext): Promise<Record<string, unknown>> {
  const blocks = trees.flatMap((tree) => collectBlocks(tree));
  const entries = await Promise.all(
    blocks.map(async (block) => {
      const load = blockLoaders[block.block];
      return [block.id, load ? await load(block.props, ctx) : null] as const;
    }),
  );
  return Object.fromEntries(entries);
}
