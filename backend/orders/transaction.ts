import { sql, type Transaction } from "kysely";
import { databaseKind, type Db } from "../db/connection.ts";
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

/** Unique constraints of the shown numbers: the PostgreSQL name, the SQLite column list. */
export const ORDER_NUMBER = { pg: "shop_order_number_key", sqlite: "shop_order.number" };
export const RETURN_NUMBER = { pg: "return_request_number_key", sqlite: "return_request.number" };

/**
 * Inserts a row under a number drawn at random (an order's or a return's: the day and eight random
 * digits), drawing again when that number is taken. Random numbers collide: among 10 000 orders in a
 * day, two share a number with a chance of four in ten, and the insert fails. A failed statement aborts
 * a PostgreSQL transaction, so there each attempt runs in a savepoint, and any other failure is rolled
 * back to it and thrown as it was; SQLite takes back the failed statement alone and the transaction
 * goes on, so there the savepoint's two extra statements per order are left out.
 */
export async function insertNumbered<T>(
  trx: Transaction<Database>,
  constraint: { pg: string; sqlite: string },
  draw: () => string,
  insert: (number: string) => Promise<T>,
): Promise<T> {
  const savepoint = databaseKind(trx) === "postgres";
  for (let attempt = 1; ; attempt++) {
    if (savepoint) await sql`savepoint numbered`.execute(trx);
    try {
      const row = await insert(draw());
      if (savepoint) await sql`release savepoint numbered`.execute(trx);
      return row;
    } catch (error) {
      if (savepoint) {
        await sql`rollback to savepoint numbered`.execute(trx);
        await sql`release savepoint numbered`.execute(trx);
      }
      if (attempt < 5 && isUniqueViolation(error, constraint)) continue;
      throw error;
    }
  }
}

const ATTEMPTS = 12;

const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(100, 2 ** attempt) * (0.5 + Math.random())));

/**
 * Runs `work` in one transaction, again (with backoff, up to 12 times) when the database answers a
 * deadlock or busy.
 * Conditional updates inside it (`… WHERE stock >= ?`) decide races; this only retries lost lock races.
 *
 * On SQLite the driver holds its single connection for a whole transaction, so transactions of one
 * process run one after another, and a write is answered only once its commit is synced to disk
 * (db/connection.ts). They are therefore committed in groups (`groupCommit`): the transactions waiting
 * for the connection run one after another, each inside its own savepoint of one SQLite transaction,
 * and one commit and its one sync make them all durable before any of them is answered. PostgreSQL
 * runs each on a pooled connection of its own.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (databaseKind(db) === "sqlite") return groupOf(db).run(work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      await backoff(attempt);
    }
  }
}

/** Transactions one SQLite commit takes at most (a bound on how long the first one waits). */
const MAX_GROUP = 32;

type Job = {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** A retryable failure inside one job: the whole group is rolled back and run again. */
class GroupRetry extends Error {}

const groups = new WeakMap<Db, ReturnType<typeof groupCommit>>();
function groupOf(db: Db) {
  let group = groups.get(db);
  if (!group) groups.set(db, (group = groupCommit(db)));
  return group;
}

/**
 * Group commit for SQLite. Jobs queue up; while the connection is free, the next group opens one
 * transaction and runs each job inside a savepoint: a job that fails is rolled back to its savepoint
 * alone (its effects never happened) and answers its error; a job that succeeds is released into the
 * group. Jobs arriving while a group runs join it (up to MAX_GROUP). The group then commits once, and
 * only after that commit is synced to disk does any job of it answer. So an answered
 * transaction is exactly as durable as before; an unanswered one may be lost with the process, as
 * before. A busy database (another process writing the file) rolls the whole group back and runs it
 * again after a backoff, as `writeTransaction` retried single transactions.
 */
function groupCommit(db: Db) {
  const queue: Job[] = [];
  let running = false;

  async function runGroup(group: Job[]): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    await db.transaction().execute(async (trx) => {
      for (let i = 0; ; i++) {
        // Jobs that arrived meanwhile join the group, up to its bound.
        if (i === group.length) {
          if (group.length >= MAX_GROUP || queue.length === 0) break;
          group.push(queue.shift()!);
        }
        const job = group[i]!;
        await sql`savepoint job`.execute(trx);
        try {
          const value = await job.work(trx);
          await sql`release job`.execute(trx);
          outcomes.push({ ok: true, value });
        } catch (error) {
          if (isRetryable(error)) throw new GroupRetry("retry the group", { cause: error });
          await sql`rollback to job`.execute(trx);
          await sql`release job`.execute(trx);
          outcomes.push({ ok: false, error });
        }
      }
    });
    return outcomes;
  }

  async function drain() {
    try {
      while (queue.length > 0) {
        const group = queue.splice(0, MAX_GROUP);
        for (let attempt = 1; ; attempt++) {
          try {
            const outcomes = await runGroup(group);
            group.forEach((job, i) => {
              const outcome = outcomes[i]!;
              if (outcome.ok) job.resolve(outcome.value);
              else job.reject(outcome.error);
            });
            break;
          } catch (failure) {
            const error = failure instanceof GroupRetry ? failure.cause : failure;
            if (attempt >= ATTEMPTS || !isRetryable(error)) {
              for (const job of group) job.reject(error);
              break;
            }
            // The group is run again as it was, jobs that joined it included.
            await backoff(attempt);
          }
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        // node:sqlite runs every statement synchronously, so a group started at once would end before
        // any other request got to its transaction: the group starts after the requests that arrived
        // meanwhile (this turn of the event loop) have queued theirs.
        if (!running) {
          running = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}
