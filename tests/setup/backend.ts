import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import type { BackendConfig } from "#backend/app.ts";
import { createApp } from "#backend/create-app.ts";
import { openDatabase, type Db } from "#backend/db/connection.ts";
import { migrateToLatest } from "#backend/db/migrate.ts";
import { localBus } from "#backend/realtime/events.ts";
import { createLogger } from "#backend/shared/logger.ts";

export const TEST_ADMIN_TOKEN = "test-admin-token-0123456789";

/** Each test backend's database by its app, for fixtures that look behind the API (the captcha's target). */
const databases = new WeakMap<object, Db>();

export function databaseOf(app: object): Db {
  const db = databases.get(app);
  if (!db) throw new Error("not an app made by createTestBackend");
  return db;
}

/**
 * A migrated backend on a fresh database: SQLite in memory, or — when TEST_DATABASE_URL is set
 * (scripts/with-postgres.sh) — a new PostgreSQL database that is dropped on close. Mail goes to a
 * temporary outbox unless `config` names an SMTP server (see tests/setup/smtp-sink.ts).
 */
export async function createTestBackend(config: Partial<BackendConfig> = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const { db, kind } = openDatabase({ databaseUrl, sqlitePath: ":memory:" });
  await migrateToLatest(db);
  const uploadsDir = await mkdtemp(join(tmpdir(), "shop-uploads-"));
  const outboxDir = config.outboxDir ?? join(uploadsDir, ".outbox");
  const events = localBus();
  const app = createApp({
    db,
    events,
    // The test gateway on and no wait before the security check, unless a test says otherwise.
    config: { adminToken: TEST_ADMIN_TOKEN, uploadsDir, shopName: "Test Shop", outboxDir, paymentTestGateway: true, captchaMinMs: 0, ...config },
    log: createLogger("silent"),
  });
  databases.set(app, db);
  return {
    app,
    db,
    kind,
    /** The events the backend published (pushes to shoppers' sockets). */
    events,
    uploadsDir,
    outboxDir,
    async close() {
      await db.destroy();
      await dropDatabase();
      // Mail sent in the background may still be writing into the outbox below it: retry the removal.
      await rm(uploadsDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}

export type TestBackend = Awaited<ReturnType<typeof createTestBackend>>;

/** JSON request helpers against `app.request()`. */
export function jsonRequest(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

export const adminHeaders = { "x-admin-token": TEST_ADMIN_TOKEN };

/**
 * Before a race on PostgreSQL: opens the pool's connections, so concurrent requests really overlap (on a
 * cold pool each waits for its own connection, which staggers them enough to hide a race). SQLite: nothing.
 */
export async function warmPool(backend: TestBackend): Promise<void> {
  if (backend.kind !== "postgres") return;
  await Promise.all(Array.from({ length: 10 }, () => sql`select pg_sleep(0.05)`.execute(backend.db)));
}
