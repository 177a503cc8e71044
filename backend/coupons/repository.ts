import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { couponIdentity } from "../checkout/pricing.ts";
import { nowIso } from "../shared/http.ts";

/** Claims a coupon for a customer; claiming twice keeps the first claim. */
export async function claimCoupon(db: Db, customerId: number, couponId: number): Promise<void> {
  await db
    .insertInto("customer_coupon")
    .values({ customer_id: customerId, coupon_id: couponId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(["customer_id", "coupon_id"]).doNothing())
    .execute();
}

export async function claimedCoupons(
  db: Db,
  customerId: number,
): Promise<Array<Row<"coupon"> & { claimed_at: string; used_by_me: number }>> {
  const identityKeys = (await couponIdentity(db, customerId, null))?.keys ?? [`c:${customerId}`];
  const rows = await db
    .selectFrom("customer_coupon")
    .innerJoin("coupon", "coupon.id", "customer_coupon.coupon_id")
    .selectAll("coupon")
    .select("customer_coupon.created_at as claimed_at")
    .select((eb) =>
      eb
        .selectFrom("coupon_redemption")
        .select((e) => e.fn.countAll().as("n"))
        .whereRef("coupon_redemption.coupon_id", "=", "coupon.id")
        .where("coupon_redemption.customer_key", "in", identityKeys)
        .as("used_by_me"),
    )
    .where("customer_coupon.customer_id", "=", customerId)
    .orderBy("customer_coupon.id", "desc")
    .execute();
  return rows.map((r) => ({ ...r, used_by_me: Number(r.used_by_me ?? 0) }));
}
