import { SOCKET_TICKET_TTL_MS } from "#contract/realtime.ts";
import { newToken, sha256 } from "../customers/tokens.ts";
import { customerKey, visitorKey } from "../customers/shopper.ts";
import type { Db } from "../db/connection.ts";
import { nowIso } from "../shared/http.ts";

/** Whom a socket speaks for: the owner keys its pushes are addressed to (empty: anonymous). */
export type SocketIdentity = { owners: string[] };

/** A ticket for the shopper's socket, good for one connection within a minute. */
export async function mintTicket(db: Db, who: { customerId: number | null; visitorId: string | null }): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = newToken();
  const expiresAt = new Date(Date.now() + SOCKET_TICKET_TTL_MS).toISOString();
  // Old tickets go as new ones are made, so the table stays small without a sweeper.
  await db.deleteFrom("socket_ticket").where("expires_at", "<", nowIso()).execute();
  await db
    .insertInto("socket_ticket")
    .values({ token_hash: sha256(ticket), customer_id: who.customerId, visitor_id: who.visitorId, expires_at: expiresAt, used_at: null })
    .execute();
  return { ticket, expiresAt };
}

/** Spends a ticket: the identity it was made for, or null when it is unknown, used or expired. */
export async function spendTicket(db: Db, ticket: string): Promise<SocketIdentity | null> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(ticket)) return null;
  const now = nowIso();
  const row = await db
    .updateTable("socket_ticket")
    .set({ used_at: now })
    .where("token_hash", "=", sha256(ticket))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["customer_id", "visitor_id"])
    .executeTakeFirst();
  if (!row) return null;
  const owners: string[] = [];
  if (row.customer_id !== null) owners.push(customerKey(Number(row.customer_id)));
  if (row.visitor_id) owners.push(visitorKey(row.visitor_id));
  return { owners };
}
