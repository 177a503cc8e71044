import type { Currency } from "#contract/currencies.ts";
import type {
  AdminOrder,
  DeliveryStatus,
  Order,
  OrderAddress,
  OrderStatus,
  OrderSummary,
  PaymentAttempt,
  PaymentMethod,
  PayStatus,
  ShippingMethodCode,
} from "#contract/order.ts";
import { imagesByIds } from "../catalog/repository.ts";
import type { Row } from "../db/database.ts";
import { prepared } from "../db/prepared.ts";
import { toImage } from "../media/images.ts";
import { enabledPaymentMethods } from "../payments/provider.ts";
import { providerFor } from "../payments/providers.ts";
import { afterSalesOf, type OrderDeps } from "../returns/order-view.ts";
import { orderLines, type OrderRow } from "./repository.ts";

function parseJson<T>(json: string, fallback: T): T {
  try {
    return (JSON.parse(json) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * "Pay now": an unpaid order that is not paid at the door, while one of the shop's enabled methods takes
 * payments online (without one, `payment/start` refuses every order, and a bank transfer is paid at the bank).
 */
export const canPay = (o: OrderRow, config: OrderDeps["config"]) =>
  o.status === "in-progress" &&
  o.pay_status === "unpaid" &&
  o.payment_method !== "cash-on-delivery" &&
  enabledPaymentMethods(config).some((method) => providerFor(method).online);
/** Unpaid: cancelled at once; paid: the shop is asked, once (a request it declined is not asked again). */
export const canCancel = (o: OrderRow) =>
  o.status === "in-progress" && o.delivery_status === "not-shipped" && o.cancel_declined_at === null;
export const canConfirmReceipt = (o: OrderRow) => o.status === "in-progress" && o.delivery_status === "shipped";

const shipmentsOf = prepared((db, p: { order: number }) =>
  db
    .selectFrom("shipment")
    .leftJoin("return_request", "return_request.id", "shipment.return_id")
    .selectAll("shipment")
    .select("return_request.number as return_number")
    .where("shipment.order_id", "=", p.order)
    .orderBy("shipment.id"),
);
const paymentsOf = prepared((db, p: { order: number }) =>
  db.selectFrom("payment").selectAll().where("order_id", "=", p.order).orderBy("id"),
);

export async function toAdminOrder(deps: OrderDeps, row: OrderRow): Promise<AdminOrder> {
  const { db } = deps;
  const currency = row.currency as Currency;
  const price = (amount: number | string) => ({ amount: Number(amount), currency });
  const [lines, shipments, payments] = await Promise.all([
    orderLines(db, [row.id]),
    shipmentsOf.rows(db, { order: row.id }),
    paymentsOf.rows(db, { order: row.id }),
  ]);
  const afterSales = (await afterSalesOf(deps, [row], lines)).get(row.id)!;
  const images = await imagesByIds(
    db,
    lines.map((l) => l.image_id),
  );
  return {
    id: row.id,
    customerId: row.customer_id,
    number: row.number,
    createdAt: row.created_at,
    status: row.status as OrderStatus,
    payStatus: row.pay_status as PayStatus,
    deliveryStatus: row.delivery_status as DeliveryStatus,
    currency,
    lines: lines.map((l) => ({
      id: l.id,
      skuId: l.sku_id,
      productId: l.product_id,
      productSlug: l.product_slug,
      name: l.name,
      skuCode: l.sku_code,
      options: parseJson<Record<string, string>>(l.options, {}),
      image: toImage(l.image_id === null ? undefined : images.get(l.image_id), l.name),
      unitPrice: price(l.unit_price),
      quantity: l.quantity,
      lineTotal: price(l.line_total),
      shippedQuantity: l.shipped_quantity,
      returnableQuantity: afterSales.returnable.get(l.id) ?? 0,
    })),
    subtotal: price(row.subtotal),
    promotion: row.promotion_title ? { title: row.promotion_title } : null,
    promotionDiscount: price(row.promotion_discount),
    coupon: row.coupon_code ? { code: row.coupon_code } : null,
    couponDiscount: price(row.coupon_discount),
    shippingFee: price(row.shipping_fee),
    paymentAmount: price(row.total),
    actualPayment: price(row.paid_amount),
    contact: { email: row.email, phone: row.phone },
    address: parseJson<OrderAddress>(row.address, {} as OrderAddress),
    shippingMethod: row.shipping_method as ShippingMethodCode,
    paymentMethod: row.payment_method as PaymentMethod,
    remark: row.note,
    shipments: shipments.map((s) => ({
      id: s.id,
      expressName: s.express_name,
      expressNumber: s.express_number,
      lines: parseJson<Array<{ lineId: number; quantity: number }>>(s.lines, []),
      createdAt: s.created_at,
      returnNumber: s.return_number ?? null,
    })),
    payments: payments.map((p): PaymentAttempt => ({
      id: p.id,
      method: p.method as PaymentMethod,
      status: p.status as PaymentAttempt["status"],
      amount: price(p.amount),
      createdAt: p.created_at,
    })),
    paidAt: row.paid_at,
    canPay: canPay(row, deps.config),
    canCancel: canCancel(row),
    cancellationDeclinedAt: row.cancel_declined_at,
    canConfirmReceipt: canConfirmReceipt(row),
    guest: row.customer_id === null,
    afterSales: afterSales.afterSales,
    refundedAmount: price(afterSales.refundedAmount),
    refunds: afterSales.refunds,
    canApplyReturn: afterSales.canApplyReturn,
    returnBlockedReason: afterSales.returnBlockedReason,
    returnDeadline: afterSales.returnDeadline,
  };
}

/** The shopper's view: the admin view without internal ids. */
export async function toOrder(deps: OrderDeps, row: OrderRow): Promise<Order> {
  const { id: _id, customerId: _customerId, lines, ...order } = await toAdminOrder(deps, row);
  return { ...order, lines: lines.map(({ skuId: _skuId, ...line }) => line) };
}

export async function toOrderSummaries(deps: OrderDeps, rows: OrderRow[]): Promise<OrderSummary[]> {
  const { db } = deps;
  const lines = await orderLines(
    db,
    rows.map((r) => r.id),
  );
  const images = await imagesByIds(
    db,
    lines.map((l) => l.image_id),
  );
  const afterSales = await afterSalesOf(deps, rows, lines);
  const byOrder = new Map<number, Row<"order_line">[]>();
  for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
  return rows.map((row) => {
    const own = byOrder.get(row.id) ?? [];
    return {
      number: row.number,
      createdAt: row.created_at,
      status: row.status as OrderStatus,
      payStatus: row.pay_status as PayStatus,
      deliveryStatus: row.delivery_status as DeliveryStatus,
      paymentMethod: row.payment_method as PaymentMethod,
      paymentAmount: { amount: Number(row.total), currency: row.currency as Currency },
      itemCount: own.reduce((sum, l) => sum + l.quantity, 0),
      lines: own.map((l) => ({
        name: l.name,
        image: toImage(l.image_id === null ? undefined : images.get(l.image_id), l.name),
        quantity: l.quantity,
        options: parseJson<Record<string, string>>(l.options, {}),
      })),
      canPay: canPay(row, deps.config),
      canCancel: canCancel(row),
      afterSales: afterSales.get(row.id)?.afterSales ?? "none",
    };
  });
}
