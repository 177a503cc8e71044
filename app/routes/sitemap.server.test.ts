import { describe, expect, it } from "vitest";
import { DEFAULT_ROUTER_CONFIG, routerConfigSchema } from "#contract/router.ts";
import type { SeoEntries } from "#contract/seo.ts";
import { languageSitemapXml, lastChange, sitemapIndexXml } from "./sitemap.server.ts";

const ORIGIN = "https://shop.example";
const entries: SeoEntries = {
  products: [{ slug: "boot", updatedAt: "2026-03-01T00:00:00.000Z" }],
  categories: [{ slug: "shoes", updatedAt: "2026-04-01T00:00:00.000Z" }],
  collections: [{ slug: "summer", updatedAt: "2026-02-01T00:00:00.000Z" }],
  articles: [{ slug: "care&repair", updatedAt: "2026-01-01T00:00:00.000Z" }],
  pages: [{ slug: "about", updatedAt: "2026-01-02T00:00:00.000Z" }],
};

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("sitemaps", () => {
  it("index one sitemap per language with the latest change", () => {
    const xml = sitemapIndexXml(ORIGIN, lastChange(entries));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(xml)).toHaveLength(15);
    expect(locs(xml)).toContain(`${ORIGIN}/sitemap/zh-HK.xml`);
    expect(xml).toContain("<lastmod>2026-04-01T00:00:00.000Z</lastmod>");
  });

  it("list home and every entity in the language, with all alternates, through the router config", () => {
    const router = routerConfigSchema.parse({
      productRule: "/p/:slug",
      categories: [{ path: "/shoes", types: "category", slug: "shoes" }],
    });
    const xml = languageSitemapXml(ORIGIN, "de", router, entries);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(locs(xml)).toEqual([
      `${ORIGIN}/de`,
      `${ORIGIN}/de/p/boot`,
      `${ORIGIN}/de/shoes`,
      `${ORIGIN}/de/collection/summer`,
      `${ORIGIN}/de/article/care%26repair`,
      `${ORIGIN}/de/page/about`,
    ]);
    const boot = xml.split("\n").find((line) => line.includes("/de/p/boot</loc>"))!;
    expect(boot).toContain("<lastmod>2026-03-01T00:00:00.000Z</lastmod>");
    expect(boot.match(/<xhtml:link /g)).toHaveLength(16);
    expect(boot).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="${ORIGIN}/zh/p/boot"/>`);
    expect(boot).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/p/boot"/>`);
  });

  it("escape what XML reserves", () => {
    const xml = languageSitemapXml("https://a.example", "en", DEFAULT_ROUTER_CONFIG, {
      ...entries,
      pages: [{ slug: "a<b>", updatedAt: "2026-01-01T00:00:00.000Z" }],
    });
    expect(xml).not.toMatch(/<loc>[^<]*[<>][^<]*<\/loc>/);
    expect(xml).toContain("/page/a%3Cb%3E");
  });
});
