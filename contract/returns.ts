import { z } from "zod";
import { paginationSchema } from "./admin.ts";
import { attachmentIdsSchema, type Attachment } from "./attachment.ts";
import type { Image, Price } from "./catalog.ts";
import type { Currency } from "./currencies.ts";
import { accessTokenSchema, orderNumberSchema } from "./order-ref.ts";
import { Messages, tooLong } from "./validation.ts";

/**
 * After-sales: returns, exchanges and refunds (issue 8). Every call is a `POST` with JSON (or the form
 * fields the storefront's action turns into it), strict schemas, answers in the `{code, msg, data}`
 * wrapper, messages as translation keys (`returns.*`, `validation.*`, `attachments.errors.*`).
 *
 * Web — signed-in customers (`x-auth`), and guests with the order's access token `access` (the one in
 * the order link) or from the browser that placed the order (`x-visitor-id`); anything else is a 404:
 * - `/api/web/return/apply` `ReturnApplySchema` → `ReturnRequest` (exactly once per `idempotencyKey`);
 * - `/api/web/return/list` `ReturnListSchema` → `Paged<ReturnSummary>` (signed in: all the customer's
 *   requests, or one order's with `orderNumber`; a guest: one order's, `orderNumber` and `access` needed);
 * - `/api/web/return/detail` `ReturnRefSchema` → `ReturnRequest`;
 * - `/api/web/return/cancel` `ReturnRefSchema` → `ReturnRequest`;
 * - `/api/web/return/logistics` `ReturnLogisticsSchema` → `ReturnRequest`.
 * The order detail (`/api/web/order/detail`) carries what the apply form needs: `canApplyReturn`,
 * `returnBlockedReason`, `returnDeadline`, `afterSales`, `refundedAmount`, `refunds` and per line
 * `returnableQuantity`.
 *
 * Admin (`x-admin-token`), under `/api/admin/returns`: `GET /?page&pageSize&status&audit&stage&applyType&orderId&orderNumber&customerId&q`
 * → `Paged<AdminReturnSummary>`; `GET /settings` → `ReturnSettings`, `PUT /settings` `ReturnSettingsSchema`;
 * `GET /:id` → `AdminReturnRequest`; `POST /:id/approve` `AdminReturnApproveSchema`, `/:id/refuse`
 * `AdminReturnRefuseSchema`, `/:id/receive` `{}`, `/:id/refund` `AdminRefundSchema`, `/:id/ship-replacement`
 * `AdminReplacementSchema`, `/:id/close` `AdminReturnCloseSchema` → `AdminReturnRequest`. And
 * `POST /api/admin/orders/:id/refund` `AdminRefundSchema` → `AdminOrder`: money kept on a cancelled order.
 */

/** What the customer sees in the list (spec §4 "return status"). `pending` covers every step in progress. */
export const RETURN_STATUSES = ["pending", "cancelled", "completed", "ended"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Spec §4 "audit status": pending approval, audit successful, audit failed. */
export const AUDIT_STATUSES = ["pending", "approved", "refused"] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/** Spec §4 "apply types": return and refund, exchange goods, refund only. */
export const APPLY_TYPES = ["return-refund", "exchange", "refund-only"] as const;
export type ApplyType = (typeof APPLY_TYPES)[number];
/** Apply types where the customer sends goods back (refund-only skips the goods steps). */
export const GOODS_APPLY_TYPES: readonly ApplyType[] = ["return-refund", "exchange"];

/**
 * The step a request is at: the backend's state machine (`backend/returns/machine.ts`, the table in
 * docs/architecture.md). `status` and `auditStatus` follow from it.
 */
export const RETURN_STAGES = [
  "requested",
  "approved",
  "returning",
  "received",
  "refunding",
  "completed",
  "refused",
  "cancelled",
  "closed",
] as const;
export type ReturnStage = (typeof RETURN_STAGES)[number];

export const STATUS_OF_STAGE: Record<ReturnStage, ReturnStatus> = {
  requested: "pending",
  approved: "pending",
  returning: "pending",
  received: "pending",
  refunding: "pending",
  completed: "completed",
  refused: "ended",
  cancelled: "cancelled",
  closed: "ended",
};

/** Why the customer asks; `other` needs a description. */
export const RETURN_REASONS = [
  "wrong-size",
  "not-as-described",
  "damaged",
  "defective",
  "wrong-item",
  "missing-parts",
  "changed-mind",
  "other",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Spec §4 "after-sales states" of an order (`none` when it has had no after-sales at all). */
export const AFTER_SALES_STATES = ["none", "refund-requested", "refunded"] as const;
export type AfterSalesState = (typeof AFTER_SALES_STATES)[number];
/** What an order page shows of it: `refunded` while less than was paid came back reads "partly refunded". */
export const AFTER_SALES_LABELS = [...AFTER_SALES_STATES, "partly-refunded"] as const;

export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The seed's promise: 30-day returns, counted from delivery (see docs/decisions/011-refunds.md). */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;
export const DESCRIPTION_MAX = 500;
export const REASON_TEXT_MAX = 500;
export const RETURN_QUANTITY_MAX = 10_000;

export const ReturnMessages = {
  /** 404: unknown, another customer's, or a guest's without the order's access token. */
  notFound: "returns.errors.notFound",
  /** 409: the action is not allowed at the request's current step (`data: { stage, action }`). */
  notAllowed: "returns.errors.notAllowed",
  /** 409: the order is not paid. */
  notPaid: "returns.errors.notPaid",
  /** 409: the order has not been delivered (or was cancelled). */
  notDelivered: "returns.errors.notDelivered",
  /** 409: the return window has closed (`data: { deadline }`). */
  windowClosed: "returns.errors.windowClosed",
  /** 409: more than is left to return on a line (`data: { lineId, returnable }`). */
  quantity: "returns.errors.quantity",
  /** Why an order takes no new request (`returnBlockedReason`): every unit is returned or in a request. */
  allReturned: "returns.errors.allReturned",
  /** 400: a line that is not one of the order's. */
  line: "returns.errors.line",
  /** 400: the reason `other` without a description. */
  descriptionRequired: "returns.errors.descriptionRequired",
  /** 400: a delivery time in the future or before the order. */
  deliveryTime: "returns.errors.deliveryTime",
  /** 400: approving a request where goods come back, with no return address given or set. */
  addressRequired: "returns.errors.addressRequired",
  /** 409: a refund above what was paid minus what was refunded (`data: { refundable }`). */
  refundTooMuch: "returns.errors.refundTooMuch",
  /** 409: nothing was paid that could be refunded, or the order is not cancelled (order refunds). */
  nothingToRefund: "returns.errors.nothingToRefund",
  /** 409: the idempotency key was used for another refund. */
  idempotencyKey: "returns.errors.idempotencyKey",
  /** 409: not enough stock to ship the replacement (`data: { lineId, available }`). */
  stock: "returns.errors.stock",
} as const;

const idSchema = z.coerce
  .number({ error: Messages.required })
  .int(ReturnMessages.line)
  .positive(ReturnMessages.line)
  .max(2 ** 31 - 1, ReturnMessages.line);

/** Free text: trimmed, NUL taken out (PostgreSQL cannot store it), a length limit. */
const freeText = (max: number) =>
  z
    .string()
    .transform((v) => v.replaceAll("\u0000", "").trim())
    .pipe(z.string().max(max, tooLong(max)));
const requiredFreeText = (max: number) =>
  z
    .string({ error: Messages.required })
    .transform((v) => v.replaceAll("\u0000", "").trim())
    // The error on the inner string too: a form library that turns an empty string into "missing"
    // (conform) does so after the trim as well.
    .pipe(z.string({ error: Messages.required }).min(1, Messages.required).max(max, tooLong(max)));

/** A return number: `R`, the day, eight random digits. */
export const returnNumberSchema = z
  .string()
  .trim()
  .regex(/^R\d{16}$/, ReturnMessages.notFound);

export const ReturnLineInputSchema = z.strictObject({
  lineId: idSchema,
  quantity: z.coerce
    .number({ error: ReturnMessages.quantity })
    .int(ReturnMessages.quantity)
    .min(1, ReturnMessages.quantity)
    .max(RETURN_QUANTITY_MAX, ReturnMessages.quantity),
});

export const ReturnApplySchema = z
  .strictObject({
    /** A new UUID per form: a repeated submit answers the request made the first time. */
    idempotencyKey: z.uuid(),
    orderNumber: orderNumberSchema,
    access: accessTokenSchema.optional(),
    applyType: z.enum(APPLY_TYPES, { error: Messages.required }),
    reason: z.enum(RETURN_REASONS, { error: Messages.required }),
    /** Spec "apply desc". */
    description: freeText(DESCRIPTION_MAX).optional().default(""),
    lines: z
      .array(ReturnLineInputSchema, { error: Messages.listEmpty })
      .min(1, Messages.listEmpty)
      .max(100, Messages.limit)
      .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, ReturnMessages.line),
    /** Spec "credentials": ids from `POST /api/web/attach/upload`, at most 5, the caller's own. */
    attachments: attachmentIdsSchema.optional().default([]),
  })
  .refine((v) => v.reason !== "other" || v.description.length > 0, {
    message: ReturnMessages.descriptionRequired,
    path: ["description"],
  });
export type ReturnApplyInput = z.input<typeof ReturnApplySchema>;

export const ReturnRefSchema = z.strictObject({
  number: returnNumberSchema,
  /** A guest's order access token. */
  access: accessTokenSchema.optional(),
});
export type ReturnRefInput = z.input<typeof ReturnRefSchema>;

export const ReturnListSchema = z.strictObject({
  status: z.enum(RETURN_STATUSES).optional(),
  orderNumber: orderNumberSchema.optional(),
  access: accessTokenSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional().default(10),
});
export type ReturnListInput = z.input<typeof ReturnListSchema>;

/** A day (`2026-11-23`, what a date field sends) or a full ISO time; stored as an ISO time. */
const deliveryTimeSchema = z
  .string({ error: Messages.required })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success, {
    message: ReturnMessages.deliveryTime,
  })
  .transform((v) => new Date(v.length === 10 ? `${v}T00:00:00Z` : v))
  .refine((d) => !Number.isNaN(d.getTime()), ReturnMessages.deliveryTime)
  .transform((d) => d.toISOString());

/** The customer's parcel back to the merchant (spec: logistics company, tracking number, delivery time). */
export const ReturnLogisticsSchema = z.strictObject({
  number: returnNumberSchema,
  access: accessTokenSchema.optional(),
  logisticsCompany: requiredFreeText(100),
  trackingNumber: requiredFreeText(100),
  deliveryTime: deliveryTimeSchema,
});
export type ReturnLogisticsInput = z.input<typeof ReturnLogisticsSchema>;

/** Where the customer sends goods (spec: consignee, contact number, detailed address). */
export const ReturnAddressSchema = z.strictObject({
  consignee: requiredFreeText(100),
  phone: z
    .string({ error: Messages.required })
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{2,29}$/, Messages.phoneFormat),
  address: requiredFreeText(300),
});
export type ReturnAddress = z.output<typeof ReturnAddressSchema>;

/** `address` omitted: the shop's default return address (`ReturnSettings`). Ignored for refund-only. */
export const AdminReturnApproveSchema = z.strictObject({ address: ReturnAddressSchema.optional() });
export const AdminReturnRefuseSchema = z.strictObject({ reason: requiredFreeText(REASON_TEXT_MAX) });
export const AdminReturnCloseSchema = AdminReturnRefuseSchema;
/** `amount` omitted: the request's refund amount (order refunds: all that is left). Minor units of the order's currency. */
export const AdminRefundSchema = z.strictObject({
  idempotencyKey: z.uuid(),
  amount: z.number().int(Messages.limit).min(1, Messages.limit).max(1_000_000_000, Messages.limit).optional(),
});
export const AdminReplacementSchema = z.strictObject({
  expressName: requiredFreeText(100),
  expressNumber: requiredFreeText(100),
});
export const ReturnSettingsSchema = z.strictObject({
  address: ReturnAddressSchema.nullable().optional(),
  windowDays: z.number().int().min(1, Messages.limit).max(365, Messages.limit).optional(),
});
export type AdminRefundInput = z.input<typeof AdminRefundSchema>;

const dbId = z.coerce.number().int().positive().max(2_147_483_647);
/** `GET /api/admin/returns`: filters by state, type, order and customer; `q` as the other admin lists. */
export const AdminReturnListSchema = paginationSchema.extend({
  status: z.enum(RETURN_STATUSES).optional(),
  audit: z.enum(AUDIT_STATUSES).optional(),
  stage: z.enum(RETURN_STAGES).optional(),
  applyType: z.enum(APPLY_TYPES).optional(),
  orderId: dbId.optional(),
  orderNumber: z
    .string()
    .trim()
    .regex(/^\d{8,24}$/)
    .optional(),
  customerId: dbId.optional(),
});

export type ReturnSettings = { address: ReturnAddress | null; windowDays: number };

export type ReturnLine = {
  /** The order line. */
  lineId: number;
  name: string;
  skuCode: string;
  options: Record<string, string>;
  image: Image | null;
  unitPrice: Price;
  quantity: number;
  /** This line's share of the refund amount (after the order's discounts). */
  amount: Price;
};

export type ReturnLogistics = { logisticsCompany: string; trackingNumber: string; deliveryTime: string };

export type Refund = {
  id: number;
  amount: Price;
  status: RefundStatus;
  /** `manual` (bank transfer, cash on delivery, or paid by hand) or the provider that paid. */
  method: "manual" | "test-gateway";
  /** The provider's refund id (`manual-…` for manual refunds); null until it answered. */
  reference: string | null;
  /** The request it refunds; null for a cancelled order's refund. */
  returnNumber: string | null;
  createdAt: string;
  completedAt: string | null;
};

export type ReturnSummary = {
  number: string;
  orderNumber: string;
  createdAt: string;
  applyType: ApplyType;
  status: ReturnStatus;
  auditStatus: AuditStatus;
  stage: ReturnStage;
  refundAmount: Price;
  itemCount: number;
  lines: Array<{ name: string; image: Image | null; quantity: number; options: Record<string, string> }>;
  /** Spec "refuse desc", set when refused (or why the merchant closed it): the list shows it too. */
  refuseReason: string | null;
};

export type ReturnRequest = Omit<ReturnSummary, "lines"> & {
  currency: Currency;
  reason: ReturnReason;
  /** Spec "apply desc". */
  description: string;
  lines: ReturnLine[];
  /** Spec "credentials". */
  attachments: Attachment[];
  /** The merchant's return address, once approved (null for refund-only). */
  returnAddress: ReturnAddress | null;
  logistics: ReturnLogistics | null;
  refund: Refund | null;
  /** The replacement parcel of an exchange. */
  replacement: { expressName: string; expressNumber: string; createdAt: string } | null;
  approvedAt: string | null;
  receivedAt: string | null;
  completedAt: string | null;
  /** What the customer can do now. */
  canCancel: boolean;
  canSubmitLogistics: boolean;
};

export type AdminReturnSummary = ReturnSummary & {
  id: number;
  orderId: number;
  customerId: number | null;
  email: string;
};

export type AdminReturnRequest = ReturnRequest & {
  id: number;
  orderId: number;
  customerId: number | null;
  email: string;
  lang: string;
  /** What can still be refunded on the order now (paid minus refunded and pending refunds). */
  orderRefundable: Price;
  /** The actions the state machine allows now. */
  actions: ReturnAction[];
};

/** Every action of the state machine (`backend/returns/machine.ts`). */
export const RETURN_ACTIONS = [
  "cancel",
  "approve",
  "refuse",
  "ship-back",
  "receive",
  "refund",
  "refund-succeeded",
  "refund-failed",
  "ship-replacement",
  "close",
] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];
