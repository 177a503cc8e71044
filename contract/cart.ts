import { z } from "zod";
import type { Image, Price } from "./catalog.ts";
import type { Currency } from "./currencies.ts";

/**
 * The cart (issue 5). The cart belongs to the signed-in customer (`x-auth`) or else to the guest's
 * `x-visitor-id`; at sign-in the guest's lines merge into the account. Every answer is priced by the
 * backend in the request's `?currency=` (and named in `?lang=`); a price sent by the browser is refused
 * as an unknown field. Messages are translation keys.
 *
 * Endpoints, all `POST /api/web/cart…` answering `Cart`:
 * - `/cart` `{}` — the cart;
 * - `/cart/add` `CartAddSchema` — adds to the line of that SKU (or creates it, selected);
 * - `/cart/update` `CartUpdateSchema` — sets a line's quantity (1–99; removing is `/cart/remove`);
 * - `/cart/remove` `CartLineSchema`;
 * - `/cart/select` `CartSelectSchema` and `/cart/select-all` `CartSelectAllSchema`;
 * - `/cart/confirm-prices` `CartConfirmPricesSchema` — the shopper saw the lines' new prices (see
 *   `CartLine.priceWas`).
 *
 * Each line remembers its unit price when it was added (or added again, or its price confirmed); when
 * the price changed since, the line's `priceWas` says what it was, until the shopper confirms.
 */

export const CART_MAX_QUANTITY = 99;
/** Distinct lines a cart holds at most. */
export const CART_MAX_LINES = 100;
/** A line shows "only N left" at or below this stock. */
export const CART_LOW_STOCK = 5;

export const CartMessages = {
  /** 400; `data: { available, skuCode }`: the quantity asked for is more than the stock. */
  stock: "cart.errors.stock",
  /** 400: not a whole number from 1 to 99. */
  quantity: "cart.errors.quantity",
  /** 404: the SKU does not exist or its product is hidden. */
  unknownSku: "cart.errors.unknownSku",
  /** 404: no such line in this visitor's cart. */
  unknownLine: "cart.errors.unknownLine",
  /** 400: the cart already has `CART_MAX_LINES` lines. */
  full: "cart.errors.full",
  /** 400: neither a signed-in customer nor a valid `x-visitor-id`. */
  visitor: "errors.visitor",
  /** 400: `/cart/add` needs exactly one of skuId or skuCode. */
  sku: "cart.errors.sku",
} as const;

const idSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** 1–99 whole units; form fields arrive as strings, so the value is coerced first. */
export const quantitySchema = z.coerce
  .number({ error: CartMessages.quantity })
  .int(CartMessages.quantity)
  .min(1, CartMessages.quantity)
  .max(CART_MAX_QUANTITY, CartMessages.quantity);

/** A checkbox or a JSON boolean: `true`/`"true"`/`"on"`/`"1"` select, `false`/`"false"`/`"off"`/`"0"` deselect. */
export const selectedSchema = z
  .union([z.boolean(), z.enum(["true", "false", "on", "off", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "on" || v === "1");

export const CartAddSchema = z
  .strictObject({
    skuId: idSchema.optional(),
    skuCode: z.string().trim().min(1).max(64).optional(),
    quantity: quantitySchema.optional().default(1),
  })
  .refine((v) => (v.skuId === undefined) !== (v.skuCode === undefined), { message: CartMessages.sku, path: ["skuId"] });
export type CartAddInput = z.input<typeof CartAddSchema>;

export const CartUpdateSchema = z.strictObject({ lineId: idSchema, quantity: quantitySchema });
export type CartUpdateInput = z.input<typeof CartUpdateSchema>;

export const CartLineSchema = z.strictObject({ lineId: idSchema });
export type CartLineInput = z.input<typeof CartLineSchema>;

export const CartSelectSchema = z.strictObject({
  lineIds: z.array(idSchema).min(1).max(CART_MAX_LINES),
  selected: selectedSchema,
});
export type CartSelectInput = z.input<typeof CartSelectSchema>;

export const CartSelectAllSchema = z.strictObject({ selected: selectedSchema });
export type CartSelectAllInput = z.input<typeof CartSelectAllSchema>;

/**
 * Confirms the prices shown: each line's `unitPrice.amount` as the cart answered it in the request's
 * currency. A line is confirmed only when that is still its price (a price raised again meanwhile keeps
 * its notice); the amount never prices anything. 404 when a line is not in this cart.
 */
export const CartConfirmPricesSchema = z.strictObject({
  lines: z
    .array(z.strictObject({ lineId: idSchema, unitPrice: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER) }))
    .min(1)
    .max(CART_MAX_LINES),
});
export type CartConfirmPricesInput = z.input<typeof CartConfirmPricesSchema>;

export const EmptySchema = z.strictObject({});

/**
 * - `in-stock`: enough stock; `low`: enough, but `stock <= CART_LOW_STOCK`;
 * - `insufficient`: fewer in stock than the line's quantity (checkout refuses it until lowered);
 * - `sold-out`: none left; `unavailable`: the product was hidden (the line can only be removed).
 */
export type StockState = "in-stock" | "low" | "insufficient" | "sold-out" | "unavailable";

export type CartLine = {
  id: number;
  productId: number;
  productSlug: string;
  name: string;
  image: Image | null;
  skuId: number;
  skuCode: string;
  /** Option name → value in the request's language, e.g. `{ Size: "M" }`. */
  options: Record<string, string>;
  unitPrice: Price;
  /** The crossed-out "was" price, when on sale. */
  linePrice: Price | null;
  /**
   * The unit price when the line was added or its price last confirmed, converted like `unitPrice`,
   * when it differs from `unitPrice`: the price changed since ("was €34.96, now €47.84"); else null.
   */
  priceWas: Price | null;
  quantity: number;
  lineTotal: Price;
  selected: boolean;
  stock: number;
  stockState: StockState;
  weightGrams: number;
};

/** The promotion that applies automatically (see `docs`: the best one for the subtotal). */
export type AppliedPromotion = { id: number; slug: string; title: string; kind: "percent" | "fixed"; value: number };

export type Cart = {
  /** Grows with every change; an answer with a lower version than one already shown is stale. */
  version: number;
  currency: Currency;
  lines: CartLine[];
  /** Units in the cart (all lines): the header's `cartNum`. */
  count: number;
  /** Units in the selected lines. */
  selectedCount: number;
  /** Sum of the selected lines. */
  subtotal: Price;
  /** The promotion the selected lines qualify for, previewed; coupons and shipping come at checkout. */
  promotion: AppliedPromotion | null;
  promotionDiscount: Price;
  /** `subtotal - promotionDiscount`. */
  total: Price;
  /** Whether every selected line can be bought now (none insufficient, sold out or unavailable). */
  checkoutReady: boolean;
};

/** The compact cart in `POST /api/web/visitor/data`. */
export type VisitorCart = {
  count: number;
  version: number;
  items: Array<{ lineId: number; skuId: number; quantity: number }>;
};
