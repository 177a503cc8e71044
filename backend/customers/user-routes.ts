import { Hono, type Context } from "hono";
import {
  AccountMessages,
  ActivityQuerySchema,
  EditEmailSchema,
  EditInfoSchema,
  EditMobileSchema,
  EditNameSchema,
  EditPasswordSchema,
  IdSchema,
  MAX_AVATAR_BYTES,
  SecuritySettingsSchema,
  SendChangeCodeSchema,
  type SecuritySettings,
  type UserCenter,
} from "#contract/account.ts";
import type { AppEnv } from "../app.ts";
import { readDisplay } from "../catalog/display.ts";
import type { Db } from "../db/connection.ts";
import type { Row, RowPatch } from "../db/database.ts";
import { readImageForm, storeUploadedImage, uploadBodyLimit } from "../media/upload.ts";
import { displayNameOf, showsAuthorName } from "../moderation/authors.ts";
import { markShopChanged } from "../realtime/shop-changed.ts";
import { actionBuckets, HOUR_MS } from "../shared/rate-limit.ts";
import { badRequest, notFound, nowIso, readJson, NO_FIELDS, sendOk } from "../shared/http.ts";
import {
  contactOf,
  findCustomerByAccount,
  findCustomerById,
  normalizeAccount,
  orderFigures,
  toUserInfo,
} from "./accounts.ts";
import { ACCOUNT_EVENT_KINDS, listActivity, recordActivity, type ActivityKind } from "./activity.ts";
import { refuseCommonPassword } from "./auth-routes.ts";
import { clientOf } from "./client.ts";
import { consumeCode, issueCode } from "./codes.ts";
import { sendCode, sendSecurityNotice } from "./notify.ts";
import { checkPassword, hashPassword } from "./passwords.ts";
import { bucketsFor, enforceLimits } from "./rate-limit.ts";
import { listSessions, requireCustomer, revokeSession, revokeSessions, type Signed } from "./sessions.ts";
import { customerKey } from "./shopper.ts";

const AVATAR_UPLOAD = {
  field: "avatar",
  maxBytes: MAX_AVATAR_BYTES,
  types: ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"],
  fields: [],
};

/** Renames shown on public pages; ordinary profile edits are not limited. */
const AUTHOR_NAME_LIMITS = { owner: { max: 10, windowMs: HOUR_MS }, ip: { max: 30, windowMs: HOUR_MS } };

const wrongPassword = () =>
  badRequest(AccountMessages.password, { fields: { currentPassword: [AccountMessages.password] } });
const taken = (field: string) =>
  badRequest(AccountMessages.accountTaken, { fields: { [field]: [AccountMessages.accountTaken] } });
const codeInvalid = () => badRequest(AccountMessages.code, { fields: { code: [AccountMessages.code] } });
/** Changes the customer's row and answers the fresh user info, logging the change. */
async function updateCustomer(
  c: Context<AppEnv>,
  signed: Signed,
  patch: RowPatch<"customer">,
  kind: ActivityKind,
): Promise<Response> {
  const { db } = c.get("deps");
  await db
    .updateTable("customer")
    .set({ ...patch, updated_at: nowIso() })
    .where("id", "=", signed.customer.id)
    .execute();
  await recordActivity(db, signed.customer.id, kind, clientOf(c));
  const fresh = (await findCustomerById(db, signed.customer.id)) ?? signed.customer;
  return sendOk(c, await toUserInfo(db, fresh));
}

/** Password checks of signed-in customers count against the code-entry limits, per customer and IP. */
async function requirePassword(c: Context<AppEnv>, customer: Row<"customer">, password: string): Promise<void> {
  const { db } = c.get("deps");
  await enforceLimits(db, bucketsFor("code", `customer:${customer.id}`, clientOf(c).ip));
  if (!(await checkPassword(customer.password_hash, password))) throw wrongPassword();
}

/** True when another row already holds the email or mobile number (a unique-index race counts too). */
async function isTaken(db: Db, value: string, customerId: number): Promise<boolean> {
  const other = await findCustomerByAccount(db, value);
  return other !== undefined && other.id !== customerId;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  /unique|duplicate key/i.test(`${error.message} ${String((error as { code?: unknown }).code)}`);

async function changeAddress(
  c: Context<AppEnv>,
  kind: "email" | "mobile",
  input: { currentPassword: string; code: string; value: string },
) {
  const { db } = c.get("deps");
  const signed = await requireCustomer(c, db);
  await requirePassword(c, signed.customer, input.currentPassword);
  const { value } = normalizeAccount(input.value);
  // The code first: a taken address never got one, so "taken" is no answer to guess addresses with.
  const row = await consumeCode(db, {
    target: value,
    purpose: "change",
    code: input.code,
    customerId: signed.customer.id,
  });
  if (!row) throw codeInvalid();
  if (await isTaken(db, value, signed.customer.id)) throw taken(kind);
  let response: Response;
  try {
    response = await updateCustomer(c, signed, { [kind]: value }, kind === "email" ? "email-change" : "mobile-change");
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(kind);
    throw error;
  }
  noticeAddressChange(c, signed.customer, kind, value);
  return response;
}

/**
 * After an email or mobile change: the owner hears of it where they could be reached before it, so a
 * taken-over account does not go unnoticed. A new email is told to the old one (or, for an account that
 * had none, to its mobile number); a new mobile number to the account's email and to the old number.
 */
function noticeAddressChange(c: Context<AppEnv>, before: Row<"customer">, kind: "email" | "mobile", value: string): void {
  const deps = c.get("deps");
  const notice = { kind: kind === "email" ? "email-changed" : "mobile-changed", address: value } as const;
  const recipients =
    kind === "email" ? [before.email ?? before.mobile] : [before.email, before.mobile];
  for (const to of recipients) {
    if (to && to !== value) sendSecurityNotice(deps, { to, lang: before.lang, notice });
  }
}

/** `/api/web/user/*`: the signed-in customer's profile, security and activity. Every call needs `x-auth`. */
export const userRoutes = new Hono<AppEnv>()
  .post("/info", async (c) => {
    const { db } = c.get("deps");
    await readJson(c, NO_FIELDS);
    const { customer } = await requireCustomer(c, db);
    return sendOk(c, await toUserInfo(db, customer));
  })
  .post("/editName", async (c) => {
    const { db } = c.get("deps");
    const signed = await requireCustomer(c, db);
    const input = await readJson(c, EditNameSchema);
    const names = { nick_name: input.nickName, first_name: input.firstName, last_name: input.lastName };
    // A new name shown with published reviews or comments changes public pages: limited, since each
    // such change drops every process's page cache.
    const renamesAuthor = displayNameOf(names) !== displayNameOf(signed.customer) && (await showsAuthorName(db, signed.customer.id));
    if (renamesAuthor) {
      await enforceLimits(db, actionBuckets("author-name", AUTHOR_NAME_LIMITS, { owner: customerKey(signed.customer.id), ip: clientOf(c).ip }));
    }
    const answer = await updateCustomer(c, signed, { full_name: input.fullName, ...names }, "profile-change");
    if (renamesAuthor) markShopChanged(c);
    return answer;
  })
  .post("/editInfo", async (c) => {
    const signed = await requireCustomer(c, c.get("deps").db);
    const input = await readJson(c, EditInfoSchema);
    return updateCustomer(c, signed, { bio: input.bio, birthday: input.birthday }, "profile-change");
  })
  .post("/editPassword", async (c) => {
    const { db } = c.get("deps");
    const signed = await requireCustomer(c, db);
    const input = await readJson(c, EditPasswordSchema);
    refuseCommonPassword(input.password);
    await requirePassword(c, signed.customer, input.currentPassword);
    // Nothing would change, yet the other devices would be signed out and an email sent.
    if (input.password === input.currentPassword) {
      throw badRequest("errors.validation", { fields: { password: [AccountMessages.passwordSame] } });
    }
    const response = await updateCustomer(
      c,
      signed,
      { password_hash: await hashPassword(input.password) },
      "password-change",
    );
    await revokeSessions(db, signed.customer.id, signed.session.id);
    sendSecurityNotice(c.get("deps"), {
      to: contactOf(signed.customer),
      lang: signed.customer.lang,
      notice: { kind: "password-changed", signedOut: "others" },
    });
    return response;
  })
  .post("/sendChangeCode", async (c) => {
    const deps = c.get("deps");
    const { db } = deps;
    const signed = await requireCustomer(c, db);
    const input = await readJson(c, SendChangeCodeSchema);
    const { kind, value } = normalizeAccount(input.target);
    await enforceLimits(db, bucketsFor("resend", `customer:${signed.customer.id}`, clientOf(c).ip));
    // The customer's own current address: nothing to change, and no code would ever be sent for it.
    if (value === (kind === "email" ? signed.customer.email : signed.customer.mobile)) {
      throw badRequest(AccountMessages.accountSame, { fields: { target: [AccountMessages.accountSame] } });
    }
    // The same answer whether or not the address belongs to someone else: this is no way to find out
    // who has an account. A taken address gets no code, so the change cannot go through.
    if (!(await isTaken(db, value, signed.customer.id))) {
      const code = await issueCode(db, { customerId: signed.customer.id, target: value, purpose: "change" });
      sendCode(deps, { to: value, purpose: "change", code, lang: signed.customer.lang });
    }
    return sendOk(c, { channel: kind });
  })
  .post("/editEmail", async (c) => {
    const input = await readJson(c, EditEmailSchema);
    return changeAddress(c, "email", { currentPassword: input.currentPassword, code: input.code, value: input.email });
  })
  .post("/editMobile", async (c) => {
    const input = await readJson(c, EditMobileSchema);
    return changeAddress(c, "mobile", {
      currentPassword: input.currentPassword,
      code: input.code,
      value: input.mobile,
    });
  })
  .post("/editAvatar", uploadBodyLimit(AVATAR_UPLOAD), async (c) => {
    const { db, config } = c.get("deps");
    const signed = await requireCustomer(c, db);
    const { bytes } = await readImageForm(c, AVATAR_UPLOAD);
    const image = await storeUploadedImage(db, config.uploadsDir, bytes, { folder: "avatars", field: "avatar" });
    return updateCustomer(c, signed, { avatar_id: image.id }, "profile-change");
  })
  .post("/center", async (c) => {
    const { db } = c.get("deps");
    const display = await readDisplay(c, db);
    await readJson(c, NO_FIELDS);
    const { customer } = await requireCustomer(c, db);
    const figures = await orderFigures(db, customer.id, display);
    const center: UserCenter = {
      // The sign-in before this session's: "last login" as the shopper means it.
      lastLoginAt: customer.previous_login_at,
      spending: { amount: figures.spending, currency: display.currency },
      paid: { amount: figures.paid, currency: display.currency },
      unpaidOrders: figures.unpaidOrders,
      orders: figures.orders,
    };
    return sendOk(c, center);
  })
  .get("/security", async (c) => {
    const { customer } = await requireCustomer(c, c.get("deps").db);
    return sendOk(c, {
      emailVerificationOnLogin: customer.email_verification_on_login === 1,
    } satisfies SecuritySettings);
  })
  .post("/security", async (c) => {
    const signed = await requireCustomer(c, c.get("deps").db);
    const input = await readJson(c, SecuritySettingsSchema);
    await updateCustomer(
      c,
      signed,
      { email_verification_on_login: input.emailVerificationOnLogin ? 1 : 0 },
      "settings-change",
    );
    return sendOk(c, input satisfies SecuritySettings);
  })
  .post("/security/restore", async (c) => {
    const signed = await requireCustomer(c, c.get("deps").db);
    await readJson(c, NO_FIELDS);
    await updateCustomer(c, signed, { email_verification_on_login: 0 }, "settings-change");
    return sendOk(c, { emailVerificationOnLogin: false } satisfies SecuritySettings);
  })
  .post("/sessions", async (c) => {
    const { db } = c.get("deps");
    await readJson(c, NO_FIELDS);
    const { customer, session } = await requireCustomer(c, db);
    return sendOk(c, await listSessions(db, customer.id, session.id));
  })
  .post("/sessions/revoke", async (c) => {
    const { db } = c.get("deps");
    const { customer } = await requireCustomer(c, db);
    const { id } = await readJson(c, IdSchema);
    if (!(await revokeSession(db, customer.id, id))) throw notFound();
    await recordActivity(db, customer.id, "session-revoked", clientOf(c));
    return sendOk(c, null);
  })
  .post("/sessions/revoke-others", async (c) => {
    const { db } = c.get("deps");
    await readJson(c, NO_FIELDS);
    const { customer, session } = await requireCustomer(c, db);
    const revoked = await revokeSessions(db, customer.id, session.id);
    if (revoked > 0) await recordActivity(db, customer.id, "session-revoked", clientOf(c));
    return sendOk(c, { revoked });
  })
  // Every session, this one included (spec §2 "log out of all devices").
  .post("/sessions/revoke-all", async (c) => {
    const { db } = c.get("deps");
    await readJson(c, NO_FIELDS);
    const { customer } = await requireCustomer(c, db);
    const revoked = await revokeSessions(db, customer.id);
    await recordActivity(db, customer.id, "session-revoked", clientOf(c));
    return sendOk(c, { revoked });
  })
  .post("/activity", async (c) => {
    const { db } = c.get("deps");
    const { customer } = await requireCustomer(c, db);
    const paging = await readJson(c, ActivityQuerySchema);
    return sendOk(c, await listActivity(db, customer.id, paging));
  })
  .post("/log", async (c) => {
    const { db } = c.get("deps");
    const { customer } = await requireCustomer(c, db);
    const paging = await readJson(c, ActivityQuerySchema);
    return sendOk(c, await listActivity(db, customer.id, paging, ACCOUNT_EVENT_KINDS));
  });
