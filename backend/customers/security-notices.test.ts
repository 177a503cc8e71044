import { readdir, readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "#contract/locales.ts";
import type { SignInResult } from "#contract/account.ts";
import { securityNoticeEmail, securityNoticeSms, type SecurityNotice } from "#backend/mail/messages.ts";
import { emailTexts } from "#backend/mail/texts.ts";
import { issueCode } from "./codes.ts";
import { hashPassword } from "./passwords.ts";
import { auth, newEmail, newIp, PASSWORD, post, signIn, solveCaptcha } from "#tests/fixtures/customers.ts";
import { makePage } from "#tests/fixtures/catalog.ts";
import { makeCustomer } from "#tests/fixtures/orders.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { startSmtpSink, type SmtpSink } from "#tests/setup/smtp-sink.ts";

let backend: TestBackend;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  backend = await createTestBackend({ smtpUrl: sink.url, publicUrl: "https://shop.example" });
});

afterAll(async () => {
  await backend.close();
  await sink.close();
});

const app = () => backend.app;
const newMobile = () => `+4915${Math.floor(1e8 + Math.random() * 9e8)}`;
/** Long enough for a message sent in the background to have arrived. */
const settle = () => new Promise((r) => setTimeout(r, 400));

type Sms = { to: string; text: string };

/** Every text message written to the outbox so far. */
async function smsOutbox(): Promise<Sms[]> {
  const files = (await readdir(backend.outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith("-sms.json"));
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(`${backend.outboxDir}/${f}`, "utf8")) as Sms));
}

/** Waits for a text message to `to` whose text matches. */
async function smsTo(to: string, match: RegExp): Promise<Sms> {
  for (let i = 0; i < 250; i++) {
    const found = (await smsOutbox()).find((m) => m.to === to && match.test(m.text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no text message to ${to} matching ${match}`);
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

/** Signs up in a language (an email address or a mobile number) and verifies: a signed-in shopper. */
async function shopperIn(lang: string, account = newEmail()) {
  const ip = newIp();
  const headers = { "x-client-ip": ip };
  const signup = await post(
    app(),
    `/api/web/auth/signup?lang=${lang}`,
    { account, password: PASSWORD, agree: "on", ...(await solveCaptcha(app(), ip)) },
    headers,
  );
  expect(signup.status).toBe(200);
  const code = account.includes("@") ? await sink.codeFor(account) : codeIn((await smsTo(account, /\d{6}/)).text);
  const verified = await post<SignInResult>(app(), "/api/web/auth/verify-email", { account, code }, headers);
  if (verified.data.status !== "signed-in") throw new Error(`verify: ${verified.status} ${verified.msg}`);
  return { account, ip, token: verified.data.token };
}

const mailTo = (address: string) => sink.messages.filter((m) => m.to.includes(address));
const mask = (email: string) => `${email.slice(0, 1)}•••${email.slice(email.indexOf("@"))}`;
const subjectOf = (lang: string, key: "emailChanged" | "mobileChanged" | "passwordChanged" | "passwordReset") =>
  emailTexts(lang).security[key].subject.replace("{{shop}}", "Test Shop");

describe("security notices", () => {
  it("tells the old address of an email change, masked, in the customer's language, once; refused changes send nothing", async () => {
    // The shop has a contact page: "contact us" leads there (the French test below hides it: the home page).
    await makePage(backend.db, { slug: "contact" });
    const shopper = await shopperIn("de");
    const next = newEmail();
    await post(app(), "/api/web/user/sendChangeCode", { target: next }, auth(shopper.token));
    const code = await sink.codeFor(next);
    const edit = (body: object) =>
      post(app(), "/api/web/user/editEmail", { email: next, ...body }, auth(shopper.token));
    expect(await edit({ currentPassword: "wrong password", code })).toMatchObject({
      status: 400,
      msg: "errors.password",
    });
    expect(await edit({ currentPassword: PASSWORD, code: code === "000000" ? "111111" : "000000" })).toMatchObject({
      status: 400,
      msg: "errors.code",
    });
    await settle();
    expect(mailTo(shopper.account)).toHaveLength(1); // the sign-up code only
    expect(await edit({ currentPassword: PASSWORD, code })).toMatchObject({ status: 200, data: { email: next } });

    const notice = await sink.nextAbout(shopper.account, /E-Mail-Adresse wurde geändert/);
    expect(notice.subject).toBe(subjectOf("de", "emailChanged"));
    for (const body of [notice.text, notice.html]) {
      expect(body).toContain(mask(next));
      expect(body).not.toContain(next);
      expect(body).toContain("UTC");
      expect(body).toContain("https://shop.example/de/auth/forget");
      expect(body).toContain("https://shop.example/de/page/contact");
      expect(body).toContain("Wenn Sie das nicht waren");
    }
    await settle();
    expect(mailTo(shopper.account)).toHaveLength(2);
    // The new address got its code and nothing else.
    expect(mailTo(next)).toHaveLength(1);
  });

  it("tells the account's email of a password change, saying the other devices were signed out; a wrong current password sends nothing", async () => {
    await backend.db.updateTable("page").set({ hidden: 1 }).where("slug", "=", "contact").execute();
    const shopper = await shopperIn("fr");
    const wrong = await post(
      app(),
      "/api/web/user/editPassword",
      { currentPassword: "not my password", password: "brand new pass" },
      auth(shopper.token),
    );
    expect(wrong).toMatchObject({ status: 400, msg: "errors.password" });
    await settle();
    expect(mailTo(shopper.account)).toHaveLength(1);
    const ok = await post(
      app(),
      "/api/web/user/editPassword",
      { currentPassword: PASSWORD, password: "brand new pass" },
      auth(shopper.token),
    );
    expect(ok.status).toBe(200);
    const notice = await sink.nextAbout(shopper.account, /mot de passe a été modifié/);
    expect(notice.subject).toBe(subjectOf("fr", "passwordChanged"));
    expect(notice.text).toContain(emailTexts("fr").security.signedOutOthers);
    expect(notice.text).not.toContain("brand new pass");
    expect(notice.text).toContain("https://shop.example/fr/auth/forget");
    expect(notice.text.replaceAll("\r\n", "\n")).toContain(`${emailTexts("fr").security.contactAction} https://shop.example/fr/\n`);
    await settle();
    expect(mailTo(shopper.account)).toHaveLength(2);
  });

  it("tells the account's email of a reset by code, once; a wrong code sends nothing", async () => {
    const shopper = await shopperIn("ja");
    const headers = { "x-client-ip": shopper.ip };
    await post(
      app(),
      "/api/web/auth/forget",
      { account: shopper.account, ...(await solveCaptcha(app(), shopper.ip)) },
      headers,
    );
    const code = await sink.codeFor(shopper.account);
    const reset = (c: string) =>
      post(
        app(),
        "/api/web/auth/reset-password",
        { account: shopper.account, code: c, password: "a new secret pass" },
        headers,
      );
    expect(await reset(code === "000000" ? "111111" : "000000")).toMatchObject({ status: 400, msg: "errors.code" });
    await settle();
    expect(mailTo(shopper.account)).toHaveLength(2); // sign-up and reset codes
    expect(await reset(code)).toMatchObject({ status: 200 });
    const notice = await sink.nextAbout(shopper.account, /パスワードが再設定されました/);
    expect(notice.subject).toBe(subjectOf("ja", "passwordReset"));
    expect(notice.text).toContain(emailTexts("ja").security.signedOutAll);
    expect(notice.text).toContain("https://shop.example/ja/auth/forget");
    await settle();
    expect(mailTo(shopper.account)).toHaveLength(3);
  });

  it("tells the account's email of a new mobile number, masked; the new number gets only its code", async () => {
    const shopper = await shopperIn("es");
    const mobile = newMobile();
    await post(app(), "/api/web/user/sendChangeCode", { target: mobile }, auth(shopper.token));
    const code = codeIn((await smsTo(mobile, /\d{6}/)).text);
    const edit = (body: object) => post(app(), "/api/web/user/editMobile", { mobile, ...body }, auth(shopper.token));
    expect(await edit({ currentPassword: PASSWORD, code: code === "000000" ? "111111" : "000000" })).toMatchObject({
      status: 400,
    });
    expect(await edit({ currentPassword: PASSWORD, code })).toMatchObject({ status: 200, data: { mobile } });
    const notice = await sink.nextAbout(shopper.account, /número de móvil/);
    expect(notice.subject).toBe(subjectOf("es", "mobileChanged"));
    expect(notice.text).toContain(`•••${mobile.slice(-2)}`);
    expect(notice.text).not.toContain(mobile);
    expect(notice.html).not.toContain(mobile);
    await settle();
    expect(mailTo(shopper.account)).toHaveLength(2);
    expect((await smsOutbox()).filter((m) => m.to === mobile)).toHaveLength(1);
  });

  it("texts a mobile-only account's old number of a new one, and its number of a password change", async () => {
    const old = newMobile();
    const shopper = await shopperIn("pt", old);
    const mobile = newMobile();
    await post(app(), "/api/web/user/sendChangeCode", { target: mobile }, auth(shopper.token));
    const code = codeIn((await smsTo(mobile, /\d{6}/)).text);
    const edit = (body: object) => post(app(), "/api/web/user/editMobile", { mobile, ...body }, auth(shopper.token));
    expect(await edit({ currentPassword: "wrong password", code })).toMatchObject({ status: 400 });
    await settle();
    expect((await smsOutbox()).filter((m) => m.to === old)).toHaveLength(1); // the sign-up code
    expect(await edit({ currentPassword: PASSWORD, code })).toMatchObject({ status: 200, data: { mobile } });
    const changed = await smsTo(old, /celular/);
    expect(changed.text).toContain(`•••${mobile.slice(-2)}`);
    expect(changed.text).not.toContain(mobile);
    expect(changed.text).toContain("https://shop.example/pt/auth/forget");

    const ok = await post(
      app(),
      "/api/web/user/editPassword",
      { currentPassword: PASSWORD, password: "brand new pass" },
      auth(shopper.token),
    );
    expect(ok.status).toBe(200);
    const password = await smsTo(mobile, /senha/);
    expect(password.text).toContain("Se não foi você");
    await settle();
    const outbox = await smsOutbox();
    expect(outbox.filter((m) => m.to === old)).toHaveLength(2);
    expect(outbox.filter((m) => m.to === mobile)).toHaveLength(2); // its code and the password notice
  });
});

describe("with the mail server down", () => {
  it("still changes the email, the password and a reset password: the notices are only logged as not sent", async () => {
    // Nothing listens on port 1: every message is refused.
    const down = await createTestBackend({ smtpUrl: "smtp://127.0.0.1:1", publicUrl: "https://shop.example" });
    try {
      // The orders' fixture customer, with a password to sign in with and Italian as its language.
      const { id, email: account } = await makeCustomer(down.db);
      const customer = await down.db
        .updateTable("customer")
        .set({ password_hash: await hashPassword(PASSWORD), lang: "it" })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const headers = { "x-client-ip": newIp() };
      const signedIn = await signIn(down.app, { account, password: PASSWORD }, headers);
      const token = (signedIn.data as { token: string }).token;
      const next = newEmail();
      const change = await issueCode(down.db, { customerId: customer.id, target: next, purpose: "change" });
      expect(
        await post(
          down.app,
          "/api/web/user/editEmail",
          { currentPassword: PASSWORD, email: next, code: change },
          auth(token),
        ),
      ).toMatchObject({ status: 200, data: { email: next } });
      expect(
        await post(
          down.app,
          "/api/web/user/editPassword",
          { currentPassword: PASSWORD, password: "brand new pass" },
          auth(token),
        ),
      ).toMatchObject({ status: 200 });
      const reset = await issueCode(down.db, { customerId: customer.id, target: next, purpose: "reset" });
      expect(
        await post(
          down.app,
          "/api/web/auth/reset-password",
          { account: next, code: reset, password: "a new secret pass" },
          headers,
        ),
      ).toMatchObject({ status: 200 });
      await settle();
    } finally {
      await down.close();
    }
  });
});

describe("the security notice's message", () => {
  const when = new Date("2026-11-29T11:48:00Z");
  const links = { reset: "https://shop.example/auth/forget?a=1&b=<2>", contact: "https://shop.example/page/contact" };
  const notices: SecurityNotice[] = [
    { kind: "email-changed", address: "bob<x>@example.com" },
    { kind: "mobile-changed", address: "+4915123456789" },
    { kind: "password-changed", signedOut: "others" },
    { kind: "password-reset", signedOut: "all" },
  ];

  it("escapes every value in HTML and fills every placeholder, in every language", () => {
    for (const lang of LANGUAGES) {
      for (const notice of notices) {
        const message = securityNoticeEmail(lang, `<b>"Shop" & Co</b>`, notice, when, links);
        expect(message.html, lang).not.toMatch(/<b>|"Shop"|<2>|<x>/);
        expect(message.html, lang).toContain("&#60;b&#62;&#34;Shop&#34; &#38; Co&#60;/b&#62;");
        expect(`${message.subject}${message.text}${message.html}`, lang).not.toContain("{{");
        expect(message.text, lang).toContain(lang === "th" ? "2569" : "2026"); // Thai years are Buddhist
        expect(message.text, lang).toContain("UTC");
        expect(message.text, lang).not.toMatch(/bob|123456789/);
        const sms = securityNoticeSms(lang, "Shop", notice, when, links.reset);
        expect(sms, lang).not.toContain("{{");
        expect(sms, lang).toContain(links.reset);
      }
    }
    expect(securityNoticeEmail("en", "Shop", notices[0]!, when, links).text).toContain(
      "The email address of your account was changed to b•••@example.com on November 29, 2026 at 11:48 AM UTC.",
    );
  });
});
