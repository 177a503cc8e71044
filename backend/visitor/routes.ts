import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { Code } from "#contract/codes.ts";
import { durationPayloadSchema, VISITOR_ID_COOKIE, visitorIdSchema, type VisitorData } from "#contract/visitor.ts";
import type { AppEnv } from "../app.ts";
import { readLocale } from "../catalog/display.ts";
import { textOf } from "../catalog/service.ts";
import { listPromotions } from "../content/repository.ts";
import { favoriteOwner } from "../customers/favorite-routes.ts";
import { favoriteIds } from "../customers/favorites.ts";
import { getShopper } from "../customers/shopper.ts";
import { cartVersion } from "../cart/repository.ts";
import { claimedCoupons } from "../coupons/repository.ts";
import { ApiError, badRequest, fieldErrors, MAX_JSON_BYTES, nowIso, readJson, sendOk } from "../shared/http.ts";
import { recordVisitDuration } from "./repository.ts";

/**
 * `POST /api/web/visitor/data`: what the storefront keeps about a visitor. The wish list is the
 * favourites of the signed-in customer (`x-auth`) or of the guest (`x-visitor-id`); the cart is theirs
 * too (compact: `count` is the header's `cartNum`); coupons are the signed-in customer's claimed ones.
 */
export const visitorRoutes = new Hono<AppEnv>().post("/data", async (c) => {
  const { db } = c.get("deps");
  const { lang } = readLocale(c);
  await readJson(c, z.strictObject({}));
  const promotions = (await listPromotions(db, nowIso(), true)).map((row) => ({
    id: row.id,
    slug: row.slug,
    title: textOf(row, "title", lang).text,
  }));
  const owner = await favoriteOwner(c, db);
  const productIds = owner ? await favoriteIds(db, owner) : [];
  const cartOwner = await getShopper(c, db);
  const lines = cartOwner
    ? await db.selectFrom("cart_line").select(["id", "sku_id", "quantity"]).where("owner_key", "=", cartOwner.key).orderBy("id").execute()
    : [];
  const coupons = cartOwner?.customer
    ? (await claimedCoupons(db, cartOwner.customer.id)).map((row) => ({ id: row.id, code: row.code }))
    : [];
  const cart = {
    items: lines.map((l) => ({ lineId: l.id, skuId: l.sku_id, quantity: l.quantity })),
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    version: cartOwner ? await cartVersion(db, cartOwner.key) : 0,
  };
  const data: VisitorData = { wishList: { productIds }, coupons, promotions, cart };
  return sendOk(c, data);
});

/**
 * `POST /api/web/stat/duration`: the page-time beacon. `navigator.sendBeacon` sends its JSON as
 * text/plain, so both content types are read.
 */
export const statRoutes = new Hono<AppEnv>().post("/duration", async (c) => {
  const { db } = c.get("deps");
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/json") && !type.includes("text/plain")) throw badRequest("errors.contentType");
  if (Number(c.req.header("content-length") ?? 0) > MAX_JSON_BYTES)
    throw new ApiError(413, Code.result, "errors.tooLarge");
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) throw new ApiError(413, Code.result, "errors.tooLarge");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("errors.malformedJson");
  }
  const parsed = durationPayloadSchema.safeParse(body);
  if (!parsed.success) throw badRequest("errors.validation", { fields: fieldErrors(parsed.error) });
  const cookie = visitorIdSchema.safeParse(getCookie(c, VISITOR_ID_COOKIE));
  await recordVisitDuration(db, {
    visitorId: cookie.success ? cookie.data : null,
    path: parsed.data.path ?? null,
    duration: parsed.data.duration,
  });
  return sendOk(c, null);
});
