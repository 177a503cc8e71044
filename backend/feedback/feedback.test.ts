import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FEEDBACK_MESSAGE_MAX,
  FeedbackMessages,
  type AdminFeedback,
  type FeedbackReceipt,
} from "#contract/feedback.ts";
import { CommunityMessages } from "#contract/moderation.ts";
import { newEmail, newIp, post } from "#tests/fixtures/customers.ts";
import { mailCount, mailTo, settle, stranger } from "#tests/fixtures/engagement.ts";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { makeCustomer } from "#tests/fixtures/orders.ts";
import { adminHeaders, createTestBackend, warmPool, type TestBackend } from "#tests/setup/backend.ts";
import { startSmtpSink, type SmtpSink } from "#tests/setup/smtp-sink.ts";
import { REPEAT_WINDOW_MS } from "../shared/repeats.ts";

let backend: TestBackend;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  backend = await createTestBackend({ smtpUrl: sink.url, publicUrl: "https://shop.test" });
});
afterAll(async () => {
  await backend.close();
  await sink.close();
});

const send = (body: unknown, headers: Record<string, string> = stranger(), lang = "en") =>
  post<FeedbackReceipt & { fields?: Record<string, string[]> }>(
    backend.app,
    `/api/web/feedback?lang=${lang}`,
    body,
    headers,
  );
const message = (overrides: Record<string, unknown> = {}) => ({
  subject: "Lost parcel",
  message: "My parcel never arrived.\nOrder NW-123.",
  email: newEmail(),
  ...overrides,
});
const admin = async <T>(path: string, method = "GET") => {
  const res = await backend.app.request(`/api/admin/feedback${path}`, {
    method,
    headers: { ...adminHeaders, ...(method === "POST" ? { "content-type": "application/json" } : {}) },
    body: method === "POST" ? "{}" : undefined,
  });
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: T }) };
};
const rowCount = async () =>
  Number(
    (
      await backend.db
        .selectFrom("feedback_message")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("feedback", () => {
  it("stores a guest's message and acknowledges it in their language, without echoing it", async () => {
    const input = message({ subject: "<b>Hallo</b>", message: "Wo ist mein Paket? <script>alert(1)</script>" });
    const headers = stranger();
    const answer = await send(input, headers, "de");
    expect(answer).toMatchObject({ status: 201, code: 0, data: { reference: expect.stringMatching(/^F-\d{6}$/) } });
    const row = await backend.db
      .selectFrom("feedback_message")
      .selectAll()
      .where("email", "=", input.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      subject: "<b>Hallo</b>",
      message: "Wo ist mein Paket? <script>alert(1)</script>",
      lang: "de",
      status: "new",
      customer_id: null,
      ip: headers["x-client-ip"],
    });
    const ack = await mailTo(sink, input.email, /Nachricht erhalten/);
    expect(ack.subject).toBe("Test Shop: Wir haben Ihre Nachricht erhalten");
    expect(ack.text).toContain(answer.data.reference);
    for (const part of [ack.text, ack.html]) {
      expect(part).not.toContain("Paket");
      expect(part).not.toContain("Hallo</b>");
      expect(part).not.toContain("<script");
    }
  });

  it("names the signed-in customer's account", async () => {
    const customer = await makeCustomer(backend.db);
    const input = message({ email: customer.email });
    expect((await send(input, { ...customer.headers, "x-client-ip": newIp() })).status).toBe(201);
    const row = await backend.db
      .selectFrom("feedback_message")
      .selectAll()
      .where("email", "=", customer.email)
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(customer.id);
    expect((await mailTo(sink, customer.email, /received your message/)).subject).toBe(
      "Test Shop: we have received your message",
    );
  });

  it("refuses a filled honeypot: nothing stored, nothing sent", async () => {
    const before = await rowCount();
    const input = message({ website_url: "http://spam.example" });
    const answer = await send(input);
    expect(answer).toMatchObject({
      status: 400,
      msg: "errors.validation",
      data: { fields: { website_url: [CommunityMessages.honeypot] } },
    });
    await settle();
    expect(await rowCount()).toBe(before);
    expect(mailCount(sink, input.email)).toBe(0);
  });

  it("answers a repeat of the same message (a reload, a double tap) with the first one's reference: one row, one email", async () => {
    const input = message();
    const before = await rowCount();
    // Five per address a day: three at once, a reload and one after the window.
    await warmPool(backend);
    const [first, ...twins] = await Promise.all(Array.from({ length: 3 }, () => send(input)));
    const reload = await send(input);
    expect(first).toMatchObject({ status: 201, data: { reference: expect.stringMatching(/^F-\d{6}$/) } });
    expect([...twins, reload].map((a) => a.data.reference)).toEqual(Array(3).fill(first!.data.reference));
    expect(await rowCount()).toBe(before + 1);
    await mailTo(sink, input.email, /received your message/);
    await settle();
    expect(mailCount(sink, input.email)).toBe(1);

    await backend.db
      .updateTable("feedback_message")
      .set({ created_at: new Date(Date.now() - REPEAT_WINDOW_MS - 1000).toISOString() })
      .where("email", "=", input.email)
      .execute();
    const later = await send(input);
    expect(later.status).toBe(201);
    expect(later.data.reference).not.toBe(first!.data.reference);
    expect(await rowCount()).toBe(before + 2);
  });

  it("does not count a repeat against the limits: reloads are free, a sixth new message to one address a day is not", async () => {
    const headers = stranger();
    const input = message();
    const reloads = [];
    for (let i = 0; i < 8; i++) reloads.push(await send(input, headers));
    expect(new Set(reloads.map((a) => `${a.status} ${a.data.reference}`)).size).toBe(1);
    expect(reloads[0]!.status).toBe(201);
    for (let i = 1; i < 5; i++) expect((await send({ ...input, message: `Another question, number ${i}.` }, headers)).status).toBe(201);
    expect(await send({ ...input, message: "One too many." }, headers)).toMatchObject({ status: 429, msg: "errors.rateLimited" });
    // The first message's reload still answers it.
    expect((await send(input, headers)).data.reference).toBe(reloads[0]!.data.reference);
  });

  it("refuses bad input with translated message keys", async () => {
    const fields = async (body: unknown) => (await send(body)).data.fields;
    expect(await fields({ ...message(), subject: "   " })).toEqual({ subject: [FeedbackMessages.subject] });
    expect(await fields({ ...message(), message: undefined })).toEqual({ message: [FeedbackMessages.message] });
    expect(await fields({ ...message(), email: "" })).toEqual({ email: [FeedbackMessages.email] });
    expect(await fields({ ...message(), email: "not-an-address" })).toEqual({ email: ["validation.emailFormat"] });
    expect(await fields({ ...message(), message: "x".repeat(FEEDBACK_MESSAGE_MAX + 1) })).toEqual({
      message: [`validation.tooLong:${FEEDBACK_MESSAGE_MAX}`],
    });
    expect(await fields({ ...message(), subject: "a\u0000b" })).toEqual({ subject: [CommunityMessages.control] });
    expect(await fields({ ...message(), subject: "two\nlines" })).toEqual({ subject: [CommunityMessages.control] });
    expect(await fields({ ...message(), message: "bell\u0007" })).toEqual({ message: [CommunityMessages.control] });
    expect((await send({ ...message(), status: "closed" })).status).toBe(400);
    expect((await send([message()])).status).toBe(400);
    const oversize = await backend.app.request("/api/web/feedback", {
      method: "POST",
      headers: { "content-type": "application/json", ...stranger() },
      body: JSON.stringify(message({ message: "x".repeat(300_000) })),
    });
    expect(oversize.status).toBe(413);
    const wrongType = await backend.app.request("/api/web/feedback", {
      method: "POST",
      headers: { "content-type": "text/plain", ...stranger() },
      body: JSON.stringify(message()),
    });
    expect(wrongType.status).toBe(400);
    expect((await send(message(), stranger(), "xx")).msg).toBe("errors.language");
  });

  it("limits messages per IP, per shopper and per address", async () => {
    const ip = newIp();
    const perIp: number[] = [];
    for (let i = 0; i < 11; i++) perIp.push((await send(message(), stranger({ "x-client-ip": ip }))).status);
    expect(perIp.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(perIp[10]).toBe(429);

    const visitor = stranger()["x-visitor-id"];
    const perVisitor: number[] = [];
    for (let i = 0; i < 6; i++) perVisitor.push((await send(message(), stranger({ "x-visitor-id": visitor }))).status);
    expect(perVisitor).toEqual([201, 201, 201, 201, 201, 429]);

    const email = newEmail();
    const perAddress: number[] = [];
    // Six different messages (the same one again is a repeat, answered and not counted).
    for (let i = 0; i < 6; i++) perAddress.push((await send(message({ email, message: `Question ${i}` }))).status);
    expect(perAddress).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await send(message({ email, message: "Question 7" }));
    expect(refused).toMatchObject({ status: 429, msg: "errors.rateLimited" });
  });

  it("takes the naughty strings in every field: stored as sent or refused with a message, never a 5xx", { timeout: 120_000 }, async () => {
    type Outcome = { field: string; text: string; status: number; msg: string; stored: string | null };
    const outcomes: Outcome[] = [];
    for (const text of naughtyStrings) {
      for (const field of ["subject", "message", "email"] as const) {
        const input = message({ [field]: text });
        const answer = await send(input);
        const row = await backend.db
          .selectFrom("feedback_message")
          .selectAll()
          .where("email", "=", input.email)
          .executeTakeFirst();
        outcomes.push({
          field,
          text,
          status: answer.status,
          msg: answer.msg,
          stored: row && field !== "email" ? row[field] : null,
        });
      }
    }
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    expect(outcomes.filter((o) => o.status !== 201 && (o.status !== 400 || o.msg !== "errors.validation"))).toEqual([]);
    expect(outcomes.filter((o) => o.status === 201 && o.field !== "email" && o.stored !== o.text.trim())).toEqual([]);
    expect(outcomes.filter((o) => o.status === 201).length).toBeGreaterThan(naughtyStrings.length);
  });
});

describe("feedback admin", () => {
  it("lists and filters, marks read, closes and deletes", async () => {
    const a = message({ subject: "Admin test alpha" });
    const b = message({ subject: "Admin test beta" });
    await send(a);
    await send(b);
    const list = await admin<{ items: AdminFeedback[]; total: number }>(`?q=admin%20test&pageSize=10`);
    expect(list.status).toBe(200);
    expect(list.data.items.map((i) => i.subject)).toEqual(["Admin test beta", "Admin test alpha"]);
    const id = list.data.items[0]!.id;
    expect((await admin<AdminFeedback>(`/${id}`)).data).toMatchObject({
      id,
      email: b.email,
      status: "new",
      customerId: null,
    });

    expect((await admin<AdminFeedback>(`/${id}/read`, "POST")).data.status).toBe("read");
    expect((await admin<AdminFeedback>(`/${id}/read`, "POST")).data.status).toBe("read");
    const news = await admin<{ items: AdminFeedback[] }>(`?status=new&q=admin%20test`);
    expect(news.data.items.map((i) => i.subject)).toEqual(["Admin test alpha"]);
    expect((await admin<AdminFeedback>(`/${id}/close`, "POST")).data.status).toBe("closed");
    expect((await admin<AdminFeedback>(`/${id}/read`, "POST")).data.status).toBe("closed");
    expect((await admin<{ items: AdminFeedback[] }>(`?status=closed&q=admin%20test`)).data.items).toHaveLength(1);

    expect((await admin(`/${id}`, "DELETE")).status).toBe(200);
    expect((await admin(`/${id}`)).status).toBe(404);
    expect((await admin(`/${id}`, "DELETE")).status).toBe(404);
    expect((await admin(`?status=spam`)).status).toBe(400);
    expect((await backend.app.request("/api/admin/feedback")).status).toBe(401);
  });
});
