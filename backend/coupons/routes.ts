import { Hono } from "hono";
import { Code } from "#contract/codes.ts";
import { CouponClaimSchema, CouponMessages, type ClaimedCoupon } from "#contract/order.ts";
import { EmptySchema } from "#contract/cart.ts";
import type { AppEnv } from "../app.ts";
import { readDisplay, type Display } from "../catalog/display.ts";
import { findCouponByCode } from "../checkout/pricing.ts";
import { findCouponBySlug } from "../content/repository.ts";
import { toCoupon } from "../content/service.ts";
import { requireCustomer } from "../customers/sessions.ts";
import type { Row } from "../db/database.ts";
import { ApiError, nowIso, readJson, sendOk } from "../shared/http.ts";
import { claimCoupon, claimedCoupons } from "./repository.ts";

function toClaimed(display: Display, row: Row<"coupon"> & { claimed_at: string; used_by_me: number }): ClaimedCoupon {
  const now = nowIso();
  const usable =
    (row.starts_at === null || row.starts_at <= now) &&
    (row.ends_at === null || row.ends_at > now) &&
    (row.total_limit === null || Number(row.used_count) < Number(row.total_limit)) &&
    (row.per_customer_limit === null || row.used_by_me < Number(row.per_customer_limit));
  return { ...toCoupon(display, row), claimedAt: row.claimed_at, usedByMe: row.used_by_me, usable };
}

/**
 * `/api/web/coupon/claim|claimed` (signed in). A visible coupon that has not ended and has uses left can
 * be claimed by code or slug; hidden coupons are private and cannot be claimed by shoppers.
 */
export const couponClaimRoutes = new Hono<AppEnv>()
  .post("/claim", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    const input = await readJson(c, CouponClaimSchema);
    const { customer } = await requireCustomer(c, db);
    const coupon = input.code ? await findCouponByCode(db, input.code) : await findCouponBySlug(db, input.slug ?? "");
    if (!coupon || coupon.hidden) throw new ApiError(404, Code.result, CouponMessages.unknown);
    const now = nowIso();
    if (coupon.ends_at !== null && coupon.ends_at <= now) throw new ApiError(400, Code.result, CouponMessages.expired);
    if (coupon.total_limit !== null && Number(coupon.used_count) >= Number(coupon.total_limit)) {
      throw new ApiError(400, Code.result, CouponMessages.exhausted);
    }
    await claimCoupon(db, customer.id, coupon.id);
    const claimed = (await claimedCoupons(db, customer.id)).find((r) => r.id === coupon.id)!;
    return sendOk(c, toClaimed(display, claimed));
  })
  .post("/claimed", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    await readJson(c, EmptySchema);
    const { customer } = await requireCustomer(c, db);
    return sendOk(
      c,
      (await claimedCoupons(db, customer.id)).map((row) => toClaimed(display, row)),
    );
  });
