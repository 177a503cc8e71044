import type { Price } from "#contract/catalog.ts";
import type { Currency } from "#contract/currencies.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/locales.ts";
import type { ApplyType, ReturnAddress } from "#contract/returns.ts";
import de from "#locales/de/return-email.json" with { type: "json" };
import en from "#locales/en/return-email.json" with { type: "json" };
import es from "#locales/es/return-email.json" with { type: "json" };
import fil from "#locales/fil/return-email.json" with { type: "json" };
import fr from "#locales/fr/return-email.json" with { type: "json" };
import id from "#locales/id/return-email.json" with { type: "json" };
import it from "#locales/it/return-email.json" with { type: "json" };
import ja from "#locales/ja/return-email.json" with { type: "json" };
import ko from "#locales/ko/return-email.json" with { type: "json" };
import pt from "#locales/pt/return-email.json" with { type: "json" };
import th from "#locales/th/return-email.json" with { type: "json" };
import vi from "#locales/vi/return-email.json" with { type: "json" };
import zhHK from "#locales/zh-HK/return-email.json" with { type: "json" };
import zhTW from "#locales/zh-TW/return-email.json" with { type: "json" };
import zh from "#locales/zh/return-email.json" with { type: "json" };
import type { AppDeps } from "../app.ts";
import { mailerOf } from "../customers/notify.ts";
import type { EmailContent } from "../mail/messages.ts";
import { escapeHtml, fill, labelled } from "../mail/texts.ts";
import { formatMoney, storefrontLink } from "../orders/email.ts";
import { orderLinkPath, orderRecipient } from "../orders/recipient.ts";
import { findOrderById, type OrderRow } from "../orders/repository.ts";
import { findReturnById, linesOfReturns, type ReturnRow } from "./repository.ts";

export type ReturnEmailTexts = (typeof en)["returnEmail"];

const TEXTS: Record<Language, ReturnEmailTexts> = {
  en: en.returnEmail,
  zh: zh.returnEmail,
  "zh-TW": zhTW.returnEmail,
  "zh-HK": zhHK.returnEmail,
  de: de.returnEmail,
  es: es.returnEmail,
  fr: fr.returnEmail,
  id: id.returnEmail,
  it: it.returnEmail,
  ja: ja.returnEmail,
  ko: ko.returnEmail,
  pt: pt.returnEmail,
  th: th.returnEmail,
  fil: fil.returnEmail,
  vi: vi.returnEmail,
};

export function returnTexts(lang: string): ReturnEmailTexts {
  return TEXTS[isLanguage(lang) ? lang : DEFAULT_LANGUAGE];
}

export type ReturnEmailKind = "received" | "approved" | "refused" | "goodsReceived" | "closed";

/** Everything a message says, already in plain words; `returnEmail` escapes it for HTML. */
export type ReturnEmailInput = {
  kind: ReturnEmailKind | "refunded";
  lang: string;
  shop: string;
  link: string;
  orderNumber: string;
  returnNumber: string | null;
  applyType: ApplyType | null;
  items: Array<{ label: string; quantity: number }>;
  refundAmount: Price | null;
  returnAddress: ReturnAddress | null;
  refuseReason: string | null;
  /** Refunded: by hand (bank transfer, cash) or to the card or account that paid. */
  manual: boolean;
};

/** One message of the after-sales path, text and HTML, in `lang`. */
export function returnEmail(input: ReturnEmailInput): EmailContent {
  const t = returnTexts(input.lang);
  const amount = input.refundAmount ? formatMoney(input.refundAmount, input.lang) : "";
  const values = { shop: input.shop, number: input.returnNumber ?? "", order: input.orderNumber, amount };
  const step = t[input.kind];
  const label = (name: string, value: string) => labelled(input.lang, name, value);
  const lines: Array<{ text: string; strong?: boolean; reason?: boolean }> = [{ text: t.greeting }];
  lines.push({ text: fill(step.intro, values) });
  if (input.returnNumber) lines.push({ text: label(t.returnNumber, input.returnNumber), strong: true });
  lines.push({ text: label(t.orderNumber, input.orderNumber) });
  if (input.applyType) lines.push({ text: label(t.applyType, t.applyTypes[input.applyType]) });
  for (const item of input.items) lines.push({ text: `${item.label} × ${item.quantity}` });
  // What is to be refunded, while it still is: not once declined or closed, nor beside the refund itself.
  const pending = input.kind === "received" || input.kind === "approved" || input.kind === "goodsReceived";
  if (pending && input.refundAmount && input.refundAmount.amount > 0) {
    lines.push({ text: label(t.refundAmount, amount) });
  }
  if (input.kind === "approved") {
    const a = input.returnAddress;
    if (a) {
      lines.push({ text: t.approved.sendTo });
      lines.push({ text: label(t.approved.consignee, a.consignee), strong: true });
      lines.push({ text: label(t.approved.phone, a.phone), strong: true });
      lines.push({ text: label(t.approved.address, a.address), strong: true });
    } else {
      lines.push({ text: t.approved.refundOnly });
    }
  }
  if ((input.kind === "refused" || input.kind === "closed") && input.refuseReason) {
    lines.push({ text: label(t.refused.reason, input.refuseReason), reason: true });
  }
  if (input.kind === "refunded") lines.push({ text: input.manual ? t.refunded.manual : t.refunded.online });
  const footer = fill(t.footer, values);
  const subject = fill(step.subject, values);
  // A refund without an after-sales request (a cancelled order's) links to the order, and says so.
  const [view, viewButton] = input.returnNumber ? [t.view, t.viewButton] : [t.viewOrder, t.viewOrderButton];
  const text = [...lines.map((l) => l.text), `${view} ${input.link}`, footer].join("\n\n");
  const h = escapeHtml;
  const html = `<!doctype html>
<html lang="${h(input.lang)}"><head><meta charset="utf-8"><title>${h(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
${lines
  .map((l) =>
    l.strong
      ? `<p style="margin:0 0 12px"><strong>${h(l.text)}</strong></p>`
      : `<p style="margin:0 0 12px${l.reason ? ";white-space:pre-wrap" : ""}">${h(l.text)}</p>`,
  )
  .join("\n")}
<p><a href="${h(input.link)}" style="display:inline-block;background:#4a00ff;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${h(viewButton)}</a></p>
<p style="font-size:14px;color:#6b7280">${h(view)} <a href="${h(input.link)}">${h(input.link)}</a></p>
<p><small style="color:#6b7280">${h(footer)}</small></p>
</body></html>`;
  return { subject, text, html };
}

function deliver(deps: AppDeps, to: string, compose: () => Promise<EmailContent>, what: string): void {
  // After the answer is on its way: a message is never part of the step, and a failure is only logged.
  setImmediate(() => {
    compose()
      .then((content) => mailerOf(deps).sendEmail(to, content))
      .catch((error: unknown) => deps.log.warn({ err: error, what }, "after-sales email not sent"));
  });
}

async function requestInput(deps: AppDeps, request: ReturnRow, order: OrderRow, lang: string) {
  const lines = await linesOfReturns(deps.db, [request.id]);
  return {
    lang,
    shop: deps.config.shopName,
    orderNumber: order.number,
    returnNumber: request.number,
    applyType: request.apply_type as ApplyType,
    items: lines.map((l) => {
      const options = Object.values(JSON.parse(l.options || "{}") as Record<string, string>).join(" / ");
      return { label: `${l.name}${options ? ` (${options})` : ""}`, quantity: l.quantity };
    }),
    refundAmount: { amount: Number(request.refund_amount), currency: request.currency as Currency },
    returnAddress: request.return_address ? (JSON.parse(request.return_address) as ReturnAddress) : null,
    refuseReason: request.refuse_reason,
    manual: false,
  };
}

/**
 * Request received, approved (with the return address), refused (with the reason), its goods back at the
 * shop, or closed by the shop (with the reason).
 */
export async function sendReturnEmail(deps: AppDeps, kind: ReturnEmailKind, returnId: number): Promise<void> {
  const request = await findReturnById(deps.db, returnId);
  const order = request && (await findOrderById(deps.db, request.order_id));
  if (!request || !order) return;
  const { to, lang } = await orderRecipient(deps.db, order);
  deliver(
    deps,
    to,
    async () => {
      const path = await orderLinkPath(deps.db, order, `/user/return/${request.number}`);
      const input = await requestInput(deps, request, order, lang);
      return returnEmail({ ...input, kind, link: storefrontLink(deps.config.publicUrl, lang, path) });
    },
    `return ${request.number} ${kind}`,
  );
}

/** The money is back: for a request, or for a cancelled order. */
export async function sendRefundedEmail(deps: AppDeps, refundId: number): Promise<void> {
  const refund = await deps.db.selectFrom("refund").selectAll().where("id", "=", refundId).executeTakeFirst();
  const order = refund && (await findOrderById(deps.db, refund.order_id));
  if (!refund || !order) return;
  const request = refund.return_id === null ? undefined : await findReturnById(deps.db, refund.return_id);
  const recipient = await orderRecipient(deps.db, order);
  const to = recipient.to;
  // A request's refund follows its other emails (the account's language); a cancelled order's follows
  // the order's emails (payment, cancellation), in the language the order was placed in.
  const lang = request ? recipient.lang : order.lang;
  deliver(
    deps,
    to,
    async () => {
      const path = await orderLinkPath(
        deps.db,
        order,
        request ? `/user/return/${request.number}` : `/user/order/${order.number}`,
      );
      const base = request
        ? await requestInput(deps, request, order, lang)
        : {
            lang,
            shop: deps.config.shopName,
            orderNumber: order.number,
            returnNumber: null,
            applyType: null,
            items: [],
            returnAddress: null,
            refuseReason: null,
          };
      return returnEmail({
        ...base,
        kind: "refunded",
        refundAmount: { amount: Number(refund.amount), currency: refund.currency as Currency },
        manual: refund.method === "manual",
        link: storefrontLink(deps.config.publicUrl, lang, path),
      });
    },
    `refund ${refund.id}`,
  );
}
