import type { Order } from "#contract/order.ts";
import type { AppDeps } from "../app.ts";
import type { EmailContent } from "../mail/messages.ts";
import { fill } from "../mail/texts.ts";
import { mailOrderCustomer, orderLetter } from "./customer-mail.ts";
import { formatMoney, orderTexts } from "./email.ts";

/**
 * "We have received your payment", HTML and text, in the order's language: with what comes next while
 * nothing has shipped (a bank transfer), a thank-you once it has (cash collected on delivery).
 */
export function orderPaidEmail(lang: string, shop: string, order: Order, link: string): EmailContent {
  const t = orderTexts(lang);
  const values = { shop, number: order.number, amount: formatMoney(order.actualPayment, lang) };
  const subject = fill(t.paid.subject, values);
  const intro = fill(order.deliveryStatus === "not-shipped" ? t.paid.intro : t.paid.introShipped, values);
  return orderLetter(lang, shop, order, subject, [intro], link);
}

/** Tells the customer that the merchant recorded their offline payment; once, after the step commits. */
export function sendOrderPaid(deps: AppDeps, orderId: number): void {
  mailOrderCustomer(deps, orderId, "payment email", (lang, order, link) => orderPaidEmail(lang, deps.config.shopName, order, link));
}
