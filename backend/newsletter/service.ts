import type { z } from "zod";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/locales.ts";
import {
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_RESEND_MS,
  NewsletterMessages,
  type AdminSubscriber,
  type NewsletterConfirmResult,
  type NewsletterMailingSchema,
  type NewsletterSource,
  type NewsletterTokenState,
  type NewsletterUnsubscribeResult,
} from "#contract/newsletter.ts";
import type { AppDeps } from "../app.ts";
import { textOf } from "../catalog/service.ts";
import { findCouponByCode } from "../checkout/pricing.ts";
import { claimCoupon } from "../coupons/repository.ts";
import { mailerOf } from "../customers/notify.ts";
import { newToken, sha256 } from "../customers/tokens.ts";
import type { Db } from "../db/connection.ts";
import {
  newsletterConfirmEmail,
  newsletterMailingEmail,
  newsletterWelcomeEmail,
  sendInBackground,
  type UnsubscribeLinks,
} from "../mail/engagement.ts";
import { storefrontLink } from "../orders/email.ts";
import { badRequest, notFound, nowIso } from "../shared/http.ts";
import {
  confirmPending,
  confirmedSubscribers,
  deleteSubscriberRow,
  findByConfirmHash,
  findByUnsubscribeToken,
  getNewsletterSettings,
  insertSubscriber,
  markUnsubscribed,
  renewPendingLink,
  type Subscriber,
} from "./repository.ts";

const tokenInvalid = () => badRequest(NewsletterMessages.tokenInvalid);
const tokenExpired = () => badRequest(NewsletterMessages.tokenExpired);

/** `a•••@example.com`: enough for the owner to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

export function toAdminSubscriber(row: Subscriber): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    lang: row.lang,
    status: row.status,
    source: row.source,
    consentAt: row.consent_at,
    consentIp: row.consent_ip,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function unsubscribeLinks(deps: AppDeps, row: Subscriber): UnsubscribeLinks {
  const base = (deps.config.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");
  const token = encodeURIComponent(row.unsubscribe_token);
  return {
    oneClick: `${base}/api/web/newsletter/unsubscribe?token=${token}`,
    page: storefrontLink(deps.config.publicUrl, row.lang, `/newsletter/unsubscribe?token=${token}`),
  };
}

/**
 * Subscribing (the newsletter form, or the sign-up form's box): a new address is stored `pending`
 * with a confirmation link; a pending or unsubscribed one gets a fresh link (the old one stops
 * working) at most once per NEWSLETTER_RESEND_MS; a confirmed one nothing. The caller answers the
 * same in every case.
 */
export async function requestSubscription(
  deps: AppDeps,
  input: { email: string; lang: Language; ip: string; source: NewsletterSource },
): Promise<void> {
  const { db } = deps;
  const now = new Date();
  const token = newToken();
  const link = {
    confirm_token_hash: sha256(token),
    confirm_expires_at: new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_MS).toISOString(),
    confirm_sent_at: now.toISOString(),
  };
  const consent = { consent_at: now.toISOString(), consent_ip: input.ip, lang: input.lang, source: input.source };
  const email = input.email.toLowerCase();
  const row =
    (await insertSubscriber(db, {
      email,
      status: "pending",
      ...link,
      ...consent,
      unsubscribe_token: newToken(),
      confirmed_at: null,
      unsubscribed_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })) ??
    (await renewPendingLink(db, email, new Date(now.getTime() - NEWSLETTER_RESEND_MS).toISOString(), {
      status: "pending",
      ...link,
      ...consent,
      updated_at: now.toISOString(),
    }));
  if (!row) return;
  const confirmLink = storefrontLink(deps.config.publicUrl, input.lang, `/newsletter/confirm?token=${token}`);
  const hours = Math.round(NEWSLETTER_CONFIRM_TTL_MS / 3_600_000);
  sendInBackground(
    deps,
    email,
    () => newsletterConfirmEmail(input.lang, deps.config.shopName, confirmLink, hours),
    "newsletter confirmation",
  );
}

/** The subscriber a confirmation link names: pending and not expired, or already confirmed by it. */
async function liveConfirmation(db: Db, token: string): Promise<Subscriber> {
  const row = await findByConfirmHash(db, sha256(token));
  if (row?.status === "confirmed") return row;
  if (!row || row.status !== "pending" || !row.confirm_expires_at) throw tokenInvalid();
  if (row.confirm_expires_at <= nowIso()) throw tokenExpired();
  return row;
}

/** What a confirmation link stands for, without using it (mail scanners open links). */
export async function confirmationState(db: Db, token: string): Promise<NewsletterTokenState> {
  const row = await liveConfirmation(db, token);
  return { status: row.status, email: maskEmail(row.email) };
}

/** The coupon the settings name for new subscribers, while it has not ended and has uses left. */
async function welcomeCoupon(db: Db, lang: string) {
  const { welcomeCoupon: code } = await getNewsletterSettings(db);
  const coupon = code ? await findCouponByCode(db, code) : undefined;
  if (!coupon) return null;
  const now = nowIso();
  if (coupon.ends_at !== null && coupon.ends_at <= now) return null;
  if (coupon.total_limit !== null && Number(coupon.used_count) >= Number(coupon.total_limit)) return null;
  return {
    id: coupon.id,
    code: coupon.code,
    title: textOf(coupon, "title", isLanguage(lang) ? lang : DEFAULT_LANGUAGE).text,
  };
}

/**
 * pending → confirmed, once per link and before it expires. The welcome email follows with the
 * welcome coupon; an account with this address also finds the coupon among its claimed coupons. The
 * same link sent again answers "confirmed" and changes nothing (no second welcome).
 */
export async function confirmSubscription(deps: AppDeps, token: string): Promise<NewsletterConfirmResult> {
  const { db } = deps;
  const row = await liveConfirmation(db, token);
  if (row.status === "confirmed") return { status: "confirmed", email: maskEmail(row.email) };
  if (!(await confirmPending(db, row.id, sha256(token), nowIso()))) {
    // Two posts of one link at once: the other one confirmed it.
    const now = await findByConfirmHash(db, sha256(token));
    if (now?.status === "confirmed") return { status: "confirmed", email: maskEmail(now.email) };
    throw tokenInvalid();
  }
  const coupon = await welcomeCoupon(db, row.lang);
  if (coupon) {
    const customer = await db.selectFrom("customer").select("id").where("email", "=", row.email).executeTakeFirst();
    if (customer) await claimCoupon(db, customer.id, coupon.id);
  }
  const links = unsubscribeLinks(deps, row);
  sendInBackground(
    deps,
    row.email,
    () =>
      newsletterWelcomeEmail(
        row.lang,
        deps.config.shopName,
        links,
        coupon && { code: coupon.code, title: coupon.title },
      ),
    "newsletter welcome",
  );
  return { status: "confirmed", email: maskEmail(row.email) };
}

async function subscriberByUnsubscribeToken(db: Db, token: string): Promise<Subscriber> {
  const row = await findByUnsubscribeToken(db, token);
  if (!row) throw tokenInvalid();
  return row;
}

export async function unsubscribeState(db: Db, token: string): Promise<NewsletterTokenState> {
  const row = await subscriberByUnsubscribeToken(db, token);
  return { status: row.status, email: maskEmail(row.email) };
}

/** Any state → unsubscribed; unsubscribing again answers the same. */
export async function unsubscribe(db: Db, token: string): Promise<NewsletterUnsubscribeResult> {
  const row = await subscriberByUnsubscribeToken(db, token);
  await markUnsubscribed(db, row.id, nowIso());
  return { status: "unsubscribed" };
}

/**
 * A mailing to every confirmed subscriber (of `lang`, when given), each with its own unsubscribe link
 * and RFC 8058 headers. Sent one after another in the background; answers how many it goes to.
 */
export async function sendMailing(
  deps: AppDeps,
  mailing: z.output<typeof NewsletterMailingSchema>,
): Promise<{ recipients: number }> {
  const rows = await confirmedSubscribers(deps.db, mailing.lang);
  const mailer = mailerOf(deps);
  setImmediate(async () => {
    for (const row of rows) {
      const content = newsletterMailingEmail(row.lang, deps.config.shopName, mailing, unsubscribeLinks(deps, row));
      await mailer
        .sendEmail(row.email, content)
        .catch((error: unknown) => deps.log.warn({ err: error, subscriber: row.id }, "mailing not sent"));
    }
  });
  return { recipients: rows.length };
}

export async function deleteSubscriber(db: Db, id: number): Promise<void> {
  if (!(await deleteSubscriberRow(db, id))) throw notFound();
}
