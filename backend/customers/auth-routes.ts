import { Hono, type Context } from "hono";
import {
  AccountMessages,
  ForgetSchema,
  ResendCodeSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  VerifyEmailSchema,
  type SignInResult,
  type SignUpResult,
} from "#contract/account.ts";
import { AUTH_HEADER } from "#contract/user.ts";
import type { AppDeps, AppEnv } from "../app.ts";
import { readLocale } from "../catalog/display.ts";
import type { Row } from "../db/database.ts";
import { badRequest, nowIso, readJson, NO_FIELDS, sendOk } from "../shared/http.ts";
import { contactOf, findCustomerByAccount, findCustomerById, normalizeAccount, toUserInfo } from "./accounts.ts";
import { recordActivity } from "./activity.ts";
import { createChallenge, passCaptcha } from "./captcha.ts";
import { clientOf, type Client } from "./client.ts";
import { consumeCode, issueCode, type CodePurpose } from "./codes.ts";
import { mergeGuestCart } from "../cart/repository.ts";
import { requestSubscription } from "../newsletter/service.ts";
import { mergeGuestFavorites, visitorIdOf } from "./favorites.ts";
import { sendCode, sendExistingAccountNotice, sendSecurityNotice } from "./notify.ts";
import { checkPassword, hashPassword, isCommonPassword } from "./passwords.ts";
import {
  accountUnderAttack,
  bucketsFor,
  clientBuckets,
  enforceLimits,
  needsCaptcha,
  recordSignInFailure,
} from "./rate-limit.ts";
import {
  createSession,
  findActiveSession,
  getCustomer,
  requireCustomer,
  revokeSession,
  revokeSessions,
  type LoginMethod,
} from "./sessions.ts";

const captchaFailed = () => badRequest(AccountMessages.captcha, { fields: { captcha: [AccountMessages.captcha] } });
const codeInvalid = () => badRequest(AccountMessages.code, { fields: { code: [AccountMessages.code] } });
const credentialsWrong = () => badRequest(AccountMessages.credentials);

/** A password on the common-passwords list is refused like any other invalid field. */
export function refuseCommonPassword(password: string, field = "password"): void {
  if (isCommonPassword(password)) {
    throw badRequest("errors.validation", { fields: { [field]: [AccountMessages.passwordCommon] } });
  }
}

/** The security check's answer as a form sends it. */
const captchaOf = (input: { verifyId?: string; captcha?: number; captchaTrail?: string }) => ({
  verifyId: input.verifyId,
  position: input.captcha,
  trail: input.captchaTrail || undefined,
});

/** Resend re-sends only codes asked for within this long. */
const RESEND_WINDOW_MS = 60 * 60 * 1000;

/** Starts a session for a customer who proved who they are, taking over what they saved as a guest. */
async function completeSignIn(
  c: Context<AppEnv>,
  customer: Row<"customer">,
  client: Client,
  method: LoginMethod,
): Promise<SignInResult> {
  const { db } = c.get("deps");
  const token = await createSession(db, customer.id, client, method);
  await mergeGuestFavorites(db, visitorIdOf(c), customer.id);
  await mergeGuestCart(db, visitorIdOf(c), customer.id);
  await recordActivity(db, customer.id, "signin", client);
  const fresh = (await findCustomerById(db, customer.id)) ?? customer;
  return { status: "signed-in", token, user: await toUserInfo(db, fresh) };
}

async function sendNewCode(
  deps: AppDeps,
  input: { customerId: number | null; target: string; purpose: CodePurpose; lang: string; payload?: string | null },
): Promise<void> {
  const code = await issueCode(deps.db, input);
  sendCode(deps, { to: input.target, purpose: input.purpose, code, lang: input.lang });
}

/** `/api/web/auth/*`: captcha, sign-up and verification, sign-in, forgotten password, sign-out. */
export const authRoutes = new Hono<AppEnv>()
  .post("/captcha", async (c) => {
    const { db } = c.get("deps");
    await readJson(c, NO_FIELDS);
    await enforceLimits(db, [{ key: `captcha:ip:${clientOf(c).ip}`, limit: { max: 100, windowMs: 15 * 60 * 1000 } }]);
    return sendOk(c, await createChallenge(db));
  })
  .post("/signup", async (c) => {
    const deps = c.get("deps");
    const { db } = deps;
    const { lang } = readLocale(c);
    const input = await readJson(c, SignUpSchema);
    refuseCommonPassword(input.password);
    const client = clientOf(c);
    const { kind, value } = normalizeAccount(input.account);
    await enforceLimits(db, bucketsFor("signup", value, client.ip));
    if (!(await passCaptcha(db, captchaOf(input), deps.config.captchaMinMs))) throw captchaFailed();

    // Same answer either way; an existing owner hears about the attempt, a new account gets a code.
    const passwordHash = await hashPassword(input.password);
    const existing = await findCustomerByAccount(db, value);
    if (existing?.verified_at) {
      sendExistingAccountNotice(deps, { to: value, lang: existing.lang });
    } else {
      let customer = existing;
      if (!customer) {
        const now = nowIso();
        customer = await db
          .insertInto("customer")
          .values({
            email: kind === "email" ? value : null,
            mobile: kind === "mobile" ? value : null,
            password_hash: passwordHash,
            full_name: "",
            first_name: "",
            last_name: "",
            nick_name: "",
            bio: "",
            avatar_id: null,
            birthday: null,
            lang,
            verified_at: null,
            email_verification_on_login: 0,
            last_login_at: null,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column(kind).doNothing())
          .returningAll()
          .executeTakeFirst();
        customer ??= await findCustomerByAccount(db, value);
        if (!customer) throw credentialsWrong();
        await recordActivity(db, customer.id, "signup", client);
      }
      // The chosen password takes effect with the code, so only the owner of the address can set it.
      await sendNewCode(deps, {
        customerId: customer.id,
        target: value,
        purpose: "verify",
        lang: customer.lang,
        payload: passwordHash,
      });
    }
    // The same double opt-in as the newsletter form; the answer says nothing about it either.
    if (input.newsletter && kind === "email") {
      await requestSubscription(deps, { email: value, lang, ip: client.ip, source: "signup" });
    }
    const result: SignUpResult = { status: "verify-required" };
    return sendOk(c, result);
  })
  .post("/verify-email", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, VerifyEmailSchema);
    const client = clientOf(c);
    const { value } = normalizeAccount(input.account);
    await enforceLimits(db, bucketsFor("code", value, client.ip));
    const customer = await findCustomerByAccount(db, value);
    if (!customer) throw codeInvalid();
    const row = await consumeCode(db, { target: value, purpose: "verify", code: input.code, customerId: customer.id });
    if (!row) throw codeInvalid();
    await db
      .updateTable("customer")
      .set({
        verified_at: customer.verified_at ?? nowIso(),
        password_hash: row.payload ?? customer.password_hash,
        updated_at: nowIso(),
      })
      .where("id", "=", customer.id)
      .execute();
    await recordActivity(db, customer.id, "verify", client);
    return sendOk(c, await completeSignIn(c, customer, client, "code"));
  })
  .post("/signin", async (c) => {
    const deps = c.get("deps");
    const { db } = deps;
    const input = await readJson(c, SignInSchema);
    const client = clientOf(c);
    const { value } = normalizeAccount(input.account);
    // A client is stopped by its own limits; the account's is no lock: see accountUnderAttack.
    await enforceLimits(db, clientBuckets("signin", value, client.ip));
    const underAttack = await accountUnderAttack(db, value);
    if ((await needsCaptcha(db, value, client.ip)) && !(await passCaptcha(db, captchaOf(input), deps.config.captchaMinMs))) {
      return sendOk(c, { status: "captcha-required" } satisfies SignInResult);
    }
    const customer = await findCustomerByAccount(db, value);
    const passwordOk = await checkPassword(customer?.password_hash, input.password);
    if (!customer || !passwordOk) {
      await recordSignInFailure(db, value, client.ip);
      if (customer) await recordActivity(db, customer.id, "signin-failed", client);
      throw credentialsWrong();
    }
    if (!customer.verified_at) {
      await sendNewCode(deps, { customerId: customer.id, target: value, purpose: "verify", lang: customer.lang });
      return sendOk(c, { status: "verify-required" } satisfies SignInResult);
    }
    // The owner's way in while the account is under attack: the right password and an emailed code.
    if (customer.email_verification_on_login || underAttack) {
      const target = contactOf(customer);
      if (!input.code) {
        await sendNewCode(deps, { customerId: customer.id, target, purpose: "signin", lang: customer.lang });
        return sendOk(c, { status: "code-required" } satisfies SignInResult);
      }
      // Only someone with the password gets here: the client's limits suffice, nobody else's count.
      await enforceLimits(db, clientBuckets("code", value, client.ip));
      const row = await consumeCode(db, { target, purpose: "signin", code: input.code, customerId: customer.id });
      if (!row) throw codeInvalid();
      return sendOk(c, await completeSignIn(c, customer, client, "code"));
    }
    return sendOk(c, await completeSignIn(c, customer, client, "password"));
  })
  .post("/forget", async (c) => {
    const deps = c.get("deps");
    const { db } = deps;
    const input = await readJson(c, ForgetSchema);
    const client = clientOf(c);
    const { value } = normalizeAccount(input.account);
    await enforceLimits(db, bucketsFor("forget", value, client.ip));
    if (!(await passCaptcha(db, captchaOf(input), deps.config.captchaMinMs))) throw captchaFailed();
    const customer = await findCustomerByAccount(db, value);
    if (customer) {
      await sendNewCode(deps, { customerId: customer.id, target: value, purpose: "reset", lang: customer.lang });
    }
    return sendOk(c, null);
  })
  .post("/reset-password", async (c) => {
    const deps = c.get("deps");
    const { db } = deps;
    const input = await readJson(c, ResetPasswordSchema);
    refuseCommonPassword(input.password);
    const client = clientOf(c);
    const { value } = normalizeAccount(input.account);
    await enforceLimits(db, bucketsFor("code", value, client.ip));
    const customer = await findCustomerByAccount(db, value);
    if (!customer) throw codeInvalid();
    const row = await consumeCode(db, { target: value, purpose: "reset", code: input.code, customerId: customer.id });
    if (!row) throw codeInvalid();
    await db
      .updateTable("customer")
      .set({
        password_hash: await hashPassword(input.password),
        verified_at: customer.verified_at ?? nowIso(),
        updated_at: nowIso(),
      })
      .where("id", "=", customer.id)
      .execute();
    await revokeSessions(db, customer.id);
    await recordActivity(db, customer.id, "password-reset", client);
    // To the account's email when it has one, whichever address the code went to.
    sendSecurityNotice(deps, {
      to: contactOf(customer),
      lang: customer.lang,
      notice: { kind: "password-reset", signedOut: "all" },
    });
    return sendOk(c, null);
  })
  .post("/resend-code", async (c) => {
    const deps = c.get("deps");
    const { db } = deps;
    const input = await readJson(c, ResendCodeSchema);
    const client = clientOf(c);
    const { value } = normalizeAccount(input.account);
    await enforceLimits(db, bucketsFor("resend", value, client.ip));
    // Only a code asked for recently is sent again, to whoever it was for; the answer is the same either way.
    const owner =
      input.purpose === "change" ? (await getCustomer(c, db))?.customer : await findCustomerByAccount(db, value);
    const wanted =
      owner &&
      !(input.purpose === "verify" && owner.verified_at) &&
      !(input.purpose === "signin" && !owner.email_verification_on_login);
    if (owner && wanted) {
      const last = await db
        .selectFrom("customer_code")
        .selectAll()
        .where("target", "=", value)
        .where("purpose", "=", input.purpose)
        .where("customer_id", "=", owner.id)
        .where("created_at", ">", new Date(Date.now() - RESEND_WINDOW_MS).toISOString())
        .orderBy("id", "desc")
        .executeTakeFirst();
      if (last) {
        await sendNewCode(deps, {
          customerId: owner.id,
          target: value,
          purpose: input.purpose,
          lang: owner.lang,
          payload: last.payload,
        });
      }
    }
    return sendOk(c, null);
  })
  /**
   * A session token that came in an address (`?x-auth=`, spec §6) is about to become a browser's
   * cookie: the storefront asks here first. A live session answers ok and the sign-in by link is
   * recorded in the customer's activity, so they can see it (and end that session).
   */
  .post("/session-link", async (c) => {
    const { db, log } = c.get("deps");
    await readJson(c, NO_FIELDS);
    const { customer, session } = await requireCustomer(c, db);
    const client = clientOf(c);
    await recordActivity(db, customer.id, "signin-link", client);
    log.info({ customerId: customer.id, sessionId: session.id, ip: client.ip }, "session taken over from a link");
    return sendOk(c, null);
  })
  .post("/signout", async (c) => {
    const { db } = c.get("deps");
    await readJson(c, NO_FIELDS);
    const token = c.req.header(AUTH_HEADER);
    const session = token ? await findActiveSession(db, token) : null;
    if (session) {
      await revokeSession(db, session.customer_id, session.id);
      await recordActivity(db, session.customer_id, "signout", clientOf(c));
    }
    return sendOk(c, null);
  });
