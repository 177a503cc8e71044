import { sql, type ExpressionBuilder } from "kysely";
import type { ProductSort } from "#contract/catalog-query.ts";
import { contentFallbacks, type Language } from "#contract/locales.ts";
import type { Db } from "../db/connection.ts";
import type { Database, Row } from "../db/database.ts";
import { prepared } from "../db/prepared.ts";
import { i18nText, shownTexts } from "../shared/i18n-sql.ts";
import { contains, inJsonString, searchWords } from "../shared/search-sql.ts";

/** What a product listing is narrowed to; prices are USD cents. */
export type ProductFilter = {
  categoryId?: number;
  tagId?: number;
  tagSlug?: string;
  collectionId?: number;
  q?: string;
  ids?: number[];
  minCents?: number;
  maxCents?: number;
};

/** What a product card shows of a product's row (catalog/service.ts `summaryOf`). */
export type ProductCardRow = Pick<Row<"product">, "id" | "slug" | "name" | "score" | "review_count" | "i18n">;

const minSkuPrice = (eb: ExpressionBuilder<Database, "product">) =>
  eb
    .selectFrom("sku")
    .select((e) => e.fn.min("sku.price").as("p"))
    .whereRef("sku.product_id", "=", "product.id");

/** `table`'s name contains `word` in English or a language a page in `lang` shows (its fallbacks). */
function nameContains(db: Db, table: "product" | "category" | "parent", word: string, lang: Language) {
  return sql<boolean>`(${sql.join(
    [
      contains(db, sql.ref<string>(`${table}.name`), word),
      ...contentFallbacks(lang)
        .filter((code) => code !== "en")
        .map((code) => contains(db, i18nText(db, sql.ref<string>(`${table}.i18n`), "name", code), word)),
    ],
    sql` or `,
  )})`;
}

/**
 * The visible categories whose name contains `word` in a language a page in `lang` shows
 * (its fallbacks and English, as the menu names them), and their sub-categories, as a category listing
 * lists a parent's products with its children's.
 */
function categoriesNamed(db: Db, word: string, lang: Language) {
  const named = (table: "category" | "parent") => nameContains(db, table, word, lang);
  return db
    .selectFrom("category")
    .leftJoin("category as parent", (join) => join.onRef("parent.id", "=", "category.parent_id").on("parent.hidden", "=", 0))
    .select("category.id")
    .where((eb) => eb.or([eb.and([eb("category.hidden", "=", 0), named("category")]), named("parent")]));
}

/**
 * The visible products `filter` narrows to. A search (`q`) is split into words (`searchWords`); every
 * word must be found, each in any of the product's English name, its `i18n` column (every language's
 * name and description) or its category's name in the shown language or English.
 */
function filteredProducts(db: Db, filter: ProductFilter, lang: Language) {
  let query = db.selectFrom("product").where("product.hidden", "=", 0);
  const { categoryId, tagId, tagSlug, collectionId, q, ids, minCents, maxCents } = filter;
  if (categoryId !== undefined) {
    query = query.where("product.category_id", "in", (eb) =>
      eb
        .selectFrom("category")
        .select("category.id")
        .where((e) => e.or([e("category.id", "=", categoryId), e("category.parent_id", "=", categoryId)])),
    );
  }
  if (tagId !== undefined || tagSlug !== undefined) {
    query = query.where((eb) => {
      let tags = eb
        .selectFrom("product_tag")
        .innerJoin("tag", "tag.id", "product_tag.tag_id")
        .select("product_tag.tag_id")
        .whereRef("product_tag.product_id", "=", "product.id");
      if (tagId !== undefined) tags = tags.where("tag.id", "=", tagId);
      if (tagSlug !== undefined) tags = tags.where("tag.slug", "=", tagSlug);
      return eb.exists(tags);
    });
  }
  if (collectionId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("collection_product")
          .select("collection_product.product_id")
          .whereRef("collection_product.product_id", "=", "product.id")
          .where("collection_product.collection_id", "=", collectionId),
      ),
    );
  }
  for (const word of searchWords(q ?? "")) {
    query = query.where((eb) =>
      eb.or([
        contains(db, sql.ref<string>("product.name"), word),
        contains(db, sql.ref<string>("product.i18n"), inJsonString(word)),
        eb("product.category_id", "in", categoriesNamed(db, word, lang)),
      ]),
    );
  }
  if (ids) query = query.where("product.id", "in", ids.length ? ids : [0]);
  if (minCents !== undefined) query = query.where((eb) => eb(minSkuPrice(eb), ">=", minCents));
  if (maxCents !== undefined) query = query.where((eb) => eb(minSkuPrice(eb), "<=", maxCents));
  return query;
}

/** One page of visible products (what their cards show, names in `lang`), and the total count. */
export async function listProducts(
  db: Db,
  filter: ProductFilter,
  sort: ProductSort,
  lang: Language,
  limit: number,
  offset: number,
): Promise<{ rows: ProductCardRow[]; total: number }> {
  const base = filteredProducts(db, filter, lang);
  const count = await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
  let query = base
    .select(["product.id", "product.slug", "product.name", "product.score", "product.review_count"])
    .select(shownTexts(db, "product", ["name"], lang).as("i18n"))
    .select((eb) => minSkuPrice(eb).as("min_price"));
  switch (sort) {
    case "newest":
      query = query.orderBy("product.created_at", "desc").orderBy("product.id", "desc");
      break;
    case "price-asc":
      query = query.orderBy("min_price", "asc");
      break;
    case "price-desc":
      query = query.orderBy("min_price", "desc");
      break;
    case "name":
      query = query.orderBy("product.name", "asc");
      break;
    case "score":
      query = query.orderBy("product.score", "desc").orderBy("product.review_count", "desc");
      break;
    case "featured":
      // A search lists first the products whose name (in a language the page shows, or English) holds
      // every word, then those found only by their description or category.
      if (filter.q) {
        const words = searchWords(filter.q);
        const named = (word: string) => nameContains(db, "product", word, lang);
        if (words.length) query = query.orderBy(sql`case when ${sql.join(words.map(named), sql` and `)} then 0 else 1 end`);
      }
      if (filter.collectionId !== undefined) {
        const collectionId = filter.collectionId;
        query = query.orderBy((eb) =>
          eb
            .selectFrom("collection_product")
            .select("collection_product.sort")
            .whereRef("collection_product.product_id", "=", "product.id")
            .where("collection_product.collection_id", "=", collectionId),
        );
      }
      query = query.orderBy("product.sort", "asc");
      break;
  }
  const rows = await query.orderBy("product.id", "asc").limit(limit).offset(offset).execute();
  return { rows, total: Number(count?.n ?? 0) };
}

const productBySlug = prepared((db, p: { slug: string }) => db.selectFrom("product").selectAll().where("slug", "=", p.slug));

export async function findProductBySlug(db: Db, slug: string): Promise<Row<"product"> | undefined> {
  return productBySlug.first(db, { slug });
}

const productById = prepared((db, p: { id: number }) => db.selectFrom("product").selectAll().where("id", "=", p.id));

export async function findProductById(db: Db, id: number): Promise<Row<"product"> | undefined> {
  return productById.first(db, { id });
}

const skusOf = prepared((db, p: { ids: number[] }) =>
  db.selectFrom("sku").selectAll().where("product_id", "in", p.ids).orderBy("product_id").orderBy("sort").orderBy("id"),
);

export async function listSkus(db: Db, productIds: number[]): Promise<Row<"sku">[]> {
  if (!productIds.length) return [];
  return skusOf.rows(db, { ids: productIds });
}

/** What a product card reads of a SKU: its price, struck-through price and stock. */
export type SkuPriceRow = Pick<Row<"sku">, "product_id" | "price" | "line_price" | "stock">;

const skuPricesOf = prepared((db, p: { ids: number[] }) =>
  db
    .selectFrom("sku")
    .select(["product_id", "price", "line_price", "stock"])
    .where("product_id", "in", p.ids)
    .orderBy("product_id")
    .orderBy("sort")
    .orderBy("id"),
);

/** The SKUs of listed products as their cards read them (not their codes, options and images). */
export async function listSkuPrices(db: Db, productIds: number[]): Promise<SkuPriceRow[]> {
  if (!productIds.length) return [];
  return skuPricesOf.rows(db, { ids: productIds });
}

const imagesOfProducts = prepared((db, p: { ids: number[] }) =>
  db
    .selectFrom("product_image")
    .innerJoin("image", "image.id", "product_image.image_id")
    .selectAll("image")
    .select("product_image.product_id")
    .where("product_image.product_id", "in", p.ids)
    .orderBy("product_image.product_id")
    .orderBy("product_image.sort")
    .orderBy("image.id"),
);

/** Product images in display order, with the image rows. */
export async function listProductImages(
  db: Db,
  productIds: number[],
): Promise<Array<Row<"image"> & { product_id: number }>> {
  if (!productIds.length) return [];
  return imagesOfProducts.rows(db, { ids: productIds });
}

const imagesIn = prepared((db, p: { ids: number[] }) => db.selectFrom("image").selectAll().where("id", "in", p.ids));

export async function imagesByIds(db: Db, ids: Array<number | null>): Promise<Map<number, Row<"image">>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await imagesIn.rows(db, { ids: wanted });
  return new Map(rows.map((row) => [row.id, row]));
}

const productTags = prepared((db, p: { product: number }) =>
  db
    .selectFrom("tag")
    .innerJoin("product_tag", "product_tag.tag_id", "tag.id")
    .selectAll("tag")
    .where("product_tag.product_id", "=", p.product)
    .where("tag.hidden", "=", 0)
    .orderBy("tag.slug"),
);

export async function listProductTags(db: Db, productId: number): Promise<Row<"tag">[]> {
  return productTags.rows(db, { product: productId });
}

const categoryBySlug = prepared((db, p: { slug: string }) => db.selectFrom("category").selectAll().where("slug", "=", p.slug));

export async function findCategoryBySlug(db: Db, slug: string): Promise<Row<"category"> | undefined> {
  return categoryBySlug.first(db, { slug });
}

const categoryById = prepared((db, p: { id: number }) => db.selectFrom("category").selectAll().where("id", "=", p.id));

export async function findCategoryById(db: Db, id: number): Promise<Row<"category"> | undefined> {
  return categoryById.first(db, { id });
}

const visibleCategories = prepared((db) =>
  db.selectFrom("category").selectAll().where("hidden", "=", 0).orderBy("sort").orderBy("id"),
);

export async function listCategories(db: Db): Promise<Row<"category">[]> {
  return visibleCategories.rows(db, {});
}

const tagBySlug = prepared((db, p: { slug: string }) => db.selectFrom("tag").selectAll().where("slug", "=", p.slug));

export async function findTagBySlug(db: Db, slug: string): Promise<Row<"tag"> | undefined> {
  return tagBySlug.first(db, { slug });
}

const visibleTags = prepared((db) => db.selectFrom("tag").selectAll().where("hidden", "=", 0).orderBy("slug"));

export async function listTags(db: Db): Promise<Row<"tag">[]> {
  return visibleTags.rows(db, {});
}

const collectionBySlug = prepared((db, p: { slug: string }) => db.selectFrom("collection").selectAll().where("slug", "=", p.slug));

export async function findCollectionBySlug(db: Db, slug: string): Promise<Row<"collection"> | undefined> {
  return collectionBySlug.first(db, { slug });
}
