import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "#contract/locales.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { checkPassword } from "../customers/passwords.ts";
import { ratingsFor } from "./seed-community.ts";
import { planSkus, renderSeedImage, seedDatabase, seedStock } from "./seed.ts";
import { seedData } from "./seed-data/index.ts";
import type { SeedData, Text } from "./seed-data/types.ts";

let backend: TestBackend;

/** The texts that lack a storefront language or have a key that is none, by the start of their English. */
function languageGaps(texts: Text[]) {
  const known = new Set<string>(LANGUAGES);
  return texts
    .map((text) => ({
      en: text.en.slice(0, 60),
      missing: LANGUAGES.filter((lang) => !(lang in text)),
      unknown: Object.keys(text).filter((key) => !known.has(key)),
    }))
    .filter((gap) => gap.missing.length > 0 || gap.unknown.length > 0);
}

beforeEach(async () => {
  backend = await createTestBackend();
});

afterEach(async () => {
  await backend.close();
});

async function count(
  table: "product" | "category" | "collection" | "article" | "page" | "promotion" | "coupon" | "sku" | "image",
) {
  const row = await backend.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("seedDatabase", () => {
  it("loads the demo shop once", async () => {
    expect(await seedDatabase(backend.db, backend.uploadsDir, { images: false })).toEqual({ seeded: true });
    expect(await count("product")).toBeGreaterThanOrEqual(40);
    expect(await count("category")).toBeGreaterThanOrEqual(6);
    expect(await count("collection")).toBe(3);
    expect(await count("article")).toBe(6);
    expect(await count("page")).toBe(5);
    expect(await count("promotion")).toBe(2);
    expect(await count("coupon")).toBe(3);
    expect(await count("image")).toBe(0);
    const skus = await count("sku");
    const soldOut = await backend.db.selectFrom("sku").select("id").where("stock", "=", 0).execute();
    expect(soldOut.length).toBeGreaterThan(0);
    expect(soldOut.length).toBeLessThan(skus / 4);

    expect(await seedDatabase(backend.db, backend.uploadsDir, { images: false })).toEqual({ seeded: false });
    expect(await count("product")).toBe(seedData.products.length);
    expect(await count("sku")).toBe(skus);
  });

  it("serves the seeded shop through the API", async () => {
    await seedDatabase(backend.db, backend.uploadsDir, { images: false });
    const product = seedData.products.find((p) => !p.hidden && p.name.de)!;
    const res = await backend.app.request(`/product/${product.slug}?request=route&lang=de&currency=JPY`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { data: { name: string; price: { currency: string } } } };
    expect(body.data.data.name).toBe(product.name.de);
    expect(body.data.data.price.currency).toBe("JPY");
    const settings = (await (await backend.app.request("/api/web/shop/settings")).json()) as { data: { name: string } };
    expect(settings.data.name).toBe(seedData.shopName);
  });

  it("greets every storefront language in its own words: announcement, footer links, home page", async () => {
    await seedDatabase(backend.db, backend.uploadsDir, { images: false });
    const page = async (path: string, lang: Language) => {
      const res = await backend.app.request(`${path}?request=route&lang=${lang}`);
      expect(res.status, `${path} ${lang}`).toBe(200);
      return ((await res.json()) as { data: { pageHead: string; pageBody: string; pageFoot: string } }).data;
    };
    const english = await page("/", "en");
    const announcements = new Set<string>();
    for (const lang of LANGUAGES.filter((l) => l !== "en")) {
      const home = await page("/", lang);
      const product = await page(`/product/${seedData.products[0]!.slug}`, lang);
      expect(home.pageHead, lang).not.toBe(english.pageHead);
      expect(home.pageBody, lang).not.toBe(english.pageBody);
      expect(product.pageFoot, lang).not.toBe(english.pageFoot);
      expect(product.pageFoot, lang).not.toContain("About us");
      announcements.add(product.pageHead);
    }
    expect(announcements.size).toBe(LANGUAGES.length - 1);
  });

  it("names categories, tags and collections and words the offers in every storefront language", () => {
    const texts = [
      ...seedData.categories.map((c) => c.name),
      ...seedData.tags.map((t) => t.name),
      ...seedData.collections.map((c) => c.name),
      ...[...seedData.promotions, ...seedData.coupons].flatMap((offer) => [offer.title, offer.description]),
    ];
    expect(languageGaps(texts)).toEqual([]);
  });

  it("says the same on the shop's own pages in every language: as many headings, paragraphs and list items", () => {
    const shape = (html: string) => ["<h2", "<p", "<li"].map((tag) => html.split(tag).length - 1).join(" ");
    const gaps = seedData.pages.flatMap((page) =>
      LANGUAGES.filter((lang) => shape(page.content[lang] ?? "") !== shape(page.content.en)).map((lang) => `${page.slug} ${lang}`),
    );
    expect(gaps).toEqual([]);
    // The privacy page tells of the page-time beacon (spec §7), which runs without asking.
    const privacy = seedData.pages.find((page) => page.slug === "privacy")!;
    expect(privacy.content.en).toContain("<strong>Time on pages</strong>");
    expect(privacy.content.en).not.toMatch(/consent/i);
  });

  it("names, describes and specifies every product and its options in every storefront language", () => {
    const texts = seedData.products.flatMap((p) => [
      p.name,
      p.description,
      ...p.specs.flatMap((spec) => [spec.name, spec.value]),
      ...p.options.flatMap((option) => [option.name, ...option.values.map((value) => value.label)]),
    ]);
    for (const text of texts) expect(Object.keys(text).sort(), text.en).toEqual([...LANGUAGES].sort());
  });

  it("generates WebP images for a small slice", async () => {
    const slice: SeedData = {
      ...seedData,
      categories: seedData.categories.slice(0, 1),
      collections: [],
      products: seedData.products.filter((p) => p.category === seedData.categories[0]!.slug).slice(0, 2),
      articles: seedData.articles.slice(0, 1),
    };
    await seedDatabase(backend.db, backend.uploadsDir, { images: true, data: slice });
    expect(await count("image")).toBe(1 + 2 * 2 + 1);
    const images = await backend.db.selectFrom("image").selectAll().execute();
    for (const image of images) {
      const bytes = await readFile(join(backend.uploadsDir, image.path));
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
    expect(images.find((i) => i.path.startsWith("articles/"))).toMatchObject({ width: 1280, height: 720 });
    expect((await readdir(join(backend.uploadsDir, "catalog"))).length).toBeGreaterThan(10);
    const linked = await backend.db.selectFrom("product_image").select("image_id").execute();
    expect(linked).toHaveLength(4);
  });
});

describe("seeded reviews and comments", () => {
  it("gives every visible product real published reviews, and the score is their average", async () => {
    const { db } = backend;
    await seedDatabase(db, backend.uploadsDir, { images: false });
    const products = await db.selectFrom("product").select(["id", "slug", "score", "review_count", "hidden"]).execute();
    const reviews = await db.selectFrom("review").selectAll().execute();
    const targets = new Map(seedData.products.map((p) => [p.slug, p.score]));
    const hiddenIds = new Set(products.filter((p) => p.hidden).map((p) => p.id));
    expect(hiddenIds.size).toBeGreaterThan(0);
    expect(reviews.filter((r) => hiddenIds.has(r.product_id))).toEqual([]);
    for (const product of products.filter((p) => !p.hidden)) {
      const own = reviews.filter((r) => r.product_id === product.id);
      expect(own.length, product.slug).toBeGreaterThanOrEqual(3);
      expect(own.length, product.slug).toBeLessThanOrEqual(6);
      expect(own.every((r) => r.status === "published")).toBe(true);
      const average = own.reduce((sum, r) => sum + Number(r.rating), 0) / own.length;
      expect(Number(product.review_count)).toBe(own.length);
      expect(Number(product.score)).toBeCloseTo(average, 2);
      expect(Math.abs(average - targets.get(product.slug)!), product.slug).toBeLessThanOrEqual(0.25);
    }
    expect(new Set(reviews.map((r) => r.lang)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(reviews.map((r) => Number(r.rating)))).toEqual(new Set([3, 4, 5]));
    const votes = await db.selectFrom("review_vote").select("review_id").execute();
    expect(votes.length).toBe(reviews.reduce((sum, r) => sum + Number(r.helpful_count), 0));

    const comments = await db.selectFrom("article_comment").selectAll().execute();
    expect(comments.length).toBeGreaterThanOrEqual(2);
    expect(comments.every((c) => c.status === "published")).toBe(true);
    expect(comments.some((c) => c.parent_id !== null && c.customer_id !== null)).toBe(true);

    const reviewer = await db.selectFrom("customer").select("password_hash").limit(1).executeTakeFirstOrThrow();
    expect(await checkPassword(reviewer.password_hash, "!")).toBe(false);
  });

  it("aims the ratings at the product's score", () => {
    expect(ratingsFor(4.7, 5, 1)).toEqual([5, 5, 5, 5, 4]);
    expect(ratingsFor(4.5, 4, 3)).toEqual([5, 5, 5, 3]);
    expect(ratingsFor(4.2, 3, 1)).toEqual([5, 4, 4]);
    expect(ratingsFor(1, 3, 1)).toEqual([3, 3, 3]);
  });
});

describe("seed helpers", () => {
  it("plans one SKU per option combination with summed price deltas", () => {
    const plans = planSkus({
      ...seedData.products[0]!,
      slug: "tee",
      options: [
        {
          key: "size",
          name: { en: "Size" },
          values: [
            { key: "s", label: { en: "S" } },
            { key: "xl", label: { en: "XL" }, priceDelta: 200 },
          ],
        },
        { key: "color", name: { en: "Colour" }, values: [{ key: "navy", label: { en: "Navy" }, priceDelta: 100 }] },
      ],
    });
    expect(plans).toEqual([
      { code: "TEE-S-NAVY", options: { size: "s", color: "navy" }, delta: 100 },
      { code: "TEE-XL-NAVY", options: { size: "xl", color: "navy" }, delta: 300 },
    ]);
  });

  it("gives every seeded SKU a unique code and a stable stock", () => {
    const codes = seedData.products.flatMap((p) => planSkus(p).map((s) => s.code));
    expect(new Set(codes).size).toBe(codes.length);
    expect(seedStock("A-1")).toBe(seedStock("A-1"));
  });

  it("renders an image of the requested size", async () => {
    const png = await renderSeedImage("category", ["#336699"], 0);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  });

  it("words the journal, the pages and the category and collection descriptions in every storefront language, keeping the English markup", () => {
    const content = [...seedData.articles, ...seedData.pages].map((a) => a.content);
    const texts = [
      ...seedData.articles.flatMap((a) => [a.title, a.summary]),
      ...seedData.pages.map((p) => p.title),
      ...content,
      ...seedData.categories.map((c) => c.description),
      ...seedData.collections.map((c) => c.description),
    ];
    expect(languageGaps(texts)).toEqual([]);
    const tags = (html: string) => html.match(/<[^>]+>/g);
    for (const text of content) {
      for (const [lang, html] of Object.entries(text))
        expect(tags(html), `${lang}: ${text.en.slice(0, 40)}`).toEqual(tags(text.en));
    }
  });
});
