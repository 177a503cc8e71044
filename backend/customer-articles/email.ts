import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/locales.ts";
import de from "#locales/de/community-email.json" with { type: "json" };
import en from "#locales/en/community-email.json" with { type: "json" };
import es from "#locales/es/community-email.json" with { type: "json" };
import fil from "#locales/fil/community-email.json" with { type: "json" };
import fr from "#locales/fr/community-email.json" with { type: "json" };
import id from "#locales/id/community-email.json" with { type: "json" };
import it from "#locales/it/community-email.json" with { type: "json" };
import ja from "#locales/ja/community-email.json" with { type: "json" };
import ko from "#locales/ko/community-email.json" with { type: "json" };
import pt from "#locales/pt/community-email.json" with { type: "json" };
import th from "#locales/th/community-email.json" with { type: "json" };
import vi from "#locales/vi/community-email.json" with { type: "json" };
import zhHK from "#locales/zh-HK/community-email.json" with { type: "json" };
import zhTW from "#locales/zh-TW/community-email.json" with { type: "json" };
import zh from "#locales/zh/community-email.json" with { type: "json" };
import type { AppDeps } from "../app.ts";
import { mailerOf } from "../customers/notify.ts";
import type { Row } from "../db/database.ts";
import type { EmailContent } from "../mail/messages.ts";
import { escapeHtml, fill } from "../mail/texts.ts";
import { storefrontLink } from "../orders/email.ts";

type Texts = (typeof en)["communityEmail"];

const TEXTS: Record<Language, Texts> = {
  en: en.communityEmail,
  zh: zh.communityEmail,
  "zh-TW": zhTW.communityEmail,
  "zh-HK": zhHK.communityEmail,
  de: de.communityEmail,
  es: es.communityEmail,
  fr: fr.communityEmail,
  id: id.communityEmail,
  it: it.communityEmail,
  ja: ja.communityEmail,
  ko: ko.communityEmail,
  pt: pt.communityEmail,
  th: th.communityEmail,
  fil: fil.communityEmail,
  vi: vi.communityEmail,
};

export type ArticleDecision = "published" | "rejected";
/** What the merchant decided on: a customer's article, a review, or a comment on a journal article. */
export type DecidedKind = "article" | "review" | "comment";

/**
 * The author's notice that the merchant published or rejected their article, review or comment, in the
 * author's language; the title (the article's, the reviewed product's name, or the commented article's)
 * and the merchant's reason are escaped like every value in the HTML.
 */
export function decisionEmail(
  lang: string,
  shop: string,
  kind: DecidedKind,
  decision: ArticleDecision,
  subject: { title: string; reason: string },
  link: string,
): EmailContent {
  const t = TEXTS[isLanguage(lang) ? lang : DEFAULT_LANGUAGE];
  const texts = kind === "article" ? t : t[kind];
  const own = texts[decision];
  const values = { shop, title: subject.title };
  const paragraphs = [t.greeting, fill(own.body, values)];
  if (decision === "rejected") paragraphs.push(`${t.rejected.reason}\n${subject.reason}`, texts.rejected.again);
  const h = (s: string) => escapeHtml(s).replace(/\n/g, "<br>");
  return {
    subject: fill(own.subject, values),
    text: [...paragraphs, `${own.action} ${link}`, fill(t.footer, values)].join("\n\n"),
    html: `<!doctype html>
<html lang="${h(lang)}"><head><meta charset="utf-8"><title>${h(fill(own.subject, values))}</title></head>
<body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
${paragraphs.map((p) => `<p>${h(p)}</p>`).join("\n")}
<p>${h(own.action)} <a href="${h(link)}">${h(link)}</a></p>
<p><small style="color:#6b7280">${h(fill(t.footer, values))}</small></p>
</body></html>`,
  };
}

/**
 * Sends the notice in the background to the author's email in their language (an account with a mobile
 * number only gets none; a guest's comment gives the address and language it was written with); `path`
 * is the storefront path it links to (the article or product, or the author's articles).
 */
export function notifyAuthor(
  deps: AppDeps,
  author: Pick<Row<"customer">, "email" | "lang">,
  kind: DecidedKind,
  decision: ArticleDecision,
  subject: { title: string; reason: string },
  path: string,
): void {
  if (!author.email) return;
  const to = author.email;
  setImmediate(() => {
    const link = storefrontLink(deps.config.publicUrl, author.lang, path);
    const content = decisionEmail(author.lang, deps.config.shopName, kind, decision, subject, link);
    mailerOf(deps)
      .sendEmail(to, content)
      .catch((error: unknown) => deps.log.warn({ err: error, kind }, "decision notice not sent"));
  });
}
