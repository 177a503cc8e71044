import { describe, expect, it } from "vitest";
import type { AdminOrder, Order } from "#contract/order.ts";
import { LANGUAGES } from "#contract/locales.ts";
import { post } from "#tests/fixtures/customers.ts";
import { makeCustomer } from "#tests/fixtures/orders.ts";
import { adminOrder, deliveredOrder, expectOk } from "#tests/fixtures/returns.ts";
import { withMailingBackend } from "#tests/setup/mailing-backend.ts";
import type { SmtpSink } from "#tests/setup/smtp-sink.ts";
import { adminHeaders, type TestBackend } from "#tests/setup/backend.ts";
import { orderCancelledEmail } from "./cancel-email.ts";

let backend: TestBackend;
let sink: SmtpSink;
withMailingBackend((mailing) => ({ backend, sink } = mailing));

const shop = () => ({ app: backend.app, db: backend.db });
const sentTo = (to: string, subject: RegExp) => sink.messages.filter((m) => m.to.includes(to) && subject.test(m.subject));

describe("cancellation email", () => {
  it("tells a customer once when the shop cancels a paid order, in the order's language, that the money comes back", async () => {
    const { app } = backend;
    const customer = await makeCustomer(backend.db);
    const paid = await deliveredOrder(shop(), { customer, lang: "fr", shipped: false });
    const { number } = paid.order;
    await expectOk(adminOrder(app, paid.id, "cancel"));
    const mail = await sink.nextAbout(customer.email, /annulée/);
    expect(mail.subject).toBe(`Test Shop\u202F: commande ${number} annulée`);
    expect(mail.text).toContain(`Votre commande ${number} a été annulée par Test Shop.`);
    expect(mail.text).toContain("Le montant payé vous sera remboursé");
    expect(mail.text).toMatch(new RegExp(`https://shop\\.example/fr/user/order/${number}\\s`));
    // Again: refused (409), and nothing more is sent.
    expect((await adminOrder(app, paid.id, "cancel")).status).toBe(409);
    const later = await deliveredOrder(shop(), { customer, lang: "fr", shipped: false });
    await expectOk(adminOrder(app, later.id, "cancel"));
    await sink.nextAbout(customer.email, new RegExp(`${later.order.number} annulée`));
    expect(sentTo(customer.email, new RegExp(`${number} annulée`))).toHaveLength(1);
  });

  it("answers a customer's own cancellation request as theirs, and writes to a guest with a signed link", async () => {
    const { app } = backend;
    const paid = await deliveredOrder(shop(), { guest: true, lang: "ko", shipped: false });
    const { number } = paid.order;
    const to = paid.order.contact.email;
    const asked = await post<Order>(app, "/api/web/order/cancel", { number, access: paid.viewer.access }, paid.viewer.headers);
    expect(asked.data.status).toBe("pending-cancellation");
    await expectOk(adminOrder(app, paid.id, "cancel"));
    const mail = await sink.nextAbout(to, /취소됨/);
    expect(mail.text).toContain(`요청하신 대로 주문(${number})이 취소되었습니다.`);
    expect(mail.text).toMatch(new RegExp(`https://shop\\.example/ko/user/order/${number}\\?access=[A-Za-z0-9_-]+`));
  });

  it("declines a customer's cancellation request: the order goes on and ships, and the customer is told", async () => {
    const { app } = backend;
    const customer = await makeCustomer(backend.db);
    const paid = await deliveredOrder(shop(), { customer, lang: "de", shipped: false });
    const { number } = paid.order;
    // No request yet: nothing to decline.
    expect((await adminOrder(app, paid.id, "decline-cancellation")).status).toBe(409);
    const asked = await post<Order>(app, "/api/web/order/cancel", { number }, paid.viewer.headers);
    expect(asked.data.status).toBe("pending-cancellation");
    const kept = await expectOk(adminOrder(app, paid.id, "decline-cancellation"));
    expect((kept.data as { status: string }).status).toBe("in-progress");
    const mail = await sink.nextAbout(customer.email, /Stornierungswunsch/);
    expect(mail.subject).toBe(`Test Shop: Ihr Stornierungswunsch zur Bestellung ${number}`);
    expect(mail.text).toContain(`Wir konnten Ihre Bestellung ${number} nicht stornieren`);
    expect(mail.text).not.toContain("bezahlten Betrag");
    // Declined once is done: again is a 409; the order now ships.
    expect((await adminOrder(app, paid.id, "decline-cancellation")).status).toBe(409);
    const detail = await app.request(`/api/admin/orders/${paid.id}`, { headers: adminHeaders });
    const lines = ((await detail.json()) as { data: AdminOrder }).data.lines;
    await expectOk(
      adminOrder(app, paid.id, "ship", {
        lines: lines.map((l) => ({ lineId: l.id, quantity: l.quantity })),
        expressName: "DHL",
        expressNumber: "JD0146000077777",
      }),
    );
  });

  it("leaves the refund note out when nothing was paid", async () => {
    const customer = await makeCustomer(backend.db);
    const unpaid = await deliveredOrder(shop(), { customer, lang: "de", paid: false });
    await expectOk(adminOrder(backend.app, unpaid.id, "cancel"));
    const mail = await sink.nextAbout(customer.email, /storniert/);
    expect(mail.text).toContain(`Ihre Bestellung ${unpaid.order.number} wurde von Test Shop storniert.`);
    expect(mail.text).not.toContain("zurück");
  });

  it("escapes the shop's name and fills every placeholder, in every language", async () => {
    const customer = await makeCustomer(backend.db);
    const { order } = await deliveredOrder(shop(), { customer, shipped: false });
    for (const lang of LANGUAGES) {
      for (const outcome of ["by-shop", "as-asked", "declined"] as const) {
        const mail = orderCancelledEmail(lang, `<b>"Shop" & Co</b>`, order, outcome, "https://shop.example/o?a=1&b=<2>");
        expect(`${mail.subject}${mail.text}${mail.html}`, lang).not.toContain("{{");
        expect(mail.html, lang).not.toMatch(/<b>|<2>/);
        expect(mail.text, lang).toContain(order.number);
      }
    }
  });
});
