import { createContext, use } from "react";
import { formatDate } from "#app/utils/dates.ts";
import type { BlockEnvironment } from "./types.ts";

export type PageContextValue = BlockEnvironment & { blocks: Record<string, unknown> };

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = use(PageContext);
  if (!value) throw new Error("usePage outside a page");
  return value;
}

/** Formats dates in the page's language and the shop's time zone (see utils/dates.ts). */
export function useFormatDate(): (value: string | null | undefined, options?: { time?: boolean }) => string {
  const { lang, timeZone } = usePage();
  return (value, options) => formatDate(value, { lang, timeZone, time: options?.time });
}
