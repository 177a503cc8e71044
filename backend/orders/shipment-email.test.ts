import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import type { AdminOrder, Order } from "#contract/order.ts";
import { post } from "#tests/fixtures/customers.ts";
import { makeCustomer, seedShipping } from "#tests/fixtures/orders.ts";
import { adminOrder, adminReturn, apply, deliveredOrder, expectOk, requestAt } from "#tests/fixtures/returns.ts";
import { adminHeaders, createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { withMailingBackend } from "#tests/setup/mailing-backend.ts";
import type { SmtpSink } from "#tests/setup/smtp-sink.ts";

let backend: TestBackend;
let sink: SmtpSink;
withMailingBackend((mailing) => ({ backend, sink } = mailing));

const shop = () => ({ app: backend.app, db: backend.db });

async function adminLines(id: number) {
  const answer = await backend.app.request(`/api/admin/orders/${id}`, { headers: adminHeaders });
  return ((await answer.json()) as { data: AdminOrder }).data.lines;
}

const sentTo = (to: string, subject: RegExp) =>
  sink.messages.filter((m) => m.to.includes(to) && subject.test(m.subject));

describe("shipping email", () => {
  it("tells a customer once per parcel, in the order's language, with the tracking number and the order link", async () => {
    const { app, db } = backend;
    const customer = await makeCustomer(db);
    const paid = await deliveredOrder(shop(), {
      customer,
      lang: "de",
      shipped: false,
      lines: [
        { price: 1500, quantity: 2 },
        { price: 900, quantity: 1 },
      ],
    });
    const { number } = paid.order;
    const [first, second] = await adminLines(paid.id);

    await expectOk(
      adminOrder(app, paid.id, "ship", {
        lines: [{ lineId: first!.id, quantity: 2 }],
        expressName: "DHL",
        expressNumber: "JD0146000012345",
      }),
    );
    let mail = await sink.nextAbout(customer.email, /versandt/);
    // Part of the order: the subject says so, not only the text.
    expect(mail.subject).toBe(`Test Shop: Teil der Bestellung ${number} versandt`);
    expect(mail.text).toContain(`Ein Teil Ihrer Bestellung ${number} ist unterwegs.`);
    expect(mail.text).toContain("Versanddienst: DHL");
    expect(mail.text).toContain("Sendungsnummer: JD0146000012345");
    expect(mail.text).toContain(`${first!.name} × 2`);
    expect(mail.text).not.toContain("× 1");
    expect(mail.text).toMatch(new RegExp(`https://shop\\.example/de/user/order/${number}\\s`));
    expect(mail.text).not.toContain("?access=");
    expect(mail.html).toContain("JD0146000012345");

    await expectOk(
      adminOrder(app, paid.id, "ship", {
        lines: [{ lineId: second!.id, quantity: 1 }],
        expressName: "UPS",
        expressNumber: "1Z999AA10123456784",
      }),
    );
    mail = await sink.nextAbout(customer.email, /versandt/);
    expect(mail.subject).toBe(`Test Shop: Bestellung ${number} versandt`);
    expect(mail.text).toContain(`Gute Nachrichten: Ihre Bestellung ${number} ist unterwegs.`);
    expect(mail.text).toContain("Sendungsnummer: 1Z999AA10123456784");
    expect(mail.text).toContain(`${second!.name} × 1`);
    expect(mail.text).not.toContain("× 2");

    // Everything has shipped: the same parcel again (a retried call) is answered as done, another is
    // refused, and neither sends anything.
    const again = await adminOrder(app, paid.id, "ship", {
      lines: [{ lineId: second!.id, quantity: 1 }],
      expressName: "UPS",
      expressNumber: "1Z999AA10123456784",
    });
    expect(again.status).toBe(200);
    const more = await adminOrder(app, paid.id, "ship", {
      lines: [{ lineId: second!.id, quantity: 1 }],
      expressName: "UPS",
      expressNumber: "1Z999AA10123456785",
    });
    expect(more.status).toBe(409);
    // A later parcel to the same customer arrives after anything those calls could have sent.
    const later = await deliveredOrder(shop(), { customer, lang: "de", shipped: false });
    const [line] = await adminLines(later.id);
    await expectOk(
      adminOrder(app, later.id, "ship", {
        lines: [{ lineId: line!.id, quantity: line!.quantity }],
        expressName: "DHL",
        expressNumber: "JD0146000099999",
      }),
    );
    await sink.nextAbout(customer.email, new RegExp(`${later.order.number} versandt`));
    expect(sentTo(customer.email, new RegExp(`${number} versandt`))).toHaveLength(2);
    expect(sentTo(customer.email, new RegExp(`${later.order.number} versandt`))).toHaveLength(1);
  });

  it("writes to a guest at the order's contact address with a signed link that opens the order signed out", async () => {
    const { app } = backend;
    const paid = await deliveredOrder(shop(), { guest: true, lang: "fr", shipped: false });
    const { number } = paid.order;
    const to = paid.order.contact.email;
    const [line] = await adminLines(paid.id);
    await expectOk(
      adminOrder(app, paid.id, "ship", {
        lines: [{ lineId: line!.id, quantity: line!.quantity }],
        expressName: "Colissimo",
        expressNumber: "6A12345678901",
      }),
    );
    const mail = await sink.nextAbout(to, /expédiée/);
    expect(mail.subject).toBe(`Test Shop\u202F: commande ${number} expédiée`);
    expect(mail.text).toContain(`Bonne nouvelle\u202F: votre commande ${number} est en route.`);
    expect(mail.text).toContain("Numéro de suivi\u202F: 6A12345678901");
    expect(mail.text).toMatch(/Adresse de livraison\u202F:\r?\n/);
    expect(mail.html).toContain("Numéro de suivi\u202F: <strong>6A12345678901</strong>");
    expect(mail.text).toContain("Conservez cet e-mail");
    const link = /https:\/\/shop\.example\/fr\/user\/order\/(\w+)\?access=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link?.[1]).toBe(number);
    const seen = await post<Order>(app, "/api/web/order/detail", { number, access: link![2] }, {});
    expect(seen.status).toBe(200);
    expect(seen.data.deliveryStatus).toBe("shipped");
    expect((await post(app, "/api/web/order/detail", { number, access: "wrong-token-0000000000" }, {})).status).toBe(
      404,
    );
  });

  it("tells a guest once when an exchange's replacement leaves: its lines, carrier, tracking number and signed link", async () => {
    const { app } = backend;
    const delivered = await deliveredOrder(shop(), { guest: true, lang: "pt", lines: [{ price: 1500, quantity: 2 }] });
    const { number } = delivered.order;
    const to = delivered.order.contact.email;
    const request = await requestAt(shop(), delivered, "exchange", "received");
    const replacement = { expressName: "Correios", expressNumber: "BR123456789BR" };
    await expectOk(adminReturn(app, request.id, "ship-replacement", replacement));

    const mail = await sink.nextAbout(to, /item de troca/);
    expect(mail.subject).toBe(`Test Shop: item de troca do pedido ${number} enviado`);
    expect(mail.text).toContain(`solicitação de troca ${request.number} (pedido ${number}) estão a caminho.`);
    expect(mail.text).toContain("Transportadora: Correios");
    expect(mail.text).toContain("Código de rastreamento: BR123456789BR");
    expect(mail.text).toContain(`${delivered.order.lines[0]!.name} × 1`);
    expect(mail.html).toContain("BR123456789BR");
    const link = /https:\/\/shop\.example\/pt\/user\/order\/(\w+)\?access=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link?.[1]).toBe(number);
    const seen = await post<Order>(app, "/api/web/order/detail", { number, access: link![2] }, {});
    expect(seen.status).toBe(200);
    expect(seen.data.shipments.map((s) => s.returnNumber)).toContain(request.number);

    // The same parcel again (a retried call) is answered as done, another parcel is refused, and neither
    // sends anything: a later message to the guest (a new request's receipt) arrives after anything they
    // could have sent.
    expect((await adminReturn(app, request.id, "ship-replacement", replacement)).status).toBe(200);
    expect((await adminReturn(app, request.id, "ship-replacement", { ...replacement, expressNumber: "OTHER-1" })).status).toBe(409);
    const other = (await expectOk(apply(app, delivered, { applyType: "exchange" }))).data;
    await sink.nextAbout(to, new RegExp(other.number));
    expect(sentTo(to, /item de troca/)).toHaveLength(1);
  });

  it("ships when mail is down: the admin call does not wait for or fail on the message", async () => {
    // A port that was free a moment ago: the connection is refused.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const down = await createTestBackend({ smtpUrl: `smtp://127.0.0.1:${closed}` });
    try {
      await seedShipping(down.db);
      const paid = await deliveredOrder({ app: down.app, db: down.db }, { shipped: false });
      const detail = await down.app.request(`/api/admin/orders/${paid.id}`, { headers: adminHeaders });
      const [line] = ((await detail.json()) as { data: AdminOrder }).data.lines;
      const shipped = await expectOk(
        adminOrder(down.app, paid.id, "ship", {
          lines: [{ lineId: line!.id, quantity: line!.quantity }],
          expressName: "UPS",
          expressNumber: "1Z0000000000000001",
        }),
      );
      expect(shipped.data.deliveryStatus).toBe("shipped");
    } finally {
      await down.close();
    }
  });
});
