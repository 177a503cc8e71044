import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/locales.ts";
import de from "#locales/de/engagement-email.json" with { type: "json" };
import en from "#locales/en/engagement-email.json" with { type: "json" };
import es from "#locales/es/engagement-email.json" with { type: "json" };
import fil from "#locales/fil/engagement-email.json" with { type: "json" };
import fr from "#locales/fr/engagement-email.json" with { type: "json" };
import id from "#locales/id/engagement-email.json" with { type: "json" };
import it from "#locales/it/engagement-email.json" with { type: "json" };
import ja from "#locales/ja/engagement-email.json" with { type: "json" };
import ko from "#locales/ko/engagement-email.json" with { type: "json" };
import pt from "#locales/pt/engagement-email.json" with { type: "json" };
import th from "#locales/th/engagement-email.json" with { type: "json" };
import vi from "#locales/vi/engagement-email.json" with { type: "json" };
import zhHK from "#locales/zh-HK/engagement-email.json" with { type: "json" };
import zhTW from "#locales/zh-TW/engagement-email.json" with { type: "json" };
import zh from "#locales/zh/engagement-email.json" with { type: "json" };
import type { AppDeps } from "../app.ts";
import { mailerOf } from "../customers/notify.ts";
import { layout, type EmailContent } from "./messages.ts";
import { emailTexts, escapeHtml, fill, labelled } from "./texts.ts";

/** The emails of feedback, the newsletter and quote requests, in the recipient's language. */

export type EngagementEmailTexts = (typeof en)["engagementEmail"];

const TEXTS: Record<Language, EngagementEmailTexts> = {
  en: en.engagementEmail,
  zh: zh.engagementEmail,
  "zh-TW": zhTW.engagementEmail,
  "zh-HK": zhHK.engagementEmail,
  de: de.engagementEmail,
  es: es.engagementEmail,
  fr: fr.engagementEmail,
  id: id.engagementEmail,
  it: it.engagementEmail,
  ja: ja.engagementEmail,
  ko: ko.engagementEmail,
  pt: pt.engagementEmail,
  th: th.engagementEmail,
  fil: fil.engagementEmail,
  vi: vi.engagementEmail,
};

export function engagementTexts(lang: string): EngagementEmailTexts {
  return TEXTS[isLanguage(lang) ? lang : DEFAULT_LANGUAGE];
}

/** One paragraph, as plain text and as (escaped) HTML. */
type Paragraph = { text: string; html: string };

const line = (template: string, values: Record<string, string | number> = {}): Paragraph => ({
  text: fill(template, values),
  html: fill(escapeHtml(template), values, escapeHtml),
});

const link = (label: string, href: string): Paragraph => ({
  text: `${label} ${href}`,
  html: `${escapeHtml(label)} <a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`,
});

const button = (lang: string, label: string, href: string): Paragraph => ({
  text: labelled(lang, label, href),
  html: `<a href="${escapeHtml(href)}" style="display:inline-block;background:#4a00ff;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a><br><small style="color:#6b7280">${escapeHtml(href)}</small>`,
});

/** Plain text kept as text in HTML: escaped, line breaks kept. */
const textBlock = (value: string): Paragraph => ({
  text: value,
  html: escapeHtml(value).replace(/\r?\n/g, "<br>"),
});

const small = (p: Paragraph): Paragraph => ({ text: p.text, html: `<small style="color:#6b7280">${p.html}</small>` });

function compose(
  lang: string,
  subject: string,
  paragraphs: Paragraph[],
  headers?: Record<string, string>,
): EmailContent {
  return {
    subject,
    text: paragraphs.map((p) => p.text).join("\n\n"),
    html: layout(
      lang,
      paragraphs.map((p) => p.html),
    ),
    ...(headers ? { headers } : {}),
  };
}

/** Where a subscriber's mail client posts a one-click unsubscribe, and the page a person opens. */
export type UnsubscribeLinks = { oneClick: string; page: string };

/** RFC 8058: an https link the mail client POSTs `List-Unsubscribe=One-Click` to, without a person. */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

function newsletterFooter(t: EngagementEmailTexts, shop: string, links: UnsubscribeLinks): Paragraph[] {
  return [small(line(t.newsletterFooter, { shop })), small(link(t.unsubscribeText, links.page))];
}

/**
 * The acknowledgment of a feedback message. It quotes neither the subject nor the message: the form
 * names any address, and must not become a way to send strangers' text to third parties.
 */
export function feedbackAckEmail(lang: string, shop: string, reference: string): EmailContent {
  const t = engagementTexts(lang);
  const common = emailTexts(lang);
  return compose(lang, fill(t.feedbackSubject, { shop }), [
    line(common.greeting),
    line(t.feedbackBody),
    line(t.feedbackReference, { reference }),
    small(line(common.footer, { shop })),
  ]);
}

export function newsletterConfirmEmail(lang: string, shop: string, confirmLink: string, hours: number): EmailContent {
  const t = engagementTexts(lang);
  const common = emailTexts(lang);
  return compose(lang, fill(t.confirmSubject, { shop }), [
    line(common.greeting),
    line(t.confirmBody, { shop }),
    button(lang, t.confirmAction, confirmLink),
    line(t.confirmExpiry, { hours }),
    line(t.confirmIgnore),
    small(line(common.footer, { shop })),
  ]);
}

export function newsletterWelcomeEmail(
  lang: string,
  shop: string,
  links: UnsubscribeLinks,
  coupon: { code: string; title: string } | null,
): EmailContent {
  const t = engagementTexts(lang);
  const common = emailTexts(lang);
  const offer = coupon ? [line(t.welcomeCoupon, { code: coupon.code, title: coupon.title })] : [];
  return compose(
    lang,
    fill(t.welcomeSubject, { shop }),
    [line(common.greeting), line(t.welcomeBody), ...offer, ...newsletterFooter(t, shop, links)],
    unsubscribeHeaders(links),
  );
}

/** A merchant's mailing: their text (and HTML, trusted as theirs), then the unsubscribe footer. */
export function newsletterMailingEmail(
  lang: string,
  shop: string,
  mailing: { subject: string; text: string; html?: string },
  links: UnsubscribeLinks,
): EmailContent {
  const t = engagementTexts(lang);
  const footer = newsletterFooter(t, shop, links);
  const body = mailing.html ?? textBlock(mailing.text).html;
  return {
    subject: mailing.subject,
    text: [mailing.text, ...footer.map((p) => p.text)].join("\n\n"),
    html: layout(lang, [body, ...footer.map((p) => p.html)]),
    headers: unsubscribeHeaders(links),
  };
}

/** The product and the chosen variant a quote is about (merchant text, escaped like any other). */
function quoted(t: EngagementEmailTexts, inquiry: { productName: string; variant: string }): Paragraph[] {
  return [
    ...(inquiry.productName ? [line(t.replyProduct, { product: inquiry.productName })] : []),
    ...(inquiry.variant ? [line(t.inquiryVariant, { variant: inquiry.variant })] : []),
  ];
}

/**
 * The confirmation of a quote request: its number, what it is about, how many, and what comes next.
 * Like feedback's acknowledgment it quotes nothing the sender typed (the request, their name): the
 * form names any address.
 */
export function inquiryReceivedEmail(
  lang: string,
  shop: string,
  inquiry: { id: number; productName: string; variant: string; quantity: number; accountLink: string | null },
): EmailContent {
  const t = engagementTexts(lang);
  const common = emailTexts(lang);
  const account = inquiry.accountLink ? [link(t.inquiryReceivedLink, inquiry.accountLink)] : [];
  return compose(lang, fill(t.inquiryReceivedSubject, { shop, id: inquiry.id }), [
    line(common.greeting),
    line(t.inquiryReceivedBody, { id: inquiry.id }),
    ...quoted(t, inquiry),
    line(t.inquiryQuantity, { quantity: new Intl.NumberFormat(lang).format(inquiry.quantity) }),
    line(t.inquiryNext),
    ...account,
    small(line(common.footer, { shop })),
  ]);
}

export function inquiryReplyEmail(
  lang: string,
  shop: string,
  inquiry: { id: number; productName: string; variant?: string; reply: string; accountLink: string | null },
): EmailContent {
  const t = engagementTexts(lang);
  const common = emailTexts(lang);
  const product = quoted(t, { productName: inquiry.productName, variant: inquiry.variant ?? "" });
  const account = inquiry.accountLink ? [link(t.replyLink, inquiry.accountLink)] : [];
  return compose(lang, fill(t.replySubject, { shop, id: inquiry.id }), [
    line(common.greeting),
    line(t.replyIntro, { id: inquiry.id }),
    ...product,
    textBlock(inquiry.reply),
    ...account,
    small(line(common.footer, { shop })),
  ]);
}

/**
 * Sends after the answer is on its way; a failure is logged, never the request's. The address is
 * logged masked.
 */
export function sendInBackground(deps: AppDeps, to: string, content: () => EmailContent, what: string): void {
  setImmediate(() => {
    mailerOf(deps)
      .sendEmail(to, content())
      .catch((error: unknown) =>
        deps.log.warn({ err: error, to: to.replace(/^(.).*(@.*)$/, "$1…$2") }, `${what} not sent`),
      );
  });
}
