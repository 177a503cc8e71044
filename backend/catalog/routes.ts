import { Hono } from "hono";
import { productDetailQuerySchema, productListQuerySchema } from "#contract/catalog-query.ts";
import type { AppEnv } from "../app.ts";
import { notFound, readQuery, sendOk } from "../shared/http.ts";
import { readDisplay, readLocale } from "./display.ts";
import { paging } from "./query.ts";
import { findCategoryBySlug, findCollectionBySlug, findProductBySlug, listCategories, listTags } from "./repository.ts";
import { correctedSearch } from "./spelling.ts";
import { forbidden, pagedProducts, toCategorySummaries, toProduct, toTagSummary } from "./service.ts";

/** `/api/web/product/*`: the listings and details the storefront's product blocks load. */
export const productRoutes = new Hono<AppEnv>()
  .get("/list", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const query = readQuery(c, productListQuerySchema);
    const filter: { categoryId?: number; collectionId?: number } = {};
    // An unknown or hidden category or collection lists nothing, so a stale block does not break its page.
    const { page, pageSize } = paging(query);
    const nothing = { items: [], total: 0, page, pageSize };
    if (query.category !== undefined) {
      const category = await findCategoryBySlug(db, query.category);
      if (!category || category.hidden) return sendOk(c, nothing);
      filter.categoryId = category.id;
    }
    if (query.collection !== undefined) {
      const collection = await findCollectionBySlug(db, query.collection);
      if (!collection || collection.hidden) return sendOk(c, nothing);
      filter.collectionId = collection.id;
    }
    const found = await pagedProducts(db, display, filter, query);
    const searchOnly = !filter.categoryId && !filter.collectionId && !query.tag && !query.ids;
    const priced = query.minPrice !== undefined || query.maxPrice !== undefined;
    if (found.total > 0 || !query.q || !searchOnly || priced) return sendOk(c, found);
    // Nothing found: the query's words put right against the shop's names, if that finds something.
    const corrected = await correctedSearch(db, query.q, display.lang).catch((error: unknown) => {
      c.get("deps").log.warn({ err: error }, "search correction failed");
      return null;
    });
    if (!corrected) return sendOk(c, found);
    const again = await pagedProducts(db, display, filter, { ...query, q: corrected });
    return sendOk(c, again.total > 0 ? { ...again, corrected } : found);
  })
  .get("/detail", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const { slug, sku } = readQuery(c, productDetailQuerySchema);
    const row = await findProductBySlug(db, slug);
    if (!row) throw notFound();
    if (row.hidden) throw forbidden();
    return sendOk(c, await toProduct(db, display, row, sku ?? null));
  });

/** `/api/web/category/list`: the visible categories, for navigation. */
export const categoryRoutes = new Hono<AppEnv>().get("/list", async (c) => {
  const { db } = c.get("deps");
  const { lang } = readLocale(c);
  return sendOk(c, { items: await toCategorySummaries(db, await listCategories(db), lang) });
});

/** `/api/web/tag/list`. */
export const tagRoutes = new Hono<AppEnv>().get("/list", async (c) => {
  const { db } = c.get("deps");
  const { lang } = readLocale(c);
  return sendOk(c, { items: (await listTags(db)).map((row) => toTagSummary(row, lang)) });
});
