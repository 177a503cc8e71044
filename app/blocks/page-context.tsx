import { createContext, use } from "react";
import type { BlockEnvironment } from "./types.ts";

export type PageContextValue = BlockEnvironment & { blocks: Record<string, unknown> };

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = use(PageContext);
  if (!value) throw new Error("usePage outside a page");
  return value;
}
