import type { Order } from "#contract/order.ts";
import type { AppDeps } from "../app.ts";
import { mailerOf } from "../customers/notify.ts";
import { layout, type EmailContent } from "../mail/messages.ts";
import { escapeHtml, fill } from "../mail/texts.ts";
import { orderTexts, storefrontLink } from "./email.ts";
import { orderLinkPath, orderRecipient } from "./recipient.ts";
import { findOrderById } from "./repository.ts";
import { toOrder } from "./service.ts";

/**
 * Mails an order's customer (a guest: the order's contact address, with a signed link to the order) in
 * the order's language, after the answer is on its way. A failure is logged as `what`, never retried and
 * never the caller's.
 */
export function mailOrderCustomer(
  deps: AppDeps,
  orderId: number,
  what: string,
  compose: (lang: string, order: Order, link: string) => EmailContent,
): void {
  setImmediate(() => {
    void (async () => {
      const row = await findOrderById(deps.db, orderId);
      if (!row) return;
      const { to } = await orderRecipient(deps.db, row);
      const path = await orderLinkPath(deps.db, row, `/user/order/${row.number}`);
      const link = storefrontLink(deps.config.publicUrl, row.lang, path);
      await mailerOf(deps).sendEmail(to, compose(row.lang, await toOrder(deps, row), link));
    })().catch((error: unknown) => deps.log.warn({ err: error, order: orderId }, `${what} not sent`));
  });
}

/**
 * A short letter about an order, text and HTML: the greeting, `paragraphs` (plain text; a line break
 * stays one), the link to the order, the guest's note and the footer, in `lang`.
 */
export function orderLetter(lang: string, shop: string, order: Order, subject: string, paragraphs: string[], link: string): EmailContent {
  const t = orderTexts(lang);
  const guestNote = order.guest ? [t.guestNote] : [];
  const footer = fill(t.footer, { shop });
  const h = escapeHtml;
  return {
    subject,
    text: [t.greeting, ...paragraphs, `${t.viewOrder} ${link}`, ...guestNote, footer].join("\n\n"),
    html: layout(lang, [
      h(t.greeting),
      ...paragraphs.map((p) => h(p).replaceAll("\n", "<br>")),
      `${h(t.viewOrder)} <a href="${h(link)}">${h(link)}</a>`,
      ...guestNote.map(h),
      `<small style="color:#6b7280">${h(footer)}</small>`,
    ]),
  };
}
