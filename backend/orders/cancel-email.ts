import type { Order } from "#contract/order.ts";
import type { AppDeps } from "../app.ts";
import type { EmailContent } from "../mail/messages.ts";
import { fill, labelled } from "../mail/texts.ts";
import { mailOrderCustomer, orderLetter } from "./customer-mail.ts";
import { formatMoney, orderTexts } from "./email.ts";

/**
 * What the shop did about an order's cancellation: cancelled it on its own (`by-shop`), as the customer
 * asked (`as-asked`: a paid order's request the shop accepted), or declined the request (`declined`: the
 * order goes on).
 */
export type CancelOutcome = "by-shop" | "as-asked" | "declined";

/**
 * "Your order was cancelled" (when anything was paid, that it comes back), or "we could not cancel it",
 * HTML and text, in the order's language.
 */
export function orderCancelledEmail(lang: string, shop: string, order: Order, outcome: CancelOutcome, link: string): EmailContent {
  const t = orderTexts(lang);
  const c = t.cancelled;
  const values = { shop, number: order.number };
  const subject = fill(outcome === "declined" ? t.cancelDeclined.subject : c.subject, values);
  const intro = outcome === "declined" ? t.cancelDeclined.intro : outcome === "as-asked" ? c.introRequested : c.intro;
  const paid = outcome !== "declined" && order.actualPayment.amount > 0;
  const facts: Array<[string, string]> = [
    [t.orderNumber, order.number],
    [t.total, formatMoney(order.paymentAmount, lang)],
  ];
  const paragraphs = [
    fill(intro, values),
    facts.map(([k, v]) => labelled(lang, k, v)).join("\n"),
    ...(paid ? [c.paidNote] : []),
  ];
  return orderLetter(lang, shop, order, subject, paragraphs, link);
}

/**
 * Tells the customer (a guest: the order's contact address, with a signed link) what the shop did about
 * the order's cancellation. Called by the merchant's cancel or decline only after its transaction
 * committed (the conditional update makes it once); after the answer is on its way; a failure is logged,
 * never the call's.
 */
export function sendOrderCancelled(deps: AppDeps, orderId: number, outcome: CancelOutcome): void {
  mailOrderCustomer(deps, orderId, "cancellation email", (lang, order, link) =>
    orderCancelledEmail(lang, deps.config.shopName, order, outcome, link),
  );
}
