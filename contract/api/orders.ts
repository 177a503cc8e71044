import { z } from "zod";
import { paginationSchema } from "../admin.ts";
import {
  CartAddSchema,
  CartConfirmPricesSchema,
  CartLineSchema,
  CartSelectAllSchema,
  CartSelectSchema,
  CartUpdateSchema,
  EmptySchema,
  type Cart,
} from "../cart.ts";
import { CURRENCIES } from "../currencies.ts";
import {
  AdminShipSchema,
  CheckoutDraftSaveSchema,
  CheckoutDraftSchema,
  CouponClaimSchema,
  DELIVERY_STATUSES,
  ORDER_STATUSES,
  OrderListSchema,
  OrderRefSchema,
  PAY_STATUSES,
  PAYMENT_METHODS,
  PaymentStartSchema,
  PlaceOrderSchema,
  QuoteSchema,
  SHIPPING_METHODS,
  ShippingMethodsSchema,
  type AdminOrder,
  type CheckoutQuote,
  type ClaimedCoupon,
  type Order,
  type OrderSummary,
  type PlacedOrder,
  type ShippingMethod,
} from "../order.ts";
import { AdminRefundSchema, AFTER_SALES_STATES, REFUND_STATUSES } from "../returns.ts";
import { PostalAddressSchema } from "./account.ts";
import { CouponSchema, ImageSchema, PriceSchema } from "./catalog.ts";
import { paged, routesOf, workflow, workflowRoutes, type ApiRoute } from "./describe.ts";

/** The cart, checkout, coupons, orders and payments (contract/cart.ts, contract/order.ts). */

const int = z.number().int();
const options = z.record(z.string(), z.string());

export const CartSchema = z
  .strictObject({
    version: int,
    currency: z.enum(CURRENCIES),
    lines: z.array(
      z.strictObject({
        id: int,
        productId: int,
        productSlug: z.string(),
        name: z.string(),
        image: ImageSchema.nullable(),
        skuId: int,
        skuCode: z.string(),
        options,
        unitPrice: PriceSchema,
        linePrice: PriceSchema.nullable(),
        priceWas: PriceSchema.nullable(),
        quantity: int,
        lineTotal: PriceSchema,
        selected: z.boolean(),
        stock: int,
        stockState: z.enum(["in-stock", "low", "insufficient", "sold-out", "unavailable"]),
        weightGrams: int,
      }),
    ),
    count: int,
    selectedCount: int,
    subtotal: PriceSchema,
    promotion: z
      .strictObject({
        id: int,
        slug: z.string(),
        title: z.string(),
        kind: z.enum(["percent", "fixed"]),
        value: z.number(),
      })
      .nullable(),
    promotionDiscount: PriceSchema,
    total: PriceSchema,
    checkoutReady: z.boolean(),
  })
  .meta({ id: "Cart" }) satisfies z.ZodType<Cart>;

export const ShippingMethodSchema = z
  .strictObject({
    code: z.enum(SHIPPING_METHODS),
    name: z.string(),
    minDays: int,
    maxDays: int,
    fee: PriceSchema,
    freeOver: PriceSchema.nullable(),
  })
  .meta({ id: "ShippingMethod" }) satisfies z.ZodType<ShippingMethod>;

const CheckoutQuoteSchema = z
  .strictObject({
    currency: z.enum(CURRENCIES),
    lines: z.array(
      z.strictObject({
        lineId: int,
        skuId: int,
        skuCode: z.string(),
        name: z.string(),
        image: ImageSchema.nullable(),
        options,
        unitPrice: PriceSchema,
        quantity: int,
        lineTotal: PriceSchema,
      }),
    ),
    subtotal: PriceSchema,
    promotion: CartSchema.shape.promotion,
    promotionDiscount: PriceSchema,
    coupon: z.strictObject({ code: z.string(), title: z.string() }).nullable(),
    couponDiscount: PriceSchema,
    couponError: z.string().nullable(),
    shippingMethods: z.array(ShippingMethodSchema),
    shippingMethod: z.enum(SHIPPING_METHODS).nullable(),
    shippingFee: PriceSchema.nullable(),
    total: PriceSchema,
    weightGrams: int,
  })
  .meta({ id: "CheckoutQuote" }) satisfies z.ZodType<CheckoutQuote>;

const orderLine = {
  id: int,
  productId: int.nullable(),
  productSlug: z.string(),
  name: z.string(),
  skuCode: z.string(),
  options,
  image: ImageSchema.nullable(),
  unitPrice: PriceSchema,
  quantity: int,
  lineTotal: PriceSchema,
  shippedQuantity: int,
  returnableQuantity: int,
};
const nullableText = z.string().nullable();
const order = {
  number: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  payStatus: z.enum(PAY_STATUSES),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  currency: z.enum(CURRENCIES),
  lines: z.array(z.strictObject(orderLine)),
  subtotal: PriceSchema,
  promotion: z.strictObject({ title: z.string() }).nullable(),
  promotionDiscount: PriceSchema,
  coupon: z.strictObject({ code: z.string() }).nullable(),
  couponDiscount: PriceSchema,
  shippingFee: PriceSchema,
  paymentAmount: PriceSchema,
  actualPayment: PriceSchema,
  contact: z.strictObject({ email: z.string(), phone: z.string() }),
  address: PostalAddressSchema,
  shippingMethod: z.enum(SHIPPING_METHODS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  remark: z.string(),
  shipments: z.array(
    z.strictObject({
      id: int,
      expressName: z.string(),
      expressNumber: z.string(),
      lines: z.array(z.strictObject({ lineId: int, quantity: int })),
      createdAt: z.string(),
      returnNumber: nullableText,
    }),
  ),
  payments: z.array(
    z.strictObject({
      id: int,
      method: z.enum(PAYMENT_METHODS),
      status: z.enum(["pending", "succeeded", "failed", "cancelled"]),
      amount: PriceSchema,
      createdAt: z.string(),
    }),
  ),
  paidAt: nullableText,
  canPay: z.boolean(),
  canCancel: z.boolean(),
  cancellationDeclinedAt: nullableText,
  canConfirmReceipt: z.boolean(),
  guest: z.boolean(),
  afterSales: z.enum(AFTER_SALES_STATES),
  refundedAmount: PriceSchema,
  refunds: z.array(
    z
      .strictObject({
        id: int,
        amount: PriceSchema,
        status: z.enum(REFUND_STATUSES),
        method: z.enum(["manual", "test-gateway"]),
        reference: nullableText,
        returnNumber: nullableText,
        createdAt: z.string(),
        completedAt: nullableText,
      })
      .meta({ id: "Refund" }),
  ),
  canApplyReturn: z.boolean(),
  returnBlockedReason: nullableText,
  returnDeadline: nullableText,
};
export const OrderSchema = z.strictObject(order).meta({ id: "Order" }) satisfies z.ZodType<Order>;
export const AdminOrderSchema = z
  .strictObject({
    ...order,
    id: int,
    customerId: int.nullable(),
    lines: z.array(z.strictObject({ ...orderLine, skuId: int.nullable() })),
  })
  .meta({ id: "AdminOrder" }) satisfies z.ZodType<AdminOrder>;

const orderSummary = {
  number: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  payStatus: z.enum(PAY_STATUSES),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentAmount: PriceSchema,
  itemCount: int,
  lines: z.array(z.strictObject({ name: z.string(), image: ImageSchema.nullable(), quantity: int, options })),
  canPay: z.boolean(),
  canCancel: z.boolean(),
  afterSales: z.enum(AFTER_SALES_STATES),
};
export const OrderSummarySchema = z
  .strictObject(orderSummary)
  .meta({ id: "OrderSummary" }) satisfies z.ZodType<OrderSummary>;
export const AdminOrderSummarySchema = z
  .strictObject({ ...orderSummary, id: int, email: z.string() })
  .meta({ id: "AdminOrderSummary" });

const ClaimedCouponSchema = z
  .strictObject({ ...CouponSchema.shape, claimedAt: z.string(), usedByMe: int, usable: z.boolean() })
  .meta({ id: "ClaimedCoupon" }) satisfies z.ZodType<ClaimedCoupon>;

const PlacedOrderSchema = z.strictObject({
  order: OrderSchema,
  accessToken: nullableText,
  orderPath: z.string(),
  replayed: z.boolean(),
}) satisfies z.ZodType<PlacedOrder>;

/** `GET /api/admin/orders`: `q` matches the number or the email. */
export const AdminOrderListSchema = paginationSchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  payStatus: z.enum(PAY_STATUSES).optional(),
});

const ownOrder = "The customer's own, or a guest's with its access token (or from the browser that placed it).";

export const orderRoutes: ApiRoute[] = [
  ...routesOf({ base: "/api/web/cart", tag: "Cart", access: "shopper", localized: true }, [
    { method: "POST", path: "/", summary: "The cart, priced", body: EmptySchema, data: CartSchema },
    {
      method: "POST",
      path: "/add",
      summary: "Add a SKU (by id or code); to its line when there is one",
      body: CartAddSchema,
      data: CartSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/update",
      summary: "Set a line's quantity",
      body: CartUpdateSchema,
      data: CartSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/remove",
      summary: "Remove a line",
      body: CartLineSchema,
      data: CartSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/select",
      summary: "Select or deselect lines for checkout",
      body: CartSelectSchema,
      data: CartSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/select-all",
      summary: "Select or deselect every line",
      body: CartSelectAllSchema,
      data: CartSchema,
    },
    {
      method: "POST",
      path: "/confirm-prices",
      summary: "Confirm the lines' changed prices as shown (clears their `priceWas`)",
      body: CartConfirmPricesSchema,
      data: CartSchema,
      errors: [404],
    },
  ]),
  ...routesOf({ base: "/api/web/checkout", tag: "Checkout", access: "shopper", localized: true }, [
    {
      method: "POST",
      path: "/shipping-methods",
      summary: "The shipping methods for a country, priced for the selected lines",
      body: ShippingMethodsSchema,
      data: z.array(ShippingMethodSchema),
    },
    {
      method: "POST",
      path: "/quote",
      summary: "The priced checkout: discounts, coupon (its problem in `couponError`), shipping, total",
      body: QuoteSchema,
      data: CheckoutQuoteSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/draft",
      summary: "What the shopper entered at checkout and the step reached (null when none, or a day old)",
      body: EmptySchema,
      data: CheckoutDraftSchema.nullable(),
    },
    {
      method: "POST",
      path: "/draft/save",
      summary: "Keep what the shopper entered at checkout (`draft: null` forgets it); placing the order drops it",
      body: CheckoutDraftSaveSchema,
      data: z.null(),
    },
    {
      method: "POST",
      path: "/place",
      summary: "Place the order, exactly once per `idempotencyKey` (a repeat answers the same order)",
      description:
        "409 `checkout.errors.stock` when a line's stock ran out; 409 when the coupon's last use went elsewhere; " +
        "409 `checkout.errors.priceChanged` (`data.total`: the total now) when `expectedTotal` is not the total priced now.",
      body: PlaceOrderSchema,
      data: PlacedOrderSchema,
      errors: [404, 409],
    },
  ]),
  ...routesOf({ base: "/api/web/coupon", tag: "Checkout", access: "customer", localized: true }, [
    {
      method: "POST",
      path: "/claim",
      summary: "Claim a visible coupon by code or slug",
      body: CouponClaimSchema,
      data: ClaimedCouponSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/claimed",
      summary: "The customer's claimed coupons",
      body: EmptySchema,
      data: z.array(ClaimedCouponSchema),
    },
  ]),
  ...routesOf({ base: "/api/web/order", tag: "Orders" }, [
    {
      method: "POST",
      path: "/list",
      access: "customer",
      summary: "The customer's orders, by tab",
      body: OrderListSchema,
      data: paged(OrderSummarySchema),
    },
    {
      method: "POST",
      path: "/detail",
      access: "visitor",
      summary: "One order",
      description: ownOrder,
      body: OrderRefSchema,
      data: OrderSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/unpaid-count",
      access: "visitor",
      summary: "How many of the customer's orders wait for payment (0 for guests)",
      body: EmptySchema,
      data: z.strictObject({ count: int }),
    },
    {
      method: "POST",
      path: "/cancel",
      access: "visitor",
      summary: "Cancel an unpaid order, or ask the merchant to cancel a paid one not yet shipped",
      description: ownOrder,
      body: OrderRefSchema,
      data: OrderSchema,
      errors: [404, 409],
    },
    {
      method: "POST",
      path: "/confirm-receipt",
      access: "visitor",
      summary: "Confirm a shipped order arrived",
      description: ownOrder,
      body: OrderRefSchema,
      data: OrderSchema,
      errors: [404, 409],
    },
  ]),
  ...routesOf({ base: "/api/web/payment", tag: "Payments" }, [
    {
      method: "POST",
      path: "/start",
      access: "visitor",
      localized: true,
      summary: "Start paying an order online: where to send the shopper's browser",
      description: ownOrder,
      body: PaymentStartSchema,
      data: z.strictObject({ paymentId: int, redirectUrl: z.string() }),
      errors: [404, 409],
    },
    {
      method: "GET",
      path: "/test-gateway/:paymentId",
      summary: "The test gateway's hosted pay page (HTML; 404 for a link that is not valid)",
      params: { paymentId: z.number().int().min(1) },
      query: z.object({ sig: z.string(), lang: z.string().optional(), access: z.string().optional() }),
      produces: "text/html",
    },
    {
      method: "POST",
      path: "/test-gateway/:paymentId",
      summary: "The pay page's buttons: approve, decline or cancel, then back to the storefront",
      params: { paymentId: z.number().int().min(1) },
      form: z.object({
        action: z.enum(["approve", "decline", "cancel"]),
        sig: z.string().max(64),
        lang: z.string().max(10).optional(),
        access: z.string().optional(),
      }),
      produces: "redirect",
      errors: [409],
    },
    {
      method: "POST",
      path: "/webhook/test-gateway",
      summary: "The test gateway's signed webhook (payment and refund events), each event id once",
      description:
        "The body is the event as JSON; the header `x-test-gateway-signature` is its HMAC-SHA256 with `PAYMENT_SECRET`.",
      body: z.object({
        id: z.string(),
        type: z.enum(["payment.succeeded", "payment.failed", "payment.cancelled", "refund.succeeded", "refund.failed"]),
        paymentId: int,
        amount: int,
        currency: z.string(),
        createdAt: z.string(),
        refundReference: z.string().optional(),
        refundKey: z.string().optional(),
      }),
      data: z.strictObject({ received: z.literal(true), replayed: z.boolean() }),
      errors: [404],
    },
  ]),
];

export const adminOrders = workflow({
  base: "/api/admin/orders",
  tag: "Admin: orders",
  plural: "orders, newest first",
  noun: "order",
  list: { query: AdminOrderListSchema, item: AdminOrderSummarySchema },
  read: { data: AdminOrderSchema },
  steps: {
    pay: { summary: "Mark an offline payment received", body: EmptySchema, errors: [409] },
    ship: { summary: "Ship lines (partly or fully) with a tracking number", body: AdminShipSchema, errors: [409] },
    cancel: {
      summary: "Cancel an order not yet shipped; stock and coupon use come back",
      body: EmptySchema,
      errors: [409],
    },
    "decline-cancellation": {
      summary: "Decline the customer's cancellation request of a paid order: the order goes on and can ship",
      body: EmptySchema,
      errors: [409],
    },
    refund: {
      summary: "Refund what a cancelled order holds, exactly once per idempotency key",
      body: AdminRefundSchema,
      errors: [409],
    },
  },
});

export const adminOrderRoutes: ApiRoute[] = workflowRoutes(adminOrders);
