import { sql, type Kysely } from "kysely";
import { databaseKind } from "../db/connection.ts";
import type { Database } from "../db/database.ts";

/**
 * How long the same text from the same sender counts as the same submission: a page reloaded after a
 * form posted without JavaScript posts it again, and a double tap posts it twice. Within the window the
 * repeat answers what the first one did (its reference, its comment) and stores and sends nothing.
 */
export const REPEAT_WINDOW_MS = 10 * 60_000;

/** The oldest `created_at` (ISO text, like nowIso) a repeat can match. */
export const repeatSince = (now = Date.now()) => new Date(now - REPEAT_WINDOW_MS).toISOString();

/**
 * Inside a write transaction, before looking for a repeat: two copies of one submission racing wait for
 * each other on PostgreSQL (an advisory lock on `key` until the transaction ends), so the second finds
 * the first. SQLite writes one transaction at a time already.
 */
export async function lockSender(trx: Kysely<Database>, key: string): Promise<void> {
  if (databaseKind(trx) === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
