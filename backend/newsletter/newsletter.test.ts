import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimedCoupon } from "#contract/order.ts";
import { NewsletterMessages, type AdminSubscriber, type NewsletterTokenState } from "#contract/newsletter.ts";
import { CommunityMessages } from "#contract/moderation.ts";
import { newEmail, newIp, post, solveCaptcha } from "#tests/fixtures/customers.ts";
import { headerOf, mailCount, mailTo, settle, stranger, tokenIn } from "#tests/fixtures/engagement.ts";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { makeCustomer, makeLimitedCoupon } from "#tests/fixtures/orders.ts";
import { seedDatabase } from "#backend/db/seed.ts";
import type { PageResponse } from "#contract/page.ts";
import { adminHeaders, createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { startSmtpSink, type SmtpSink } from "#tests/setup/smtp-sink.ts";

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

const subscribe = (
  email: string,
  headers: Record<string, string> = stranger(),
  extra: Record<string, unknown> = {},
  lang = "en",
) =>
  post<{ status: string; fields?: Record<string, string[]> }>(
    backend.app,
    `/api/web/newsletter/subscribe?lang=${lang}`,
    { email, consent: "on", ...extra },
    headers,
  );
const confirm = (token: string) =>
  post<{ status: string; email: string }>(backend.app, "/api/web/newsletter/confirm", { token });
const get = async <T>(path: string) => {
  const res = await backend.app.request(path);
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: T }) };
};
const adminRequest = async <T>(path: string, method = "GET", body?: unknown) => {
  const res = await backend.app.request(`/api/admin/newsletter${path}`, {
    method,
    headers: { ...adminHeaders, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: T }) };
};
const subscriber = (email: string) =>
  backend.db.selectFrom("newsletter_subscriber").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

/** Subscribes and answers the token of the confirmation link that arrives. */
async function subscribeAndReadLink(email: string, lang = "en"): Promise<string> {
  expect((await subscribe(email, stranger(), {}, lang)).data.status).toBe("check-email");
  const message = await mailTo(sink, email, /confirm|bestätigen|確認/i);
  return tokenIn(message.text, "/newsletter/confirm");
}

/** A confirmed subscriber (the welcome email taken). */
async function confirmed(email = newEmail()): Promise<string> {
  expect((await confirm(await subscribeAndReadLink(email))).status).toBe(200);
  await mailTo(sink, email, /welcome/);
  return email;
}

describe("newsletter double opt-in", () => {
  it("stores a pending address, confirms it once by its link, and welcomes it with the coupon", async () => {
    const coupon = await makeLimitedCoupon(backend.db, { kind: "percent", value: 20, totalLimit: 100 });
    expect((await adminRequest("/settings", "PUT", { welcomeCoupon: coupon.code.toLowerCase() })).data).toEqual({
      welcomeCoupon: coupon.code,
    });
    const email = newEmail();
    const message = await (async () => {
      expect((await subscribe(email, stranger(), {}, "de")).data).toEqual({ status: "check-email" });
      return mailTo(sink, email, /bestätigen/);
    })();
    expect(message.subject).toBe("Test Shop: Bitte bestätigen Sie Ihr Abonnement");
    expect(message.text).toContain("https://shop.test/de/newsletter/confirm?token=");
    const token = tokenIn(message.text, "/newsletter/confirm");

    const row = await subscriber(email);
    expect(row).toMatchObject({ status: "pending", lang: "de", source: "form", confirmed_at: null });
    expect(row.confirm_token_hash).not.toContain(token);
    expect(row.consent_at).toBeTruthy();
    // Pending addresses are not subscribers: a mailing leaves them out.
    expect(
      (await adminRequest<{ recipients: number }>("/mailings", "POST", { subject: "News", text: "Hi", lang: "de" }))
        .data.recipients,
    ).toBe(0);

    // Opening the link changes nothing (mail scanners open links too).
    const state = await get<NewsletterTokenState>(`/api/web/newsletter/confirm?token=${token}`);
    expect(state.data).toEqual({ status: "pending", email: `${email[0]}•••@example.com` });
    expect((await subscriber(email)).status).toBe("pending");

    expect((await confirm(token)).data).toEqual({ status: "confirmed", email: `${email[0]}•••@example.com` });
    // The link opened or sent again says so, and changes nothing (no second welcome).
    expect((await confirm(token)).data).toEqual({ status: "confirmed", email: `${email[0]}•••@example.com` });
    expect((await get(`/api/web/newsletter/confirm?token=${token}`)).data).toEqual({
      status: "confirmed",
      email: `${email[0]}•••@example.com`,
    });
    expect((await subscriber(email)).status).toBe("confirmed");

    const welcome = await mailTo(sink, email, /Willkommen/);
    expect(welcome.text).toContain(coupon.code);
    await settle();
    expect(mailCount(sink, email)).toBe(2);
    expect(headerOf(welcome.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(headerOf(welcome.raw, "List-Unsubscribe")).toMatch(
      /^<https:\/\/shop\.test\/api\/web\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );
    await adminRequest("/settings", "PUT", { welcomeCoupon: null });
  });

  it("puts the welcome coupon among an account's coupons when the address has one", async () => {
    const coupon = await makeLimitedCoupon(backend.db, { kind: "percent", value: 20, hidden: true });
    await adminRequest("/settings", "PUT", { welcomeCoupon: coupon.code });
    const customer = await makeCustomer(backend.db);
    await confirmed(customer.email);
    const claimed = await post<ClaimedCoupon[]>(backend.app, "/api/web/coupon/claimed", {}, customer.headers);
    expect(claimed.data.map((c) => c.code)).toContain(coupon.code);
    expect((await adminRequest("/settings", "PUT", { welcomeCoupon: "NOPE-404" })).data).toEqual({
      fields: { welcomeCoupon: [NewsletterMessages.unknownCoupon] },
    });
    await adminRequest("/settings", "PUT", { welcomeCoupon: null });
  });

  it("answers the same whatever the address's state, and sends a new link at most once per window", async () => {
    const email = newEmail();
    const first = await subscribeAndReadLink(email);
    const again = await subscribe(email);
    expect(again).toMatchObject({ status: 200, data: { status: "check-email" } });
    await settle();
    expect(mailCount(sink, email)).toBe(1);

    // After the window a new link goes out and the old one stops working.
    await backend.db
      .updateTable("newsletter_subscriber")
      .set({ confirm_sent_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where("email", "=", email)
      .execute();
    const second = await subscribeAndReadLink(email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).msg).toBe(NewsletterMessages.tokenInvalid);
    expect((await confirm(second)).status).toBe(200);
    await mailTo(sink, email, /welcome/);

    // Confirmed: the same answer, and no email.
    expect((await subscribe(email)).data).toEqual({ status: "check-email" });
    await settle();
    expect(mailCount(sink, email)).toBe(3);
    expect((await subscriber(email)).status).toBe("confirmed");
  });

  it("refuses an expired link, and any malformed token, with a translated message", async () => {
    const email = newEmail();
    const token = await subscribeAndReadLink(email);
    await backend.db
      .updateTable("newsletter_subscriber")
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", email)
      .execute();
    expect(await confirm(token)).toMatchObject({ status: 400, msg: NewsletterMessages.tokenExpired });
    expect(await get(`/api/web/newsletter/confirm?token=${token}`)).toMatchObject({
      status: 400,
      msg: NewsletterMessages.tokenExpired,
    });
    expect((await subscriber(email)).status).toBe("pending");
    for (const bad of ["", "short", "x".repeat(43), `${token.slice(0, 42)}!`, "a".repeat(5000)]) {
      expect(await confirm(bad)).toMatchObject({ status: 400, msg: NewsletterMessages.tokenInvalid });
    }
    expect(await get("/api/web/newsletter/confirm")).toMatchObject({
      status: 400,
      msg: NewsletterMessages.tokenInvalid,
    });
  });

  it("ten subscribes of one new address at once store one row and send one link; two confirms at once both answer confirmed and welcome once", async () => {
    const email = newEmail();
    const answers = await Promise.all(Array.from({ length: 10 }, () => subscribe(email)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const rows = await backend.db.selectFrom("newsletter_subscriber").select("id").where("email", "=", email).execute();
    expect(rows).toHaveLength(1);
    const token = tokenIn((await mailTo(sink, email, /confirm/)).text, "/newsletter/confirm");
    await settle();
    expect(mailCount(sink, email)).toBe(1);
    const confirms = await Promise.all([confirm(token), confirm(token)]);
    expect(confirms.map((c) => c.data)).toEqual(Array(2).fill({ status: "confirmed", email: `${email[0]}•••@example.com` }));
    // The welcome goes out in the background: wait for it, then make sure no second one follows.
    const welcomes = () => sink.messages.filter((m) => m.to.includes(email) && /welcome/.test(m.subject)).length;
    await expect.poll(welcomes, { timeout: 10_000 }).toBe(1);
    await settle();
    expect(welcomes()).toBe(1);
  });

  it("the sign-up form's box subscribes an email account with the same double opt-in", async () => {
    const account = newEmail();
    const ip = newIp();
    const signup = await post(
      backend.app,
      "/api/web/auth/signup?lang=fr",
      {
        account,
        password: "correct horse battery",
        agree: "on",
        newsletter: "on",
        ...(await solveCaptcha(backend.app, ip)),
      },
      { "x-client-ip": ip },
    );
    expect(signup.status).toBe(200);
    const link = await mailTo(sink, account, /confirmez votre abonnement/);
    expect((await subscriber(account)).source).toBe("signup");
    expect((await confirm(tokenIn(link.text, "/newsletter/confirm"))).status).toBe(200);
    // Without the box, no subscription.
    const other = newEmail();
    await post(
      backend.app,
      "/api/web/auth/signup",
      { account: other, password: "correct horse battery", agree: "on", ...(await solveCaptcha(backend.app, ip)) },
      { "x-client-ip": ip },
    );
    await settle();
    expect(
      await backend.db.selectFrom("newsletter_subscriber").select("id").where("email", "=", other).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe("newsletter unsubscribe", () => {
  it("every mailing carries RFC 8058 headers; the one-click POST unsubscribes; later mailings leave the address out", async () => {
    const email = await confirmed();
    const mailing = await adminRequest<{ recipients: number }>("/mailings", "POST", {
      subject: "Winter news <b>",
      text: "New jackets are in.\nSee you soon.",
    });
    expect(mailing.status).toBe(202);
    expect(mailing.data.recipients).toBeGreaterThanOrEqual(1);
    const news = await mailTo(sink, email, /Winter news/);
    expect(news.subject).toBe("Winter news <b>");
    expect(news.html).toContain("New jackets are in.<br>See you soon.");
    expect(headerOf(news.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const header = headerOf(news.raw, "List-Unsubscribe")!;
    const oneClick = /^<(https:\/\/shop\.test(\/api\/web\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}))>$/.exec(
      header,
    );
    expect(oneClick).not.toBeNull();
    expect(news.text).toContain("https://shop.test/newsletter/unsubscribe?token=");

    const path = oneClick![2]!;
    // A GET (a person, or a link scanner) changes nothing.
    expect((await get<NewsletterTokenState>(path)).data.status).toBe("confirmed");
    const withoutBody = await backend.app.request(path, { method: "POST" });
    expect(withoutBody.status).toBe(400);
    expect(((await withoutBody.json()) as { msg: string }).msg).toBe(NewsletterMessages.oneClick);
    const oneClickPost = await backend.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClickPost.status).toBe(200);
    expect(((await oneClickPost.json()) as { data: unknown }).data).toEqual({ status: "unsubscribed" });
    expect((await subscriber(email)).status).toBe("unsubscribed");
    // Again: the same answer.
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    expect((await backend.app.request(path, { method: "POST", body: form })).status).toBe(200);

    await adminRequest("/mailings", "POST", { subject: "Later news", text: "More." });
    await settle();
    expect(sink.messages.filter((m) => m.to.includes(email) && m.subject === "Later news")).toHaveLength(0);
  });

  it("the page flow: the storefront reads the link's state, then posts the token", async () => {
    const email = await confirmed();
    const token = (await subscriber(email)).unsubscribe_token;
    expect((await get<NewsletterTokenState>(`/api/web/newsletter/unsubscribe?token=${token}`)).data).toEqual({
      status: "confirmed",
      email: `${email[0]}•••@example.com`,
    });
    expect((await post(backend.app, "/api/web/newsletter/unsubscribe", { token })).data).toEqual({
      status: "unsubscribed",
    });
    expect((await get<NewsletterTokenState>(`/api/web/newsletter/unsubscribe?token=${token}`)).data.status).toBe(
      "unsubscribed",
    );
    expect((await post(backend.app, "/api/web/newsletter/unsubscribe", { token: "x".repeat(43) })).msg).toBe(
      NewsletterMessages.tokenInvalid,
    );

    // Coming back takes a new confirmation.
    const relink = await subscribeAndReadLink(email);
    expect((await subscriber(email)).status).toBe("pending");
    expect((await confirm(relink)).status).toBe(200);
  });
});

describe("newsletter form safety", () => {
  it("needs the consent box, refuses a filled honeypot and limits per IP, per shopper and per address", async () => {
    const email = newEmail();
    expect((await subscribe(email, stranger(), { consent: undefined })).data.fields).toEqual({
      consent: [NewsletterMessages.consent],
    });
    expect((await subscribe(email, stranger(), { consent: "off" })).data.fields).toEqual({
      consent: [NewsletterMessages.consent],
    });
    expect((await subscribe(email, stranger(), { website_url: "x" })).data.fields).toEqual({
      website_url: [CommunityMessages.honeypot],
    });
    await settle();
    expect(mailCount(sink, email)).toBe(0);
    expect(
      await backend.db.selectFrom("newsletter_subscriber").select("id").where("email", "=", email).executeTakeFirst(),
    ).toBeUndefined();

    const ip = newIp();
    const perIp: number[] = [];
    for (let i = 0; i < 21; i++) perIp.push((await subscribe(newEmail(), stranger({ "x-client-ip": ip }))).status);
    expect(perIp.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(perIp[20]).toBe(429);

    const visitor = stranger()["x-visitor-id"];
    const perVisitor: number[] = [];
    for (let i = 0; i < 11; i++)
      perVisitor.push((await subscribe(newEmail(), stranger({ "x-visitor-id": visitor }))).status);
    expect(perVisitor.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(perVisitor[10]).toBe(429);

    const perAddress: number[] = [];
    for (let i = 0; i < 11; i++) perAddress.push((await subscribe(email)).status);
    expect(perAddress.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(perAddress[10]).toBe(429);
  });

  it("takes the naughty strings as addresses and tokens: refused with a message or accepted, never a 5xx", { timeout: 120_000 }, async () => {
    type Outcome = { text: string; subscribe: [number, string]; confirm: [number, string]; state: [number, string] };
    const outcomes: Outcome[] = [];
    for (const text of naughtyStrings) {
      const answer = await subscribe(text);
      const token = await confirm(text);
      const state = await get(`/api/web/newsletter/unsubscribe?token=${encodeURIComponent(text)}`);
      outcomes.push({
        text,
        subscribe: [answer.status, answer.msg],
        confirm: [token.status, token.msg],
        state: [state.status, state.msg],
      });
    }
    expect(outcomes.filter((o) => o.subscribe[0] >= 500 || o.confirm[0] >= 500 || o.state[0] >= 500)).toEqual([]);
    expect(outcomes.filter((o) => o.subscribe[0] !== 200 && o.subscribe[1] !== "errors.validation")).toEqual([]);
    const invalid = [400, NewsletterMessages.tokenInvalid];
    expect(
      outcomes.filter(
        (o) =>
          JSON.stringify(o.confirm) !== JSON.stringify(invalid) || JSON.stringify(o.state) !== JSON.stringify(invalid),
      ),
    ).toEqual([]);
  });
});

describe("newsletter admin", () => {
  it("lists subscribers by status and deletes one", async () => {
    const pending = newEmail();
    await subscribeAndReadLink(pending);
    const done = await confirmed();
    const list = await adminRequest<{ items: AdminSubscriber[]; total: number }>(
      `/subscribers?status=confirmed&q=${done}`,
    );
    expect(list.data.items).toEqual([expect.objectContaining({ email: done, status: "confirmed", source: "form" })]);
    expect(
      (await adminRequest<{ items: AdminSubscriber[] }>(`/subscribers?status=confirmed&q=${pending}`)).data.items,
    ).toEqual([]);
    const id = list.data.items[0]!.id;
    expect((await adminRequest(`/subscribers/${id}`, "DELETE")).status).toBe(200);
    expect((await adminRequest(`/subscribers/${id}`, "DELETE")).status).toBe(404);
    expect((await adminRequest("/subscribers?status=maybe")).status).toBe(400);
  });

  it("exports CSV with proper quoting, and cells that look like formulas prefixed", async () => {
    const formula = `-${newEmail()}`;
    expect((await subscribe(formula)).status).toBe(200);
    const now = new Date().toISOString();
    await backend.db
      .insertInto("newsletter_subscriber")
      .values({
        email: `quote-${Date.now()}@example.com`,
        lang: "en",
        status: "confirmed",
        source: "form",
        confirm_token_hash: null,
        confirm_expires_at: null,
        confirm_sent_at: null,
        unsubscribe_token: `t${Date.now()}`.padEnd(43, "x"),
        consent_at: now,
        consent_ip: '=HYPERLINK("http://evil.example","x"),\n@SUM(1)',
        confirmed_at: now,
        unsubscribed_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await backend.app.request("/api/admin/newsletter/subscribers.csv", { headers: adminHeaders });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="newsletter-subscribers.csv"');
    const csv = await res.text();
    expect(csv.split("\r\n")[0]).toBe(
      "email,status,lang,source,consent_at,consent_ip,confirmed_at,unsubscribed_at,created_at",
    );
    expect(csv).toContain(`\r\n'${formula},pending,en,form,`);
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil.example"",""x""),\n@SUM(1)",`);
    const confirmedOnly = await (
      await backend.app.request("/api/admin/newsletter/subscribers.csv?status=confirmed", { headers: adminHeaders })
    ).text();
    expect(confirmedOnly).not.toContain(formula);
    expect((await backend.app.request("/api/admin/newsletter/subscribers.csv")).status).toBe(401);
  });
});

describe("newsletter pages and the demo shop", () => {
  it("the page endpoint answers the pages the emails link to, not indexed", async () => {
    for (const name of ["confirm", "unsubscribe"]) {
      const res = await backend.app.request(`/newsletter/${name}?request=route&token=x&lang=fr`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: PageResponse };
      expect(body.data.meta).toMatchObject({ type: "custom", slug: `newsletter-${name}`, noindex: true });
    }
    expect((await backend.app.request("/newsletter/other?request=route")).status).toBe(404);
  });

  it("the seeded VIP20 coupon reaches newsletter subscribers: the welcome email carries it", async () => {
    const seeded = await createTestBackend({ smtpUrl: sink.url, publicUrl: "https://shop.test" });
    try {
      await seedDatabase(seeded.db, seeded.uploadsDir, { images: false });
      // The demo coupon runs until the end of 2026; the test must not expire with it.
      await seeded.db.updateTable("coupon").set({ ends_at: null }).where("code", "=", "VIP20").execute();
      const email = newEmail();
      await post(seeded.app, "/api/web/newsletter/subscribe", { email, consent: true }, stranger());
      const token = tokenIn((await mailTo(sink, email, /confirm/)).text, "/newsletter/confirm");
      expect((await post(seeded.app, "/api/web/newsletter/confirm", { token })).status).toBe(200);
      const welcome = await mailTo(sink, email, /welcome/);
      expect(welcome.text).toContain("VIP20 (VIP: 20% off, first 100 orders)");
    } finally {
      await seeded.close();
    }
  });
});
