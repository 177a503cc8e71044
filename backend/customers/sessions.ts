import type { Context } from "hono";
import { SESSION_IDLE_MS, type SessionInfo } from "#contract/account.ts";
import { AUTH_HEADER } from "#contract/user.ts";
import { Code } from "#contract/codes.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { prepared } from "../db/prepared.ts";
import { ApiError, nowIso } from "../shared/http.ts";
import { findCustomerById } from "./accounts.ts";
import type { Client } from "./client.ts";
import { newToken, sha256 } from "./tokens.ts";

/** `last_seen_at` is written at most this often per session. */
const SEEN_RESOLUTION_MS = 60_000;

export type LoginMethod = Row<"customer_session">["login_method"];

/** Starts a session and answers its token; the token is never stored, only its hash. */
export async function createSession(db: Db, customerId: number, client: Client, method: LoginMethod): Promise<string> {
  const token = newToken();
  const now = nowIso();
  await db
    .insertInto("customer_session")
    .values({
      customer_id: customerId,
      token_hash: sha256(token),
      ip: client.ip,
      user_agent: client.userAgent,
      browser: client.browser,
      device: client.device,
      login_method: method,
      created_at: now,
      last_seen_at: now,
      revoked_at: null,
    })
    .execute();
  await db
    .updateTable("customer")
    .set((eb) => ({ previous_login_at: eb.ref("last_login_at"), last_login_at: now }))
    .where("id", "=", customerId)
    .execute();
  return token;
}

const idleCutoff = () => new Date(Date.now() - SESSION_IDLE_MS).toISOString();

const liveSession = prepared((db, p: { hash: string; cutoff: string }) =>
  db
    .selectFrom("customer_session")
    .selectAll()
    .where("token_hash", "=", p.hash)
    .where("revoked_at", "is", null)
    .where("last_seen_at", ">", p.cutoff),
);
const touchSession = prepared((db, p: { id: number; now: string }) =>
  db.updateTable("customer_session").set({ last_seen_at: p.now }).where("id", "=", p.id),
);

/** The live session a token belongs to (not revoked, used within 30 days), touching its last-seen time. */
export async function findActiveSession(db: Db, token: string): Promise<Row<"customer_session"> | null> {
  if (!token || token.length > 128) return null;
  const row = await liveSession.first(db, { hash: sha256(token), cutoff: idleCutoff() });
  if (!row) return null;
  if (Date.now() - Date.parse(row.last_seen_at) > SEEN_RESOLUTION_MS) {
    const now = nowIso();
    await touchSession.run(db, { id: row.id, now });
    row.last_seen_at = now;
  }
  return row;
}

export type Signed = { customer: Row<"customer">; session: Row<"customer_session"> };

/** The signed-in customer of a request, or null. */
export async function getCustomer(c: Context, db: Db): Promise<Signed | null> {
  const token = c.req.header(AUTH_HEADER);
  const session = token ? await findActiveSession(db, token) : null;
  if (!session) return null;
  const customer = await findCustomerById(db, session.customer_id);
  return customer ? { customer, session } : null;
}

/** The signed-in customer, or 401 code 50 so the storefront sends the shopper to sign-in. */
export async function requireCustomer(c: Context, db: Db): Promise<Signed> {
  const signed = await getCustomer(c, db);
  if (!signed) throw new ApiError(401, Code.authInvalid, "errors.login");
  return signed;
}

export async function revokeSession(db: Db, customerId: number, sessionId: number): Promise<boolean> {
  const result = await db
    .updateTable("customer_session")
    .set({ revoked_at: nowIso() })
    .where("id", "=", sessionId)
    .where("customer_id", "=", customerId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every session of a customer except `keepId` (none kept when omitted); answers how many ended. */
export async function revokeSessions(db: Db, customerId: number, keepId?: number): Promise<number> {
  let query = db
    .updateTable("customer_session")
    .set({ revoked_at: nowIso() })
    .where("customer_id", "=", customerId)
    .where("revoked_at", "is", null);
  if (keepId !== undefined) query = query.where("id", "!=", keepId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listSessions(db: Db, customerId: number, currentId: number): Promise<SessionInfo[]> {
  const rows = await db
    .selectFrom("customer_session")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("revoked_at", "is", null)
    .where("last_seen_at", ">", idleCutoff())
    .orderBy("last_seen_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    current: r.id === currentId,
    ip: r.ip,
    browser: r.browser,
    device: r.device,
    loginMethod: r.login_method,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
  }));
}
