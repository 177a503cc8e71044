import type { Currency } from "#contract/currencies.ts";
import {
  STATUS_OF_STAGE,
  type AdminReturnRequest,
  type AdminReturnSummary,
  type ApplyType,
  type AuditStatus,
  type ReturnAddress,
  type ReturnReason,
  type ReturnRequest,
  type ReturnStage,
  type ReturnSummary,
} from "#contract/returns.ts";
import { attachmentsOf } from "../attachments/repository.ts";
import { imagesByIds } from "../catalog/repository.ts";
import type { Db } from "../db/connection.ts";
import { toImage } from "../media/images.ts";
import { actionsFor, canTake } from "./machine.ts";
import { toRefund } from "./order-view.ts";
import { linesOfReturns, refundsOf, type ReturnRow } from "./repository.ts";

function parseJson<T>(json: string | null, fallback: T): T {
  if (!json) return fallback;
  try {
    return (JSON.parse(json) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

export const usedBy = (returnId: number) => `return:${returnId}`;

async function orderNumbers(db: Db, orderIds: number[]): Promise<Map<number, string>> {
  if (!orderIds.length) return new Map();
  const rows = await db.selectFrom("shop_order").select(["id", "number"]).where("id", "in", orderIds).execute();
  return new Map(rows.map((r) => [r.id, r.number]));
}

export async function toReturnSummaries(db: Db, rows: ReturnRow[]): Promise<ReturnSummary[]> {
  const [lines, numbers] = await Promise.all([
    linesOfReturns(
      db,
      rows.map((r) => r.id),
    ),
    orderNumbers(db, [...new Set(rows.map((r) => r.order_id))]),
  ]);
  const images = await imagesByIds(
    db,
    lines.map((l) => l.image_id),
  );
  return rows.map((row) => {
    const own = lines.filter((l) => l.return_id === row.id);
    const stage = row.stage as ReturnStage;
    return {
      number: row.number,
      orderNumber: numbers.get(row.order_id) ?? "",
      createdAt: row.created_at,
      applyType: row.apply_type as ApplyType,
      status: STATUS_OF_STAGE[stage],
      auditStatus: row.audit_status as AuditStatus,
      stage,
      refundAmount: { amount: Number(row.refund_amount), currency: row.currency as Currency },
      itemCount: own.reduce((sum, l) => sum + l.quantity, 0),
      lines: own.map((l) => ({
        name: l.name,
        image: toImage(l.image_id === null ? undefined : images.get(l.image_id), l.name),
        quantity: l.quantity,
        options: parseJson<Record<string, string>>(l.options, {}),
      })),
      refuseReason: row.refuse_reason,
    };
  });
}

export async function toAdminReturn(db: Db, row: ReturnRow): Promise<AdminReturnRequest> {
  const currency = row.currency as Currency;
  const price = (amount: number | string) => ({ amount: Number(amount), currency });
  const [[summary], lines, photos, refunds, replacement, order] = await Promise.all([
    toReturnSummaries(db, [row]),
    linesOfReturns(db, [row.id]),
    attachmentsOf(db, [usedBy(row.id)]),
    refundsOf(db, { returnIds: [row.id] }),
    db
      .selectFrom("shipment")
      .select(["express_name", "express_number", "created_at"])
      .where("return_id", "=", row.id)
      .orderBy("id", "desc")
      .executeTakeFirst(),
    db
      .selectFrom("shop_order")
      .select(["paid_amount", "refund_reserved"])
      .where("id", "=", row.order_id)
      .executeTakeFirstOrThrow(),
  ]);
  const images = await imagesByIds(
    db,
    lines.map((l) => l.image_id),
  );
  const stage = row.stage as ReturnStage;
  const type = row.apply_type as ApplyType;
  // The latest refund tells where the money is (an earlier one may have failed).
  const refund = refunds.at(-1);
  return {
    ...summary!,
    id: row.id,
    orderId: row.order_id,
    customerId: row.customer_id,
    email: row.email,
    lang: row.lang,
    currency,
    reason: row.reason as ReturnReason,
    description: row.description,
    refuseReason: row.refuse_reason,
    lines: lines.map((l) => ({
      lineId: l.order_line_id,
      name: l.name,
      skuCode: l.sku_code,
      options: parseJson<Record<string, string>>(l.options, {}),
      image: toImage(l.image_id === null ? undefined : images.get(l.image_id), l.name),
      unitPrice: price(l.unit_price),
      quantity: l.quantity,
      amount: price(l.amount),
    })),
    attachments: photos.get(usedBy(row.id)) ?? [],
    returnAddress: parseJson<ReturnAddress | null>(row.return_address, null),
    logistics:
      row.logistics_company && row.tracking_number && row.delivery_time
        ? {
            logisticsCompany: row.logistics_company,
            trackingNumber: row.tracking_number,
            deliveryTime: row.delivery_time,
          }
        : null,
    refund: refund ? toRefund(refund, row.number) : null,
    replacement: replacement
      ? {
          expressName: replacement.express_name,
          expressNumber: replacement.express_number,
          createdAt: replacement.created_at,
        }
      : null,
    approvedAt: row.approved_at,
    receivedAt: row.received_at,
    completedAt: row.completed_at,
    canCancel: canTake("cancel", stage, type),
    canSubmitLogistics: canTake("ship-back", stage, type),
    orderRefundable: price(Math.max(0, Number(order.paid_amount) - Number(order.refund_reserved))),
    actions: actionsFor(stage, type, "merchant"),
  };
}

/** The customer's view: the admin view without internal ids, the contact, and the merchant's figures. */
export async function toReturnRequest(db: Db, row: ReturnRow): Promise<ReturnRequest> {
  const {
    id: _id,
    orderId: _orderId,
    customerId: _customerId,
    email: _email,
    lang: _lang,
    orderRefundable: _refundable,
    actions: _actions,
    ...request
  } = await toAdminReturn(db, row);
  return request;
}

export async function toAdminReturnSummaries(db: Db, rows: ReturnRow[]): Promise<AdminReturnSummary[]> {
  const summaries = await toReturnSummaries(db, rows);
  return summaries.map((s, i) => ({
    ...s,
    id: rows[i]!.id,
    orderId: rows[i]!.order_id,
    customerId: rows[i]!.customer_id,
    email: rows[i]!.email,
  }));
}
