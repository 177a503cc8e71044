import { Hono } from "hono";
import { Code } from "#contract/codes.ts";
import { durationPayloadSchema, type VisitorData, type VisitorSummary } from "#contract/visitor.ts";
import type { AppEnv } from "../app.ts";
import { readLocale } from "../catalog/display.ts";
import { textOf } from "../catalog/service.ts";
import { listPromotions } from "../content/repository.ts";
import { favoriteOwnerOf } from "../customers/favorite-routes.ts";
import { favoriteIds } from "../customers/favorites.ts";
import { clientOf } from "../customers/client.ts";
import { visitorIdOf } from "../customers/favorites.ts";
import { getShopper, visitorKey } from "../customers/shopper.ts";
import { actionBuckets, enforceLimits, MINUTE_MS } from "../shared/rate-limit.ts";
import { cartVersion, countCartUnits } from "../cart/repository.ts";
import { claimedCoupons } from "../coupons/repository.ts";
import { ApiError, badRequest, fieldErrors, MAX_JSON_BYTES, nowIso, readJson, NO_FIELDS, sendOk } from "../shared/http.ts";
import { recordVisitDuration } from "./repository.ts";

/**
 * `POST /api/web/visitor/data`: what the storefront keeps about a visitor. The wish list is the
 * favourites of the signed-in customer (`x-auth`) or of the guest (`x-visitor-id`); the cart is theirs
 * too (compact: `count` is the header's `cartNum`); coupons are the signed-in customer's claimed ones.
 */
export const visitorRoutes = new Hono<AppEnv>()
  .post("/data", async (c) => {
    const { db } = c.get("deps");
    const { lang } = readLocale(c);
    await readJson(c, NO_FIELDS);
    const promotions = (await listPromotions(db, nowIso(), true)).map((row) => ({
      id: row.id,
      slug: row.slug,
      title: textOf(row, "title", lang).text,
    }));
    const shopper = await getShopper(c, db);
    const owner = favoriteOwnerOf(shopper);
    const productIds = owner ? await favoriteIds(db, owner) : [];
    const lines = shopper
      ? await db.selectFrom("cart_line").select(["id", "sku_id", "quantity"]).where("owner_key", "=", shopper.key).orderBy("id").execute()
      : [];
    const coupons = shopper?.customer
      ? (await claimedCoupons(db, shopper.customer.id)).map((row) => ({ id: row.id, code: row.code }))
      : [];
    const cart = {
      items: lines.map((l) => ({ lineId: l.id, skuId: l.sku_id, quantity: l.quantity })),
      count: lines.reduce((sum, l) => sum + l.quantity, 0),
      version: shopper ? await cartVersion(db, shopper.key) : 0,
    };
    const data: VisitorData = { signedIn: Boolean(shopper?.customer), wishList: { productIds }, coupons, promotions, cart };
    return sendOk(c, data);
  })
  /**
   * `POST /api/web/visitor/summary`: what every page's header shows of the visitor, and only that —
   * whether the session is live, the favourites' ids (the hearts), the cart's units and version. The
   * storefront asks it on every page it renders; `visitor/data`'s promotions, claimed coupons and cart
   * lines are not read there.
   */
  .post("/summary", async (c) => {
    const { db } = c.get("deps");
    await readJson(c, NO_FIELDS);
    const shopper = await getShopper(c, db);
    const owner = favoriteOwnerOf(shopper);
    const [productIds, count, version] = await Promise.all([
      owner ? favoriteIds(db, owner) : [],
      shopper ? countCartUnits(db, shopper.key) : 0,
      shopper ? cartVersion(db, shopper.key) : 0,
    ]);
    const data: VisitorSummary = { signedIn: Boolean(shopper?.customer), wishList: { productIds }, cart: { count, version } };
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
