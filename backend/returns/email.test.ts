import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ReturnRequest } from "#contract/returns.ts";
import { post } from "#tests/fixtures/customers.ts";
import { makeCustomer } from "#tests/fixtures/orders.ts";
import {
  adminOrder,
  adminReturn,
  apply,
  deliveredOrder,
  expectOk,
  returnAddress,
  returnIdOf,
} from "#tests/fixtures/returns.ts";
import type { TestBackend } from "#tests/setup/backend.ts";
import { withMailingBackend } from "#tests/setup/mailing-backend.ts";
import type { SmtpSink } from "#tests/setup/smtp-sink.ts";

let backend: TestBackend;
let sink: SmtpSink;
withMailingBackend((mailing) => ({ backend, sink } = mailing));

/** Subjects compared without spaces: the sink's header decoding may split words, money has no-break spaces. */
const squash = (text: string) => text.replace(/\s+/g, "");

describe("after-sales emails", () => {
  it("tell a customer each step in their language: received, approved with the address, refused with the reason, goods back, closed, refunded", async () => {
    const { app, db } = backend;
    const customer = await makeCustomer(db);
    await db.updateTable("customer").set({ lang: "de" }).where("id", "=", customer.id).execute();
    const delivered = await deliveredOrder(backend, { customer, lines: [{ price: 2500, quantity: 2 }] });

    const request = (await expectOk(apply(app, delivered))).data;
    let mail = await sink.nextAbout(customer.email, /Serviceanfrage/);
    expect(squash(mail.subject)).toBe(squash(`Test Shop: Serviceanfrage ${request.number} erhalten`));
    expect(mail.text).toContain(`Bestellung ${delivered.order.number}`);
    expect(mail.text).toContain(`https://shop.example/de/user/return/${request.number}`);
    expect(mail.text).toContain("Rücksendung und Erstattung");

    const id = await returnIdOf(db, request.number);
    await expectOk(adminReturn(app, id, "approve", { address: returnAddress }));
    mail = await sink.nextAbout(customer.email, /genehmigt/);
    for (const part of Object.values(returnAddress)) expect(mail.text).toContain(part);
    expect(mail.html).toContain("Northwind Returns");

    const other = (await expectOk(apply(app, delivered))).data;
    await sink.nextAbout(customer.email, new RegExp(other.number));
    await expectOk(
      adminReturn(app, await returnIdOf(db, other.number), "refuse", { reason: "Getragen <und> gewaschen." }),
    );
    mail = await sink.nextAbout(customer.email, /abgelehnt/);
    expect(mail.text).toContain("Grund: Getragen <und> gewaschen.");
    expect(mail.html).toContain("Getragen &#60;und&#62; gewaschen.");
    // Declined: nothing is to be refunded, so no amount is named.
    expect(mail.text).not.toContain("Erstattungsbetrag");

    // The goods are back at the shop: said, with what is to be refunded.
    await expectOk(adminReturn(app, id, "receive"));
    mail = await sink.nextAbout(customer.email, /Ware zur Serviceanfrage/);
    expect(squash(mail.subject)).toBe(squash(`Test Shop: Ware zur Serviceanfrage ${request.number} erhalten`));
    expect(mail.text).toContain("Erstattungsbetrag: 25,00");
    expect(mail.text).toContain(`https://shop.example/de/user/return/${request.number}`);

    // A request the shop closes (its goods never came back): said, with the reason.
    const third = (await expectOk(apply(app, delivered))).data;
    await sink.nextAbout(customer.email, new RegExp(third.number));
    const thirdId = await returnIdOf(db, third.number);
    await expectOk(adminReturn(app, thirdId, "approve", { address: returnAddress }));
    await sink.nextAbout(customer.email, new RegExp(`${third.number} genehmigt`));
    await expectOk(adminReturn(app, thirdId, "close", { reason: "Keine Sendung <erhalten>." }));
    mail = await sink.nextAbout(customer.email, /geschlossen/);
    expect(squash(mail.subject)).toBe(squash(`Test Shop: Serviceanfrage ${third.number} geschlossen`));
    expect(mail.text).toContain("Grund: Keine Sendung <erhalten>.");
    expect(mail.html).toContain("Keine Sendung &#60;erhalten&#62;.");
    expect(mail.text).not.toContain("Erstattungsbetrag");

    await expectOk(adminReturn(app, id, "refund", { idempotencyKey: randomUUID() }));
    mail = await sink.nextAbout(customer.email, /Erstattung/);
    expect(squash(mail.subject)).toBe(
      squash(`Test Shop: Erstattung von 25,00 $ für Bestellung ${delivered.order.number}`),
    );
    expect(mail.text).toContain("per Banküberweisung");
  });

  it("announce a cancelled order's refund in the order's language, as its other emails, not the account's", async () => {
    const { app, db } = backend;
    const customer = await makeCustomer(db);
    await db.updateTable("customer").set({ lang: "en" }).where("id", "=", customer.id).execute();
    const cancelled = await deliveredOrder(backend, { customer, lang: "de", shipped: false });
    await expectOk(adminOrder(app, cancelled.id, "cancel"));
    await expectOk(adminOrder(app, cancelled.id, "refund", { idempotencyKey: randomUUID() }));
    const mail = await sink.nextAbout(customer.email, /Erstattung/);
    expect(mail.text).toContain(`https://shop.example/de/user/order/${cancelled.order.number}`);
  });

  it("write to a guest at the order's contact address in the order's language, with a working order link", async () => {
    const { app } = backend;
    const delivered = await deliveredOrder(backend, { guest: true, lang: "fr" });
    const to = delivered.order.contact.email;
    const request = (await expectOk(apply(app, delivered))).data;
    const mail = await sink.nextAbout(to, /SAV/);
    expect(squash(mail.subject)).toBe(squash(`Test Shop\u202F: demande de SAV ${request.number} reçue`));
    const link = /https:\/\/shop\.example\/fr\/user\/return\/(R\d{16})\?access=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link?.[1]).toBe(request.number);
    const seen = await post<ReturnRequest>(
      app,
      "/api/web/return/detail",
      { number: request.number, access: link![2] },
      {},
    );
    expect(seen.status).toBe(200);

    // A cancelled order's refund is announced too.
    const cancelled = await deliveredOrder(backend, { guest: true, lang: "fr", shipped: false });
    await expectOk(
      post(app, "/api/web/order/cancel", { number: cancelled.order.number, access: cancelled.viewer.access }, {}),
    );
    await expectOk(adminOrder(app, cancelled.id, "cancel"));
    await expectOk(adminOrder(app, cancelled.id, "refund", { idempotencyKey: randomUUID() }));
    const refunded = await sink.nextAbout(cancelled.order.contact.email, /remboursement/);
    expect(refunded.text).toContain(`https://shop.example/fr/user/order/${cancelled.order.number}?access=`);
    // It links to the order and says so: there is no after-sales request to view.
    const fr = JSON.parse(readFileSync("locales/fr/return-email.json", "utf8")) as { returnEmail: { viewOrder: string; view: string; viewOrderButton: string } };
    expect(refunded.text).toContain(`${fr.returnEmail.viewOrder} https://shop.example/fr/user/order/`);
    expect(refunded.text).not.toContain(fr.returnEmail.view);
    expect(refunded.html).toContain(fr.returnEmail.viewOrderButton);
  });
});
