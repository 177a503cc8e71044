import type { Transaction } from "kysely";
import type { Db } from "../db/connection.ts";
import type { Database } from "../db/database.ts";

type ErrorLike = { code?: unknown; errcode?: unknown; constraint?: unknown; message?: unknown };

/** A unique-constraint failure on either database; `name` narrows it to one constraint (PG) or column list (SQLite). */
export function isUniqueViolation(error: unknown, name?: { pg: string; sqlite: string }): boolean {
  const e = (error ?? {}) as ErrorLike;
  if (e.code === "23505") return !name || e.constraint === name.pg;
  const message = typeof e.message === "string" ? e.message : "";
  if (!message.includes("UNIQUE constraint failed")) return false;
  return !name || message.includes(name.sqlite);
}

export function isCheckViolation(error: unknown): boolean {
  const e = (error ?? {}) as ErrorLike;
  return e.code === "23514" || (typeof e.message === "string" && e.message.includes("CHECK constraint failed"));
}

/** Failures that mean "try the whole transaction again": PG deadlock/serialization, SQLite busy. */
function isRetryable(error: unknown): boolean {
  const e = (error ?? {}) as ErrorLike;
  if (e.code === "40P01" || e.code === "40001") return true;
  // SQLITE_BUSY / SQLITE_LOCKED and their extended codes (e.g. BUSY_SNAPSHOT: the snapshot went stale).
  const primary = typeof e.errcode === "number" ? e.errcode & 0xff : -1;
  return (
    primary === 5 || primary === 6 || (typeof e.message === "string" && /database is (locked|busy)/.test(e.message))
  );
}

const ATTEMPTS = 12;

/**
 * Runs `work` in one transaction, again (with backoff, up to 12 times) when the database answers a
 * deadlock or busy.
 * Conditional updates inside it (`… WHERE stock >= ?`) decide races; this only retries lost lock races.
 * On SQLite the driver holds its single connection for the whole transaction, so transactions of one
 * process run one after another; other processes wait on `busy_timeout` or end up retried here.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(100, 2 ** attempt) * (0.5 + Math.random())));
    }
  }
}
