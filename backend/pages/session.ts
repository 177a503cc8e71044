import { findActiveSession } from "../customers/sessions.ts";
import type { Db } from "../db/connection.ts";

export type Session = { customerId: number };

/** The live session an `x-auth` token belongs to (not revoked, not idle for 30 days), or null. */
export async function findSession(db: Db, token: string): Promise<Session | null> {
  const row = await findActiveSession(db, token);
  return row ? { customerId: row.customer_id } : null;
}
