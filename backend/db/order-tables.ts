import type { ColumnType, Generated } from "kysely";

/** Tables of carts, shipping, coupon claims, orders and payments (migration 20261122020000_orders). */
export interface OrderTables {
  cart: { owner_key: string; version: Generated<number>; updated_at: string };
  cart_line: CartLineTable;
  shipping_zone: ShippingZoneTable;
  shipping_method: ShippingMethodTable;
  shipping_rate: { id: Generated<number>; method_id: number; max_grams: number | null; fee: number };
  customer_coupon: { id: Generated<number>; customer_id: number; coupon_id: number; created_at: string };
  shop_order: ShopOrderTable;
  order_line: OrderLineTable;
  order_access: { id: Generated<number>; order_id: number; token_hash: string; created_at: string };
  coupon_redemption: CouponRedemptionTable;
  shipment: ShipmentTable;
  payment: PaymentTable;
  payment_event: { id: string; payment_id: number; type: string; created_at: string };
  /** What the shopper entered at checkout (migration 20261126000000_checkout_draft); `data` is JSON. */
  checkout_draft: { owner_key: string; data: string; updated_at: string };
}

type Timestamps = { created_at: string; updated_at: string };

/** `owner_key` is `c:<customer id>` or `v:<visitor id>`. */
export interface CartLineTable extends Timestamps {
  id: Generated<number>;
  owner_key: string;
  sku_id: number;
  quantity: number;
  selected: number;
  /** The unit price (USD cents) when added or last confirmed (migration 20261128000000_cart_line_price). */
  confirmed_price: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ShippingZoneTable {
  id: Generated<number>;
  code: string;
  name: string;
  i18n: string;
  /** Comma-separated ISO country codes; `*` is the zone of every other country. */
  countries: string;
  sort: number;
}

export interface ShippingMethodTable {
  id: Generated<number>;
  zone_id: number;
  code: string;
  name: string;
  i18n: string;
  min_days: number;
  max_days: number;
  /** USD cents of merchandise (after discounts) from which the method is free; null for never. */
  free_over: number | null;
  sort: number;
  hidden: number;
}

export interface ShopOrderTable extends Timestamps {
  id: Generated<number>;
  number: string;
  owner_key: string;
  idempotency_key: string;
  customer_id: number | null;
  visitor_id: string | null;
  status: string;
  pay_status: string;
  delivery_status: string;
  currency: string;
  /** Units of `currency` per USD when placed. */
  rate: number;
  /** Amounts in minor units of `currency`. */
  subtotal: number;
  promotion_id: number | null;
  promotion_title: string;
  promotion_discount: number;
  coupon_id: number | null;
  coupon_code: string;
  coupon_discount: number;
  shipping_fee: number;
  total: number;
  /** `total` in USD cents, for figures across currencies. */
  total_usd: number;
  paid_amount: number;
  email: string;
  phone: string;
  /** JSON `OrderAddress`. */
  address: string;
  shipping_method: string;
  payment_method: string;
  note: string;
  lang: string;
  paid_at: string | null;
  cancelled_at: string | null;
  completed_at: string | null;
  /** When the shop declined the customer's cancellation request (migration 20261208000000_cancel_declined). */
  cancel_declined_at: string | null;
  /** Succeeded refunds; and succeeded plus pending ones (migration 20261124020000_returns). */
  refunded_amount: Generated<number>;
  refund_reserved: Generated<number>;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  sku_id: number | null;
  product_id: number | null;
  image_id: number | null;
  product_slug: string;
  name: string;
  sku_code: string;
  /** JSON option name → value, in the order's language. */
  options: string;
  unit_price: number;
  quantity: number;
  line_total: number;
  shipped_quantity: number;
  /** Units held by after-sales requests that are not cancelled, refused or closed. */
  returned_quantity: Generated<number>;
}

export interface CouponRedemptionTable {
  id: Generated<number>;
  coupon_id: number;
  order_id: number;
  /** `c:<customer id>` or `e:<email>` for guests. */
  customer_key: string;
  slot: number | null;
  created_at: string;
}

export interface ShipmentTable {
  id: Generated<number>;
  order_id: number;
  express_name: string;
  express_number: string;
  /** JSON `[{ lineId, quantity }]`. */
  lines: string;
  created_at: string;
  /** The exchange this parcel replaces goods for. */
  return_id: Generated<number | null>;
}

export interface PaymentTable extends Timestamps {
  id: Generated<number>;
  order_id: number;
  method: string;
  status: string;
  amount: number;
  currency: string;
}
