import { readdir, readFile } from "node:fs/promises";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountMessages, MAX_AVATAR_BYTES, type SessionInfo, type UserCenter } from "#contract/account.ts";
import type { UserInfo } from "#contract/user.ts";
import { auth, newEmail, newIp, PASSWORD, post, signIn, signUpAndVerify } from "#tests/fixtures/customers.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { startSmtpSink, type SmtpSink } from "#tests/setup/smtp-sink.ts";

let backend: TestBackend;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  backend = await createTestBackend({ smtpUrl: sink.url });
});

afterAll(async () => {
  await backend.close();
  await sink.close();
});

const app = () => backend.app;

async function secondSession(account: string, userAgent: string) {
  const res = await signIn(app(), { account, password: PASSWORD }, { "x-client-ip": newIp(), "user-agent": userAgent });
  return (res.data as { token: string }).token;
}

describe("profile", () => {
  it("needs a live token: missing, unknown and garbage tokens answer 401 code 50", async () => {
    for (const headers of [{}, auth("nope"), auth("x".repeat(500))]) {
      expect(await post(app(), "/api/web/user/info", {}, headers)).toMatchObject({
        status: 401,
        code: 50,
        msg: "errors.login",
      });
    }
  });

  it("edits the name and the info, and logs the change", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const name = await post<UserInfo>(
      app(),
      "/api/web/user/editName",
      { firstName: "Ada", lastName: "Lovelace", nickName: "<b>ada</b>" },
      auth(shopper.token),
    );
    expect(name).toMatchObject({
      status: 200,
      data: { firstName: "Ada", lastName: "Lovelace", nickName: "<b>ada</b>" },
    });
    const info = await post<UserInfo>(
      app(),
      "/api/web/user/editInfo",
      { bio: "Hi", birthday: "1990-12-10" },
      auth(shopper.token),
    );
    expect(info.data).toMatchObject({ bio: "Hi", birthday: "1990-12-10" });
    expect(await post(app(), "/api/web/user/editInfo", { birthday: "yesterday" }, auth(shopper.token))).toMatchObject({
      status: 400,
      data: { fields: { birthday: ["validation.birthdayRequired"] } },
    });
    // Not born yet: the day after tomorrow is refused (today passes: the contract's test).
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await post(app(), "/api/web/user/editInfo", { birthday: later }, auth(shopper.token))).toMatchObject({
      status: 400,
      data: { fields: { birthday: ["validation.birthdayFuture"] } },
    });
    expect(
      await post(
        app(),
        "/api/web/user/editName",
        { firstName: "A", lastName: "B", role: "admin" },
        auth(shopper.token),
      ),
    ).toMatchObject({
      status: 400,
    });
    const log = await post<{ items: Array<{ kind: string }> }>(app(), "/api/web/user/log", {}, auth(shopper.token));
    expect(log.data.items.map((e) => e.kind)).toEqual(["profile-change", "profile-change", "verify", "signup"]);
  });

  it("changes the password with the current one and ends the other sessions", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const other = await secondSession(
      shopper.account,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1",
    );
    const wrong = await post(
      app(),
      "/api/web/user/editPassword",
      { currentPassword: "not my password", password: "brand new pass" },
      auth(shopper.token),
    );
    expect(wrong).toMatchObject({
      status: 400,
      msg: "errors.password",
      data: { fields: { currentPassword: ["errors.password"] } },
    });
    // The same password again would change nothing, yet sign the other device out: said, and nothing done.
    const same = await post(app(), "/api/web/user/editPassword", { currentPassword: PASSWORD, password: PASSWORD }, auth(shopper.token));
    expect(same).toMatchObject({ status: 400, data: { fields: { password: [AccountMessages.passwordSame] } } });
    expect((await post(app(), "/api/web/user/info", {}, auth(other))).status).toBe(200);
    const ok = await post(
      app(),
      "/api/web/user/editPassword",
      { currentPassword: PASSWORD, password: "brand new pass" },
      auth(shopper.token),
    );
    expect(ok.status).toBe(200);
    expect(JSON.stringify(ok)).not.toContain("brand new pass");
    expect((await post(app(), "/api/web/user/info", {}, auth(shopper.token))).status).toBe(200);
    expect(await post(app(), "/api/web/user/info", {}, auth(other))).toMatchObject({ status: 401, code: 50 });
  });

  it("changes the email with the current password and a code sent to the new address", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const taken = await signUpAndVerify(app(), sink);
    const next = newEmail();
    // A taken address answers like a free one (no way to learn who has an account), and gets no code.
    const toTaken = await post(app(), "/api/web/user/sendChangeCode", { target: taken.account }, auth(shopper.token));
    const toFree = await post(app(), "/api/web/user/sendChangeCode", { target: next }, auth(shopper.token));
    expect(toTaken).toEqual(toFree);
    expect(toFree).toMatchObject({ status: 200, data: { channel: "email" } });
    // Their own current address (in any case): said in words, not "we sent a code" with none sent.
    expect(await post(app(), "/api/web/user/sendChangeCode", { target: shopper.account.toUpperCase() }, auth(shopper.token))).toMatchObject({
      status: 400,
      data: { fields: { target: ["errors.accountSame"] } },
    });
    const code = await sink.codeFor(next);
    expect(sink.messages.filter((m) => m.to.includes(taken.account) && /\b\d{6}\b/.test(m.text) && m.subject.length > 0)).toHaveLength(1);
    const guessed = await post(app(), "/api/web/user/editEmail", { currentPassword: PASSWORD, email: taken.account, code }, auth(shopper.token));
    expect(guessed).toMatchObject({ status: 400, msg: "errors.code" });
    const noPassword = await post(
      app(),
      "/api/web/user/editEmail",
      { currentPassword: "wrong password", email: next, code },
      auth(shopper.token),
    );
    expect(noPassword).toMatchObject({ status: 400, msg: "errors.password" });
    const wrongCode = await post(
      app(),
      "/api/web/user/editEmail",
      { currentPassword: PASSWORD, email: next, code: code === "000000" ? "111111" : "000000" },
      auth(shopper.token),
    );
    expect(wrongCode).toMatchObject({ status: 400, msg: "errors.code" });
    const changed = await post<UserInfo>(
      app(),
      "/api/web/user/editEmail",
      { currentPassword: PASSWORD, email: next, code },
      auth(shopper.token),
    );
    expect(changed).toMatchObject({ status: 200, data: { email: next } });
    expect((await signIn(app(), { account: next, password: PASSWORD }, { "x-client-ip": newIp() })).data.status).toBe(
      "signed-in",
    );
  });

  it("changes the mobile number with a code written to the outbox", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const mobile = `+4915${Math.floor(1e8 + Math.random() * 9e8)}`;
    expect((await post(app(), "/api/web/user/sendChangeCode", { target: mobile }, auth(shopper.token))).data).toEqual({
      channel: "mobile",
    });
    let code = "";
    for (let i = 0; i < 100 && !code; i++) {
      for (const file of (await readdir(backend.outboxDir).catch(() => [] as string[])).filter((f) =>
        f.endsWith("-sms.json"),
      )) {
        const sms = JSON.parse(await readFile(`${backend.outboxDir}/${file}`, "utf8")) as { to: string; text: string };
        if (sms.to === mobile) code = /\b(\d{6})\b/.exec(sms.text)![1]!;
      }
      if (!code) await new Promise((r) => setTimeout(r, 20));
    }
    const changed = await post<UserInfo>(
      app(),
      "/api/web/user/editMobile",
      { currentPassword: PASSWORD, mobile, code },
      auth(shopper.token),
    );
    expect(changed).toMatchObject({ status: 200, data: { mobile } });
  });
});

describe("avatar", () => {
  const upload = (token: string, bytes: Uint8Array, name = "me.png", type = "image/png", field = "avatar") => {
    const form = new FormData();
    form.append(field, new File([new Uint8Array(bytes)], name, { type }));
    return backend.app.request("/api/web/user/editAvatar", { method: "POST", body: form, headers: auth(token) });
  };

  it("takes a real PNG and stores it re-encoded as WebP", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#4a00ff" } })
      .png()
      .toBuffer();
    const res = await upload(shopper.token, png);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: UserInfo };
    expect(data.avatar).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]+-300\.webp$/);
    const stored = await sharp(`${backend.uploadsDir}/${data.avatar!.slice("/uploads/".length)}`).metadata();
    expect(stored.format).toBe("webp");
  });

  it.each([
    ["a script renamed .png", () => new TextEncoder().encode("<script>alert(1)</script>"), 400, "errors.fileType"],
    ["an empty file", () => new Uint8Array(), 400, "errors.fileType"],
  ])("refuses %s", async (_, bytes, status, msg) => {
    const shopper = await signUpAndVerify(app(), sink);
    const res = await upload(shopper.token, bytes());
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code: 40, msg, data: { fields: { avatar: [msg] } } });
  });

  it("refuses a pixel bomb", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    // A valid 1×1 PNG whose header claims 20000 × 20000 pixels: over sharp's input pixel limit.
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const ihdr = bomb.indexOf("IHDR");
    bomb.writeUInt32BE(20_000, ihdr + 4);
    bomb.writeUInt32BE(20_000, ihdr + 8);
    bomb.writeUInt32BE(crc32(bomb.subarray(ihdr, ihdr + 17)), ihdr + 17);
    const res = await upload(shopper.token, bomb);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ msg: "errors.imageInvalid" });
  });

  it("refuses a file over the size limit and other fields", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const big = new Uint8Array(MAX_AVATAR_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(shopper.token, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ msg: "errors.tooLarge" });
    expect((await upload(shopper.token, new Uint8Array([1]), "a.png", "image/png", "file")).status).toBe(400);
  });

  it("needs a session", async () => {
    const res = await upload("nope", new Uint8Array([1]));
    expect(res.status).toBe(401);
  });
});

describe("sessions", () => {
  it("lists sessions with the current one marked, revokes one and all others", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const firefox = await secondSession(
      shopper.account,
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
    );
    const android = await secondSession(
      shopper.account,
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
    );
    const list = await post<SessionInfo[]>(app(), "/api/web/user/sessions", {}, auth(shopper.token));
    expect(list.data).toHaveLength(3);
    expect(list.data.filter((s) => s.current)).toHaveLength(1);
    expect(list.data.map((s) => `${s.browser} / ${s.device}`)).toEqual(
      expect.arrayContaining(["Firefox 128 / Windows", "Chrome 126 / Android phone"]),
    );
    const ffId = list.data.find((s) => s.browser.startsWith("Firefox"))!.id;

    const stranger = await signUpAndVerify(app(), sink);
    expect(await post(app(), "/api/web/user/sessions/revoke", { id: ffId }, auth(stranger.token))).toMatchObject({
      status: 404,
    });
    expect((await post(app(), "/api/web/user/info", {}, auth(firefox))).status).toBe(200);

    expect((await post(app(), "/api/web/user/sessions/revoke", { id: ffId }, auth(shopper.token))).status).toBe(200);
    expect((await post(app(), "/api/web/user/info", {}, auth(firefox))).status).toBe(401);
    expect((await post(app(), "/api/web/user/sessions/revoke", { id: ffId }, auth(shopper.token))).status).toBe(404);

    const others = await post(app(), "/api/web/user/sessions/revoke-others", {}, auth(shopper.token));
    expect(others.data).toEqual({ revoked: 1 });
    expect((await post(app(), "/api/web/user/info", {}, auth(android))).status).toBe(401);
    expect((await post(app(), "/api/web/user/info", {}, auth(shopper.token))).status).toBe(200);
  });

  it("ends a session after 30 days without use", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    await backend.db
      .updateTable("customer_session")
      .set({ last_seen_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where("customer_id", "=", shopper.user.id)
      .execute();
    expect(await post(app(), "/api/web/user/info", {}, auth(shopper.token))).toMatchObject({ status: 401, code: 50 });
  });
});

describe("user center and the page endpoint", () => {
  it("answers the center figures (zeros until orders exist) in the display currency", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const center = await post<UserCenter>(app(), "/api/web/user/center?currency=EUR", {}, auth(shopper.token));
    expect(center.data).not.toHaveProperty("credits");
    expect(center.data).toMatchObject({
      spending: { amount: 0, currency: "EUR" },
      paid: { amount: 0, currency: "EUR" },
      unpaidOrders: 0,
      orders: 0,
    });
    // "Last login" is the sign-in before this one: none yet after the first.
    expect(center.data.lastLoginAt).toBeNull();
    const again = await signIn(app(), { account: shopper.account, password: shopper.password }, { "x-client-ip": shopper.ip });
    const first = await backend.db.selectFrom("customer_session").select("created_at").where("customer_id", "=", shopper.user.id).orderBy("id").executeTakeFirstOrThrow();
    if (again.data.status !== "signed-in") throw new Error(`sign-in: ${again.msg}`);
    const later = await post<UserCenter>(app(), "/api/web/user/center", {}, auth(again.data.token));
    expect(later.data.lastLoginAt).toBe(first.created_at);
  });

  it("serves /user/center to a live session and 401 once it is revoked", async () => {
    const shopper = await signUpAndVerify(app(), sink);
    const page = (token: string) => backend.app.request("/user/center?request=route", { headers: auth(token) });
    expect((await page(shopper.token)).status).toBe(200);
    await post(app(), "/api/web/auth/signout", {}, auth(shopper.token));
    const res = await page(shopper.token);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 50 });
  });
});
