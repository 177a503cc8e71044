import { Hono } from "hono";
import { z } from "zod";
import { Code } from "#contract/codes.ts";
import { durationPayloadSchema, type VisitorData } from "#contract/visitor.ts";
import type { AppEnv } from "../app.ts";
import { readLocale } from "../catalog/display.ts";
import { textOf } from "../catalog/service.ts";
import { listPromotions } from "../content/repository.ts";
import { favoriteOwner } from "../customers/favorite-routes.ts";
import { favoriteIds } from "../customers/favorites.ts";
import { clientOf } from "../customers/client.ts";
import { visitorIdOf } from "../customers/favorites.ts";
import { getShopper, visitorKey } from "../customers/shopper.ts";
import { actionBuckets, enforceLimits, MINUTE_MS } from "../shared/rate-limit.ts";
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
  const data: VisitorData = { signedIn: Boolean(cartOwner?.customer), wishList: { productIds }, coupons, promotions, cart };
  return sendOk(c, data);
});

const BEACON_LIMITS = { owner: { max: 30, windowMs: MINUTE_MS }, ip: { max: 600, windowMs: MINUTE_MS } };

/** The page a beacon names, without its query (which may carry tokens) and within a sane length. */
function pagePathOf(path: string | undefined): string {
  if (!path) return "";
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return pathname.startsWith("/") ? pathname.slice(0, 300) : "";
}

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
  // `sendBeacon` carries the cookies, not the storefront's headers: the visitor is the cookie's, or
  // before the visitor has one (browsing sets none), the id the browser keeps in local storage.
  const visitorId = visitorIdOf(c) ?? parsed.data.visitorId ?? null;
  await enforceLimits(db, actionBuckets("beacon", BEACON_LIMITS, { owner: visitorId ? visitorKey(visitorId) : null, ip: clientOf(c).ip }));
  await recordVisitDuration(db, {
    visitorKey: visitorId ? visitorKey(visitorId) : "",
    path: pagePathOf(parsed.data.path),
    seconds: parsed.data.duration,
  });
  return sendOk(c, null);
});
