import type { Price } from "#contract/catalog.ts";
import { currencyDigits, currencyFormatter } from "#contract/currencies.ts";
import { cityLine, countryName, phoneWithCode } from "#contract/countries.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/locales.ts";
import type { Order } from "#contract/order.ts";
import de from "#locales/de/order-email.json" with { type: "json" };
import en from "#locales/en/order-email.json" with { type: "json" };
import es from "#locales/es/order-email.json" with { type: "json" };
import fil from "#locales/fil/order-email.json" with { type: "json" };
import fr from "#locales/fr/order-email.json" with { type: "json" };
import id from "#locales/id/order-email.json" with { type: "json" };
import it from "#locales/it/order-email.json" with { type: "json" };
import ja from "#locales/ja/order-email.json" with { type: "json" };
import ko from "#locales/ko/order-email.json" with { type: "json" };
import pt from "#locales/pt/order-email.json" with { type: "json" };
import th from "#locales/th/order-email.json" with { type: "json" };
import vi from "#locales/vi/order-email.json" with { type: "json" };
import zhHK from "#locales/zh-HK/order-email.json" with { type: "json" };
import zhTW from "#locales/zh-TW/order-email.json" with { type: "json" };
import zh from "#locales/zh/order-email.json" with { type: "json" };
import type { AppDeps } from "../app.ts";
import { mailerOf } from "../customers/notify.ts";
import type { EmailContent } from "../mail/messages.ts";
import { escapeHtml, fill, labelLine, labelled } from "../mail/texts.ts";
import { personName } from "#contract/names.ts";

export type OrderEmailTexts = (typeof en)["orderEmail"];

const TEXTS: Record<Language, OrderEmailTexts> = {
  en: en.orderEmail,
  zh: zh.orderEmail,
  "zh-TW": zhTW.orderEmail,
  "zh-HK": zhHK.orderEmail,
  de: de.orderEmail,
  es: es.orderEmail,
  fr: fr.orderEmail,
  id: id.orderEmail,
  it: it.orderEmail,
  ja: ja.orderEmail,
  ko: ko.orderEmail,
  pt: pt.orderEmail,
  th: th.orderEmail,
  fil: fil.orderEmail,
  vi: vi.orderEmail,
};

export function orderTexts(lang: string): OrderEmailTexts {
  return TEXTS[isLanguage(lang) ? lang : DEFAULT_LANGUAGE];
}

/** An amount as the pages write it in that language ("24.242,40 ₽", not "24.242,40 RUB"). */
export function formatMoney(price: Price, lang: string): string {
  const format = currencyFormatter(isLanguage(lang) ? lang : DEFAULT_LANGUAGE, price.currency);
  return format.format(price.amount / 10 ** currencyDigits(price.currency));
}

/**
 * The delivery address as the emails write it, in the order the pages do: name, street and apartment,
 * area, city and postal code (in the country's order), province, the country by its name in the email's
 * language.
 */
export function addressLines(a: Order["address"], lang: string): string[] {
  const country = countryName(a.country, isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
  return [
    personName(a.firstName, a.lastName, { country: a.country, lang }),
    [a.address, a.apartment].filter(Boolean).join(", "),
    [a.area, cityLine(a.city, a.postalCode, a.country), a.province].filter(Boolean).join(", "),
    country,
  ];
}

/** The storefront's absolute link for a path, in the shopper's language. */
export function storefrontLink(publicUrl: string | undefined, lang: string, path: string): string {
  const base = (publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");
  return `${base}${lang === DEFAULT_LANGUAGE ? "" : `/${lang}`}${path}`;
}

/** The order confirmation, HTML and text, with the link to the order (for a guest, the signed one). */
export function orderConfirmationEmail(lang: string, shop: string, order: Order, link: string): EmailContent {
  const t = orderTexts(lang);
  const money = (p: Price) => formatMoney(p, lang);
  const values = { shop, number: order.number };
  const method =
    t.methods[
      order.paymentMethod === "bank-transfer"
        ? "bankTransfer"
        : order.paymentMethod === "cash-on-delivery"
          ? "cashOnDelivery"
          : "testGateway"
    ];
  const a = order.address;
  const shipTo = [...addressLines(a, lang), phoneWithCode(a.countryCode, a.phone)];
  const items = order.lines.map((l) => {
    const options = Object.values(l.options).join(" / ");
    return { label: `${l.name}${options ? ` (${options})` : ""} × ${l.quantity}`, amount: money(l.lineTotal) };
  });
  const totals: Array<[string, string]> = [[t.subtotal, money(order.subtotal)]];
  if (order.promotionDiscount.amount) totals.push([t.promotionDiscount, `−${money(order.promotionDiscount)}`]);
  if (order.couponDiscount.amount) totals.push([t.couponDiscount, `−${money(order.couponDiscount)}`]);
  totals.push([t.shipping, money(order.shippingFee)], [t.total, money(order.paymentAmount)]);
  const guestNote = order.guest ? [t.guestNote] : [];

  const text = [
    t.greeting,
    fill(t.intro, values),
    labelled(lang, t.orderNumber, order.number),
    items.map((i) => `${i.label}  ${i.amount}`).join("\n"),
    totals.map(([k, v]) => labelled(lang, k, v)).join("\n"),
    `${labelled(lang, t.paymentMethod, method.name)}\n${method.note}`,
    `${labelLine(lang, t.shipTo)}\n${shipTo.join("\n")}`,
    `${t.viewOrder} ${link}`,
    ...guestNote,
    fill(t.footer, values),
  ].join("\n\n");

  const h = (s: string) => escapeHtml(s);
  const row = (k: string, v: string, strong = false) =>
    `<tr><td style="padding:4px 0">${strong ? `<strong>${h(k)}</strong>` : h(k)}</td><td style="padding:4px 0;text-align:right">${strong ? `<strong>${h(v)}</strong>` : h(v)}</td></tr>`;
  const html = `<!doctype html>
<html lang="${h(lang)}"><head><meta charset="utf-8"><title>${h(fill(t.subject, values))}</title></head>
<body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<p>${h(t.greeting)}</p>
<p>${h(fill(t.intro, values))}</p>
<p><strong>${h(labelled(lang, t.orderNumber, order.number))}</strong></p>
<table style="width:100%;border-collapse:collapse">
${items.map((i) => row(i.label, i.amount)).join("\n")}
</table>
<hr style="border:0;border-top:1px solid #e5e7eb">
<table style="width:100%;border-collapse:collapse">
${totals.map(([k, v], index) => row(k, v, index === totals.length - 1)).join("\n")}
</table>
<p><strong>${h(labelled(lang, t.paymentMethod))}</strong>${h(method.name)}<br>${h(method.note)}</p>
<p><strong>${h(labelLine(lang, t.shipTo))}</strong><br>${shipTo.map(h).join("<br>")}</p>
<p><a href="${h(link)}" style="display:inline-block;background:#4a00ff;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${h(t.viewOrderButton)}</a></p>
<p style="font-size:14px;color:#6b7280">${h(t.viewOrder)} <a href="${h(link)}">${h(link)}</a></p>
${guestNote.map((n) => `<p style="font-size:14px">${h(n)}</p>`).join("")}
<p><small style="color:#6b7280">${h(fill(t.footer, values))}</small></p>
</body></html>`;
  return { subject: fill(t.subject, values), text, html };
}

/** Sends the confirmation in the background; a failure is logged and never fails the order. */
export function sendOrderConfirmation(deps: AppDeps, order: Order, lang: string, orderPath: string): void {
  // After the answer is on its way: composing and writing the message is not part of placing the order.
  setImmediate(() => {
    const link = storefrontLink(deps.config.publicUrl, lang, orderPath);
    const content = orderConfirmationEmail(lang, deps.config.shopName, order, link);
    mailerOf(deps)
      .sendEmail(order.contact.email, content)
      .catch((error: unknown) => deps.log.warn({ err: error, order: order.number }, "order email not sent"));
  });
}
