import { LANGUAGES, type Language } from "#contract/locales.ts";
import type { RouterConfig } from "#contract/router.ts";
import type { SeoEntries, SeoEntry } from "#contract/seo.ts";
import type { ShopClient } from "#app/services/shop.server.ts";
import { entityPath, localizedPath, type EntityKind } from "#app/utils/paths.ts";
import { alternates } from "#app/utils/seo.ts";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** Crawlers may ask often; the lists change with the catalogue, not by the minute. */
export const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const KINDS: Array<[keyof SeoEntries, EntityKind]> = [
  ["products", "product"],
  ["categories", "category"],
  ["collections", "collection"],
  ["articles", "article"],
  ["pages", "page"],
];

export async function getSeoEntries(shop: ShopClient): Promise<SeoEntries | null> {
  const result = await shop.get<SeoEntries>("/api/web/seo/entries");
  return result.ok ? result.data : null;
}

/** The latest change of anything listed, or null for an empty shop. */
export function lastChange(entries: SeoEntries): string | null {
  let latest: string | null = null;
  for (const list of Object.values(entries) as SeoEntry[][]) {
    for (const entry of list) if (!latest || entry.updatedAt > latest) latest = entry.updatedAt;
  }
  return latest;
}

/** `/sitemap.xml`: one sitemap per language. */
export function sitemapIndexXml(origin: string, lastmod: string | null): string {
  const items = LANGUAGES.map(
    (lang) =>
      `<sitemap><loc>${xml(`${origin}/sitemap/${lang}.xml`)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** `/sitemap/{lang}.xml`: home and every visible entity in `lang`, each with its other languages. */
export function languageSitemapXml(origin: string, lang: Language, router: RouterConfig, entries: SeoEntries): string {
  const urls: Array<{ path: string; lastmod: string | null }> = [{ path: "/", lastmod: null }];
  for (const [key, kind] of KINDS) {
    for (const entry of entries[key]) urls.push({ path: entityPath(router, "en", kind, entry.slug), lastmod: entry.updatedAt });
  }
  const items = urls.map(({ path, lastmod }) => {
    const links = alternates(origin, path).map(
      (link) => `<xhtml:link rel="alternate" hreflang="${xml(link.hrefLang)}" href="${xml(link.href)}"/>`,
    );
    const modified = lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : "";
    return `<url><loc>${xml(origin + localizedPath(lang, path))}</loc>${modified}${links.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${items.join("\n")}\n</urlset>\n`;
}
