import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#backend/create-app.ts";
import { openDatabase, type Db } from "#backend/db/connection.ts";
import { migrateToLatest } from "#backend/db/migrate.ts";
import { createLogger } from "#backend/shared/logger.ts";
import {
  addToCart,
  guest,
  makeSellable,
  placeInput,
  placeOrder,
  seedShipping,
  stockOf,
} from "#tests/fixtures/orders.ts";

/**
 * Two connections to one SQLite file (as two server processes would have), each with its own app. With
 * no busy wait, every write conflict surfaces as SQLITE_BUSY at once and the transaction is retried whole.
 */
describe("SQLite: two connections to one file", () => {
  let dir: string;
  let dbs: Db[];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "shop-sqlite-"));
    dbs = [0, 1].map(() => openDatabase({ sqlitePath: join(dir, "shop.db") }).db);
    for (const db of dbs) await sql`PRAGMA busy_timeout = 0`.execute(db);
    await migrateToLatest(dbs[0]!);
    await seedShipping(dbs[0]!);
  });
  afterAll(async () => {
    for (const db of dbs) await db.destroy();
    // Order emails are written in the background; give them a moment before removing the folder.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await rm(dir, { recursive: true, force: true, maxRetries: 3 });
  });

  it("one unit, twenty buyers on two connections: one order, the rest refused, no errors", async () => {
    const apps = dbs.map((db) =>
      createApp({
        db,
        config: { adminToken: null, uploadsDir: dir, shopName: "Test", outboxDir: join(dir, "outbox") },
        log: createLogger("silent"),
      }),
    );
    const { skus } = await makeSellable(dbs[0]!, [{ price: 1000, stock: 1 }]);
    const buyers = Array.from({ length: 20 }, (_, i) => ({ app: apps[i % 2]!, headers: guest() }));
    for (const b of buyers) expect((await addToCart(b.app, b.headers, skus[0]!.id, 1)).status).toBe(200);
    const answers = await Promise.all(buyers.map((b) => placeOrder(b.app, b.headers, placeInput())));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await stockOf(dbs[1]!, skus[0]!.id)).toBe(0);
  });
});
