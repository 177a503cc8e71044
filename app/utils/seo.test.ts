import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { describe, expect, it } from "vitest";
import type { Article, Price, Product } from "#contract/catalog.ts";
import type { PageMeta } from "#contract/page.ts";
import { DEFAULT_ROUTER_CONFIG, routerConfigSchema } from "#contract/router.ts";
import {
  alternates,
  canonicalUrl,
  decimalPrice,
  pageJsonLd,
  productJsonLd,
  seoTags,
  websiteJsonLd,
  type SeoPage,
} from "./seo.ts";

const ORIGIN = "https://shop.example";

const usd = (amount: number): Price => ({ amount, currency: "USD" });

function product(overrides: Partial<Product> = {}): Product {
  const image = (url: string) => ({ url, width: 640, height: 640, alt: "", srcset: [] });
  return {
    id: 1,
    slug: "trail-boot",
    name: "Trail boot",
    lang: "en",
    image: image("/uploads/catalog/boot.webp"),
    price: usd(8400),
    linePrice: null,
    score: 4.46,
    reviewCount: 12,
    inStock: true,
    description: "<p>Boot</p>",
    images: [image("/uploads/catalog/boot.webp"), image("https://cdn.example/side.webp")],
    options: [{ name: "Size", values: ["M", "L"] }],
    skus: [
      { id: 1, code: "BOOT-M", options: { Size: "M" }, price: usd(8400), linePrice: null, stock: 0, image: null },
      { id: 2, code: "BOOT-L", options: { Size: "L" }, price: usd(9100), linePrice: null, stock: 3, image: image("/uploads/l.webp") },
    ],
    selectedSku: null,
    tags: [],
    category: { id: 3, slug: "shoes", name: "Shoes", lang: "en", image: null },
    specs: [],
    ...overrides,
  };
}

function page(meta: Partial<PageMeta>, data: unknown = null, at = "/", overrides: Partial<SeoPage> = {}): SeoPage {
  const [pathname = "/", search = ""] = at.split(/(?=\?)/);
  return {
    origin: ORIGIN,
    lang: "en",
    router: DEFAULT_ROUTER_CONFIG,
    shopName: "Test Shop",
    meta: { title: "T", description: "A fine boot.", type: "custom", slug: "home", lang: "en", ...meta },
    data,
    pathname,
    search,
    ...overrides,
  };
}

describe("decimalPrice", () => {
  it("writes minor units with the currency's digits", () => {
    expect(decimalPrice({ amount: 1999, currency: "USD" })).toBe("19.99");
    expect(decimalPrice({ amount: 5, currency: "EUR" })).toBe("0.05");
    expect(decimalPrice({ amount: 700, currency: "EUR" })).toBe("7.00");
    expect(decimalPrice({ amount: 12600, currency: "JPY" })).toBe("12600");
    expect(decimalPrice({ amount: 0, currency: "USD" })).toBe("0.00");
  });
});

describe("canonical URL", () => {
  it("is the language-prefixed path without tracking or preview parameters", () => {
    const p = page({ type: "product", slug: "trail-boot" }, product(), "/de/product/trail-boot?utm_source=x&preview=true", { lang: "de" });
    expect(canonicalUrl(p)).toBe(`${ORIGIN}/de/product/trail-boot`);
  });

  it("names the router's path for an entity reached by its root-level slug, and keeps a chosen variant", () => {
    const router = routerConfigSchema.parse({ productRule: "/p/:slug" });
    expect(canonicalUrl(page({ type: "product", slug: "trail-boot" }, product(), "/trail-boot", { router }))).toBe(`${ORIGIN}/p/trail-boot`);
    const variant = page({ type: "product", slug: "trail-boot" }, product({ selectedSku: "BOOT-L" }), "/ja/product/trail-boot/boot-l", { lang: "ja" });
    expect(canonicalUrl(variant)).toBe(`${ORIGIN}/ja/product/trail-boot/BOOT-L`);
  });

  it("keeps the page number of a listing from page 2 on, and nothing else", () => {
    const category = (search: string) => canonicalUrl(page({ type: "category", slug: "shoes" }, {}, `/category/shoes${search}`));
    expect(category("?page=3&sort=price-asc&fbclid=1")).toBe(`${ORIGIN}/category/shoes?page=3`);
    expect(category("?page=1")).toBe(`${ORIGIN}/category/shoes`);
    expect(category("?page=-2")).toBe(`${ORIGIN}/category/shoes`);
    expect(canonicalUrl(page({ type: "product", slug: "trail-boot" }, product(), "/product/trail-boot?page=2"))).toBe(
      `${ORIGIN}/product/trail-boot`,
    );
  });

  it("is the bare language root on the home page", () => {
    expect(canonicalUrl(page({}, null, "/zh-HK", { lang: "zh-HK" }))).toBe(`${ORIGIN}/zh-HK`);
    expect(canonicalUrl(page({}, null, "/"))).toBe(`${ORIGIN}/`);
  });
});

describe("alternates", () => {
  it("lists all 15 languages with BCP 47 tags plus x-default in English", () => {
    const links = alternates(ORIGIN, "/product/boot", "?page=2");
    expect(links).toHaveLength(16);
    expect(links.find((l) => l.hrefLang === "en")?.href).toBe(`${ORIGIN}/product/boot?page=2`);
    expect(links.find((l) => l.hrefLang === "zh-CN")?.href).toBe(`${ORIGIN}/zh/product/boot?page=2`);
    expect(links.find((l) => l.hrefLang === "zh-HK")?.href).toBe(`${ORIGIN}/zh-HK/product/boot?page=2`);
    expect(links.find((l) => l.hrefLang === "fil")?.href).toBe(`${ORIGIN}/fil/product/boot?page=2`);
    expect(links.at(-1)).toEqual({ hrefLang: "x-default", href: `${ORIGIN}/product/boot?page=2` });
  });

  it("appear on indexable pages only; error pages get no canonical either", () => {
    const hreflangs = (p: SeoPage) => seoTags(p).filter((t) => "rel" in t && t.rel === "alternate");
    const canonicals = (p: SeoPage) => seoTags(p).filter((t) => "rel" in t && t.rel === "canonical");
    expect(hreflangs(page({ type: "category", slug: "shoes" }, { name: "Shoes" }, "/category/shoes"))).toHaveLength(16);
    const search = page({ type: "custom", slug: "search", noindex: true }, null, "/de/search?q=boot", { lang: "de" });
    expect(hreflangs(search)).toHaveLength(0);
    expect(canonicals(search)).toEqual([{ tagName: "link", rel: "canonical", href: `${ORIGIN}/de/search` }]);
    expect(seoTags(page({ type: "error", slug: "404", noindex: true }, { status: 404 }, "/error/404"))).toEqual([]);
  });
});

describe("JSON-LD", () => {
  it("offers the shown SKU at the shown price, with availability from its stock", () => {
    const ld = productJsonLd(product(), { origin: ORIGIN, url: `${ORIGIN}/product/trail-boot`, shopName: "Test Shop", description: "A fine boot." });
    // BOOT-M is out of stock, so the page shows BOOT-L first.
    expect(ld.offers).toEqual({
      "@type": "Offer",
      url: `${ORIGIN}/product/trail-boot`,
      price: "91.00",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    });
    expect(ld.sku).toBeUndefined();
    expect(ld.brand).toEqual({ "@type": "Brand", name: "Test Shop" });
    expect(ld.image).toEqual([`${ORIGIN}/uploads/catalog/boot.webp`, "https://cdn.example/side.webp"]);
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12, bestRating: 5 });
  });

  it("names a selected variant and its price in EUR and JPY", () => {
    const eur = product({
      selectedSku: "BOOT-M",
      skus: [{ id: 1, code: "BOOT-M", options: {}, price: { amount: 7728, currency: "EUR" }, linePrice: null, stock: 0, image: null }],
    });
    const ld = productJsonLd(eur, { origin: ORIGIN, url: "u", shopName: "S", description: "" });
    expect(ld.sku).toBe("BOOT-M");
    expect(ld.offers).toMatchObject({ sku: "BOOT-M", price: "77.28", priceCurrency: "EUR", availability: "https://schema.org/OutOfStock" });
    expect(ld.description).toBeUndefined();
    const jpy = product({ skus: [{ id: 1, code: "X", options: {}, price: { amount: 12600, currency: "JPY" }, linePrice: null, stock: 1, image: null }] });
    expect(productJsonLd(jpy, { origin: ORIGIN, url: "u", shopName: "S", description: "" }).offers).toMatchObject({ price: "12600", priceCurrency: "JPY" });
  });

  it("leaves out the rating of a product nobody has reviewed", () => {
    const ld = productJsonLd(product({ reviewCount: 0, score: 0 }), { origin: ORIGIN, url: "u", shopName: "S", description: "" });
    expect(ld.aggregateRating).toBeUndefined();
    expect(ld.review).toBeUndefined();
  });

  it("lists the recent published reviews as Review items, a nameless reviewer as the page's word for one", () => {
    const recentReviews = [
      { author: "Ada L.", rating: 5, title: "</script><script>alert(1)</script>", body: "Warm.\nLight.", lang: "en" as const, publishedAt: "2026-11-01T10:00:00.000Z" },
      { author: "", rating: 2, title: "Zu klein", body: "Fällt klein aus.", lang: "de" as const, publishedAt: "2026-10-01T10:00:00.000Z" },
    ];
    const ld = productJsonLd(product({ recentReviews }), { origin: ORIGIN, url: "u", shopName: "S", description: "", anonymous: "Kunde" });
    expect(ld.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Ada L." },
        datePublished: "2026-11-01T10:00:00.000Z",
        name: "</script><script>alert(1)</script>",
        reviewBody: "Warm.\nLight.",
        inLanguage: "en",
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Kunde" },
        datePublished: "2026-10-01T10:00:00.000Z",
        name: "Zu klein",
        reviewBody: "Fällt klein aus.",
        inLanguage: "de",
        reviewRating: { "@type": "Rating", ratingValue: 2, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it("puts a product under home and its category, and an article under home", () => {
    const [, crumbs] = pageJsonLd(page({ type: "product", slug: "trail-boot" }, product(), "/de/product/trail-boot", { lang: "de" }), `${ORIGIN}/de/product/trail-boot`);
    expect(crumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Test Shop", item: `${ORIGIN}/de` },
        { "@type": "ListItem", position: 2, name: "Shoes", item: `${ORIGIN}/de/category/shoes` },
        { "@type": "ListItem", position: 3, name: "Trail boot", item: `${ORIGIN}/de/product/trail-boot` },
      ],
    });
    const article: Article = {
      id: 1, slug: "care", title: "Boot care", summary: "", content: "", author: "Ana", lang: "fr",
      thumbnail: { url: "/uploads/a.webp", width: 1, height: 1, alt: "", srcset: [] }, publishedAt: "2026-05-01T00:00:00.000Z",
    };
    const [ld, trail] = pageJsonLd(page({ type: "article", slug: "care" }, article, "/fr/article/care", { lang: "fr" }), `${ORIGIN}/fr/article/care`);
    expect(ld).toMatchObject({
      "@type": "Article",
      headline: "Boot care",
      datePublished: "2026-05-01T00:00:00.000Z",
      author: { "@type": "Person", name: "Ana" },
      image: [`${ORIGIN}/uploads/a.webp`],
      inLanguage: "fr",
    });
    expect((trail as { itemListElement: unknown[] }).itemListElement).toHaveLength(2);
  });

  it("describes the shop and its search in the page's language on the home page", () => {
    const [organization, website] = pageJsonLd(page({}, null, "/ja", { lang: "ja" }), `${ORIGIN}/ja`);
    expect(organization).toMatchObject({ "@type": "Organization", name: "Test Shop", url: `${ORIGIN}/` });
    expect(website).toEqual(websiteJsonLd({ origin: ORIGIN, shopName: "Test Shop", lang: "ja" }));
    expect(website).toMatchObject({
      url: `${ORIGIN}/ja`,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${ORIGIN}/ja/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("renders as a script that merchant text cannot break out of", () => {
    const hostile = product({ name: "</script><script>alert(1)</script>" });
    const tags = seoTags(page({ type: "product", slug: "trail-boot" }, hostile, "/product/trail-boot"));
    const Stub = createRoutesStub([{ path: "/", meta: () => tags, Component: () => createElement(Meta) }]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/"] }));
    expect(html).not.toContain("</script><script>");
    const [, json] = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html) ?? [];
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json!).name).toBe("</script><script>alert(1)</script>");
  });
});
