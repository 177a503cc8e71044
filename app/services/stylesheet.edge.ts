import { env as bindings } from "cloudflare:workers";
import { parseStylesheet, type Stylesheet } from "./critical-css.server.ts";

const sheets = new Map<string, Stylesheet | null>();

/**
 * The edge build's `stylesheet.server.ts` (package.json `imports`, condition `workerd`): the built
 * stylesheet from the `ASSETS` binding, fetched and parsed once per isolate. (Requests that arrive
 * before the first fetch finished fetch it themselves: a runtime like workerd does not let one
 * request wait on another's I/O.) Null without the binding or the file: the link then stays blocking.
 */
export async function builtStylesheet(href: string): Promise<Stylesheet | null> {
  if (sheets.has(href)) return sheets.get(href)!;
  let sheet: Stylesheet | null = null;
  try {
    const response = await bindings.ASSETS?.fetch(new Request(new URL(href, "http://assets.internal")));
    if (response?.status === 200) sheet = parseStylesheet(await response.text());
    else await response?.body?.cancel();
  } catch {
    sheet = null;
  }
  sheets.set(href, sheet);
  return sheet;
}
