import { randomInt } from "node:crypto";
import type { Insertable, Transaction } from "kysely";
import { MAX_ADDRESSES, type Address } from "#contract/account.ts";
import { Code } from "#contract/codes.ts";
import { CheckoutMessages, type OrderAddress, type PlacedOrder, type PlaceOrderSchema } from "#contract/order.ts";
import type { z } from "zod";
import type { AppDeps } from "../app.ts";
import type { Display } from "../catalog/display.ts";
import type { Shopper } from "../customers/shopper.ts";
import { bumpCartVersion, listCartLines, type CartLineRow } from "../cart/repository.ts";
import { lineImages, optionLabels, productName } from "../cart/service.ts";
import type { Database } from "../db/database.ts";
import type { ShopOrderTable } from "../db/order-tables.ts";
import { prepared } from "../db/prepared.ts";
import { sendOrderConfirmation } from "../orders/email.ts";
import { grantAccess } from "../orders/recipient.ts";
import { findOrderByKey, type OrderRow } from "../orders/repository.ts";
import { toOrder } from "../orders/service.ts";
import { insertNumbered, isUniqueViolation, ORDER_NUMBER, writeTransaction } from "../orders/transaction.ts";
import { ApiError, badRequest, notFound, nowIso } from "../shared/http.ts";
import { dropDraft } from "./draft.ts";
import { toUsd, type CouponIdentity } from "./pricing.ts";
import { computeCheckout } from "./quote.ts";

export type PlaceOrderInput = z.output<typeof PlaceOrderSchema>;

const IDEMPOTENCY = { pg: "shop_order_idempotency", sqlite: "shop_order.owner_key, shop_order.idempotency_key" };
const REDEMPTION_SLOT = { pg: "coupon_redemption_slot", sqlite: "coupon_redemption.coupon_id" };

/** The thing asked for is no longer possible: a full failure the shopper sees as a toast (spec §8, code 41). */
const conflict = (msg: string, data: unknown = null) => new ApiError(409, Code.fail, msg, data);

/** Today's date and eight random digits: unguessable enough to show, sortable by day. */
const newOrderNumber = () => {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, "");
  return `${day}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
};

/** The cart lines being ordered: the ones named (all must be the owner's), else the selected ones. */
export async function checkoutLines(db: Parameters<typeof listCartLines>[0], owner: Shopper, lineIds?: number[]) {
  if (lineIds) {
    const ids = [...new Set(lineIds)];
    const rows = await listCartLines(db, owner.key, ids);
    if (rows.length !== ids.length) throw notFound(CheckoutMessages.empty);
    return rows;
  }
  return (await listCartLines(db, owner.key)).filter((r) => r.selected === 1);
}

/** The address a shipment goes to: the form, or one of the signed-in customer's own addresses. */
export async function resolveAddress(
  db: Parameters<typeof listCartLines>[0],
  owner: Shopper,
  input: { address?: Omit<Address, "id">; addressId?: number },
): Promise<OrderAddress | null> {
  if (input.addressId !== undefined) {
    if (!owner.customer) throw notFound();
    const row = await db
      .selectFrom("customer_address")
      .selectAll()
      .where("id", "=", input.addressId)
      .where("customer_id", "=", owner.customer.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return {
      country: row.country,
      province: row.province,
      city: row.city,
      area: row.area,
      postalCode: row.postal_code,
      firstName: row.first_name,
      lastName: row.last_name,
      address: row.address,
      apartment: row.apartment,
      countryCode: row.country_code,
      phone: row.phone,
    };
  }
  if (!input.address) return null;
  const { isDefault: _isDefault, ...address } = input.address;
  return address;
}

async function placed(
  deps: AppDeps,
  owner: Shopper,
  row: OrderRow,
  replayed: boolean,
  token: string | null,
): Promise<PlacedOrder> {
  let accessToken = token;
  // A guest repeating a placement gets a fresh link to the same order (tokens are stored hashed only).
  if (!accessToken && !owner.customer) accessToken = await grantAccess(deps.db, row.id);
  const orderPath = `/user/order/${row.number}${accessToken ? `?access=${accessToken}` : ""}`;
  return { order: await toOrder(deps, row), accessToken, orderPath, replayed };
}

/** What a new order row takes from the placement (the rest starts the same for every order). */
type NewOrder = Omit<
  Insertable<ShopOrderTable>,
  "id" | "status" | "pay_status" | "delivery_status" | "paid_amount" | "paid_at" | "cancelled_at" | "completed_at"
>;
const insertOrder = prepared((db, p: NewOrder) =>
  db
    .insertInto("shop_order")
    .values({
      number: p.number,
      owner_key: p.owner_key,
      idempotency_key: p.idempotency_key,
      customer_id: p.customer_id,
      visitor_id: p.visitor_id,
      status: "in-progress",
      pay_status: "unpaid",
      delivery_status: "not-shipped",
      currency: p.currency,
      rate: p.rate,
      subtotal: p.subtotal,
      promotion_id: p.promotion_id,
      promotion_title: p.promotion_title,
      promotion_discount: p.promotion_discount,
      coupon_id: p.coupon_id,
      coupon_code: p.coupon_code,
      coupon_discount: p.coupon_discount,
      shipping_fee: p.shipping_fee,
      total: p.total,
      total_usd: p.total_usd,
      paid_amount: 0,
      email: p.email,
      phone: p.phone,
      address: p.address,
      shipping_method: p.shipping_method,
      payment_method: p.payment_method,
      note: p.note,
      lang: p.lang,
      paid_at: null,
      cancelled_at: null,
      completed_at: null,
      created_at: p.created_at,
      updated_at: p.updated_at,
    })
    .returningAll(),
);

class Replay extends Error {}

/**
 * Places an order exactly once per (owner, idempotency key). One transaction writes the order, its line
 * snapshots, the stock decrements (conditional: `stock >= quantity`), the coupon redemption (conditional
 * on uses left, plus a per-customer slot under a unique constraint), the payment record, and takes the
 * lines out of the cart; any failure rolls all of it back. A concurrent duplicate loses on the unique
 * (owner, key) constraint and answers the winner's order.
 */
export async function placeOrder(
  deps: AppDeps,
  display: Display,
  owner: Shopper,
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  const { db } = deps;
  const existing = await findOrderByKey(db, owner.key, input.idempotencyKey);
  if (existing) return placed(deps, owner, existing, true, null);
  const address = await resolveAddress(db, owner, input);
  if (!address) throw badRequest(CheckoutMessages.address);

  let token: string | null = null;
  let row: OrderRow;
  try {
    row = await writeTransaction(db, async (trx) => {
      token = null;
      return writeOrder(trx, display, owner, input, address, (t) => (token = t));
    });
  } catch (error) {
    // Whatever stopped this attempt (the unique key, or the lines already gone with the winner's order),
    // an order under the same key means a concurrent duplicate won: answer that order.
    const winner = await findOrderByKey(db, owner.key, input.idempotencyKey);
    if (!winner) throw error instanceof Replay ? badRequest(CheckoutMessages.empty) : error;
    return placed(deps, owner, winner, true, null);
  }
  const result = await placed(deps, owner, row, false, token);
  sendOrderConfirmation(deps, result.order, display.lang, result.orderPath);
  return result;
}

async function writeOrder(
  trx: Transaction<Database>,
  display: Display,
  owner: Shopper,
  input: PlaceOrderInput,
  address: OrderAddress,
  onToken: (token: string) => void,
): Promise<OrderRow> {
  const now = nowIso();
  // A duplicate of an order placed meanwhile finds its lines gone, or loses on the unique key below.
  const rows = await checkoutLines(trx, owner, input.lineIds);
  if (!rows.length) throw badRequest(CheckoutMessages.empty);
  const hidden = rows.find((r) => r.product_hidden);
  if (hidden) throw badRequest(CheckoutMessages.unavailable, { skuCode: hidden.code });
  const customerId = owner.customer?.id ?? null;
  const computed = await computeCheckout(trx, display, rows, {
    country: address.country,
    shippingMethod: input.shippingMethod,
    couponCode: input.couponCode || null,
    customerId,
    email: input.contact.email,
    now,
  });
  if (!computed.method || computed.shippingFee === null) throw badRequest(CheckoutMessages.shippingMethod);
  // A coupon that no longer applies (it expired, ran out, the cart fell under its minimum) changes the
  // total too: its own message says why, where "the price changed" would not.
  const coupon = computed.coupon;
  if (coupon && !coupon.ok) {
    const lost = coupon.error === CheckoutMessages.couponExhausted || coupon.error === CheckoutMessages.couponUsed;
    throw lost ? conflict(coupon.error) : badRequest(coupon.error, coupon.data ?? null);
  }
  // The shopper confirmed a total; a price, promotion, fee or currency that changed since is not charged
  // silently. Compared here, in the transaction that writes the order, so it holds for what is written.
  const expected = input.expectedTotal;
  if (expected && (expected.amount !== computed.total || expected.currency !== display.currency)) {
    throw conflict(CheckoutMessages.priceChanged, { total: { amount: computed.total, currency: display.currency } });
  }
  const shippingFee = computed.shippingFee;

  // The order row first: a duplicate idempotency key stops here, before touching stock.
  const order = await insertNumbered(trx, ORDER_NUMBER, newOrderNumber, (number) =>
    insertOrder
      .firstOrThrow(trx, {
        number,
        owner_key: owner.key,
        idempotency_key: input.idempotencyKey,
        customer_id: customerId,
        visitor_id: owner.visitorId,
        currency: display.currency,
        rate: display.rate,
        subtotal: computed.subtotal,
        promotion_id: computed.promotion?.id ?? null,
        promotion_title: computed.promotion?.title ?? "",
        promotion_discount: computed.promotionDiscount,
        coupon_id: coupon?.ok ? coupon.coupon.id : null,
        coupon_code: coupon?.ok ? coupon.coupon.code : "",
        coupon_discount: computed.couponDiscount,
        shipping_fee: shippingFee,
        total: computed.total,
        total_usd: toUsd(display, computed.total),
        email: input.contact.email.toLowerCase(),
        phone: input.contact.phone,
        address: JSON.stringify(address),
        shipping_method: input.shippingMethod,
        payment_method: input.paymentMethod,
        note: input.note,
        lang: display.lang,
        created_at: now,
        updated_at: now,
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, IDEMPOTENCY)) throw new Replay();
        throw error;
      }),
  );

  const images = await lineImages(trx, rows);
  await trx
    .insertInto("order_line")
    .values(
      rows.map((r) => ({
        order_id: order.id,
        sku_id: r.sku_id,
        product_id: r.product_id,
        image_id: images.get(r.id)?.id || null,
        product_slug: r.product_slug,
        name: productName(r, display.lang),
        sku_code: r.code,
        options: JSON.stringify(optionLabels(r.product_options, r.sku_options, display.lang)),
        unit_price: computed.unitPrices.get(r.id)!,
        quantity: r.quantity,
        line_total: computed.unitPrices.get(r.id)! * r.quantity,
        shipped_quantity: 0,
      })),
    )
    .execute();

  await insertPayment.run(trx, {
    order: order.id,
    method: input.paymentMethod,
    amount: computed.total,
    currency: display.currency,
    now,
  });
  await dropLines.run(trx, { key: owner.key, ids: rows.map((r) => r.id) });
  await bumpCartVersion(trx, owner.key);
  await dropDraft(trx, owner.key);

  if (!owner.customer) onToken(await grantAccess(trx, order.id));
  else if (input.saveInformation && input.address) await saveAddress(trx, owner.customer.id, input.address);

  // The contended rows last, so their locks are held only until the commit right after: the coupon,
  // then stock in SKU order (every order locks rows in the same order, so none can deadlock).
  if (coupon?.ok)
    await redeemCoupon(
      trx,
      coupon.coupon.id,
      coupon.identity ?? { key: "anonymous", keys: ["anonymous"] },
      order.id,
      coupon.coupon.per_customer_limit,
    );
  for (const r of [...rows].sort((a, b) => a.sku_id - b.sku_id)) await takeStock(trx, r, display);
  return order;
}

const insertPayment = prepared(
  (db, p: { order: number; method: string; amount: number; currency: string; now: string }) =>
    db.insertInto("payment").values({
      order_id: p.order,
      method: p.method,
      status: "pending",
      amount: p.amount,
      currency: p.currency,
      created_at: p.now,
      updated_at: p.now,
    }),
);
const dropLines = prepared((db, p: { key: string; ids: number[] }) =>
  db.deleteFrom("cart_line").where("owner_key", "=", p.key).where("id", "in", p.ids),
);
const takeFromStock = prepared((db, p: { sku: number; quantity: number }) =>
  db
    .updateTable("sku")
    .set((eb) => ({ stock: eb("stock", "-", p.quantity) }))
    .where("id", "=", p.sku)
    .where("stock", ">=", p.quantity),
);

async function takeStock(trx: Transaction<Database>, row: CartLineRow, display: Display): Promise<void> {
  const result = await takeFromStock.run(trx, { sku: row.sku_id, quantity: row.quantity });
  if (Number(result.numAffectedRows) === 1) return;
  const sku = await trx.selectFrom("sku").select("stock").where("id", "=", row.sku_id).executeTakeFirst();
  throw conflict(CheckoutMessages.stock, {
    skuCode: row.code,
    name: productName(row, display.lang),
    available: Math.max(0, Number(sku?.stock ?? 0)),
    lineId: row.id,
  });
}

/** One use of the coupon: a conditional bump of its use count, and a per-customer slot row. */
async function redeemCoupon(
  trx: Transaction<Database>,
  couponId: number,
  identity: CouponIdentity,
  orderId: number,
  perCustomerLimit: number | null,
): Promise<void> {
  const bumped = await trx
    .updateTable("coupon")
    .set((eb) => ({ used_count: eb("used_count", "+", 1) }))
    .where("id", "=", couponId)
    .where((eb) => eb.or([eb("total_limit", "is", null), eb("used_count", "<", eb.ref("total_limit"))]))
    .executeTakeFirst();
  if (Number(bumped.numUpdatedRows) !== 1) throw conflict(CheckoutMessages.couponExhausted);
  let slot: number | null = null;
  if (perCustomerLimit !== null) {
    const taken = new Set(
      (
        await trx
          .selectFrom("coupon_redemption")
          .select("slot")
          .where("coupon_id", "=", couponId)
          .where("customer_key", "in", identity.keys)
          .execute()
      ).map((r) => r.slot),
    );
    slot = Array.from({ length: Number(perCustomerLimit) }, (_, i) => i + 1).find((n) => !taken.has(n)) ?? null;
    if (slot === null) throw conflict(CheckoutMessages.couponUsed);
  }
  await trx
    .insertInto("coupon_redemption")
    .values({ coupon_id: couponId, order_id: orderId, customer_key: identity.key, slot, created_at: nowIso() })
    .execute()
    .catch((error: unknown) => {
      if (isUniqueViolation(error, REDEMPTION_SLOT)) throw conflict(CheckoutMessages.couponUsed);
      throw error;
    });
}

async function saveAddress(
  trx: Transaction<Database>,
  customerId: number,
  address: Omit<Address, "id">,
): Promise<void> {
  const count = await trx
    .selectFrom("customer_address")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  const n = Number(count?.n ?? 0);
  if (n >= MAX_ADDRESSES) return;
  const now = nowIso();
  await trx
    .insertInto("customer_address")
    .values({
      customer_id: customerId,
      country: address.country,
      province: address.province,
      city: address.city,
      area: address.area,
      postal_code: address.postalCode,
      first_name: address.firstName,
      last_name: address.lastName,
      address: address.address,
      apartment: address.apartment,
      country_code: address.countryCode,
      phone: address.phone,
      is_default: n === 0 ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
