import { z } from "zod";
import { EmptySchema } from "../cart.ts";
import { CURRENCIES } from "../currencies.ts";
import {
  AdminRefundSchema,
  AdminReplacementSchema,
  AdminReturnApproveSchema,
  AdminReturnCloseSchema,
  AdminReturnListSchema,
  AdminReturnRefuseSchema,
  APPLY_TYPES,
  AUDIT_STATUSES,
  RETURN_ACTIONS,
  RETURN_REASONS,
  RETURN_STAGES,
  RETURN_STATUSES,
  ReturnApplySchema,
  ReturnListSchema,
  ReturnLogisticsSchema,
  ReturnRefSchema,
  ReturnSettingsSchema,
  type AdminReturnRequest,
  type AdminReturnSummary,
  type ReturnRequest,
  type ReturnSettings,
  type ReturnSummary,
} from "../returns.ts";
import { ImageSchema, PriceSchema } from "./catalog.ts";
import { AttachmentSchema } from "./community.ts";
import { paged, routesOf, workflow, workflowRoutes, type ApiRoute } from "./describe.ts";
import { OrderSchema } from "./orders.ts";

/** After-sales: returns, exchanges and refunds (contract/returns.ts, decision 011). */

const int = z.number().int();
const nullableText = z.string().nullable();
const RefundSchema = OrderSchema.shape.refunds.element;

const ReturnAddressData = z.strictObject({ consignee: z.string(), phone: z.string(), address: z.string() });

const summary = {
  number: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  applyType: z.enum(APPLY_TYPES),
  status: z.enum(RETURN_STATUSES),
  auditStatus: z.enum(AUDIT_STATUSES),
  stage: z.enum(RETURN_STAGES),
  refundAmount: PriceSchema,
  itemCount: int,
  lines: z.array(
    z.strictObject({
      name: z.string(),
      image: ImageSchema.nullable(),
      quantity: int,
      options: z.record(z.string(), z.string()),
    }),
  ),
  refuseReason: nullableText,
};
const request = {
  ...summary,
  currency: z.enum(CURRENCIES),
  reason: z.enum(RETURN_REASONS),
  description: z.string(),
  lines: z.array(
    z.strictObject({
      lineId: int,
      name: z.string(),
      skuCode: z.string(),
      options: z.record(z.string(), z.string()),
      image: ImageSchema.nullable(),
      unitPrice: PriceSchema,
      quantity: int,
      amount: PriceSchema,
    }),
  ),
  attachments: z.array(AttachmentSchema),
  returnAddress: ReturnAddressData.nullable(),
  logistics: z
    .strictObject({ logisticsCompany: z.string(), trackingNumber: z.string(), deliveryTime: z.string() })
    .nullable(),
  refund: RefundSchema.nullable(),
  replacement: z.strictObject({ expressName: z.string(), expressNumber: z.string(), createdAt: z.string() }).nullable(),
  approvedAt: nullableText,
  receivedAt: nullableText,
  completedAt: nullableText,
  canCancel: z.boolean(),
  canSubmitLogistics: z.boolean(),
};
const staff = { id: int, orderId: int, customerId: int.nullable(), email: z.string() };

export const ReturnSummarySchema = z
  .strictObject(summary)
  .meta({ id: "ReturnSummary" }) satisfies z.ZodType<ReturnSummary>;
export const ReturnRequestSchema = z
  .strictObject(request)
  .meta({ id: "ReturnRequest" }) satisfies z.ZodType<ReturnRequest>;
export const AdminReturnSummarySchema = z
  .strictObject({ ...summary, ...staff })
  .meta({ id: "AdminReturnSummary" }) satisfies z.ZodType<AdminReturnSummary>;
export const AdminReturnRequestSchema = z
  .strictObject({
    ...request,
    ...staff,
    lang: z.string(),
    orderRefundable: PriceSchema,
    actions: z.array(z.enum(RETURN_ACTIONS)),
  })
  .meta({ id: "AdminReturnRequest" }) satisfies z.ZodType<AdminReturnRequest>;
export const ReturnSettingsData = z.strictObject({
  address: ReturnAddressData.nullable(),
  windowDays: int,
}) satisfies z.ZodType<ReturnSettings>;

const own = "The customer's own, or a guest's with the order's access token (or from the browser that placed it).";

export const returnRoutes: ApiRoute[] = routesOf({ base: "/api/web/return", tag: "Returns", access: "visitor" }, [
  {
    method: "POST",
    path: "/apply",
    summary: "Ask for a return and refund, an exchange, or a refund only, on lines of a delivered order",
    description: `${own} Exactly once per \`idempotencyKey\`.`,
    body: ReturnApplySchema,
    data: ReturnRequestSchema,
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/list",
    summary: "Requests: all the customer's, or one order's with `orderNumber`",
    body: ReturnListSchema,
    data: paged(ReturnSummarySchema),
    errors: [401, 404],
  },
  {
    method: "POST",
    path: "/detail",
    summary: "One request",
    description: own,
    body: ReturnRefSchema,
    data: ReturnRequestSchema,
    errors: [404],
  },
  {
    method: "POST",
    path: "/cancel",
    summary: "Cancel a request not yet under way",
    description: own,
    body: ReturnRefSchema,
    data: ReturnRequestSchema,
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/logistics",
    summary: "Tell the merchant how the goods come back",
    description: own,
    body: ReturnLogisticsSchema,
    data: ReturnRequestSchema,
    errors: [404, 409],
  },
]);

const notAllowed = "A step the request's stage does not allow answers 409 `returns.errors.notAllowed`.";

export const adminReturns = workflow({
  base: "/api/admin/returns",
  tag: "Admin: orders",
  plural: "after-sales requests, newest first",
  noun: "after-sales request",
  list: { query: AdminReturnListSchema, item: AdminReturnSummarySchema },
  read: { data: AdminReturnRequestSchema },
  steps: {
    approve: {
      summary: "Approve, with the address the goods go back to (the shop's default when absent)",
      description: notAllowed,
      body: AdminReturnApproveSchema,
      errors: [409],
    },
    refuse: {
      summary: "Refuse, with the reason",
      description: notAllowed,
      body: AdminReturnRefuseSchema,
      errors: [409],
    },
    receive: {
      summary: "The goods arrived; they go back to stock",
      description: notAllowed,
      body: EmptySchema,
      errors: [409],
    },
    refund: {
      summary: "Refund through the payment provider, exactly once per idempotency key",
      description: notAllowed,
      body: AdminRefundSchema,
      errors: [409],
    },
    "ship-replacement": {
      summary: "Ship the exchange's replacement (takes stock)",
      description: notAllowed,
      body: AdminReplacementSchema,
      errors: [409],
    },
    close: {
      summary: "Close the request, with the reason",
      description: notAllowed,
      body: AdminReturnCloseSchema,
      errors: [409],
    },
  },
});

export const adminReturnRoutes: ApiRoute[] = [
  ...routesOf({ base: "/api/admin/returns", tag: "Admin: orders", access: "admin" }, [
    {
      method: "GET",
      path: "/settings",
      summary: "The return window and the default return address",
      data: ReturnSettingsData,
    },
    {
      method: "PUT",
      path: "/settings",
      summary: "Change the return settings",
      body: ReturnSettingsSchema,
      data: ReturnSettingsData,
    },
  ]),
  ...workflowRoutes(adminReturns),
];
