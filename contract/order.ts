import { z } from "zod";
import { AddressSchema } from "./account.ts";
import type { Coupon, Image, Price } from "./catalog.ts";
import { CURRENCIES, type Currency } from "./currencies.ts";
import type { AppliedPromotion } from "./cart.ts";
import { accessTokenSchema, ORDER_NOT_FOUND, orderNumberSchema } from "./order-ref.ts";
import type { AfterSalesState, Refund } from "./returns.ts";
import { emailSchema, phoneSchema } from "./validation.ts";

/**
 * Checkout, coupons, payments and orders (issue 5). All `POST` with JSON (or form fields through the
 * storefront's action), strict schemas (a price or total sent by the browser is an unknown field: 400),
 * answers in the `{code, msg, data}` wrapper, messages as translation keys.
 *
 * Checkout — guests (`x-visitor-id`) and customers (`x-auth`):
 * - `/api/web/checkout/shipping-methods` `ShippingMethodsSchema` → `ShippingMethod[]` (display currency);
 * - `/api/web/checkout/quote` `QuoteSchema` → `CheckoutQuote` (coupon problems come back in
 *   `couponError`, not as a failure, so the form can show them beside the code);
 * - `/api/web/checkout/draft` `{}` → `CheckoutDraft | null` and `/draft/save` `CheckoutDraftSaveSchema` → `null`:
 *   what the shopper entered and the step reached, kept between steps and across currency and language
 *   switches;
 * - `/api/web/checkout/place` `PlaceOrderSchema` → `PlacedOrder`. Exactly once per `idempotencyKey`:
 *   resubmitting returns the same order. 409 `checkout.errors.stock` (`data: { skuCode, name, available }`)
 *   when a line's stock ran out; 409 `checkout.errors.couponExhausted`/`couponUsed` when the coupon's
 *   last use went to someone else; 409 `checkout.errors.priceChanged` (`data: { total }`) when
 *   `expectedTotal`, the total the shopper confirmed, is not the total priced now (the backend still
 *   prices everything itself: the figure sent is only compared, never charged).
 *
 * Coupons — signed in: `/api/web/coupon/claim` `CouponClaimSchema` → `ClaimedCoupon`;
 * `/api/web/coupon/claimed` `{}` → `ClaimedCoupon[]`.
 *
 * Payment: `/api/web/payment/start` `PaymentStartSchema` → `PaymentStart`: send the shopper's browser to
 * `redirectUrl` (the test gateway's hosted page, on the backend under `/api/web/payment/…`). The page comes
 * back to the storefront at `/{lang}/checkout/thankyou?order={number}[&access={token}]` when approved, or
 * `/{lang}/checkout/payment?order={number}[&access={token}]&payment=declined|cancelled` otherwise.
 *
 * Orders: `/api/web/order/list` `OrderListSchema` → `Paged<OrderSummary>` (signed in);
 * `/order/detail` `OrderRefSchema` → `Order`; `/order/cancel` and `/order/confirm-receipt`
 * `OrderRefSchema` → `Order`; `/order/unpaid-count` `{}` → `{ count }`.
 * A guest reaches an order with the access token from the placing answer or the email link
 * `/{lang}/user/order/{number}?access={token}`; without it (or with another's) the order is a 404.
 *
 * Admin (`x-admin-token`): `GET /api/admin/orders?page&pageSize&status&payStatus&q`, `GET /api/admin/orders/:id`,
 * `POST /api/admin/orders/:id/pay` `{}`, `/:id/ship` `AdminShipSchema`, `/:id/cancel` `{}` → `AdminOrder`.
 */

export const PAYMENT_METHODS = ["bank-transfer", "cash-on-delivery", "test-gateway"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const SHIPPING_METHODS = ["standard", "express"] as const;
export type ShippingMethodCode = (typeof SHIPPING_METHODS)[number];

export const ORDER_STATUSES = ["in-progress", "completed", "cancelled", "pending-cancellation"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAY_STATUSES = ["unpaid", "paid"] as const;
export type PayStatus = (typeof PAY_STATUSES)[number];
export const DELIVERY_STATUSES = ["not-shipped", "partly-shipped", "shipped", "received"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/**
 * - `to-pay`: in progress, unpaid, not cash on delivery;
 * - `to-ship`: in progress, not (fully) shipped, and paid or cash on delivery;
 * - `to-receive`: in progress and shipped; `completed`; `cancelled` (also pending cancellation).
 */
export const ORDER_TABS = ["all", "to-pay", "to-ship", "to-receive", "completed", "cancelled"] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const NOTE_MAX = 500;

export const CheckoutMessages = {
  /** 409; `data: { skuCode, name, available }`. */
  stock: "checkout.errors.stock",
  /** 400: no lines to order (nothing selected, or the lines named are not in this cart). */
  empty: "checkout.errors.empty",
  /** 400: a line's product is no longer sold. */
  unavailable: "checkout.errors.unavailable",
  /** 400: the shipping method does not serve that country. */
  shippingMethod: "checkout.errors.shippingMethod",
  /** 400: neither an address nor an address id (or both). */
  address: "checkout.errors.address",
  /** 409: the total priced now differs from the `expectedTotal` the shopper confirmed; `data: { total }`. */
  priceChanged: "checkout.errors.priceChanged",
  /** 400: the shop does not offer this payment method (the test gateway where it is switched off). */
  paymentMethod: "checkout.errors.paymentMethod",
  couponUnknown: "checkout.errors.couponUnknown",
  couponMin: "checkout.errors.couponMin",
  couponExpired: "checkout.errors.couponExpired",
  couponNotStarted: "checkout.errors.couponNotStarted",
  couponExhausted: "checkout.errors.couponExhausted",
  couponUsed: "checkout.errors.couponUsed",
  /** The coupon is private to other customers. */
  couponForeign: "checkout.errors.couponForeign",
  /** 400: a coupon needs signing in to claim. */
  login: "errors.login",
  visitor: "errors.visitor",
} as const;

export const CouponMessages = {
  /** 404. */
  unknown: "coupon.errors.unknown",
  expired: "coupon.errors.expired",
  exhausted: "coupon.errors.exhausted",
} as const;

export const OrderMessages = {
  /** 404: unknown, another customer's, or a guest order without its access token. */
  notFound: ORDER_NOT_FOUND,
  /** 409: shipped, cancelled, completed, or its cancellation already asked for (an unpaid order is cancelled, a paid one asked). */
  notCancellable: "order.errors.notCancellable",
  /** 409: the shop already declined to cancel this paid order; it is not asked again. */
  cancellationDeclined: "order.errors.cancellationDeclined",
  /** 409: only shipped orders can be confirmed as received. */
  notShipped: "order.errors.notShipped",
  /** 409: the order is paid, cancelled or completed. */
  notPayable: "order.errors.notPayable",
  /** 409 (admin): more than is left to ship on a line, or the order cannot ship. */
  shipQuantity: "order.errors.shipQuantity",
  notShippable: "order.errors.notShippable",
  /**
   * 409 (admin): this parcel's tracking number is on another shipment of the order. The same parcel
   * sent again (a retried call) answers the order as it is, and nothing is shipped or emailed twice.
   */
  trackingUsed: "order.errors.trackingUsed",
  alreadyPaid: "order.errors.alreadyPaid",
  /** 409 (admin): the order has no cancellation request to decline. */
  noCancellationRequest: "order.errors.noCancellationRequest",
} as const;

export const PaymentMessages = {
  /** 400: the webhook's signature does not match. */
  signature: "payment.errors.signature",
  /** 404. */
  notFound: "payment.errors.notFound",
  /** 409: this attempt is finished already (approve/decline twice). */
  finished: "payment.errors.finished",
  /** 400: the webhook's amount or currency is not the attempt's. */
  amount: "payment.errors.amount",
  /** 404: online payment (the test gateway) is switched off. */
  unavailable: "payment.errors.unavailable",
} as const;

const idSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "validation.required");
const lineIdsSchema = z.array(idSchema).min(1).max(100);
const couponCodeSchema = z.string().trim().max(40);

/** `lineIds` omitted: the cart's selected lines. */
export const ShippingMethodsSchema = z.strictObject({
  country: countrySchema,
  lineIds: lineIdsSchema.optional(),
});
export type ShippingMethodsInput = z.input<typeof ShippingMethodsSchema>;

export const QuoteSchema = z.strictObject({
  lineIds: lineIdsSchema.optional(),
  /** Without a country (or address) the shipping fee is `null`: "calculated in the next step". */
  country: countrySchema.optional(),
  address: AddressSchema.optional(),
  addressId: idSchema.optional(),
  shippingMethod: z.enum(SHIPPING_METHODS).optional(),
  couponCode: couponCodeSchema.optional(),
  /**
   * A guest's contact email as typed so far: a coupon once per customer is checked against it here, as
   * placing the order will (a signed-in customer's own address is used whatever this says).
   */
  email: emailSchema.optional(),
});
export type QuoteInput = z.input<typeof QuoteSchema>;

export const ContactSchema = z.strictObject({ email: emailSchema, phone: phoneSchema });

/** Exactly one of `address` (the address form) and `addressId` (the signed-in customer's book). */
export const PlaceOrderSchema = z
  .strictObject({
    idempotencyKey: z.uuid(),
    contact: ContactSchema,
    address: AddressSchema.optional(),
    addressId: idSchema.optional(),
    shippingMethod: z.enum(SHIPPING_METHODS),
    paymentMethod: z.enum(PAYMENT_METHODS),
    couponCode: couponCodeSchema.optional(),
    note: z.string().trim().max(NOTE_MAX, "validation.limit").optional().default(""),
    /** Signed in: keep the typed address in the address book. */
    saveInformation: z
      .union([z.literal("on"), z.boolean()])
      .optional()
      .transform((v) => v === "on" || v === true),
    lineIds: lineIdsSchema.optional(),
    /**
     * The total the shopper saw and confirmed. Only compared with the total priced at placing (a
     * difference is a 409 `priceChanged`); the order is always charged the backend's own figure.
     */
    expectedTotal: z
      .strictObject({ amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), currency: z.enum(CURRENCIES) })
      .optional(),
  })
  .refine((v) => (v.address === undefined) !== (v.addressId === undefined), {
    message: CheckoutMessages.address,
    path: ["address"],
  });
export type PlaceOrderInput = z.input<typeof PlaceOrderSchema>;

/** The address form's fields, in the form's order (the draft keeps them as typed, unchecked). */
export const CHECKOUT_ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "country",
  "province",
  "city",
  "area",
  "address",
  "apartment",
  "postalCode",
  "countryCode",
  "phone",
] as const;
export type CheckoutAddressField = (typeof CHECKOUT_ADDRESS_FIELDS)[number];

const draftText = (max: number) => z.string().max(max, "validation.limit");

/**
 * What the shopper entered at checkout and the step they reached, kept per cart owner so a currency or
 * language switch comes back to it (`/checkout/draft`, `/checkout/draft/save`). It is what was typed,
 * not yet checked: placing the order validates it like any input. Dropped when the order is placed
 * and after a day untouched.
 */
export const CheckoutDraftSchema = z.strictObject({
  step: z.enum(["information", "payment"]),
  idempotencyKey: z.uuid(),
  email: draftText(200),
  phone: draftText(40),
  addressId: z.string().regex(/^\d{0,12}$/),
  address: z.strictObject(
    Object.fromEntries(CHECKOUT_ADDRESS_FIELDS.map((field) => [field, draftText(200)])) as Record<
      CheckoutAddressField,
      ReturnType<typeof draftText>
    >,
  ),
  shippingMethod: z.enum(SHIPPING_METHODS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  couponCode: couponCodeSchema,
  note: draftText(2000),
  saveInformation: z.boolean(),
});
export type CheckoutDraft = z.output<typeof CheckoutDraftSchema>;

/** `draft: null` forgets it. */
export const CheckoutDraftSaveSchema = z.strictObject({ draft: CheckoutDraftSchema.nullable() });
export type CheckoutDraftSaveInput = z.input<typeof CheckoutDraftSaveSchema>;

export const CouponClaimSchema = z
  .strictObject({ code: couponCodeSchema.min(1).optional(), slug: z.string().trim().min(1).max(100).optional() })
  .refine((v) => (v.code === undefined) !== (v.slug === undefined), {
    message: CouponMessages.unknown,
    path: ["code"],
  });
export type CouponClaimInput = z.input<typeof CouponClaimSchema>;

export const PaymentStartSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  access: accessTokenSchema.optional(),
});
export type PaymentStartInput = z.input<typeof PaymentStartSchema>;

export const OrderRefSchema = z.strictObject({ number: orderNumberSchema, access: accessTokenSchema.optional() });
export type OrderRefInput = z.input<typeof OrderRefSchema>;

export const OrderListSchema = z.strictObject({
  tab: z.enum(ORDER_TABS).optional().default("all"),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional().default(10),
});
export type OrderListInput = z.input<typeof OrderListSchema>;

export const AdminShipSchema = z.strictObject({
  lines: z
    .array(z.strictObject({ lineId: idSchema, quantity: z.coerce.number().int().min(1).max(10_000) }))
    .min(1)
    .max(100),
  expressName: z.string().trim().min(1).max(100),
  expressNumber: z.string().trim().min(1).max(100),
});
export type AdminShipInput = z.input<typeof AdminShipSchema>;

export type ShippingMethod = {
  code: ShippingMethodCode;
  name: string;
  /** Business days, e.g. 3–5. */
  minDays: number;
  maxDays: number;
  fee: Price;
  /** Free shipping from this merchandise total (after discounts), when the method has such a rule. */
  freeOver: Price | null;
};

export type QuoteLine = {
  lineId: number;
  skuId: number;
  skuCode: string;
  name: string;
  image: Image | null;
  options: Record<string, string>;
  unitPrice: Price;
  quantity: number;
  lineTotal: Price;
};

export type CheckoutQuote = {
  currency: Currency;
  lines: QuoteLine[];
  subtotal: Price;
  promotion: AppliedPromotion | null;
  promotionDiscount: Price;
  coupon: { code: string; title: string } | null;
  couponDiscount: Price;
  /** Why the code given does not apply (a `CheckoutMessages.coupon*` key), else null. */
  couponError: string | null;
  /** Methods for the country, when known. */
  shippingMethods: ShippingMethod[];
  shippingMethod: ShippingMethodCode | null;
  /** null until the country and method are known: "calculated in the next step". */
  shippingFee: Price | null;
  /** `subtotal - promotionDiscount - couponDiscount + (shippingFee ?? 0)`. */
  total: Price;
  weightGrams: number;
};

export type ClaimedCoupon = Coupon & {
  claimedAt: string;
  /** Times this customer has used it. */
  usedByMe: number;
  /** Whether it can still be used by this customer now (dates, limits). */
  usable: boolean;
};

export type OrderAddress = {
  country: string;
  province: string;
  city: string;
  area: string;
  postalCode: string;
  firstName: string;
  lastName: string;
  address: string;
  apartment: string;
  countryCode: string;
  phone: string;
};

/** What was ordered, as it was at the time (name, SKU, options and price are snapshots). */
export type OrderLine = {
  id: number;
  productId: number | null;
  productSlug: string;
  name: string;
  skuCode: string;
  options: Record<string, string>;
  image: Image | null;
  unitPrice: Price;
  quantity: number;
  lineTotal: Price;
  shippedQuantity: number;
  /** How many can still be asked back through after-sales now (0 when the order cannot be returned now). */
  returnableQuantity: number;
};

export type Shipment = {
  id: number;
  expressName: string;
  expressNumber: string;
  lines: Array<{ lineId: number; quantity: number }>;
  createdAt: string;
  /** The return request this shipment replaces goods for (an exchange); null for the order's own parcels. */
  returnNumber: string | null;
};

export type PaymentAttempt = {
  id: number;
  method: PaymentMethod;
  status: "pending" | "succeeded" | "failed" | "cancelled";
  amount: Price;
  createdAt: string;
};

/** Amounts are in the order's own currency (the one shown when it was placed). */
export type Order = {
  number: string;
  createdAt: string;
  status: OrderStatus;
  payStatus: PayStatus;
  deliveryStatus: DeliveryStatus;
  currency: Currency;
  lines: OrderLine[];
  subtotal: Price;
  promotion: { title: string } | null;
  promotionDiscount: Price;
  coupon: { code: string } | null;
  couponDiscount: Price;
  shippingFee: Price;
  /** What the shopper has to pay. */
  paymentAmount: Price;
  /** What has been paid (0 until paid). */
  actualPayment: Price;
  contact: { email: string; phone: string };
  address: OrderAddress;
  shippingMethod: ShippingMethodCode;
  paymentMethod: PaymentMethod;
  /** The shopper's order note. */
  remark: string;
  shipments: Shipment[];
  payments: PaymentAttempt[];
  paidAt: string | null;
  /** What the shopper can do now. */
  canPay: boolean;
  canCancel: boolean;
  /**
   * When the shop declined the customer's request to cancel this (paid) order, else null. The order goes
   * on as before, and it cannot be asked to cancel again (`canCancel` false; a request: 409
   * `OrderMessages.cancellationDeclined`).
   */
  cancellationDeclinedAt: string | null;
  canConfirmReceipt: boolean;
  guest: boolean;
  /** After-sales (contract/returns.ts): refund requested while a request or refund is under way. */
  afterSales: AfterSalesState;
  /** What has been given back (succeeded refunds). */
  refundedAmount: Price;
  refunds: Refund[];
  /** Whether an after-sales request can be made now, else why not (a `ReturnMessages` key). */
  canApplyReturn: boolean;
  returnBlockedReason: string | null;
  /** The end of the return window (from delivery); null until delivered. */
  returnDeadline: string | null;
};

export type OrderSummary = {
  number: string;
  createdAt: string;
  status: OrderStatus;
  payStatus: PayStatus;
  deliveryStatus: DeliveryStatus;
  paymentMethod: PaymentMethod;
  paymentAmount: Price;
  itemCount: number;
  lines: Array<{ name: string; image: Image | null; quantity: number; options: Record<string, string> }>;
  canPay: boolean;
  /** Unpaid: cancelled at once; paid but not shipped: the shop is asked (pending cancellation). */
  canCancel: boolean;
  afterSales: AfterSalesState;
};

export type PlacedOrder = {
  order: Order;
  /** For a guest: the token for `?access=` (the thank-you page, the order page, payment); null when signed in. */
  accessToken: string | null;
  /** Storefront path of the order: `/user/order/{number}` (+ `?access=` for a guest), without language prefix. */
  orderPath: string;
  /** True when this answer repeats an order placed earlier with the same idempotency key. */
  replayed: boolean;
};

export type PaymentStart = { paymentId: number; redirectUrl: string };

export type AdminOrder = Omit<Order, "lines"> & {
  id: number;
  customerId: number | null;
  lines: Array<OrderLine & { skuId: number | null }>;
};
