import type { Order } from "#contract/order.ts";
import type { AppDeps } from "../app.ts";
import type { EmailContent } from "../mail/messages.ts";
import { escapeHtml, fill, labelLine, labelled } from "../mail/texts.ts";
import { mailOrderCustomer } from "./customer-mail.ts";
import { addressLines, orderTexts } from "./email.ts";

/** One parcel of an order: what the merchant's ship call recorded. */
export type ShipmentInput = {
  expressName: string;
  expressNumber: string;
  lines: Array<{ lineId: number; quantity: number }>;
  /** Nothing of the order is left to ship after this parcel. */
  complete: boolean;
  /** An exchange's replacement parcel: the number of the after-sales request it sends the goods for. */
  exchange?: string;
};

/** "Your order has shipped" (or an exchange's replacement has), HTML and text: what is in the parcel, how to track it, the link to the order. */
export function orderShippedEmail(
  lang: string,
  shop: string,
  order: Order,
  shipment: ShipmentInput,
  link: string,
): EmailContent {
  const t = orderTexts(lang);
  const s = t.shipped;
  const values = { shop, number: order.number, exchange: shipment.exchange ?? "" };
  const byId = new Map(order.lines.map((l) => [l.id, l]));
  const items = shipment.lines.flatMap(({ lineId, quantity }) => {
    const line = byId.get(lineId);
    if (!line) return [];
    const options = Object.values(line.options).join(" / ");
    return [`${line.name}${options ? ` (${options})` : ""} × ${quantity}`];
  });
  const tracking: Array<[string, string]> = [];
  if (shipment.expressName) tracking.push([s.carrier, shipment.expressName]);
  if (shipment.expressNumber) tracking.push([s.trackingNumber, shipment.expressNumber]);
  const shipTo = addressLines(order.address, lang);
  const intro = fill(shipment.exchange ? s.replacementIntro : shipment.complete ? s.intro : s.introPartial, values);
  const guestNote = order.guest ? [t.guestNote] : [];
  const subject = fill(shipment.exchange ? s.replacementSubject : shipment.complete ? s.subject : s.subjectPartial, values);
  const footer = fill(t.footer, values);

  const text = [
    t.greeting,
    intro,
    labelled(lang, t.orderNumber, order.number),
    ...(tracking.length ? [tracking.map(([k, v]) => labelled(lang, k, v)).join("\n")] : []),
    `${labelLine(lang, s.items)}\n${items.join("\n")}`,
    `${labelLine(lang, t.shipTo)}\n${shipTo.join("\n")}`,
    `${t.viewOrder} ${link}`,
    ...guestNote,
    footer,
  ].join("\n\n");

  const h = escapeHtml;
  const html = `<!doctype html>
<html lang="${h(lang)}"><head><meta charset="utf-8"><title>${h(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<p>${h(t.greeting)}</p>
<p>${h(intro)}</p>
<p><strong>${h(labelled(lang, t.orderNumber, order.number))}</strong></p>
${tracking.map(([k, v]) => `<p style="margin:0 0 8px">${h(labelled(lang, k))}<strong>${h(v)}</strong></p>`).join("\n")}
<p style="margin:16px 0 4px"><strong>${h(labelLine(lang, s.items))}</strong></p>
<ul style="margin:0 0 16px;padding-left:20px">
${items.map((i) => `<li>${h(i)}</li>`).join("\n")}
</ul>
<p><strong>${h(labelLine(lang, t.shipTo))}</strong><br>${shipTo.map(h).join("<br>")}</p>
<p><a href="${h(link)}" style="display:inline-block;background:#4a00ff;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${h(t.viewOrderButton)}</a></p>
<p style="font-size:14px;color:#6b7280">${h(t.viewOrder)} <a href="${h(link)}">${h(link)}</a></p>
${guestNote.map((n) => `<p style="font-size:14px">${h(n)}</p>`).join("")}
<p><small style="color:#6b7280">${h(footer)}</small></p>
</body></html>`;
  return { subject, text, html };
}

/**
 * Tells the customer (a guest: the order's contact address, with a signed link) that a parcel left, in
 * the order's language, as the confirmation promised: one of the order's, or an exchange's replacement.
 * Called once per shipment, by the call that recorded it and only after its transaction committed: the
 * conditional step makes it once; a refused or repeated call (the same parcel again) records nothing and
 * sends nothing. It runs after the answer is on its way; a
 * failure is logged, never retried and never the call's.
 */
export function sendOrderShipped(deps: AppDeps, orderId: number, shipment: ShipmentInput): void {
  mailOrderCustomer(deps, orderId, "shipping email", (lang, order, link) =>
    orderShippedEmail(lang, deps.config.shopName, order, shipment, link),
  );
}
