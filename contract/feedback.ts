import { z } from "zod";
import { paginationSchema } from "./admin.ts";
import { honeypotShape, strangerText } from "./public-forms.ts";
import { emailSchema } from "./validation.ts";

/**
 * Feedback (issue 9): a visitor's or customer's message to the shop.
 *
 * - `POST /api/web/feedback` `FeedbackSchema` → `FeedbackReceipt`; an acknowledgment email goes to
 *   `email` in the request's `?lang=`. Guests and customers; limited per IP, per shopper and per address.
 *   The same message from the same address within 10 minutes (a reload, a double tap) answers the
 *   first one's reference; nothing more is stored or sent.
 * - Admin (`/api/admin/feedback`): `GET /` `AdminFeedbackListSchema` → `Paged<AdminFeedback>`,
 *   `GET /:id`, `POST /:id/read`, `POST /:id/close`, `DELETE /:id`.
 */

export const FEEDBACK_SUBJECT_MAX = 150;
export const FEEDBACK_MESSAGE_MAX = 5000;
export const FEEDBACK_STATUSES = ["new", "read", "closed"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FeedbackMessages = {
  subject: "feedback.errors.subject",
  message: "feedback.errors.message",
  email: "feedback.errors.email",
} as const;

export const FeedbackSchema = z.strictObject({
  subject: strangerText(FEEDBACK_SUBJECT_MAX, FeedbackMessages.subject),
  message: strangerText(FEEDBACK_MESSAGE_MAX, FeedbackMessages.message, { multiline: true }),
  email: z.string({ error: FeedbackMessages.email }).trim().min(1, FeedbackMessages.email).pipe(emailSchema),
  ...honeypotShape,
});
export type FeedbackInput = z.input<typeof FeedbackSchema>;

/** What the sender is told: the reference the acknowledgment email quotes. */
export type FeedbackReceipt = { reference: string };

export type AdminFeedback = {
  id: number;
  reference: string;
  subject: string;
  message: string;
  email: string;
  lang: string;
  /** The signed-in sender's account, else null. */
  customerId: number | null;
  status: FeedbackStatus;
  ip: string;
  createdAt: string;
  updatedAt: string;
};

export const AdminFeedbackListSchema = paginationSchema.extend({ status: z.enum(FEEDBACK_STATUSES).optional() });

/** `F-000042`: short enough to read out, long enough to sort. */
export const feedbackReference = (id: number) => `F-${String(id).padStart(6, "0")}`;
