import { z } from "zod";
import { paginationSchema, SLUG_PATTERN } from "./admin.ts";
import { attachmentIdsSchema, type Attachment } from "./attachment.ts";
import type { ProductSummary, Sku } from "./catalog.ts";
import { honeypotShape, strangerText } from "./public-forms.ts";
import { emailSchema, Messages, phoneDigits, tooLong, PHONE_PATTERN } from "./validation.ts";

/**
 * Quote requests ("inquiries", issue 9; spec §2 "Inquiry screen: content and image upload").
 *
 * A quote is about a product (`inquiry/{product slug}`), about a merchant's free-form quote page
 * (`inquiry/{slug}` for which the merchant wrote an `inquiry` template with that slug), or general
 * (no slug: the `inquiry` block placed on any page). Any other slug is a 404, for the page and here.
 * A product's quote may name the variant the shopper had chosen (`inquiry/{slug}/{sku}`, as the product
 * page's `product/{slug}/{sku}`): its SKU code, matched without regard to case; one that is not the
 * product's is a 404 `unknownSku`, for the page and here.
 *
 * Web (`/api/web/inquiry`):
 * - `POST /create` `InquiryCreateSchema` → `Inquiry` (201). Guests (`x-visitor-id`) and customers;
 *   photos are attachment ids from `POST /api/web/attach/upload`, the caller's own, at most 5. The same
 *   request from the same shopper within 10 minutes (a reload, a double tap) answers the first (201).
 * - `POST /list` `InquiryListSchema` → `Paged<Inquiry>` and `POST /detail` `InquiryRefSchema` → `Inquiry`:
 *   the signed-in customer's own (and those they sent as a guest from the same browser); another's is a 404.
 *
 * Admin (`/api/admin/inquiries`): `GET /` `AdminInquiryListSchema` → `Paged<AdminInquiry>`, `GET /:id`,
 * `POST /:id/reply` `AdminInquiryReplySchema` (emails the contact in the inquiry's language),
 * `POST /:id/close`, `DELETE /:id`.
 */

export const INQUIRY_CONTENT_MAX = 5000;
export const INQUIRY_NAME_MAX = 100;
export const INQUIRY_QUANTITY_MAX = 1_000_000;
export const INQUIRY_REPLY_MAX = 5000;
export const INQUIRY_SKU_MAX = 100;
export const INQUIRY_STATUSES = ["open", "replied", "closed"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** `product`: about a product; `free-form`: a merchant's quote page or a general request. */
export type InquiryKind = "product" | "free-form";

export const InquiryMessages = {
  content: "inquiries.errors.content",
  quantity: "inquiries.errors.quantity",
  name: "inquiries.errors.name",
  /** 404: the slug names no visible product and no free-form quote page. */
  unknownTarget: "inquiries.errors.unknownTarget",
  /** 404: the SKU is not one of the quoted product's (or the request is about no product). */
  unknownSku: "inquiries.errors.unknownSku",
  /** 404: no such inquiry of this customer. */
  unknown: "inquiries.errors.unknown",
  /** Admin, 409: a closed inquiry takes no reply and is not closed twice. */
  closed: "inquiries.errors.closed",
} as const;

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const InquiryCreateSchema = z.strictObject({
  /** The `inquiry/{slug}` the form sits on; absent for a general request. */
  slug: z.string().trim().max(120, tooLong(120)).regex(SLUG_PATTERN, InquiryMessages.unknownTarget).optional(),
  /** The chosen variant's SKU code (`inquiry/{slug}/{sku}`); absent or "" for the product as a whole. */
  sku: z
    .string()
    .trim()
    .max(INQUIRY_SKU_MAX, InquiryMessages.unknownSku)
    .optional()
    .transform((v) => v || undefined),
  content: strangerText(INQUIRY_CONTENT_MAX, InquiryMessages.content, { multiline: true }),
  quantity: z.coerce
    .number({ error: InquiryMessages.quantity })
    .int(InquiryMessages.quantity)
    .min(1, InquiryMessages.quantity)
    .max(INQUIRY_QUANTITY_MAX, InquiryMessages.quantity)
    .optional()
    .default(1),
  name: strangerText(INQUIRY_NAME_MAX, InquiryMessages.name),
  email: emailSchema,
  // Written as people write numbers (+1 555 010-0200, (030) 1234567), kept as its digits and its plus.
  phone: z
    .string()
    .trim()
    .transform(phoneDigits)
    .pipe(z.union([z.literal(""), z.string().regex(PHONE_PATTERN, Messages.phoneNumber)]))
    .optional()
    .default(""),
  attachments: attachmentIdsSchema.optional().default([]),
  ...honeypotShape,
});
export type InquiryCreateInput = z.input<typeof InquiryCreateSchema>;

export const InquiryListSchema = z.strictObject({
  status: z.enum(INQUIRY_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional().default(10),
});
export type InquiryListInput = z.input<typeof InquiryListSchema>;

export const InquiryRefSchema = z.strictObject({ id: idSchema });
export type InquiryRefInput = z.input<typeof InquiryRefSchema>;

export type Inquiry = {
  id: number;
  kind: InquiryKind;
  /** The product's or the quote page's slug; "" for a general request. */
  slug: string;
  /** The product's name when the request was sent ("" for free-form). */
  productName: string;
  /** The product as it is now, while it is still on sale; else null. */
  product: ProductSummary | null;
  /**
   * The variant the shopper chose: its SKU code as sent, and its options (name → value, in the page's
   * language) while the SKU still exists ({} once it is gone). Null for the product as a whole.
   */
  sku: InquirySku | null;
  /** As typed: render as text, never as HTML. */
  content: string;
  quantity: number;
  contact: { name: string; email: string; phone: string };
  images: Attachment[];
  status: InquiryStatus;
  /** The merchant's latest answer (plain text), once replied. */
  reply: string | null;
  repliedAt: string | null;
  /** Every answer the merchant sent, oldest first (a revised quote does not erase the first). */
  replies: Array<{ text: string; at: string }>;
  closedAt: string | null;
  createdAt: string;
};

export type AdminInquiry = Inquiry & {
  lang: string;
  customerId: number | null;
  /** `c:<customer id>` or `v:<visitor id>`. */
  ownerKey: string;
  ip: string;
  updatedAt: string;
};

export type InquirySku = { code: string; options: Record<string, string> };

/** The `inquiry/{slug}` (or `inquiry/{slug}/{sku}`) page's data; `sku` is the chosen variant, else null. */
export type InquiryPage = { slug: string; kind: InquiryKind; product: ProductSummary | null; sku: Sku | null };

export const AdminInquiryListSchema = paginationSchema.extend({ status: z.enum(INQUIRY_STATUSES).optional() });
export const AdminInquiryReplySchema = z.strictObject({
  reply: z.string().trim().min(1, Messages.required).max(INQUIRY_REPLY_MAX, tooLong(INQUIRY_REPLY_MAX)),
});
export type AdminInquiryReplyInput = z.input<typeof AdminInquiryReplySchema>;
