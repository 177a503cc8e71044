import { CODE_TTL_MS } from "#contract/account.ts";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS } from "#contract/locales.ts";
import { emailTexts, escapeHtml, fill } from "./texts.ts";

export type EmailContent = {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. a mailing's `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
};
export type CodePurpose = "verify" | "reset" | "signin" | "change";

const CODE_MINUTES = Math.round(CODE_TTL_MS / 60_000);

/** A plain, accessible HTML layout; every value in it has been escaped by the caller. */
export function layout(lang: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join("\n");
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"></head>
<body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
${body}
</body></html>`;
}

/** The message carrying a one-time code, in the customer's language. */
export function codeEmail(lang: string, shop: string, purpose: CodePurpose, code: string): EmailContent {
  const t = emailTexts(lang);
  const values = { shop, minutes: CODE_MINUTES };
  const text = (s: string) => fill(s, values);
  const html = (s: string) => fill(escapeHtml(s), values, escapeHtml);
  return {
    subject: text(t[purpose].subject),
    text: [t.greeting, t[purpose].intro, code, text(t.codeExpiry), t.ignore, text(t.footer)].join("\n\n"),
    html: layout(lang, [
      html(t.greeting),
      html(t[purpose].intro),
      `<strong style="font-size:28px;letter-spacing:6px">${escapeHtml(code)}</strong>`,
      html(t.codeExpiry),
      html(t.ignore),
      `<small style="color:#6b7280">${html(t.footer)}</small>`,
    ]),
  };
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function existingAccountEmail(lang: string, shop: string, resetLink: string): EmailContent {
  const t = emailTexts(lang);
  const values = { shop };
  const html = (s: string) => fill(escapeHtml(s), values, escapeHtml);
  return {
    subject: fill(t.existing.subject, values),
    text: [t.greeting, t.existing.body, `${t.existing.action} ${resetLink}`, t.ignore, fill(t.footer, values)].join(
      "\n\n",
    ),
    html: layout(lang, [
      html(t.greeting),
      html(t.existing.body),
      `${html(t.existing.action)} <a href="${escapeHtml(resetLink)}">${escapeHtml(resetLink)}</a>`,
      html(t.ignore),
      `<small style="color:#6b7280">${html(t.footer)}</small>`,
    ]),
  };
}

/** The text message carrying a code to a mobile number. */
export function codeSms(lang: string, shop: string, code: string): string {
  return fill(emailTexts(lang).sms, { shop, code, minutes: CODE_MINUTES });
}

/** A change to an account's sign-in details, told to its owner afterwards. */
export type SecurityNotice =
  | { kind: "email-changed" | "mobile-changed"; address: string }
  | { kind: "password-changed" | "password-reset"; signedOut: "others" | "all" | null };

/** Where a security notice points: the forgotten-password page and the shop's home page. */
/** Where a security notice sends its reader: the forgotten-password page, and the shop's contact page (else its home). */
export type SecurityLinks = { reset: string; contact: string };

/**
 * `b•••@example.com`, `•••89`: the new address as told to the old one, enough for its owner to
 * recognise, too little to be of use to whoever reads the old mailbox.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at > 0) return `${address.slice(0, 1)}•••${address.slice(at)}`;
  const digits = address.replace(/\D/g, "");
  return `•••${digits.slice(-2)}`;
}

/**
 * The moment of a change in the customer's language (the tags and calendars the storefront writes
 * dates with: Thai years are Buddhist), in UTC and saying so: "November 29, 2026 at 11:48 AM UTC".
 */
export function formatUtc(lang: string, when: Date): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[isLanguage(lang) ? lang : DEFAULT_LANGUAGE], {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(when);
}

const NOTICE_KEYS = {
  "email-changed": "emailChanged",
  "mobile-changed": "mobileChanged",
  "password-changed": "passwordChanged",
  "password-reset": "passwordReset",
} as const;

/** Chinese and Japanese sentences follow one another without a space. */
const sentenceJoiner = (lang: string) => (/^(zh|ja)\b/.test(lang) ? "" : " ");

/** The notice's subject and its sentences (what changed, and when; which devices were signed out), as plain text. */
function securityLines(lang: string, shop: string, notice: SecurityNotice, when: Date) {
  const t = emailTexts(lang).security;
  const texts = t[NOTICE_KEYS[notice.kind]];
  const values = {
    shop,
    date: formatUtc(lang, when),
    address: "address" in notice ? maskAddress(notice.address) : "",
  };
  const signedOut =
    "signedOut" in notice && notice.signedOut ? [notice.signedOut === "all" ? t.signedOutAll : t.signedOutOthers] : [];
  return { t, values, subject: texts.subject, sentences: [texts.body, ...signedOut], join: sentenceJoiner(lang) };
}

/** The email telling an account's owner that its email, mobile number or password changed, in their language. */
export function securityNoticeEmail(
  lang: string,
  shop: string,
  notice: SecurityNotice,
  when: Date,
  links: SecurityLinks,
): EmailContent {
  const { t, values, subject, sentences, join } = securityLines(lang, shop, notice, when);
  const common = emailTexts(lang);
  const text = (s: string) => fill(s, values);
  const html = (s: string) => fill(escapeHtml(s), values, escapeHtml);
  const link = (label: string, href: string) => `${html(label)} <a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
  return {
    subject: text(subject),
    text: [
      common.greeting,
      sentences.map(text).join(join),
      t.notYou,
      `${t.resetAction} ${links.reset}`,
      `${t.contactAction} ${links.contact}`,
      text(common.footer),
    ].join("\n\n"),
    html: layout(lang, [
      html(common.greeting),
      sentences.map(html).join(join),
      `<strong>${html(t.notYou)}</strong>`,
      link(t.resetAction, links.reset),
      link(t.contactAction, links.contact),
      `<small style="color:#6b7280">${html(common.footer)}</small>`,
    ]),
  };
}

/** The same notice as a text message, for an account (or a number) without an email address. */
export function securityNoticeSms(
  lang: string,
  shop: string,
  notice: SecurityNotice,
  when: Date,
  resetLink: string,
): string {
  const { t, values, sentences, join } = securityLines(lang, shop, notice, when);
  return fill(t.sms, { shop, notice: sentences.map((s) => fill(s, values)).join(join), link: resetLink });
}
