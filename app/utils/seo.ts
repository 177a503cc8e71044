import type { MetaDescriptor } from "react-router";
import type { Article, Category, Image, Price, Product, ReviewSnippet } from "#contract/catalog.ts";
import { currencyDigits, type Currency } from "#contract/currencies.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, type Language } from "#contract/locales.ts";
import type { PageMeta } from "#contract/page.ts";
import type { RouterConfig } from "#contract/router.ts";
import { currentSku } from "#app/blocks/product/use-product.ts";
import { entityPath, localizedPath, splitLanguage, type EntityKind } from "./paths.ts";

/** What the SEO tags of a page are built from: its data and meta, and where it is served. */
export type SeoPage = {
  /** The public origin, e.g. `https://shop.example`. */
  origin: string;
  /** The language of the URL (content may have fallen back to English; the URL has not). */
  lang: Language;
  router: RouterConfig;
  shopName: string;
  meta: PageMeta;
  data: unknown;
  pathname: string;
  search: string;
  /** How a reviewer without a display name is named (the page language's "Customer"). */
  anonymous?: string;
};

export type JsonLd = Record<string, unknown>;

const SCHEMA = "https://schema.org";
const ENTITY_KINDS: ReadonlySet<string> = new Set<EntityKind>(["product", "category", "article", "collection", "page", "tag"]);

/** hreflang values are the BCP 47 tags of `<html lang>`: `zh` is simplified Chinese as read in China. */
export function hreflang(lang: Language): string {
  return LANGUAGE_TAGS[lang];
}

/** A backend URL (often `/uploads/…`) made absolute; URLs already absolute stay as they are. */
export function absoluteUrl(origin: string, url: string): string {
  return new URL(url, origin).href;
}

/** Integer minor units as the decimal string schema.org wants: `1999 USD` → `"19.99"`, `1260 JPY` → `"1260"`. */
export function decimalPrice(price: Price): string {
  const digits = currencyDigits(price.currency as Currency);
  const negative = price.amount < 0;
  const units = String(Math.abs(Math.round(price.amount))).padStart(digits + 1, "0");
  const whole = digits ? `${units.slice(0, -digits)}.${units.slice(-digits)}` : units;
  return negative ? `-${whole}` : whole;
}

/** Listings keep their page number (from 2 on); every other query key is tracking, preview or a filter. */
function isPagedListing(meta: PageMeta): boolean {
  return meta.type === "category" || meta.type === "collection" || meta.type === "tag" || (meta.type === "article" && !meta.slug);
}

export function canonicalQuery(meta: PageMeta, search: string): string {
  if (!isPagedListing(meta)) return "";
  const raw = new URLSearchParams(search).get("page") ?? "";
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 2 ? `?page=${page}` : "";
}

/**
 * The page's path without the language prefix. Entities go through the router config, so a product
 * reached by its root-level slug or an old rule names the one path the shop links to.
 */
export function unprefixedPath(page: Pick<SeoPage, "meta" | "data" | "router" | "pathname">): string {
  const { meta, data, router } = page;
  if (meta.type === "custom" && meta.slug === "home") return "/";
  if (ENTITY_KINDS.has(meta.type) && meta.slug) {
    const path = entityPath(router, DEFAULT_LANGUAGE, meta.type as EntityKind, meta.slug);
    const sku = meta.type === "product" ? (data as Product | null)?.selectedSku : null;
    return sku && !router.productRule.endsWith("*") ? `${path}/${encodeURIComponent(sku)}` : path;
  }
  return splitLanguage(page.pathname).path.replace(/(.)\/+$/, "$1");
}

export function canonicalUrl(page: SeoPage): string {
  return page.origin + localizedPath(page.lang, unprefixedPath(page)) + canonicalQuery(page.meta, page.search);
}

/** The same page in each of the 15 languages, and English again as `x-default`. */
export function alternates(origin: string, path: string, query = ""): Array<{ hrefLang: string; href: string }> {
  const links = LANGUAGES.map((lang) => ({ hrefLang: hreflang(lang), href: origin + localizedPath(lang, path) + query }));
  links.push({ hrefLang: "x-default", href: origin + localizedPath(DEFAULT_LANGUAGE, path) + query });
  return links;
}

function imageUrls(origin: string, images: Array<Image | null | undefined>): string[] {
  const urls = images.filter((image): image is Image => Boolean(image)).map((image) => absoluteUrl(origin, image.url));
  return [...new Set(urls)];
}

/** A published review as schema.org `Review` (the product page's recent ones, from the page data). */
export function reviewJsonLd(review: ReviewSnippet, anonymous: string): JsonLd {
  return {
    "@type": "Review",
    author: { "@type": "Person", name: review.author || anonymous },
    datePublished: review.publishedAt,
    name: review.title,
    reviewBody: review.body,
    inLanguage: hreflang(review.lang),
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

/**
 * `Product` with one `Offer` (the SKU and price the page shows, in the shown currency) and, from
 * published reviews only, `AggregateRating` and the recent `Review`s.
 */
export function productJsonLd(
  product: Product,
  options: { origin: string; url: string; shopName: string; description: string; anonymous?: string },
): JsonLd {
  const sku = currentSku(product);
  const price = sku?.price ?? product.price;
  const inStock = sku ? sku.stock > 0 : product.inStock;
  const selected = product.selectedSku ? (sku?.code ?? product.selectedSku) : null;
  const offer: JsonLd = {
    "@type": "Offer",
    url: options.url,
    price: decimalPrice(price),
    priceCurrency: price.currency,
    availability: `${SCHEMA}/${inStock ? "InStock" : "OutOfStock"}`,
  };
  if (selected) offer.sku = selected;
  const ld: JsonLd = {
    "@context": SCHEMA,
    "@type": "Product",
    name: product.name,
    url: options.url,
    image: imageUrls(options.origin, [selected ? sku?.image : null, ...product.images, product.image]),
    brand: { "@type": "Brand", name: options.shopName },
    offers: offer,
  };
  if (options.description) ld.description = options.description;
  if (selected) ld.sku = selected;
  if (product.reviewCount > 0) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(product.score * 10) / 10,
      reviewCount: product.reviewCount,
      bestRating: 5,
    };
    const reviews = product.recentReviews ?? [];
    if (reviews.length > 0) ld.review = reviews.map((review) => reviewJsonLd(review, options.anonymous ?? "Customer"));
  }
  return ld;
}

export function articleJsonLd(article: Article, options: { origin: string; url: string; shopName: string }): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "Article",
    headline: article.title,
    datePublished: article.publishedAt,
    author: { "@type": "Person", name: article.author },
    image: imageUrls(options.origin, [article.thumbnail]),
    inLanguage: hreflang(article.lang),
    mainEntityOfPage: options.url,
    publisher: { "@type": "Organization", name: options.shopName },
  };
}

export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

export function organizationJsonLd(options: { origin: string; shopName: string }): JsonLd {
  return { "@context": SCHEMA, "@type": "Organization", name: options.shopName, url: `${options.origin}/` };
}

/** `WebSite` with the sitelinks search box, searching in the page's language. */
export function websiteJsonLd(options: { origin: string; shopName: string; lang: Language }): JsonLd {
  const { origin, lang } = options;
  return {
    "@context": SCHEMA,
    "@type": "WebSite",
    name: options.shopName,
    url: origin + localizedPath(lang, "/"),
    inLanguage: hreflang(lang),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}${localizedPath(lang, "/search")}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** The structured data of a page: what it is, and where it sits under the home page. */
export function pageJsonLd(page: SeoPage, url: string): JsonLd[] {
  const { origin, lang, router, shopName, meta } = page;
  const home = { name: shopName, url: origin + localizedPath(lang, "/") };
  if (meta.type === "custom" && meta.slug === "home") {
    return [organizationJsonLd({ origin, shopName }), websiteJsonLd({ origin, shopName, lang })];
  }
  if (meta.type === "product") {
    const product = page.data as Product;
    const trail = [home];
    if (product.category) {
      trail.push({ name: product.category.name, url: origin + entityPath(router, lang, "category", product.category.slug) });
    }
    trail.push({ name: product.name, url });
    return [productJsonLd(product, { origin, url, shopName, description: meta.description, anonymous: page.anonymous }), breadcrumbJsonLd(trail)];
  }
  if (meta.type === "article" && meta.slug) {
    const article = page.data as Article;
    return [articleJsonLd(article, { origin, url, shopName }), breadcrumbJsonLd([home, { name: article.title, url }])];
  }
  if ((meta.type === "category" || meta.type === "collection" || meta.type === "page" || meta.type === "tag") && meta.slug) {
    const data = page.data as Partial<Category> & { title?: string };
    return [breadcrumbJsonLd([home, { name: data.name ?? data.title ?? meta.title, url }])];
  }
  return [];
}

/**
 * Canonical link, hreflang alternates (indexable pages only) and JSON-LD for a loaded page. Error pages
 * have none: their address is not the page's.
 */
export function seoTags(page: SeoPage): MetaDescriptor[] {
  if (page.meta.type === "error") return [];
  const path = unprefixedPath(page);
  const query = canonicalQuery(page.meta, page.search);
  const url = page.origin + localizedPath(page.lang, path) + query;
  const tags: MetaDescriptor[] = [{ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url }];
  if (page.meta.noindex) return tags;
  for (const link of alternates(page.origin, path, query)) tags.push({ tagName: "link", rel: "alternate", ...link });
  for (const ld of pageJsonLd(page, url)) tags.push({ "script:ld+json": ld });
  return tags;
}
