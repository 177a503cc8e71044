import type { Hono } from "hono";
import type { AppEnv } from "./app.ts";
import { createApp } from "./create-app.ts";
import { openDatabase, type DatabaseKind, type Db } from "./db/connection.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seedDatabase } from "./db/seed.ts";
import type { Logger } from "./shared/logger.ts";
import { localBus, postgresBus, type EventBus } from "./realtime/events.ts";
import { createRealtime, type Realtime } from "./realtime/socket.ts";

export type BackendOptions = {
  /** PostgreSQL URL; without it the shop runs on the SQLite file at `sqlitePath`. */
  databaseUrl?: string;
  sqlitePath: string;
  uploadsDir: string;
  adminToken: string | null;
  shopName: string;
  /** The shop's default time zone (`SHOP_TIME_ZONE`). */
  timeZone?: string;
  /** Customer mail: see BackendConfig. */
  smtpUrl?: string | null;
  outboxDir?: string;
  mailFrom?: string;
  publicUrl?: string;
  /** HMAC key for payment webhooks and pay-page links; a random one per process when absent. */
  paymentSecret?: string;
  /** Whether the test gateway takes payments (BackendConfig). */
  paymentTestGateway?: boolean;
  /** Fill an empty shop with the demo catalogue (with generated images). */
  seed: boolean;
  log: Logger;
};

export type Backend = {
  app: Hono<AppEnv>;
  db: Db;
  kind: DatabaseKind;
  /** The realtime socket (`/ws/message`): server.ts hands it the HTTP upgrades. */
  realtime: Realtime;
  /** The event bus: pushes, and change notices the page cache listens to. */
  events: EventBus;
  close(): Promise<void>;
};

/** Opens and migrates the database, seeds an empty shop when asked, and answers the Hono app. */
export async function startBackend(options: BackendOptions): Promise<Backend> {
  const { db, kind } = openDatabase({
    databaseUrl: options.databaseUrl,
    sqlitePath: options.sqlitePath,
    onPoolError: (error) => options.log.warn({ err: error }, "database connection lost"),
  });
  try {
    await migrateToLatest(db);
    if (options.seed) {
      const started = Date.now();
      const { seeded } = await seedDatabase(db, options.uploadsDir, { images: true });
      if (seeded) options.log.info({ ms: Date.now() - started }, "seeded the demo shop");
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // One process on SQLite; on PostgreSQL every process hears every event (LISTEN/NOTIFY).
  const events = options.databaseUrl ? postgresBus(options.databaseUrl, options.log) : localBus();
  const app = createApp({
    db,
    events,
    config: {
      adminToken: options.adminToken,
      uploadsDir: options.uploadsDir,
      shopName: options.shopName,
      timeZone: options.timeZone,
      smtpUrl: options.smtpUrl ?? null,
      outboxDir: options.outboxDir ?? "data/outbox",
      mailFrom: options.mailFrom,
      publicUrl: options.publicUrl,
      paymentSecret: options.paymentSecret,
      paymentTestGateway: options.paymentTestGateway ?? false,
    },
    log: options.log,
  });
  const realtime = createRealtime({ db, events, log: options.log });
  return {
    app,
    db,
    kind,
    realtime,
    events,
    async close() {
      await realtime.close();
      await events.close();
      await db.destroy();
    },
  };
}
