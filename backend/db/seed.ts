import { availableParallelism } from "node:os";
import { CURRENCIES } from "#contract/currencies.ts";
import sharp from "sharp";
import { storeImage } from "../media/images.ts";
import { putNewsletterSettings } from "../newsletter/repository.ts";
import { getSetting, putRate, putSetting, SettingKey } from "../settings/repository.ts";
import type { Db } from "./connection.ts";
import { seedCommunity } from "./seed-community.ts";
import { stableHash } from "./stable-hash.ts";
import { demoReturnSettings } from "./seed-data/returns.ts";
import { seedShipping } from "./seed-data/shipping.ts";
import type { SeedData, SeedOption, SeedProduct, Text } from "./seed-data/types.ts";

type ImageKind = "product" | "article" | "category";
const IMAGE_SIZES: Record<ImageKind, { width: number; height: number }> = {
  product: { width: 1200, height: 1200 },
  article: { width: 1600, height: 900 },
  category: { width: 1200, height: 800 },
};
/** Two per product keeps the seed of the full catalogue near 25 s on two cores. */
const PRODUCT_IMAGES = 2;
/** Images encoded at once: sharp encodes each on one thread here, so one per core. */
const IMAGE_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism()));

/** Mostly 1–40 in stock; about one SKU in eleven is sold out, so the shop shows that state too. */
export function seedStock(code: string): number {
  const hash = stableHash(code);
  return hash % 11 === 0 ? 0 : 1 + ((hash >>> 8) % 40);
}

function mix(hex: string, toward: string, amount: number): string {
  const parse = (h: string) => {
    const full = h.replace("#", "").padEnd(6, "0");
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) || 0);
  };
  const a = parse(hex);
  const b = parse(toward);
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i]! - v) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** An SVG of a soft gradient in the given colours with a simple product-like shape, varied by `seed`. */
export function seedImageSvg(kind: ImageKind, colors: string[], seed: number, shape = seed): string {
  const { width: w, height: h } = IMAGE_SIZES[kind];
  const main = colors[seed % colors.length] ?? "#888888";
  const accent = colors[(seed + 1) % colors.length] ?? mix(main, "#000000", 0.3);
  const bgFrom = mix(main, "#ffffff", 0.82);
  const bgTo = mix(accent, "#ffffff", 0.68);
  const cx = w / 2;
  const cy = h / 2;
  const s = Math.min(w, h);
  const shadow = `<ellipse cx="${cx}" cy="${cy + s * 0.3}" rx="${s * 0.26}" ry="${s * 0.035}" fill="#000" opacity="0.10"/>`;
  const shapes = [
    // a bag: body with a handle
    `<path d="M${cx - s * 0.12} ${cy - s * 0.12} a${s * 0.12} ${s * 0.13} 0 0 1 ${s * 0.24} 0" fill="none" stroke="${mix(main, "#000000", 0.35)}" stroke-width="${s * 0.025}"/>
     <rect x="${cx - s * 0.22}" y="${cy - s * 0.12}" width="${s * 0.44}" height="${s * 0.4}" rx="${s * 0.04}" fill="${main}"/>
     <rect x="${cx - s * 0.22}" y="${cy + s * 0.02}" width="${s * 0.44}" height="${s * 0.05}" fill="${accent}" opacity="0.85"/>`,
    // a bottle
    `<rect x="${cx - s * 0.05}" y="${cy - s * 0.3}" width="${s * 0.1}" height="${s * 0.12}" rx="${s * 0.015}" fill="${accent}"/>
     <rect x="${cx - s * 0.14}" y="${cy - s * 0.2}" width="${s * 0.28}" height="${s * 0.48}" rx="${s * 0.09}" fill="${main}"/>
     <rect x="${cx - s * 0.14}" y="${cy - s * 0.02}" width="${s * 0.28}" height="${s * 0.12}" fill="${mix(accent, "#ffffff", 0.4)}"/>`,
    // a folded garment
    `<path d="M${cx - s * 0.26} ${cy - s * 0.16} L${cx - s * 0.1} ${cy - s * 0.24} Q${cx} ${cy - s * 0.17} ${cx + s * 0.1} ${cy - s * 0.24} L${cx + s * 0.26} ${cy - s * 0.16} L${cx + s * 0.2} ${cy - s * 0.04} L${cx + s * 0.15} ${cy - s * 0.07} L${cx + s * 0.15} ${cy + s * 0.28} L${cx - s * 0.15} ${cy + s * 0.28} L${cx - s * 0.15} ${cy - s * 0.07} L${cx - s * 0.2} ${cy - s * 0.04} Z" fill="${main}"/>
     <path d="M${cx - s * 0.06} ${cy - s * 0.21} Q${cx} ${cy - s * 0.15} ${cx + s * 0.06} ${cy - s * 0.21}" fill="none" stroke="${accent}" stroke-width="${s * 0.012}"/>`,
    // a round object
    `<circle cx="${cx}" cy="${cy}" r="${s * 0.24}" fill="${main}"/>
     <circle cx="${cx - s * 0.07}" cy="${cy - s * 0.08}" r="${s * 0.07}" fill="#ffffff" opacity="0.25"/>
     <rect x="${cx - s * 0.24}" y="${cy - s * 0.02}" width="${s * 0.48}" height="${s * 0.04}" fill="${accent}" opacity="0.8"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${bgFrom}"/><stop offset="1" stop-color="${bgTo}"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w * 0.82}" cy="${h * 0.18}" r="${s * 0.22}" fill="#ffffff" opacity="0.22"/>
  ${shadow}
  ${shapes[shape % shapes.length]}
</svg>`;
}

export async function renderSeedImage(kind: ImageKind, colors: string[], seed: number, shape = seed): Promise<Buffer> {
  return sharp(Buffer.from(seedImageSvg(kind, colors, seed, shape)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Translations of several fields as the `i18n` column stores them; English stays in the base columns. */
function i18nOf(fields: Record<string, Text>): string {
  const out: Record<string, Record<string, string>> = {};
  for (const [field, text] of Object.entries(fields)) {
    for (const [lang, value] of Object.entries(text)) {
      if (lang === "en" || !value) continue;
      (out[lang] ??= {})[field] = value;
    }
  }
  return JSON.stringify(out);
}

type SkuPlan = { code: string; options: Record<string, string>; delta: number };

/** Every combination of the product's option values, with its SKU code and price difference. */
export function planSkus(product: SeedProduct): SkuPlan[] {
  let plans: SkuPlan[] = [{ code: product.slug.toUpperCase(), options: {}, delta: 0 }];
  for (const option of product.options as SeedOption[]) {
    plans = plans.flatMap((plan) =>
      option.values.map((value) => ({
        code: `${plan.code}-${value.key.toUpperCase()}`,
        options: { ...plan.options, [option.key]: value.key },
        delta: plan.delta + (value.priceDelta ?? 0),
      })),
    );
  }
  return plans.map((plan) => ({ ...plan, code: plan.code.replace(/[^A-Z0-9-]+/g, "-") }));
}

type ImageJob = {
  key: string;
  kind: ImageKind;
  folder: string;
  colors: string[];
  seed: number;
  shape?: number;
  alt: string;
};

/** The drawn shape per category (bag, bottle, garment, round object), so images hint at the product. */
const CATEGORY_SHAPES: Record<string, number> = {
  bags: 0,
  home: 1,
  "camp-kitchen": 1,
  clothing: 2,
  outerwear: 2,
  accessories: 3,
};

/** Generates the seed images and answers their ids by key (`product:<slug>:<n>`, `category:<slug>` …). */
async function generateImages(db: Db, uploadsDir: string, data: SeedData): Promise<Map<string, number>> {
  const jobs: ImageJob[] = [];
  for (const category of data.categories) {
    jobs.push({
      key: `category:${category.slug}`,
      kind: "category",
      folder: "catalog",
      colors: [category.color],
      seed: 3,
      alt: category.name.en,
    });
  }
  const colorsOf = new Map(data.products.map((p) => [p.slug, p.colors]));
  for (const collection of data.collections) {
    const colors = collection.products.flatMap((slug) => colorsOf.get(slug) ?? []).slice(0, 3);
    jobs.push({
      key: `collection:${collection.slug}`,
      kind: "category",
      folder: "catalog",
      colors: colors.length ? colors : ["#777777"],
      seed: 0,
      alt: collection.name.en,
    });
  }
  for (const product of data.products) {
    const shape = CATEGORY_SHAPES[product.category] ?? stableHash(product.slug);
    for (let n = 0; n < PRODUCT_IMAGES; n++) {
      jobs.push({
        key: `product:${product.slug}:${n}`,
        kind: "product",
        folder: "catalog",
        colors: product.colors,
        seed: n,
        shape,
        alt: product.name.en,
      });
    }
  }
  for (const article of data.articles) {
    jobs.push({
      key: `article:${article.slug}`,
      kind: "article",
      folder: "articles",
      colors: [article.color],
      seed: stableHash(article.slug),
      alt: article.title.en,
    });
  }
  const ids = await mapLimit(jobs, IMAGE_CONCURRENCY, async (job) => {
    const input = await renderSeedImage(job.kind, job.colors, job.seed, job.shape);
    const row = await storeImage(db, uploadsDir, input, { folder: job.folder, alt: job.alt });
    return row.id;
  });
  return new Map(jobs.map((job, i) => [job.key, ids[i]!]));
}

/** Loads the demo catalogue; the data module is imported only when a shop is actually seeded. */
async function defaultSeedData(): Promise<SeedData> {
  return (await import("./seed-data/index.ts")).seedData;
}

/**
 * Fills an empty shop with the demo catalogue, content, rates and templates. Does nothing when any
 * product exists. Images are generated first (WebP through the media pipeline), then every row is
 * written in one transaction.
 */
export async function seedDatabase(
  db: Db,
  uploadsDir: string,
  options: { images: boolean; data?: SeedData },
): Promise<{ seeded: boolean }> {
  const existing = await db.selectFrom("product").select("id").limit(1).executeTakeFirst();
  if (existing) return { seeded: false };
  const data = options.data ?? (await defaultSeedData());
  const images = options.images ? await generateImages(db, uploadsDir, data) : new Map<string, number>();
  const now = Date.now();
  const iso = (offsetMinutes: number) => new Date(now - offsetMinutes * 60_000).toISOString();

  await db.transaction().execute(async (trx) => {
    const categoryIds = new Map<string, number>();
    for (const [sort, category] of data.categories.entries()) {
      const row = await trx
        .insertInto("category")
        .values({
          slug: category.slug,
          name: category.name.en,
          description: category.description.en,
          i18n: i18nOf({ name: category.name, description: category.description }),
          image_id: images.get(`category:${category.slug}`) ?? null,
          sort,
          hidden: 0,
          created_at: iso(0),
          updated_at: iso(0),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      categoryIds.set(category.slug, row.id);
    }

    const tagIds = new Map<string, number>();
    for (const tag of data.tags) {
      const row = await trx
        .insertInto("tag")
        .values({
          slug: tag.slug,
          name: tag.name.en,
          description: "",
          i18n: i18nOf({ name: tag.name }),
          hidden: 0,
          created_at: iso(0),
          updated_at: iso(0),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      tagIds.set(tag.slug, row.id);
    }

    const productIds = new Map<string, number>();
    for (const [index, product] of data.products.entries()) {
      const row = await trx
        .insertInto("product")
        .values({
          slug: product.slug,
          category_id: categoryIds.get(product.category) ?? null,
          name: product.name.en,
          description: product.description.en,
          i18n: i18nOf({ name: product.name, description: product.description }),
          specs: JSON.stringify(product.specs),
          options: JSON.stringify(
            product.options.map((o) => ({
              key: o.key,
              name: o.name,
              values: o.values.map((v) => ({ key: v.key, label: v.label })),
            })),
          ),
          // Computed from the seeded reviews (seed-community.ts), never made up.
          score: 0,
          review_count: 0,
          sort: index,
          hidden: product.hidden ? 1 : 0,
          created_at: iso(index * 60),
          updated_at: iso(index * 60),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      productIds.set(product.slug, row.id);
      const skus = planSkus(product).map((plan, sort) => ({
        product_id: row.id,
        code: plan.code,
        options: JSON.stringify(plan.options),
        price: product.price + plan.delta,
        line_price: product.linePrice ? product.linePrice + plan.delta : null,
        stock: seedStock(plan.code),
        sort,
      }));
      await trx.insertInto("sku").values(skus).execute();
      const tags = product.tags.flatMap((slug) =>
        tagIds.has(slug) ? [{ product_id: row.id, tag_id: tagIds.get(slug)! }] : [],
      );
      if (tags.length) await trx.insertInto("product_tag").values(tags).execute();
      const productImages = Array.from({ length: PRODUCT_IMAGES }, (_, n) => n).flatMap((n) => {
        const imageId = images.get(`product:${product.slug}:${n}`);
        return imageId === undefined ? [] : [{ product_id: row.id, image_id: imageId, sort: n }];
      });
      if (productImages.length) await trx.insertInto("product_image").values(productImages).execute();
    }

    for (const [sort, collection] of data.collections.entries()) {
      const row = await trx
        .insertInto("collection")
        .values({
          slug: collection.slug,
          name: collection.name.en,
          description: collection.description.en,
          i18n: i18nOf({ name: collection.name, description: collection.description }),
          image_id: images.get(`collection:${collection.slug}`) ?? null,
          sort,
          hidden: 0,
          created_at: iso(0),
          updated_at: iso(0),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const members = collection.products.flatMap((slug, position) =>
        productIds.has(slug) ? [{ collection_id: row.id, product_id: productIds.get(slug)!, sort: position }] : [],
      );
      if (members.length) await trx.insertInto("collection_product").values(members).execute();
    }

    for (const article of data.articles) {
      await trx
        .insertInto("article")
        .values({
          slug: article.slug,
          title: article.title.en,
          summary: article.summary.en,
          content: article.content.en,
          author: article.author,
          i18n: i18nOf({ title: article.title, summary: article.summary, content: article.content }),
          thumbnail_id: images.get(`article:${article.slug}`) ?? null,
          published_at: article.publishedAt,
          hidden: 0,
          created_at: article.publishedAt,
          updated_at: article.publishedAt,
        })
        .execute();
    }

    for (const page of data.pages) {
      await trx
        .insertInto("page")
        .values({
          slug: page.slug,
          title: page.title.en,
          content: page.content.en,
          i18n: i18nOf({ title: page.title, content: page.content }),
          hidden: 0,
          created_at: iso(0),
          updated_at: iso(0),
        })
        .execute();
    }

    for (const promotion of data.promotions) {
      await trx
        .insertInto("promotion")
        .values({
          slug: promotion.slug,
          title: promotion.title.en,
          description: promotion.description.en,
          i18n: i18nOf({ title: promotion.title, description: promotion.description }),
          kind: promotion.kind,
          value: promotion.value,
          min_amount: promotion.minAmount,
          starts_at: promotion.startsAt,
          ends_at: promotion.endsAt,
          hidden: 0,
          created_at: iso(0),
          updated_at: iso(0),
        })
        .execute();
    }

    for (const coupon of data.coupons) {
      await trx
        .insertInto("coupon")
        .values({
          slug: coupon.slug,
          code: coupon.code,
          title: coupon.title.en,
          description: coupon.description.en,
          i18n: i18nOf({ title: coupon.title, description: coupon.description }),
          kind: coupon.kind,
          value: coupon.value,
          min_amount: coupon.minAmount,
          total_limit: coupon.totalLimit,
          per_customer_limit: coupon.perCustomerLimit,
          used_count: 0,
          starts_at: coupon.startsAt,
          ends_at: coupon.endsAt,
          hidden: 0,
          created_at: iso(0),
          updated_at: iso(0),
        })
        .execute();
    }

    if (data.templates.length) {
      await trx
        .insertInto("page_template")
        .values(data.templates.map((t) => ({ ...t, created_at: iso(0), updated_at: iso(0) })))
        .onConflict((oc) => oc.columns(["type", "slug", "lang"]).doNothing())
        .execute();
    }

    for (const code of CURRENCIES) {
      const rate = data.rates[code];
      if (rate) await putRate(trx, code, rate);
    }
    const shop = (await getSetting(trx, SettingKey.shop)) as Record<string, unknown>;
    if (typeof shop.name !== "string" || !shop.name)
      await putSetting(trx, SettingKey.shop, { ...shop, name: data.shopName });
    const returns = (await getSetting(trx, SettingKey.returns)) as Record<string, unknown>;
    if (!returns.address) await putSetting(trx, SettingKey.returns, { ...demoReturnSettings, ...returns });
    await seedShipping(trx);
    await seedCommunity(trx, data, now);
    // The seeded VIP20 coupon thanks newsletter subscribers: the welcome email hands it out.
    if (data.coupons.some((c) => c.code === "VIP20")) await putNewsletterSettings(trx, { welcomeCoupon: "VIP20" });
  });
  return { seeded: true };
}
