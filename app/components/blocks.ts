import type { Currency } from "#contract/currencies.ts";
import type { Language } from "#contract/locales.ts";
import type { PageMeta } from "#contract/page.ts";
import type { RouterConfig } from "#contract/router.ts";
import type { ShopClient } from "#app/services/shop.server.ts";
import type { ShownTheme } from "#app/services/theme-css.server.ts";
import type { HtmlNode } from "#app/utils/html-tree.ts";

/** What every block on a page can read: the page's data and meta, and where and how it is shown. */
export type PageView = {
  data: unknown;
  meta: PageMeta;
  theme: ShownTheme;
  /** The entity's merchant HTML (description, content), parsed and sanitised by the loader. */
  content: HtmlNode[];
};

export type BlockComponentProps<D = unknown> = {
  props: Record<string, unknown>;
  /** What the block's server `load` returned, or undefined when it has none. */
  data: D;
  /** The block's place on the page (`body-0` is the first block of the body). */
  blockId?: string;
};

export type BlockEnvironment = {
  lang: Language;
  currency: Currency;
  router: RouterConfig;
  /** The shop's time zone: dates show in it (utils/dates.ts). */
  timeZone: string;
  page: PageView | null;
};

/** What a block's server `load` gets: the page's environment, the shop client and the address. */
export type BlockLoadContext = BlockEnvironment & { shop: ShopClient; url: URL };

/** A string prop, or the fallback. Props come from merchant HTML, so never trust their types. */
export function stringProp(props: Record<string, unknown>, name: string, fallback = ""): string {
  const value = props[name];
  return typeof value === "string" ? value.slice(0, 500) : fallback;
}

export function numberProp(props: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const value = Number(props[name]);
  return Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;
}
