import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#contract/locales.ts";
import { makeCustomer } from "#tests/fixtures/orders.ts";
import { adminOrder, deliveredOrder, expectOk } from "#tests/fixtures/returns.ts";
import type { TestBackend } from "#tests/setup/backend.ts";
import { withMailingBackend } from "#tests/setup/mailing-backend.ts";
import type { SmtpSink } from "#tests/setup/smtp-sink.ts";
import { orderPaidEmail } from "./paid-email.ts";

let backend: TestBackend;
let sink: SmtpSink;
withMailingBackend((mailing) => ({ backend, sink } = mailing));

const shop = () => ({ app: backend.app, db: backend.db });

describe("payment email", () => {
  it("tells a customer once that the shop received their bank transfer, in the order's language", async () => {
    const customer = await makeCustomer(backend.db);
    const unpaid = await deliveredOrder(shop(), { customer, lang: "de", paid: false, lines: [{ price: 2500, quantity: 2 }] });
    const { number } = unpaid.order;
    await expectOk(adminOrder(backend.app, unpaid.id, "pay"));
    const mail = await sink.nextAbout(customer.email, /Zahlung/);
    expect(mail.subject).toBe(`Test Shop: Zahlung für Bestellung ${number} erhalten`);
    expect(mail.text).toMatch(/Wir haben Ihre Zahlung von 5[\d.,]*\s?\$ für die Bestellung/);
    expect(mail.text).toContain("Sobald sie versandt wird");
    expect(mail.text).toMatch(new RegExp(`https://shop\\.example/de/user/order/${number}\\s`));
    // Paid already: refused, and nothing more is sent.
    expect((await adminOrder(backend.app, unpaid.id, "pay")).status).toBe(409);
    const later = await deliveredOrder(shop(), { customer, lang: "de", paid: false });
    await expectOk(adminOrder(backend.app, later.id, "pay"));
    await sink.nextAbout(customer.email, new RegExp(`${later.order.number} erhalten`));
    expect(sink.messages.filter((m) => m.to.includes(customer.email) && m.subject.includes(`${number} erhalten`) && /Zahlung/.test(m.subject))).toHaveLength(1);
  });

  it("thanks instead once the order has shipped (cash collected on delivery), and fills every placeholder in every language", async () => {
    const customer = await makeCustomer(backend.db);
    const { order } = await deliveredOrder(shop(), { customer });
    for (const lang of LANGUAGES) {
      const mail = orderPaidEmail(lang, `<b>"Shop"</b>`, order, "https://shop.example/o?a=1&b=<2>");
      expect(`${mail.subject}${mail.text}${mail.html}`, lang).not.toContain("{{");
      expect(mail.html, lang).not.toMatch(/<b>|<2>/);
    }
    expect(orderPaidEmail("en", "Shop", order, "https://shop.example/o").text).toContain("Thank you!");
    expect(orderPaidEmail("en", "Shop", { ...order, deliveryStatus: "not-shipped" }, "https://shop.example/o").text).toContain("when it ships");
  });
});
