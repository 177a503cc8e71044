import { Hono } from "hono";
import { pagingQuerySchema } from "#contract/catalog-query.ts";
import type { AppEnv } from "../app.ts";
import { readDisplay, readLocale } from "../catalog/display.ts";
import { nowIso, readQuery, sendOk } from "../shared/http.ts";
import { listCoupons, listPromotions } from "./repository.ts";
import { pagedArticles, toCoupon, toPromotions } from "./service.ts";

/** `/api/web/article/list`. */
export const articleRoutes = new Hono<AppEnv>().get("/list", async (c) => {
  const { db } = c.get("deps");
  const { lang } = readLocale(c);
  return sendOk(c, await pagedArticles(db, lang, readQuery(c, pagingQuerySchema)));
});

/** `/api/web/promotion/list`: promotions that have not ended. */
export const promotionRoutes = new Hono<AppEnv>().get("/list", async (c) => {
  const { db } = c.get("deps");
  const display = await readDisplay(c, db);
  return sendOk(c, { items: await toPromotions(db, display, await listPromotions(db, nowIso())) });
});

/** `/api/web/coupon/list`: coupons that have not ended. */
export const couponRoutes = new Hono<AppEnv>().get("/list", async (c) => {
  const { db } = c.get("deps");
  const display = await readDisplay(c, db);
  return sendOk(c, { items: (await listCoupons(db, nowIso())).map((row) => toCoupon(display, row)) });
});
