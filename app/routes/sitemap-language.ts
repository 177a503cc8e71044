import { isLanguage } from "#contract/locales.ts";
import { shopContext } from "#app/services/context.server.ts";
import { requestOrigin } from "#app/services/origin.server.ts";
import type { Route } from "./+types/sitemap-language";
import { getSeoEntries, languageSitemapXml, XML_HEADERS } from "./sitemap.server.ts";

/** `/sitemap/{lang}.xml`: every indexable page in one language. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = params.file.endsWith(".xml") ? params.file.slice(0, -".xml".length) : "";
  if (!isLanguage(lang)) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const shop = context.get(shopContext);
  const entries = await getSeoEntries(shop);
  if (!entries) return new Response("Service Unavailable", { status: 503, headers: { "Retry-After": "60" } });
  return new Response(languageSitemapXml(requestOrigin(request), lang, shop.settings.router, entries), { headers: XML_HEADERS });
}
