import { CODE_TTL_MS } from "#contract/account.ts";
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
