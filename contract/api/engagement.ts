import { z } from "zod";
import { EmptySchema } from "../cart.ts";
import { AdminFeedbackListSchema, FEEDBACK_STATUSES, FeedbackSchema, type AdminFeedback } from "../feedback.ts";
import {
  AdminInquiryListSchema,
  AdminInquiryReplySchema,
  INQUIRY_STATUSES,
  InquiryCreateSchema,
  InquiryListSchema,
  InquiryRefSchema,
  type AdminInquiry,
  type Inquiry,
} from "../inquiry.ts";
import {
  AdminSubscriberExportSchema,
  AdminSubscriberListSchema,
  NEWSLETTER_SOURCES,
  NEWSLETTER_STATUSES,
  NewsletterMailingSchema,
  NewsletterSettingsSchema,
  NewsletterSubscribeSchema,
  NewsletterTokenSchema,
  newsletterTokenSchema,
  type AdminSubscriber,
  type NewsletterTokenState,
} from "../newsletter.ts";
import {
  AdminWishlistListSchema,
  WishlistCreateSchema,
  WishlistItemAddSchema,
  WishlistItemMoveSchema,
  WishlistItemRefSchema,
  WishlistRefSchema,
  WishlistRenameSchema,
  WishlistSharedSchema,
  WishlistToCartSchema,
  type AdminWishlist,
  type SharedWishlist,
  type Wishlist,
  type WishlistItem,
  type WishlistMoveResult,
  type WishlistShare,
  type WishlistSummary,
  type WishlistToCartResult,
} from "../wishlist.ts";
import { PriceSchema, ProductSummarySchema } from "./catalog.ts";
import { AttachmentSchema } from "./community.ts";
import { DeletedData, paged, routesOf, workflow, workflowRoutes, type ApiRoute } from "./describe.ts";
import { CartSchema } from "./orders.ts";

/** Feedback, the newsletter, quote requests and wishlists (decision 013). */

export const AdminFeedbackSchema = z
  .strictObject({
    id: z.number().int(),
    reference: z.string(),
    subject: z.string(),
    message: z.string(),
    email: z.string(),
    lang: z.string(),
    customerId: z.number().int().nullable(),
    status: z.enum(FEEDBACK_STATUSES),
    ip: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "AdminFeedback" }) satisfies z.ZodType<AdminFeedback>;

export const AdminSubscriberSchema = z
  .strictObject({
    id: z.number().int(),
    email: z.string(),
    lang: z.string(),
    status: z.enum(NEWSLETTER_STATUSES),
    source: z.enum(NEWSLETTER_SOURCES),
    consentAt: z.string(),
    consentIp: z.string(),
    confirmedAt: z.string().nullable(),
    unsubscribedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "AdminSubscriber" }) satisfies z.ZodType<AdminSubscriber>;

const TokenStateSchema = z.strictObject({
  status: z.enum(NEWSLETTER_STATUSES),
  email: z.string(),
}) satisfies z.ZodType<NewsletterTokenState>;

const inquiry = {
  id: z.number().int(),
  kind: z.enum(["product", "free-form"]),
  slug: z.string(),
  productName: z.string(),
  product: ProductSummarySchema.nullable(),
  sku: z.strictObject({ code: z.string(), options: z.record(z.string(), z.string()) }).nullable(),
  content: z.string(),
  quantity: z.number().int(),
  contact: z.strictObject({ name: z.string(), email: z.string(), phone: z.string() }),
  images: z.array(AttachmentSchema),
  status: z.enum(INQUIRY_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  replies: z.array(z.strictObject({ text: z.string(), at: z.string() })),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
};
export const InquirySchema = z.strictObject(inquiry).meta({ id: "Inquiry" }) satisfies z.ZodType<Inquiry>;
export const AdminInquirySchema = z
  .strictObject({
    ...inquiry,
    lang: z.string(),
    customerId: z.number().int().nullable(),
    ownerKey: z.string(),
    ip: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "AdminInquiry" }) satisfies z.ZodType<AdminInquiry>;

const wishlistSummary = {
  id: z.number().int(),
  name: z.string(),
  itemCount: z.number().int(),
  shared: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
export const WishlistSummarySchema = z
  .strictObject(wishlistSummary)
  .meta({ id: "WishlistSummary" }) satisfies z.ZodType<WishlistSummary>;
export const AdminWishlistSchema = z
  .strictObject({ ...wishlistSummary, customerId: z.number().int() })
  .meta({ id: "AdminWishlist" }) satisfies z.ZodType<AdminWishlist>;

const WishlistItemSchema = z.strictObject({
  id: z.number().int(),
  productId: z.number().int(),
  available: z.boolean(),
  product: ProductSummarySchema.nullable(),
  sku: z
    .strictObject({
      id: z.number().int(),
      code: z.string(),
      options: z.record(z.string(), z.string()),
      price: PriceSchema,
      inStock: z.boolean(),
    })
    .nullable(),
  addedAt: z.string(),
}) satisfies z.ZodType<WishlistItem>;
const WishlistShareSchema = z.strictObject({ token: z.string(), path: z.string() }) satisfies z.ZodType<WishlistShare>;
export const WishlistSchema = z
  .strictObject({ ...wishlistSummary, items: z.array(WishlistItemSchema), share: WishlistShareSchema.nullable() })
  .meta({ id: "Wishlist" }) satisfies z.ZodType<Wishlist>;
const SharedWishlistSchema = z.strictObject({
  name: z.string(),
  itemCount: z.number().int(),
  items: z.array(WishlistItemSchema),
}) satisfies z.ZodType<SharedWishlist>;

export const engagementRoutes: ApiRoute[] = [
  ...routesOf({ base: "/api/web/feedback", tag: "Engagement" }, [
    {
      method: "POST",
      path: "/",
      access: "visitor",
      localized: true,
      summary: "Send the shop a message; an acknowledgment with its reference goes to the address",
      body: FeedbackSchema,
      status: 201,
      data: z.strictObject({ reference: z.string() }),
      errors: [429],
    },
  ]),
  ...routesOf({ base: "/api/web/newsletter", tag: "Engagement" }, [
    {
      method: "POST",
      path: "/subscribe",
      access: "visitor",
      localized: true,
      summary: "Subscribe (double opt-in): the same answer whatever the address's state",
      body: NewsletterSubscribeSchema,
      data: z.strictObject({ status: z.literal("check-email") }),
      errors: [429],
    },
    {
      method: "GET",
      path: "/confirm",
      summary: "What a confirmation link stands for (nothing changes: mail scanners open links)",
      query: z.object({ token: newsletterTokenSchema }),
      data: TokenStateSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/confirm",
      summary: "Confirm a subscription, once per link; then the welcome email",
      body: NewsletterTokenSchema,
      data: z.strictObject({ status: z.literal("confirmed"), email: z.string() }),
      errors: [404, 409],
    },
    {
      method: "GET",
      path: "/unsubscribe",
      summary: "What an unsubscribe link stands for",
      query: z.object({ token: newsletterTokenSchema }),
      data: TokenStateSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/unsubscribe",
      summary: "Unsubscribe: `{token}` as JSON, or RFC 8058's `?token=` with the form `List-Unsubscribe=One-Click`",
      query: z.object({ token: newsletterTokenSchema.optional() }),
      body: NewsletterTokenSchema,
      data: z.strictObject({ status: z.literal("unsubscribed") }),
      errors: [404],
    },
  ]),
  ...routesOf({ base: "/api/web/inquiry", tag: "Engagement", localized: true }, [
    {
      method: "POST",
      path: "/create",
      access: "shopper",
      summary: "Ask for a quote about a product, a quote page or in general",
      body: InquiryCreateSchema,
      status: 201,
      data: InquirySchema,
      errors: [404, 429],
    },
    {
      method: "POST",
      path: "/list",
      access: "customer",
      summary: "The caller's quote requests",
      body: InquiryListSchema,
      data: paged(InquirySchema),
    },
    {
      method: "POST",
      path: "/detail",
      access: "customer",
      summary: "One of the caller's quote requests, with the reply",
      body: InquiryRefSchema,
      data: InquirySchema,
      errors: [404],
    },
  ]),
  ...routesOf({ base: "/api/web/wishlist", tag: "Engagement", access: "customer", localized: true }, [
    {
      method: "GET",
      path: "/shared",
      access: "public",
      summary: "A list shared by link: its name and items, nothing about its owner",
      query: WishlistSharedSchema,
      data: SharedWishlistSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/lists",
      summary: "The caller's lists",
      body: EmptySchema,
      data: z.array(WishlistSummarySchema),
    },
    {
      method: "POST",
      path: "/detail",
      summary: "One list with its items",
      body: WishlistRefSchema,
      data: WishlistSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/create",
      summary: "Make a list",
      body: WishlistCreateSchema,
      status: 201,
      data: WishlistSchema,
      errors: [409],
    },
    {
      method: "POST",
      path: "/rename",
      summary: "Rename a list",
      body: WishlistRenameSchema,
      data: WishlistSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/delete",
      summary: "Delete a list",
      body: WishlistRefSchema,
      data: DeletedData,
      errors: [404],
    },
    {
      method: "POST",
      path: "/item/add",
      summary: "Add a product (and a variant) to a list",
      body: WishlistItemAddSchema,
      data: WishlistSchema,
      errors: [404, 409],
    },
    {
      method: "POST",
      path: "/item/remove",
      summary: "Take an item off a list",
      body: WishlistItemRefSchema,
      data: WishlistSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/item/move",
      summary: "Move an item to another list",
      body: WishlistItemMoveSchema,
      data: z.strictObject({ from: WishlistSchema, to: WishlistSchema }) satisfies z.ZodType<WishlistMoveResult>,
      errors: [404, 409],
    },
    {
      method: "POST",
      path: "/item/to-cart",
      summary: "Put an item in the cart (the cart's own rules); it leaves the list unless `keep`",
      body: WishlistToCartSchema,
      data: z.strictObject({ cart: CartSchema, list: WishlistSchema }) satisfies z.ZodType<WishlistToCartResult>,
      errors: [404, 409],
    },
    {
      method: "POST",
      path: "/share",
      summary: "The list's read-only link",
      body: WishlistRefSchema,
      data: WishlistShareSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/share/rotate",
      summary: "A new link; the old one stops working",
      body: WishlistRefSchema,
      data: WishlistShareSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/share/revoke",
      summary: "End the list's link",
      body: WishlistRefSchema,
      data: z.strictObject({ shared: z.literal(false) }),
      errors: [404],
    },
  ]),
];

export const adminFeedback = workflow({
  base: "/api/admin/feedback",
  tag: "Admin: engagement",
  plural: "messages from visitors and customers",
  noun: "message",
  list: { query: AdminFeedbackListSchema, item: AdminFeedbackSchema },
  read: { data: AdminFeedbackSchema },
  steps: {
    read: { summary: "Mark a message read", body: EmptySchema },
    close: { summary: "Close a message", body: EmptySchema },
  },
  remove: { summary: "Delete a message", data: DeletedData },
});
export const adminInquiries = workflow({
  base: "/api/admin/inquiries",
  tag: "Admin: engagement",
  plural: "quote requests",
  noun: "quote request",
  list: { query: AdminInquiryListSchema, item: AdminInquirySchema },
  read: { data: AdminInquirySchema },
  steps: {
    reply: {
      summary: "Answer a quote request (emailed in its language)",
      body: AdminInquiryReplySchema,
      errors: [409],
    },
    close: { summary: "Close a quote request", body: EmptySchema, errors: [409] },
  },
  remove: { summary: "Delete a quote request", data: DeletedData },
});
export const adminWishlists = workflow({
  base: "/api/admin/wishlists",
  tag: "Admin: engagement",
  plural: "customers' lists (`?shared=1`: those with a link)",
  noun: "list",
  list: { query: AdminWishlistListSchema, item: AdminWishlistSchema },
  read: false,
  steps: {
    unshare: {
      summary: "End a list's link (its name is a customer's text shown to whoever has it)",
      body: EmptySchema,
      data: z.strictObject({ shared: z.literal(false) }),
    },
  },
});

export const adminEngagementRoutes: ApiRoute[] = [
  ...workflowRoutes(adminFeedback),
  ...workflowRoutes(adminInquiries),
  ...workflowRoutes(adminWishlists),
  ...routesOf({ base: "/api/admin/newsletter", tag: "Admin: engagement", access: "admin" }, [
    {
      method: "GET",
      path: "/subscribers",
      summary: "List subscribers",
      query: AdminSubscriberListSchema,
      data: paged(AdminSubscriberSchema),
    },
    {
      method: "GET",
      path: "/subscribers.csv",
      summary: "Every subscriber (of a status) as CSV",
      query: AdminSubscriberExportSchema,
      produces: "text/csv",
    },
    { method: "DELETE", path: "/subscribers/:id", summary: "Delete a subscriber", data: DeletedData },
    {
      method: "POST",
      path: "/mailings",
      summary: "Send a mailing to every confirmed subscriber (of one language)",
      body: NewsletterMailingSchema,
      status: 202,
      data: z.strictObject({ recipients: z.number().int() }),
    },
    { method: "GET", path: "/settings", summary: "The welcome coupon", data: NewsletterSettingsSchema },
    {
      method: "PUT",
      path: "/settings",
      summary: "Set the welcome coupon (an existing code, or null)",
      body: NewsletterSettingsSchema,
      data: NewsletterSettingsSchema,
    },
  ]),
];
