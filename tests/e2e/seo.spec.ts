import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { text } from "./helpers.ts";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const PRODUCT = "/product/merino-crew-tee";

/**
 * A small well-formedness check: one root, every tag closed in order, attributes quoted, text free of
 * raw `<` and of `&` outside an entity. Answers the root's attributes and the `<loc>` values.
 */
function checkXml(source: string): { root: string; attributes: Record<string, string>; locs: string[] } {
  const body = source.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/, "");
  expect(body.length, "XML declaration first").toBeLessThan(source.length);
  const stack: string[] = [];
  let root = "";
  let attributes: Record<string, string> = {};
  const locs: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = token.exec(body))) {
    consumed = token.lastIndex;
    const [, closing, name, attrs = "", selfClosing, characters] = match;
    if (characters !== undefined) {
      expect(characters, "entities only").not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      if (stack.at(-1) === "loc") locs.push(characters.replaceAll("&amp;", "&"));
      else if (!stack.length) expect(characters.trim(), "only whitespace outside the root").toBe("");
      continue;
    }
    if (closing) {
      expect(stack.pop(), "tags close in order").toBe(name);
      continue;
    }
    if (!stack.length) {
      expect(root, "one root element").toBe("");
      root = name!;
      attributes = Object.fromEntries([...attrs.matchAll(/([\w:.-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    }
    if (!selfClosing) stack.push(name!);
  }
  expect(consumed, "nothing left unparsed").toBe(body.length);
  expect(stack, "every tag closed").toEqual([]);
  return { root, attributes, locs };
}

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = scripts.map((s) => JSON.parse(s) as Record<string, unknown>).find((ld) => ld["@type"] === type);
  if (!found) throw new Error(`no ${type} JSON-LD`);
  return found;
}

type Offer = { price: string; priceCurrency: string; availability: string; sku?: string };

/** The JSON-LD offer, checked against the price the shopper sees in the product section. */
async function expectOfferShown(page: Page, currency: string) {
  await expect.poll(async () => ((await jsonLd(page, "Product")).offers as Offer).priceCurrency).toBe(currency);
  const offer = (await jsonLd(page, "Product")).offers as Offer;
  expect(offer.price).toMatch(currency === "JPY" ? /^\d+$/ : /^\d+\.\d{2}$/);
  const shown = new Intl.NumberFormat("en", { style: "currency", currency }).format(Number(offer.price));
  const section = page.locator("main section", { has: page.getByRole("heading", { level: 1 }) });
  await expect(section.locator("p").filter({ hasText: shown }).first()).toBeVisible();
  return offer;
}

async function chooseCurrency(page: Page, from: string, to: string) {
  await page.locator("summary", { hasText: from }).click();
  await page.getByRole("button", { name: to, exact: true }).click();
  await expect(page.locator("summary", { hasText: to })).toBeVisible();
}

test("the sitemap index lists one well-formed sitemap per language", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
  const index = checkXml(await response.text());
  expect(index.root).toBe("sitemapindex");
  expect(index.attributes.xmlns).toBe(SITEMAP_NS);
  expect(index.locs).toHaveLength(15);
  expect(index.locs).toContain(`${baseURL}/sitemap/en.xml`);
  expect(index.locs).toContain(`${baseURL}/sitemap/zh-HK.xml`);
});

test("a language's sitemap lists its pages as absolute URLs that answer", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap/de.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const sitemap = checkXml(xml);
  expect(sitemap.root).toBe("urlset");
  expect(sitemap.attributes.xmlns).toBe(SITEMAP_NS);
  expect(sitemap.attributes["xmlns:xhtml"]).toBe(XHTML_NS);
  for (const loc of sitemap.locs) expect(loc.startsWith(`${baseURL}/de`), loc).toBe(true);
  for (const kind of ["product", "category", "collection", "article", "page"]) {
    expect(sitemap.locs.some((loc) => loc.includes(`/de/${kind}/`)), kind).toBe(true);
  }
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}${PRODUCT}"/>`);
  const step = Math.max(1, Math.floor(sitemap.locs.length / 5));
  const sample = [0, 1, 2, 3, 4].map((i) => sitemap.locs[Math.min(i * step, sitemap.locs.length - 1)]!);
  for (const loc of sample) expect((await request.get(loc)).status(), loc).toBe(200);
  expect((await request.get("/sitemap/xx.xml")).status()).toBe(404);
});

test("robots.txt keeps crawlers out of private pages in every language and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  // Publicly cached crawler files never set a cookie.
  expect(response.headers()["set-cookie"]).toBeUndefined();
  expect((await request.get("/sitemap.xml")).headers()["set-cookie"]).toBeUndefined();
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const lines = (await response.text()).split("\n");
  for (const line of ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /user/", "Disallow: /cart$", "Disallow: /checkout/", "Disallow: /auth/", "Disallow: /de/user/", "Disallow: /zh-HK/auth/"]) {
    expect(lines).toContain(line);
  }
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("a product page has a canonical URL and 16 alternates; search has none", async ({ page, baseURL }) => {
  await page.goto(`/de${PRODUCT}?utm_source=newsletter`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/de${PRODUCT}`);
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(16);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}${PRODUCT}`);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute("href", `${baseURL}/zh${PRODUCT}`);
  const breadcrumbs = (await jsonLd(page, "BreadcrumbList")).itemListElement as Array<{ item: string }>;
  expect(breadcrumbs.map((b) => b.item).at(-1)).toBe(`${baseURL}/de${PRODUCT}`);

  await page.goto("/search?q=merino");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator("link[hreflang]")).toHaveCount(0);
});

test("the head's crawler tags and the theme travel once in the document, and a client navigation replaces the tags", async ({ page, request, baseURL, javaScriptEnabled }) => {
  // Written into the document's head, not also carried in its hydration data.
  const html = await (await request.get(PRODUCT)).text();
  const hydrationData = [...html.matchAll(/<script[^>]*>(window\.__reactRouterContext\.streamController[\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  expect(hydrationData).toContain("Merino Crew Tee");
  for (const sentOnce of ["hrefLang", "canonical", "ld+json", "og:title", "--shop-primary"]) expect(hydrationData).not.toContain(sentOnce);
  // Of the shop's settings, only what the pages read: not the theme's colours and fonts (the head's
  // variables have them), the currencies' rates or the CSP's origins.
  for (const unread of ["secondaryColor", "titleFontFamily", "injectOrigins", "currencies"]) expect(hydrationData).not.toContain(unread);
  expect(hydrationData).toContain("showFavorite");
  expect(html.slice(0, html.indexOf("</head>"))).toMatch(/<style>:root\{[^<]*--shop-primary:#[0-9a-f]{6};/);
  const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--shop-primary"));

  await page.goto(PRODUCT);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${PRODUCT}`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(16);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  expect((await jsonLd(page, "Product")).name).toBe("Merino Crew Tee");
  const themed = await primary();
  expect(themed).toMatch(/^#[0-9a-f]{6}$/);
  // To the home page by a click: with JavaScript a client navigation, whose data brings the new page's tags.
  await page.getByRole("banner").locator('a[href="/"]').first().click();
  await expect(page).toHaveURL(`${baseURL}/`);
  // The address changes before the new page renders: wait for its structured data, then count.
  await expect.poll(async () => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => (JSON.parse(s) as { "@type": string })["@type"]).sort()).toEqual(["Organization", "WebSite"]);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(16);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}/`);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  expect(await primary()).toBe(themed);
  if (javaScriptEnabled) expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
});

test("the product's JSON-LD offer is the price shown, in USD, EUR and JPY", async ({ page }) => {
  await page.goto(PRODUCT);
  const product = await jsonLd(page, "Product");
  expect(product.brand).toMatchObject({ "@type": "Brand" });
  for (const image of product.image as string[]) expect(image).toMatch(/^http:\/\//);
  const usd = await expectOfferShown(page, "USD");
  expect(usd.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);

  await chooseCurrency(page, "USD", "EUR");
  await expectOfferShown(page, "EUR");
  await chooseCurrency(page, "EUR", "JPY");
  await expectOfferShown(page, "JPY");

  const variant = page.locator("main fieldset a:not([aria-current])").first();
  if ((await variant.count()) > 0) {
    const href = (await variant.getAttribute("href"))!;
    await page.goto(href);
    const offer = await expectOfferShown(page, "JPY");
    expect(offer.sku?.toLowerCase()).toBe(decodeURIComponent(href.split("/").at(-1)!).toLowerCase());
  }
});

test("the home page describes the shop and its search box", async ({ page, baseURL }) => {
  await page.goto("/ja");
  expect(await jsonLd(page, "Organization")).toMatchObject({ url: `${baseURL}/` });
  expect((await jsonLd(page, "WebSite")).potentialAction).toMatchObject({
    "@type": "SearchAction",
    target: { urlTemplate: `${baseURL}/ja/search?q={search_term_string}` },
  });
});

test("the journal and the newsletter page are titled in the page's language and described", async ({ page }) => {
  await page.goto("/es/article");
  await expect(page).toHaveTitle(new RegExp(`^${text("es", "article.listTitle")} \\| `));
  // Described by its latest articles' titles, the first of which the page lists first.
  const first = (await page.locator("main h2, main h3").first().textContent())?.trim() ?? "";
  expect(first).not.toBe("");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  await page.goto("/de/newsletter");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", text("de", "newsletter.intro"));
  await page.goto("/fr/inquiry/merino-crew-tee");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", text("fr", "inquiries.intro"));
  // A tag without a description of its own is described by its first products.
  await page.goto("/tag/bestseller");
  const product = (await page.locator("main a[href*='/product/']").filter({ hasText: /\S/ }).first().textContent())?.trim() ?? "";
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`^${product.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
});

test("the promotions list's offers are headings one level under the page's", async ({ page }) => {
  await page.goto("/promotion");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en", "offers.promotionsTitle"));
  await expect(page.locator("main h2").first()).toBeVisible();
  await expect(page.locator("main h3")).toHaveCount(0);
});

test("an article has Article and BreadcrumbList JSON-LD", async ({ page, request }) => {
  const { locs } = checkXml(await (await request.get("/sitemap/en.xml")).text());
  await page.goto(new URL(locs.find((loc) => loc.includes("/article/"))!).pathname);
  const article = await jsonLd(page, "Article");
  expect(article.headline).toBe((await page.getByRole("heading", { level: 1 }).textContent())?.trim());
  expect(Date.parse(String(article.datePublished))).not.toBeNaN();
  expect(article.author).toMatchObject({ "@type": "Person" });
  expect(((await jsonLd(page, "BreadcrumbList")).itemListElement as unknown[]).length).toBe(2);
});

test("error pages are noindex and name no canonical URL", async ({ page }) => {
  for (const path of ["/error/404", "/product/no-such-product"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator("link[hreflang]")).toHaveCount(0);
  }
});
