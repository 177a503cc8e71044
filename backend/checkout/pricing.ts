import type { AppliedPromotion } from "#contract/cart.ts";
import { CheckoutMessages } from "#contract/order.ts";
import type { Display } from "../catalog/display.ts";
import { textOf } from "../catalog/service.ts";
import { listPromotions } from "../content/repository.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { convertCents } from "../settings/repository.ts";

/**
 * Prices are computed in the display currency: each unit price is converted from USD cents once, and
 * every total, discount and fee is then whole minor units of that currency, so the parts always add up.
 */
export const minor = (display: Display, usdCents: number | string) =>
  convertCents(Number(usdCents), display.rate, display.digits);

/** Minor units of the display currency back to USD cents (for figures across currencies). */
export const toUsd = (display: Display, amount: number) =>
  Math.round((amount * 100) / (display.rate * 10 ** display.digits));

function discountOf(display: Display, kind: string, value: number | string, base: number): number {
  const raw = kind === "percent" ? Math.round((base * Math.min(100, Number(value))) / 100) : minor(display, value);
  return Math.max(0, Math.min(base, raw));
}

/**
 * Promotions apply by themselves. Of the visible promotions running now whose minimum the subtotal of the
 * selected lines reaches, the one giving the largest discount applies (on a tie, the older one); only one.
 */
export async function bestPromotion(
  db: Db,
  display: Display,
  subtotal: number,
  now: string,
  running?: Row<"promotion">[],
): Promise<{ promotion: AppliedPromotion; discount: number } | null> {
  if (subtotal <= 0) return null;
  let best: { row: Row<"promotion">; discount: number } | null = null;
  for (const row of running ?? (await listPromotions(db, now, true))) {
    if (row.min_amount !== null && subtotal < minor(display, row.min_amount)) continue;
    const discount = discountOf(display, row.kind, row.value, subtotal);
    if (discount > 0 && (!best || discount > best.discount)) best = { row, discount };
  }
  if (!best) return null;
  const { row } = best;
  return {
    promotion: {
      id: row.id,
      slug: row.slug,
      title: textOf(row, "title", display.lang).text,
      kind: row.kind,
      value: Number(row.value),
    },
    discount: best.discount,
  };
}

export type CouponCheck =
  | { ok: true; coupon: Row<"coupon">; discount: number; customerKey: string }
  | { ok: false; error: string; data?: unknown };

export async function findCouponByCode(db: Db, code: string): Promise<Row<"coupon"> | undefined> {
  return db
    .selectFrom("coupon")
    .selectAll()
    .where((eb) => eb(eb.fn("upper", ["code"]), "=", code.trim().toUpperCase()))
    .executeTakeFirst();
}

/** Who a coupon's per-customer limit counts: the customer, or a guest by contact email. */
export const couponCustomerKey = (customerId: number | null, email: string | null) =>
  customerId !== null ? `c:${customerId}` : email ? `e:${email.trim().toLowerCase()}` : null;

export async function usesBy(db: Db, couponId: number, customerKey: string): Promise<number> {
  const row = await db
    .selectFrom("coupon_redemption")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("coupon_id", "=", couponId)
    .where("customer_key", "=", customerKey)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Whether a code applies, and for how much. Rules, in order: known (a hidden coupon only for customers
 * who hold it), started, not ended, uses left in total, uses left for this customer, minimum reached by
 * the subtotal; the discount comes off the subtotal after the promotion and never below zero.
 * This is the check shown at checkout; placing the order re-decides limits with conditional writes.
 */
export async function checkCoupon(
  db: Db,
  display: Display,
  code: string,
  input: { customerId: number | null; email: string | null; subtotal: number; base: number; now: string },
): Promise<CouponCheck> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon) return { ok: false, error: CheckoutMessages.couponUnknown };
  if (coupon.hidden) {
    const holders = await db
      .selectFrom("customer_coupon")
      .select("customer_id")
      .where("coupon_id", "=", coupon.id)
      .execute();
    if (input.customerId === null || !holders.some((h) => h.customer_id === input.customerId)) {
      return { ok: false, error: holders.length ? CheckoutMessages.couponForeign : CheckoutMessages.couponUnknown };
    }
  }
  if (coupon.starts_at !== null && coupon.starts_at > input.now)
    return { ok: false, error: CheckoutMessages.couponNotStarted };
  if (coupon.ends_at !== null && coupon.ends_at <= input.now)
    return { ok: false, error: CheckoutMessages.couponExpired };
  if (coupon.total_limit !== null && Number(coupon.used_count) >= Number(coupon.total_limit)) {
    return { ok: false, error: CheckoutMessages.couponExhausted };
  }
  const customerKey = couponCustomerKey(input.customerId, input.email);
  if (customerKey && coupon.per_customer_limit !== null) {
    if ((await usesBy(db, coupon.id, customerKey)) >= Number(coupon.per_customer_limit)) {
      return { ok: false, error: CheckoutMessages.couponUsed };
    }
  }
  if (coupon.min_amount !== null && input.subtotal < minor(display, coupon.min_amount)) {
    return {
      ok: false,
      error: CheckoutMessages.couponMin,
      data: { minAmount: { amount: minor(display, coupon.min_amount), currency: display.currency } },
    };
  }
  return {
    ok: true,
    coupon,
    discount: discountOf(display, coupon.kind, coupon.value, input.base),
    customerKey: customerKey ?? "anonymous",
  };
}
