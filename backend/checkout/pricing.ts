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
  | { ok: true; coupon: Row<"coupon">; discount: number; identity: CouponIdentity | null }
  | { ok: false; error: string; data?: unknown };

export async function findCouponByCode(db: Db, code: string): Promise<Row<"coupon"> | undefined> {
  return db
    .selectFrom("coupon")
    .selectAll()
    .where((eb) => eb(eb.fn("upper", ["code"]), "=", code.trim().toUpperCase()))
    .executeTakeFirst();
}

/**
 * An address as a coupon's per-customer limit counts it: lower case, without a `+tag` on the local
 * part (`g+1@example.com` is g@example.com's mailbox at most providers, and one person's).
 */
export function couponEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  const local = lower.slice(0, at);
  return `${local.split("+")[0] || local}${lower.slice(at)}`;
}

/**
 * Who a coupon's per-customer limit counts. `key` is what this use is recorded under — the email when
 * there is one (a customer's account address, else the contact address), so a customer and a guest
 * with the same address share one count and one unique slot; `keys` are every record that counts as
 * the same person: the customer, their address, the contact address and the account it belongs to.
 */
export type CouponIdentity = { key: string; keys: string[] };

export async function couponIdentity(db: Db, customerId: number | null, email: string | null): Promise<CouponIdentity | null> {
  const keys = new Set<string>();
  let key: string | null = null;
  if (customerId !== null) {
    keys.add(`c:${customerId}`);
    const customer = await db.selectFrom("customer").select("email").where("id", "=", customerId).executeTakeFirst();
    key = customer?.email ? `e:${couponEmail(customer.email)}` : `c:${customerId}`;
    keys.add(key);
  }
  if (email?.trim()) {
    const byEmail = `e:${couponEmail(email)}`;
    keys.add(byEmail);
    key ??= byEmail;
    const owner = await db.selectFrom("customer").select("id").where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
    if (owner) keys.add(`c:${owner.id}`);
  }
  return key ? { key, keys: [...keys] } : null;
}

export async function usesBy(db: Db, couponId: number, customerKeys: string[]): Promise<number> {
  const row = await db
    .selectFrom("coupon_redemption")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("coupon_id", "=", couponId)
    .where("customer_key", "in", customerKeys)
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
  const identity = await couponIdentity(db, input.customerId, input.email);
  if (identity && coupon.per_customer_limit !== null) {
    if ((await usesBy(db, coupon.id, identity.keys)) >= Number(coupon.per_customer_limit)) {
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
    identity,
  };
}
