/** One visible entity for the sitemaps: its slug (paths are built by the storefront) and last change. */
export type SeoEntry = { slug: string; updatedAt: string };

/** `GET /api/web/seo/entries`: every visible entity a sitemap lists, in one answer. */
export type SeoEntries = {
  products: SeoEntry[];
  categories: SeoEntry[];
  collections: SeoEntry[];
  articles: SeoEntry[];
  pages: SeoEntry[];
};
