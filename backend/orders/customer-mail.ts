import type { Order } from "#contract/order.ts";
import type { AppDeps } from "../app.ts";
import { mailerOf } from "../customers/notify.ts";
import type { EmailContent } from "../mail/messages.ts";
import { storefrontLink } from "./email.ts";
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
      await mailerOf(deps).sendEmail(to, compose(row.lang, await toOrder(deps.db, row), link));
    })().catch((error: unknown) => deps.log.warn({ err: error, order: orderId }, `${what} not sent`));
  });
}
