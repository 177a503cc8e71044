import { z } from "zod";
import { COUPON_CODE_PATTERN, paginationSchema } from "./admin.ts";
import { isLanguage } from "./locales.ts";
import { consentBox, honeypotShape } from "./public-forms.ts";
import { emailSchema, Messages, tooLong } from "./validation.ts";

/**
 * The newsletter (issue 9), double opt-in: subscribing stores the address as `pending` and emails a
 * confirmation link; only `confirmed` addresses receive mailings; every mailing carries a one-click
 * unsubscribe link (RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post` headers).
 *
 * Web (`/api/web/newsletter`):
 * - `POST /subscribe` `NewsletterSubscribeSchema` → `{ status: "check-email" }`, the same answer whatever
 *   the address's state. A pending or unsubscribed address gets a new confirmation link, at most one
 *   per `NEWSLETTER_RESEND_MS`; a confirmed one gets nothing.
 * - `GET /confirm?token=` → `NewsletterTokenState` (nothing changes: mail scanners open links);
 *   `POST /confirm` `NewsletterTokenSchema` → `{ status: "confirmed", email }` within
 *   `NEWSLETTER_CONFIRM_TTL_MS`; then a welcome email (with the welcome coupon, when one is set). A link
 *   already used answers `confirmed` to both (again and again, no second welcome) until the address
 *   unsubscribes or is sent a new link; then it is invalid.
 * - `GET /unsubscribe?token=` → `NewsletterTokenState`; `POST /unsubscribe` `NewsletterTokenSchema`, or
 *   RFC 8058's `POST /unsubscribe?token=…` with the form body `List-Unsubscribe=One-Click` →
 *   `{ status: "unsubscribed" }` (again and again: the same answer).
 * - Sign-up (`/api/web/auth/signup`) takes `newsletter: "on"` and then subscribes the address the same way.
 *
 * Storefront pages the emails link to (the page endpoint answers them as `custom` pages, noindex):
 * `/{lang}/newsletter/confirm?token=…` and `/{lang}/newsletter/unsubscribe?token=…`.
 *
 * Admin (`/api/admin/newsletter`): `GET /subscribers` `AdminSubscriberListSchema` → `Paged<AdminSubscriber>`,
 * `GET /subscribers.csv?status=` (text/csv), `DELETE /subscribers/:id`, `POST /mailings`
 * `NewsletterMailingSchema` → `{ recipients }`, `GET|PUT /settings` `NewsletterSettingsSchema`.
 */

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
/** Where a subscription came from: the newsletter form, or the sign-up form's box. */
export const NEWSLETTER_SOURCES = ["form", "signup"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** A confirmation link works this long. */
export const NEWSLETTER_CONFIRM_TTL_MS = 72 * 60 * 60 * 1000;
/** A pending address is sent a new confirmation link at most this often. */
export const NEWSLETTER_RESEND_MS = 10 * 60 * 1000;
/** Links carry 32 random bytes, base64url. */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const NewsletterMessages = {
  consent: "newsletter.errors.consent",
  /** 400: unknown, already used or replaced link. */
  tokenInvalid: "newsletter.errors.tokenInvalid",
  /** 400: the confirmation link is older than `NEWSLETTER_CONFIRM_TTL_MS`. */
  tokenExpired: "newsletter.errors.tokenExpired",
  /** 400: an RFC 8058 post without `List-Unsubscribe=One-Click`. */
  oneClick: "newsletter.errors.oneClick",
  /** Admin: the welcome coupon code names no coupon. */
  unknownCoupon: "newsletter.errors.unknownCoupon",
} as const;

export const NewsletterSubscribeSchema = z.strictObject({
  email: emailSchema.transform((v) => v.toLowerCase()),
  consent: consentBox(NewsletterMessages.consent),
  ...honeypotShape,
});
export type NewsletterSubscribeInput = z.input<typeof NewsletterSubscribeSchema>;

export const newsletterTokenSchema = z
  .string({ error: NewsletterMessages.tokenInvalid })
  .regex(NEWSLETTER_TOKEN_PATTERN, NewsletterMessages.tokenInvalid);
export const NewsletterTokenSchema = z.strictObject({ token: newsletterTokenSchema });
export type NewsletterTokenInput = z.input<typeof NewsletterTokenSchema>;

export type NewsletterSubscribeResult = { status: "check-email" };
/** What a link stands for, to render its page; `email` is masked (`a•••@example.com`). */
export type NewsletterTokenState = { status: NewsletterStatus; email: string };
export type NewsletterConfirmResult = { status: "confirmed"; email: string };
export type NewsletterUnsubscribeResult = { status: "unsubscribed" };

export type AdminSubscriber = {
  id: number;
  email: string;
  lang: string;
  status: NewsletterStatus;
  source: NewsletterSource;
  /** When and from where the consent box was ticked. */
  consentAt: string;
  consentIp: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export const AdminSubscriberListSchema = paginationSchema.extend({ status: z.enum(NEWSLETTER_STATUSES).optional() });
export const AdminSubscriberExportSchema = z.object({ status: z.enum(NEWSLETTER_STATUSES).optional() });

/** A mailing to every confirmed subscriber (of one language, when `lang` is given). */
export const NewsletterMailingSchema = z.strictObject({
  subject: z.string().trim().min(1, Messages.required).max(200, tooLong(200)),
  text: z.string().trim().min(1, Messages.required).max(50_000, tooLong(50_000)),
  /** Merchant HTML for the body; the unsubscribe footer is added to it. Absent: the text, escaped. */
  html: z.string().max(200_000, tooLong(200_000)).optional(),
  lang: z.string().refine(isLanguage, "validation.language").optional(),
});
export type NewsletterMailingInput = z.input<typeof NewsletterMailingSchema>;

/** The coupon code the welcome email hands out (the seed: VIP20); null sends none. */
export const NewsletterSettingsSchema = z.strictObject({
  welcomeCoupon: z
    .string()
    .trim()
    .toUpperCase()
    .max(32, tooLong(32))
    .regex(COUPON_CODE_PATTERN, "validation.couponCode")
    .nullable(),
});
export type NewsletterSettings = z.infer<typeof NewsletterSettingsSchema>;
