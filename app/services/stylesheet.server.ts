import { readFileSync } from "node:fs";
import { parseStylesheet, type Stylesheet } from "./critical-css.server.ts";

const sheets = new Map<string, Stylesheet | null>();

/**
 * The built stylesheet at `href` (`build/client/assets/…`, beside this server bundle in
 * `build/server/`), parsed once per process; null when it is not built (the dev server). The edge
 * build swaps in `stylesheet.edge.ts` (package.json `imports`).
 */
export async function builtStylesheet(href: string): Promise<Stylesheet | null> {
  if (!sheets.has(href)) {
    let sheet: Stylesheet | null = null;
    try {
      sheet = parseStylesheet(readFileSync(new URL(`../client${href}`, import.meta.url), "utf8"));
    } catch {
      sheet = null;
    }
    sheets.set(href, sheet);
  }
  return sheets.get(href)!;
}
