import type { AppliedPromotion } from "#contract/cart.ts";
import type { CheckoutQuote, ShippingMethod, ShippingMethodCode } from "#contract/order.ts";
import type { Display } from "../catalog/display.ts";
import type { CartLineRow } from "../cart/repository.ts";
import { textOf } from "../catalog/service.ts";
import { lineImages, optionLabels, productName } from "../cart/service.ts";
import type { Db } from "../db/connection.ts";
import { bestPromotion, checkCoupon, minor, type CouponCheck } from "./pricing.ts";
import { methodsForCountry, shippingFee, toShippingMethod, type MethodWithRates } from "./shipping.ts";

export type Computed = {
  rows: CartLineRow[];
  unitPrices: Map<number, number>;
  subtotal: number;
  promotion: AppliedPromotion | null;
  promotionDiscount: number;
  coupon: CouponCheck | null;
  couponDiscount: number;
  methods: MethodWithRates[];
  method: MethodWithRates | null;
  shippingFee: number | null;
  total: number;
  weight: number;
};

/**
 * The money of a checkout, all in the display currency: subtotal of the lines, the best promotion, the
 * coupon (after the promotion), shipping by the destination's zone, weight and merchandise total.
 */
export async function computeCheckout(
  db: Db,
  display: Display,
  rows: CartLineRow[],
  input: {
    country: string | null;
    shippingMethod: ShippingMethodCode | null;
    couponCode: string | null;
    customerId: number | null;
    email: string | null;
    now: string;
  },
): Promise<Computed> {
  const unitPrices = new Map(rows.map((r) => [r.id, minor(display, r.price)]));
  const subtotal = rows.reduce((sum, r) => sum + unitPrices.get(r.id)! * r.quantity, 0);
  const weight = rows.reduce((sum, r) => sum + Number(r.weight_grams) * r.quantity, 0);
  const best = await bestPromotion(db, display, subtotal, input.now);
  const promotionDiscount = best?.discount ?? 0;
  const base = subtotal - promotionDiscount;
  const coupon = input.couponCode
    ? await checkCoupon(db, display, input.couponCode, {
        customerId: input.customerId,
        email: input.email,
        subtotal,
        base,
        now: input.now,
      })
    : null;
  const couponDiscount = coupon?.ok ? coupon.discount : 0;
  const merchandise = base - couponDiscount;
  const methods = input.country ? await methodsForCountry(db, input.country) : [];
  const method = input.shippingMethod ? (methods.find((m) => m.method.code === input.shippingMethod) ?? null) : null;
  const fee = method ? shippingFee(display, method, weight, merchandise) : null;
  return {
    rows,
    unitPrices,
    subtotal,
    promotion: best?.promotion ?? null,
    promotionDiscount,
    coupon,
    couponDiscount,
    methods,
    method,
    shippingFee: fee,
    total: merchandise + (fee ?? 0),
    weight,
  };
}

export async function toQuote(db: Db, display: Display, computed: Computed): Promise<CheckoutQuote> {
  const price = (amount: number) => ({ amount, currency: display.currency });
  const images = await lineImages(db, computed.rows);
  const merchandise = computed.subtotal - computed.promotionDiscount - computed.couponDiscount;
  const methods: ShippingMethod[] = computed.methods.map((m) =>
    toShippingMethod(display, m, computed.weight, merchandise),
  );
  return {
    currency: display.currency,
    lines: computed.rows.map((row) => {
      const unit = computed.unitPrices.get(row.id)!;
      return {
        lineId: row.id,
        skuId: row.sku_id,
        skuCode: row.code,
        name: productName(row, display.lang),
        image: images.get(row.id)?.image ?? null,
        options: optionLabels(row.product_options, row.sku_options, display.lang),
        unitPrice: price(unit),
        quantity: row.quantity,
        lineTotal: price(unit * row.quantity),
      };
    }),
    subtotal: price(computed.subtotal),
    promotion: computed.promotion,
    promotionDiscount: price(computed.promotionDiscount),
    coupon: computed.coupon?.ok ? { code: computed.coupon.coupon.code, title: couponTitle(computed, display) } : null,
    couponDiscount: price(computed.couponDiscount),
    couponError: computed.coupon && !computed.coupon.ok ? computed.coupon.error : null,
    shippingMethods: methods,
    shippingMethod: computed.method ? (computed.method.method.code as ShippingMethodCode) : null,
    shippingFee: computed.shippingFee === null ? null : price(computed.shippingFee),
    total: price(computed.total),
    weightGrams: computed.weight,
  };
}

function couponTitle(computed: Computed, display: Display): string {
  return computed.coupon?.ok ? textOf(computed.coupon.coupon, "title", display.lang).text : "";
}
