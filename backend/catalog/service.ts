import type {
  Category,
  CategorySummary,
  Collection,
  CollectionSummary,
  Paged,
  Product,
  ProductSummary,
  Sku,
  Tag,
  TagSummary,
} from "#contract/catalog.ts";
import type { ListingQuery } from "#contract/catalog-query.ts";
import { Code } from "#contract/codes.ts";
import type { Language } from "#contract/locales.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { toImage } from "../media/images.ts";
import { reviewSnippets } from "../reviews/service.ts";
import { ApiError, notFound } from "../shared/http.ts";
import { parseI18n, pickLabel, pickText } from "../shared/i18n-text.ts";
import { toPrice, toUsdCents, type Display } from "./display.ts";
import { paging } from "./query.ts";
import {
  findCategoryById,
  imagesByIds,
  listProductImages,
  listProducts,
  listProductTags,
  listSkuPrices,
  listSkus,
  type ProductCardRow,
  type ProductFilter,
  type SkuPriceRow,
} from "./repository.ts";

/** A hidden entity exists but is not shown to shoppers. */
export const forbidden = () => new ApiError(403, Code.permission, "errors.forbidden");

type Label = Partial<Record<Language, string>>;
type StoredOption = { key: string; name: Label; values: Array<{ key: string; label: Label }> };
type StoredSpec = { name: Label; value: Label };

/** A translated field of a row with an `i18n` column, and the language it is in. */
export function textOf(row: { i18n: string }, field: string, lang: Language) {
  return pickText(row as unknown as Record<string, unknown>, parseI18n(row.i18n), field, lang);
}

function parseJson<T>(json: string, fallback: T): T {
  try {
    return (JSON.parse(json) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

export function toCategorySummary(
  row: Row<"category">,
  image: Row<"image"> | undefined,
  lang: Language,
): CategorySummary {
  const name = textOf(row, "name", lang);
  return { id: row.id, slug: row.slug, name: name.text, lang: name.lang, image: toImage(image, name.text) };
}

export function toTagSummary(row: Row<"tag">, lang: Language): TagSummary {
  const name = textOf(row, "name", lang);
  return { id: row.id, slug: row.slug, name: name.text, lang: name.lang };
}

export function toCollectionSummary(
  row: Row<"collection">,
  image: Row<"image"> | undefined,
  lang: Language,
): CollectionSummary {
  const name = textOf(row, "name", lang);
  return { id: row.id, slug: row.slug, name: name.text, lang: name.lang, image: toImage(image, name.text) };
}

/** The SKU a summary shows: the cheapest one. */
function cheapest(skus: SkuPriceRow[]): SkuPriceRow | undefined {
  let best: SkuPriceRow | undefined;
  for (const sku of skus) if (!best || Number(sku.price) < Number(best.price)) best = sku;
  return best;
}

function linePriceOf(display: Display, sku: SkuPriceRow | undefined) {
  if (!sku || sku.line_price === null) return null;
  return Number(sku.line_price) > Number(sku.price) ? toPrice(display, sku.line_price) : null;
}

function summaryOf(
  display: Display,
  row: ProductCardRow,
  skus: SkuPriceRow[],
  image: Row<"image"> | undefined,
): ProductSummary {
  const name = textOf(row, "name", display.lang);
  const sku = cheapest(skus);
  return {
    id: row.id,
    slug: row.slug,
    name: name.text,
    lang: name.lang,
    image: toImage(image, name.text),
    price: toPrice(display, sku?.price ?? 0),
    linePrice: linePriceOf(display, sku),
    score: Number(row.score),
    reviewCount: Number(row.review_count),
    inStock: skus.some((s) => s.stock > 0),
  };
}

function groupBy<T extends { product_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.product_id);
    if (list) list.push(row);
    else map.set(row.product_id, [row]);
  }
  return map;
}

export async function toProductSummaries(db: Db, display: Display, rows: ProductCardRow[]): Promise<ProductSummary[]> {
  const ids = rows.map((r) => r.id);
  const [skus, images] = await Promise.all([listSkuPrices(db, ids), listProductImages(db, ids)]);
  const skusBy = groupBy(skus);
  const imagesBy = groupBy(images);
  return rows.map((row) => summaryOf(display, row, skusBy.get(row.id) ?? [], imagesBy.get(row.id)?.[0]));
}

/** A page of visible products; the price bounds are in the display currency's minor units. */
export async function pagedProducts(
  db: Db,
  display: Display,
  filter: ProductFilter,
  query: ListingQuery & { q?: string; ids?: number[] },
): Promise<Paged<ProductSummary>> {
  const { page, pageSize, offset } = paging(query);
  const full: ProductFilter = { ...filter, q: query.q, ids: query.ids, tagSlug: query.tag ?? filter.tagSlug };
  if (query.minPrice !== undefined) full.minCents = toUsdCents(display, query.minPrice, Math.floor);
  if (query.maxPrice !== undefined) full.maxCents = toUsdCents(display, query.maxPrice, Math.ceil);
  const { rows, total } = await listProducts(db, full, query.sort ?? "featured", display.lang, pageSize, offset);
  return { items: await toProductSummaries(db, display, rows), total, page, pageSize };
}

/**
 * The product page's data. `skuCode` comes from `product/{slug}/{sku}` and is matched without regard to
 * case; an unknown code is a 404.
 */
export async function toProduct(
  db: Db,
  display: Display,
  row: Row<"product">,
  skuCode: string | null,
): Promise<Product> {
  const lang = display.lang;
  const [skus, images, tags, category, recentReviews] = await Promise.all([
    listSkus(db, [row.id]),
    listProductImages(db, [row.id]),
    listProductTags(db, row.id),
    row.category_id === null ? undefined : findCategoryById(db, row.category_id),
    reviewSnippets(db, row.id),
  ]);
  let selectedSku: string | null = null;
  if (skuCode !== null) {
    const match = skus.find((s) => s.code.toLowerCase() === skuCode.toLowerCase());
    if (!match) throw notFound();
    selectedSku = match.code;
  }
  const summary = summaryOf(display, row, skus, images[0]);
  const options = parseJson<StoredOption[]>(row.options, []);
  const specs = parseJson<StoredSpec[]>(row.specs, []);
  const skuImages = await imagesByIds(
    db,
    skus.map((s) => s.image_id),
  );
  const categoryImages = await imagesByIds(db, [category?.image_id ?? null]);
  const optionSkus: Sku[] = skus.map((sku) => {
    const chosen = parseJson<Record<string, string>>(sku.options, {});
    const labels: Record<string, string> = {};
    for (const option of options) {
      const value = option.values.find((v) => v.key === chosen[option.key]);
      if (value) labels[pickLabel(option.name, lang)] = pickLabel(value.label, lang);
    }
    return {
      id: sku.id,
      code: sku.code,
      options: labels,
      price: toPrice(display, sku.price),
      linePrice: linePriceOf(display, sku),
      stock: sku.stock,
      image: toImage(sku.image_id === null ? undefined : skuImages.get(sku.image_id), summary.name),
    };
  });
  return {
    ...summary,
    description: textOf(row, "description", lang).text,
    images: images.map((image) => toImage(image, summary.name)!),
    options: options.map((o) => ({
      name: pickLabel(o.name, lang),
      values: o.values.map((v) => pickLabel(v.label, lang)),
    })),
    skus: optionSkus,
    selectedSku,
    tags: tags.map((t) => toTagSummary(t, lang)),
    category:
      category && !category.hidden
        ? toCategorySummary(
            category,
            category.image_id === null ? undefined : categoryImages.get(category.image_id),
            lang,
          )
        : null,
    specs: specs.map((s) => ({ name: pickLabel(s.name, lang), value: pickLabel(s.value, lang) })),
    recentReviews,
  };
}

export async function toCategory(
  db: Db,
  display: Display,
  row: Row<"category">,
  query: ListingQuery,
): Promise<Category> {
  const images = await imagesByIds(db, [row.image_id]);
  return {
    ...toCategorySummary(row, row.image_id === null ? undefined : images.get(row.image_id), display.lang),
    description: textOf(row, "description", display.lang).text,
    products: await pagedProducts(db, display, { categoryId: row.id }, query),
  };
}

export async function toTag(db: Db, display: Display, row: Row<"tag">, query: ListingQuery): Promise<Tag> {
  return {
    ...toTagSummary(row, display.lang),
    description: textOf(row, "description", display.lang).text,
    products: await pagedProducts(db, display, { tagId: row.id }, query),
  };
}

export async function toCollection(
  db: Db,
  display: Display,
  row: Row<"collection">,
  query: ListingQuery,
): Promise<Collection> {
  const images = await imagesByIds(db, [row.image_id]);
  return {
    ...toCollectionSummary(row, row.image_id === null ? undefined : images.get(row.image_id), display.lang),
    description: textOf(row, "description", display.lang).text,
    products: await pagedProducts(db, display, { collectionId: row.id }, query),
  };
}

export async function toCategorySummaries(db: Db, rows: Row<"category">[], lang: Language): Promise<CategorySummary[]> {
  const images = await imagesByIds(
    db,
    rows.map((r) => r.image_id),
  );
  return rows.map((row) => toCategorySummary(row, row.image_id === null ? undefined : images.get(row.image_id), lang));
}
