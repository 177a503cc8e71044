import { use, type ComponentType, type ReactPromise } from "react";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import type { BlockComponents } from "#app/components/page-context.tsx";
import { LocaleSwitcher } from "./locale-switcher/LocaleSwitcher.tsx";
import { Newsletter } from "./newsletter/Newsletter.tsx";

/** What every page may show without its module's help: the footer's sign-up, the header's language chooser. */
const SHELL_BLOCKS: BlockComponents = { newsletter: Newsletter, "locale-switcher": LocaleSwitcher };

let registry: ReactPromise<BlockComponents> | undefined;

/** The registry, loaded once; its promise is marked once it is here, so `use()` reads it at once. */
function loadRegistry(): ReactPromise<BlockComponents> {
  if (!registry) {
    const loading = import("./registry.ts").then(({ blockComponents }) => {
      Object.assign(loading, { status: "fulfilled", value: blockComponents });
      return blockComponents;
    });
    registry = loading;
  }
  return registry;
}

const onDemand = new Map<string, ComponentType<BlockComponentProps>>();

/** A block nobody handed over: rendered through the registry, which loads first. */
function onDemandBlock(name: string): ComponentType<BlockComponentProps> {
  let Block = onDemand.get(name);
  if (!Block) {
    Block = function OnDemandBlock(props: BlockComponentProps) {
      const Registered = use(loadRegistry())[name];
      return Registered ? <Registered {...props} /> : null;
    };
    onDemand.set(name, Block);
  }
  return Block;
}

/**
 * The blocks a page renders by name: the shell's, those its page module hands over (its `handle`,
 * PageHandle), and any other a merchant placed through the registry (`registry.ts`, every block),
 * which then loads on demand. Catalogue pages hand over their own blocks and never load the registry;
 * the other page modules hand over the registry itself, so it loads with them.
 */
export function pageBlocks(own: BlockComponents | undefined): BlockComponents {
  const blocks = { ...SHELL_BLOCKS, ...own };
  return new Proxy(blocks, {
    get: (known, name) => (typeof name === "string" ? (known[name] ?? onDemandBlock(name)) : undefined),
  });
}
