import type { Db } from "../db/connection.ts";

export type Session = { customerId: number };

/**
 * The session an `x-auth` token belongs to. Customer accounts do not exist yet, so no token is known;
 * the accounts work replaces this body with a lookup in its session table.
 */
export async function findSession(_db: Db, _token: string): Promise<Session | null> {
  return null;
}
