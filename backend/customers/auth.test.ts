import { readdir, readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_TOLERANCE, type CaptchaChallenge, type SignInResult } from "#contract/account.ts";
import type { UserInfo } from "#contract/user.ts";
import {
  auth,
  newEmail,
  newIp,
  PASSWORD,
  post,
  signIn,
  signUpAndVerify,
  captchaTarget,
  solveCaptcha,
} from "#tests/fixtures/customers.ts";
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

describe("sign-up and verification", () => {
  it("signs up, reads the code from the SMTP sink, verifies and is signed in", async () => {
    const account = newEmail();
    const ip = newIp();
    const signup = await post(
      app(),
      "/api/web/auth/signup?lang=de",
      { account, password: PASSWORD, agree: "on", ...(await solveCaptcha(app(), ip)) },
      { "x-client-ip": ip },
    );
    expect(signup).toMatchObject({ status: 200, code: 0, data: { status: "verify-required" } });
    expect(JSON.stringify(signup)).not.toContain(PASSWORD);

    const message = await sink.next(account);
    expect(message.subject).toBe("Test Shop: Ihr Bestätigungscode");
    expect(message.html).toContain("<strong");
    const code = /\b(\d{6})\b/.exec(message.text)![1]!;

    const unverified = await signIn(app(), { account, password: PASSWORD }, { "x-client-ip": ip });
    expect(unverified.data).toEqual({ status: "verify-required" });
    const resent = await sink.codeFor(account);
    expect(resent).toMatch(/^\d{6}$/);

    // Sign-in sent a new code, which replaced the first one.
    expect(await post(app(), "/api/web/auth/verify-email", { account, code }, { "x-client-ip": ip })).toMatchObject({
      status: 400,
      msg: "errors.code",
    });
    const verified = await post<SignInResult>(app(), "/api/web/auth/verify-email", { account, code: resent });
    expect(verified.data.status).toBe("signed-in");
    const token = (verified.data as { token: string }).token;
    const info = await post<UserInfo>(app(), "/api/web/user/info", undefined, auth(token));
    expect(info).toMatchObject({ status: 200, data: { email: account, emailVerified: true } });

    const row = await backend.db
      .selectFrom("customer")
      .selectAll()
      .where("email", "=", account)
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith("$argon2id$")).toBe(true);
    expect(row.lang).toBe("de");
    const session = await backend.db
      .selectFrom("customer_session")
      .selectAll()
      .where("customer_id", "=", row.id)
      .execute();
    expect(session.every((s) => s.token_hash !== token && s.token_hash.length === 64)).toBe(true);
  });

  it("answers the same for an existing account and mails its owner instead of a code", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const ip = newIp();
    const again = await post(
      app(),
      "/api/web/auth/signup",
      {
        account: shopper.account.toUpperCase(),
        password: "another password",
        agree: "on",
        ...(await solveCaptcha(app(), ip)),
      },
      { "x-client-ip": ip },
    );
    expect(again).toMatchObject({ status: 200, data: { status: "verify-required" } });
    const notice = await sink.next(shopper.account);
    expect(notice.subject).toContain("someone tried to sign up");
    expect(notice.text).toContain("https://shop.example/auth/forget");
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    // The password did not change.
    expect(
      (await signIn(app(), { account: shopper.account, password: PASSWORD }, { "x-client-ip": ip })).data.status,
    ).toBe("signed-in");
  });

  it("requires the security check, the agreement and a password off the common list", async () => {
    const ip = { "x-client-ip": newIp() };
    const account = newEmail();
    const noCaptcha = await post(app(), "/api/web/auth/signup", { account, password: PASSWORD, agree: "on" }, ip);
    expect(noCaptcha).toMatchObject({ status: 400, code: 40, msg: "errors.captcha" });
    const wrong = await solveCaptcha(app(), ip["x-client-ip"]);
    const off = wrong.captcha + CAPTCHA_TOLERANCE + 1;
    expect(
      await post(
        app(),
        "/api/web/auth/signup",
        { account, password: PASSWORD, agree: "on", ...wrong, captcha: off },
        ip,
      ),
    ).toMatchObject({ status: 400, msg: "errors.captcha" });
    // A challenge is single use, right or wrong.
    expect(
      await post(app(), "/api/web/auth/signup", { account, password: PASSWORD, agree: "on", ...wrong }, ip),
    ).toMatchObject({
      status: 400,
      msg: "errors.captcha",
    });
    const common = await post(app(), "/api/web/auth/signup", { account, password: "qwerty123", agree: "on" }, ip);
    expect(common).toMatchObject({ status: 400, data: { fields: { password: ["validation.passwordCommon"] } } });
    const noAgree = await post(app(), "/api/web/auth/signup", { account, password: PASSWORD }, ip);
    expect(noAgree).toMatchObject({ status: 400, data: { fields: { agree: ["validation.agreeTerms"] } } });
    expect(JSON.stringify(noAgree)).not.toContain(PASSWORD);
  });

  it("issues captcha challenges as a picture, keeping the target (between 10 and 90) to itself", async () => {
    const res = await post<CaptchaChallenge>(app(), "/api/web/auth/captcha");
    expect(res.status).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual(["expiresAt", "image", "verifyId"]);
    expect(res.data.image).toMatch(/^data:image\/png;base64,/);
    const target = await captchaTarget(app(), res.data.verifyId);
    expect(target).toBeGreaterThanOrEqual(10);
    expect(target).toBeLessThanOrEqual(90);
    expect(Date.parse(res.data.expiresAt)).toBeGreaterThan(Date.now());
  });

  it("signs up with a mobile number, writing the code to the outbox as a text message", async () => {
    const ip = newIp();
    const account = `+1555${Math.floor(Math.random() * 1e7)}`;
    const res = await post(
      app(),
      "/api/web/auth/signup",
      { account, password: PASSWORD, agree: "on", ...(await solveCaptcha(app(), ip)) },
      { "x-client-ip": ip },
    );
    expect(res.status).toBe(200);
    let text = "";
    for (let i = 0; i < 100 && !text; i++) {
      const files = await readdir(backend.outboxDir).catch(() => [] as string[]);
      for (const file of files.filter((f) => f.endsWith("-sms.json"))) {
        const sms = JSON.parse(await readFile(`${backend.outboxDir}/${file}`, "utf8")) as { to: string; text: string };
        if (sms.to === account) text = sms.text;
      }
      if (!text) await new Promise((r) => setTimeout(r, 20));
    }
    const code = /\b(\d{6})\b/.exec(text)![1]!;
    const verified = await post<SignInResult>(
      app(),
      "/api/web/auth/verify-email",
      { account, code },
      { "x-client-ip": ip },
    );
    expect(verified.data.status).toBe("signed-in");
  });
});

describe("sign-in", () => {
  it("answers wrong credentials alike, then asks for the security check after three failures", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const ip = { "x-client-ip": newIp() };
    const unknown = await signIn(app(), { account: newEmail(), password: PASSWORD }, { "x-client-ip": newIp() });
    expect(unknown).toMatchObject({ status: 400, code: 40, msg: "errors.credentials" });
    for (let i = 0; i < 3; i++) {
      const res = await signIn(app(), { account: shopper.account, password: "wrong password" }, ip);
      expect(res).toMatchObject({ status: 400, code: 40, msg: "errors.credentials", data: null });
    }
    expect((await signIn(app(), { account: shopper.account, password: PASSWORD }, ip)).data).toEqual({
      status: "captcha-required",
    });
    const solved = await solveCaptcha(app(), ip["x-client-ip"]);
    const res = await signIn(app(), { account: shopper.account, password: PASSWORD, ...solved }, ip);
    expect(res.data.status).toBe("signed-in");
    const token = (res.data as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(shopper.token);

    const activity = await post<{ items: Array<{ kind: string }> }>(app(), "/api/web/user/activity", {}, auth(token));
    expect(activity.data.items.map((e) => e.kind)).toEqual(
      expect.arrayContaining(["signin", "signin-failed", "verify"]),
    );
  });

  it("answers 429 with errors.rateLimited over the limit of one client at one account, not of the account", async () => {
    const account = newEmail();
    const ip = { "x-client-ip": newIp() };
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await signIn(app(), { account, password: "wrong password" }, ip));
    expect(answers.slice(0, 10).map((a) => a.status)).not.toContain(429);
    expect(answers[10]).toMatchObject({ status: 429, code: 40, msg: "errors.rateLimited" });
    const elsewhere = [];
    for (let i = 0; i < 11; i++) {
      elsewhere.push((await signIn(app(), { account, password: "wrong password" }, { "x-client-ip": newIp() })).status);
    }
    expect(elsewhere).not.toContain(429);
  });

  it("answers 429 over the per-IP limit", async () => {
    const ip = { "x-client-ip": newIp() };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await post(app(), "/api/web/auth/forget", { account: newEmail() }, ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("with email verification on login, a correct password asks for a code, then the code signs in", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const on = await post(app(), "/api/web/user/security", { emailVerificationOnLogin: true }, auth(shopper.token));
    expect(on).toMatchObject({ status: 200, data: { emailVerificationOnLogin: true } });
    const ip = { "x-client-ip": shopper.ip };
    const first = await signIn(app(), { account: shopper.account, password: PASSWORD }, ip);
    expect(first.data).toEqual({ status: "code-required" });
    const code = await sink.codeFor(shopper.account);
    expect(
      await signIn(
        app(),
        { account: shopper.account, password: PASSWORD, code: "000000" === code ? "111111" : "000000" },
        ip,
      ),
    ).toMatchObject({
      status: 400,
      msg: "errors.code",
    });
    const second = await signIn(app(), { account: shopper.account, password: PASSWORD, code }, ip);
    expect(second.data.status).toBe("signed-in");
    const sessions = await post<Array<{ current: boolean; loginMethod: string }>>(
      app(),
      "/api/web/user/sessions",
      {},
      auth((second.data as { token: string }).token),
    );
    expect(sessions.data.find((s) => s.current)?.loginMethod).toBe("code");

    const restored = await post(app(), "/api/web/user/security/restore", {}, auth(shopper.token));
    expect(restored.data).toEqual({ emailVerificationOnLogin: false });
    expect((await signIn(app(), { account: shopper.account, password: PASSWORD }, ip)).data.status).toBe("signed-in");
  });

  it("signs out: the token stops working", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    expect((await post(app(), "/api/web/auth/signout", {}, auth(shopper.token))).status).toBe(200);
    expect(await post(app(), "/api/web/user/info", {}, auth(shopper.token))).toMatchObject({
      status: 401,
      code: 50,
      msg: "errors.login",
    });
  });
});

describe("forgotten password and codes", () => {
  it("resets with the emailed code and ends every session", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const ip = { "x-client-ip": newIp() };
    const unknown = await post(
      app(),
      "/api/web/auth/forget",
      { account: newEmail(), ...(await solveCaptcha(app(), ip["x-client-ip"])) },
      ip,
    );
    const known = await post(
      app(),
      "/api/web/auth/forget",
      { account: shopper.account, ...(await solveCaptcha(app(), ip["x-client-ip"])) },
      ip,
    );
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ status: 200, code: 0 });
    const code = await sink.codeFor(shopper.account);

    const common = await post(
      app(),
      "/api/web/auth/reset-password",
      { account: shopper.account, code, password: "password" },
      ip,
    );
    expect(common).toMatchObject({ status: 400, data: { fields: { password: ["validation.passwordCommon"] } } });
    const reset = await post(
      app(),
      "/api/web/auth/reset-password",
      { account: shopper.account, code, password: "a new secret pass" },
      ip,
    );
    expect(reset).toMatchObject({ status: 200, code: 0 });
    expect(await post(app(), "/api/web/user/info", {}, auth(shopper.token))).toMatchObject({ status: 401, code: 50 });
    // Single use.
    const again = await post(
      app(),
      "/api/web/auth/reset-password",
      { account: shopper.account, code, password: "yet another pass" },
      ip,
    );
    expect(again).toMatchObject({ status: 400, msg: "errors.code" });
    expect((await signIn(app(), { account: shopper.account, password: "a new secret pass" }, ip)).data.status).toBe(
      "signed-in",
    );
  });

  it("refuses an expired code and burns a code after five wrong tries", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const ip = { "x-client-ip": newIp() };
    await post(
      app(),
      "/api/web/auth/forget",
      { account: shopper.account, ...(await solveCaptcha(app(), ip["x-client-ip"])) },
      ip,
    );
    const code = await sink.codeFor(shopper.account);
    await backend.db
      .updateTable("customer_code")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("target", "=", shopper.account)
      .where("purpose", "=", "reset")
      .execute();
    const expired = await post(
      app(),
      "/api/web/auth/reset-password",
      { account: shopper.account, code, password: "a new secret pass" },
      ip,
    );
    expect(expired).toMatchObject({ status: 400, msg: "errors.code", data: { fields: { code: ["errors.code"] } } });

    await post(app(), "/api/web/auth/resend-code", { account: shopper.account, purpose: "reset" }, ip);
    const fresh = await sink.codeFor(shopper.account);
    const wrong = fresh === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) {
      await post(
        app(),
        "/api/web/auth/reset-password",
        { account: shopper.account, code: wrong, password: "a new secret pass" },
        ip,
      );
    }
    const burnt = await post(
      app(),
      "/api/web/auth/reset-password",
      { account: shopper.account, code: fresh, password: "a new secret pass" },
      ip,
    );
    expect(burnt).toMatchObject({ status: 400, msg: "errors.code" });
  });
});

describe("bad input", () => {
  it.each([
    ["unknown fields", JSON.stringify({ account: "a@b.co", password: PASSWORD, admin: true })],
    ["malformed JSON", "{nope"],
    ["a wrong type", JSON.stringify({ account: 5, password: PASSWORD })],
    ["an over-long password", JSON.stringify({ account: "a@b.co", password: "x".repeat(129) })],
  ])("refuses %s with 400", async (_, body) => {
    const res = await app().request("/api/web/auth/signin", {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-ip": newIp() },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 40 });
  });
});
