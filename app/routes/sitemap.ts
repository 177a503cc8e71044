import { shopContext } from "#app/services/context.server.ts";
import { requestOrigin } from "#app/services/origin.server.ts";
import type { Route } from "./+types/sitemap";
import { getSeoEntries, lastChange, sitemapIndexXml, XML_HEADERS } from "./sitemap.server.ts";

/** `/sitemap.xml`: the index of the per-language sitemaps. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const entries = await getSeoEntries(context.get(shopContext));
  if (!entries) return new Response("Service Unavailable", { status: 503, headers: { "Retry-After": "60" } });
  return new Response(sitemapIndexXml(requestOrigin(request), lastChange(entries)), { headers: XML_HEADERS });
}
