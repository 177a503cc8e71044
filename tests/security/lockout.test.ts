import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "#backend/customers/rate-limit.ts";
import { newIp, signIn, signUpAndVerify, solveCaptcha, type Shopper } from "#tests/fixtures/customers.ts";
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
const wrong = (shopper: Shopper, ip: string) => signIn(app(), { account: shopper.account, password: "not the password" }, { "x-client-ip": ip });

/** The owner's sign-in from their own address, with the security check when it is asked for. */
async function ownerSignIn(shopper: Shopper, extra: Record<string, unknown> = {}) {
  const ip = shopper.ip;
  const first = await signIn(app(), { account: shopper.account, password: shopper.password, ...extra }, { "x-client-ip": ip });
  if (first.data?.status !== "captcha-required") return first;
  return signIn(app(), { account: shopper.account, password: shopper.password, ...extra, ...(await solveCaptcha(app(), ip)) }, { "x-client-ip": ip });
}

describe("account lockout (defect 11)", () => {
  it("stops the attacker's address, not the account: ten wrong passwords do not keep the owner out", async () => {
    const owner = await signUpAndVerify(app(), sink);
    const attacker = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await wrong(owner, attacker)).status);
    expect(statuses.slice(LIMITS.signin.pair.max)).toEqual([429, 429]);
    const res = await ownerSignIn(owner);
    expect(res.data.status).toBe("signed-in");
  });

  it("lets the owner in with an emailed code while the account is under a distributed attack", async () => {
    const owner = await signUpAndVerify(app(), sink);
    // Past the account-wide allowance, from many addresses, none of them over its own limits.
    for (let i = 0; i < LIMITS.signin.account.max + 5; i++) {
      const res = await wrong(owner, newIp());
      expect(res.status, `attempt ${i}`).not.toBe(429);
    }
    // The password alone no longer signs anyone in; the owner is asked for the code we email them.
    const step = await ownerSignIn(owner);
    expect(step.data).toEqual({ status: "code-required" });
    const code = await sink.codeFor(owner.account);
    // An attacker from yet another address gets no further: no session, no code mailed.
    const mails = sink.messages.length;
    expect((await wrong(owner, newIp())).data?.status).not.toBe("signed-in");
    const badCode = await ownerSignIn(owner, { code: code === "000000" ? "111111" : "000000" });
    expect(badCode).toMatchObject({ status: 400, msg: "errors.code" });
    expect(sink.messages.length).toBe(mails);
    const signed = await ownerSignIn(owner, { code });
    expect(signed.data.status).toBe("signed-in");
  });

  it("keeps the per-IP limit across accounts", async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.signin.ip.max + 2; i++) {
      const someone = `nobody-${i}-${Date.now()}@example.com`;
      statuses.push((await signIn(app(), { account: someone, password: "not the password" }, { "x-client-ip": ip })).status);
    }
    expect(statuses.slice(0, LIMITS.signin.ip.max)).not.toContain(429);
    expect(statuses.slice(LIMITS.signin.ip.max)).toEqual([429, 429]);
  });
});
