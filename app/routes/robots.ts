import { LANGUAGES, DEFAULT_LANGUAGE } from "#contract/locales.ts";
import { shopContext } from "#app/services/context.server.ts";
import { requestOrigin } from "#app/services/origin.server.ts";
import type { Route } from "./+types/robots";

/**
 * `/robots.txt`: everything may be crawled but the API and the private or per-shopper pages, in every
 * language. `$` ends a pattern (RFC 9309), so `/cart$` does not also block a product slug `cartwheel`.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const userPath = context.get(shopContext).settings.router.userPath;
  const prefixes = ["", ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) => `/${lang}`)];
  const lines = ["User-agent: *", "Allow: /", "Disallow: /api/"];
  for (const prefix of prefixes) {
    lines.push(
      `Disallow: ${prefix}${userPath}`,
      `Disallow: ${prefix}/cart$`,
      `Disallow: ${prefix}/cart?`,
      `Disallow: ${prefix}/checkout/`,
      `Disallow: ${prefix}/auth/`,
    );
  }
  lines.push("", `Sitemap: ${requestOrigin(request)}/sitemap.xml`, "");
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
