import { createContext, use, type ComponentType } from "react";
import { formatDate } from "#app/utils/dates.ts";
import type { BlockComponentProps, BlockEnvironment } from "./blocks.ts";

// oxlint-disable-next-line no-explicit-any -- each block narrows its own data
export type BlockComponents = Record<string, ComponentType<BlockComponentProps<any>>>;

/**
 * A page module's `handle`: the blocks of its own layout, imported with the module so they need not
 * load on demand (the registry, `app/blocks/registry.ts`, has every block, lazily).
 */
export type PageHandle = { blocks: BlockComponents };

/**
 * What every block on a page reads: where and how the page is shown, the blocks' loaded data, and the
 * block components themselves. The layout hands the components in (`pageBlocks` in
 * `app/blocks/page-blocks.tsx`: the page module's, the shell's, the registry's on demand), so nothing
 * below the blocks imports them.
 */
export type PageContextValue = BlockEnvironment & { blocks: Record<string, unknown>; components: BlockComponents };

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = use(PageContext);
  if (!value) throw new Error("usePage outside a page");
  return value;
}

/** Formats dates in the page's language and the shop's time zone (see utils/dates.ts). */
export function useFormatDate(): (value: string | number | null | undefined, options?: { time?: boolean }) => string {
  const { lang, timeZone } = usePage();
  return (value, options) => formatDate(value, { lang, timeZone, time: options?.time });
}
