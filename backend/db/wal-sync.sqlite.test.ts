import { fstatSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Generated, type Transaction } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeTransaction } from "../orders/transaction.ts";
import { mayWrite, needsSync, openDatabase, type Db, type SyncFile } from "./connection.ts";
import type { Database } from "./database.ts";

// An SQLite file database answers a write only after its write-ahead log is synced to disk, and the
// sync runs on the thread pool: the connection serves others meanwhile. Each sync is held here until
// the test lets it finish.

type Scratch = { id: Generated<number>; name: string };
const scratch = (db: Db | Transaction<Database>) => db.withTables<{ scratch: Scratch }>();

type Held = { fd: number; done: (error: Error | null) => void };
let work: string;
let db: Db;
let syncs: Held[];
const holdSyncs: SyncFile = (fd, done) => void syncs.push({ fd, done });

const settled = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
};
const states = new WeakMap<Promise<unknown>, string>();
/** A promise whose state `state` can tell without waiting for it. */
const track = <T>(promise: Promise<T>): Promise<T> => {
  states.set(promise, "pending");
  promise.then(
    () => states.set(promise, "resolved"),
    () => states.set(promise, "rejected"),
  );
  return promise;
};
/** Whether a tracked promise has settled once the event loop has gone round a few times. */
const state = async (promise: Promise<unknown>) => {
  await settled();
  return states.get(promise);
};
const names = async () =>
  (await scratch(db).selectFrom("scratch").select("name").orderBy("id").execute()).map((row) => row.name);

beforeEach(async () => {
  work = mkdtempSync(join(tmpdir(), "shop-wal-sync-"));
  syncs = [];
  db = openDatabase({ sqlitePath: join(work, "shop.sqlite"), syncFile: holdSyncs }).db;
  const created = sql`create table scratch (id integer primary key, name text not null unique)`.execute(db);
  await settled();
  syncs.splice(0).forEach((sync) => sync.done(null));
  await created;
});
afterEach(async () => {
  syncs.forEach((sync) => sync.done(null));
  await db.destroy();
  rmSync(work, { recursive: true, force: true });
});

describe("the write-ahead log's sync", () => {
  it("answers a write only after a sync that began after its commit; reads neither wait nor sync", async () => {
    const insert = track(scratch(db).insertInto("scratch").values({ name: "a" }).execute());
    await settled();
    expect(syncs).toHaveLength(1);
    expect(fstatSync(syncs[0]!.fd).ino).toBe(statSync(join(work, "shop.sqlite-wal")).ino);
    expect(await state(insert)).toBe("pending");
    // The row is committed (another reader sees it) and the connection is free while the log syncs.
    expect(await names()).toEqual(["a"]);
    expect(syncs).toHaveLength(1);
    syncs[0]!.done(null);
    expect(await state(insert)).toBe("resolved");
  });

  it("makes writes that come during a sync share the next one, which starts when it ends", async () => {
    const first = track(scratch(db).insertInto("scratch").values({ name: "a" }).execute());
    await settled();
    const later = track(
      Promise.all(["b", "c"].map((name) => scratch(db).insertInto("scratch").values({ name }).execute())),
    );
    await settled();
    expect(syncs).toHaveLength(1);
    syncs[0]!.done(null);
    expect(await state(first)).toBe("resolved");
    expect(syncs).toHaveLength(2);
    expect(await state(later)).toBe("pending");
    syncs[1]!.done(null);
    expect(await state(later)).toBe("resolved");
    expect(syncs).toHaveLength(2);
  });

  it("fails the writes a failed sync was to make durable, and syncs again for the next", async () => {
    const insert = scratch(db).insertInto("scratch").values({ name: "a" }).execute();
    await settled();
    syncs[0]!.done(Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" }));
    await expect(insert).rejects.toThrow("EIO");
    const next = scratch(db).insertInto("scratch").values({ name: "b" }).execute();
    await settled();
    expect(syncs).toHaveLength(2);
    syncs[1]!.done(null);
    await next;
  });

  it("keeps a statement's own error when it fails", async () => {
    const insert = scratch(db).insertInto("scratch").values({ name: "a" }).execute();
    await settled();
    syncs[0]!.done(null);
    await insert;
    const taken = scratch(db).insertInto("scratch").values({ name: "a" }).execute();
    await settled();
    syncs.splice(0).forEach((sync) => sync.done(null));
    await expect(taken).rejects.toThrow("UNIQUE constraint failed");
  });

  it("answers a group of transactions after its one sync; reads go on meanwhile", async () => {
    const add = (name: string) =>
      writeTransaction(db, (trx) => scratch(trx).insertInto("scratch").values({ name }).execute());
    const group = track(Promise.all([add("a"), add("b")]));
    await settled();
    expect(syncs).toHaveLength(1);
    expect(await names()).toEqual(["a", "b"]);
    expect(await state(group)).toBe("pending");
    syncs[0]!.done(null);
    expect(await state(group)).toBe("resolved");
    expect(syncs).toHaveLength(1);
  });

  it("fails every transaction of a group whose sync failed", async () => {
    const add = (name: string) =>
      writeTransaction(db, (trx) => scratch(trx).insertInto("scratch").values({ name }).execute());
    const group = [add("a"), add("b")].map((p) =>
      p.then(
        () => "ok",
        (error: Error) => error.message,
      ),
    );
    await settled();
    syncs[0]!.done(new Error("EIO: i/o error, fsync"));
    expect(await Promise.all(group)).toEqual(["EIO: i/o error, fsync", "EIO: i/o error, fsync"]);
  });

  it("runs SQLite without a sync at commit, since the driver syncs", async () => {
    // A pragma counts as a write (`mayWrite`), so it is answered after a sync too.
    const asked = sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    await settled();
    syncs.splice(0).forEach((sync) => sync.done(null));
    expect((await asked).rows[0]!.synchronous).toBe(1);
  });

  it("answers writes of rows a power cut may take (rate-limit counts) without a sync; a durable write still waits", async () => {
    const created = sql`create table rate_limit_hit (id integer primary key, bucket text not null, created_at text not null)`.execute(db);
    await settled();
    syncs.splice(0).forEach((sync) => sync.done(null));
    await created;
    const hits = () => db.withTables<{ rate_limit_hit: { id: Generated<number>; bucket: string; created_at: string } }>();
    const hit = track(hits().insertInto("rate_limit_hit").values({ bucket: "captcha:ip:1", created_at: "2026-12-07" }).execute());
    const cleared = track(hits().deleteFrom("rate_limit_hit").where("created_at", "<", "2026-01-01").execute());
    expect(await state(hit)).toBe("resolved");
    expect(await state(cleared)).toBe("resolved");
    expect(syncs).toHaveLength(0);
    const insert = track(scratch(db).insertInto("scratch").values({ name: "a" }).execute());
    await settled();
    expect(syncs).toHaveLength(1);
    expect(await state(insert)).toBe("pending");
    syncs[0]!.done(null);
    expect(await state(insert)).toBe("resolved");
  });

  it("syncs with the real fsync by default", async () => {
    const real = openDatabase({ sqlitePath: join(work, "real.sqlite") }).db;
    try {
      await sql`create table scratch (id integer primary key, name text not null unique)`.execute(real);
      await scratch(real).insertInto("scratch").values({ name: "durable" }).execute();
      const rows = await scratch(real).selectFrom("scratch").select("name").execute();
      expect(rows).toEqual([{ name: "durable" }]);
    } finally {
      await real.destroy();
    }
  });
});

describe("which statements may write", () => {
  it("counts all but reads and a transaction's own statements", () => {
    for (const text of ["select 1", '  SELECT "id" from "cart"', "begin", "savepoint job", "release job", "rollback"])
      expect(mayWrite(text), text).toBe(false);
    for (const text of [
      'insert into "cart" values (?)',
      'update "sku" set "stock" = ?',
      'delete from "cart"',
      "with moved as (delete from cart returning *) select * from moved",
      "commit",
      "create table scratch (id integer)",
      "pragma synchronous = full",
    ])
      expect(mayWrite(text), text).toBe(true);
  });

  it("answers writes to rate-limit counts, challenges and beacons without waiting for the sync, and no other", () => {
    for (const text of [
      'insert into "rate_limit_hit" ("bucket", "created_at") values (?, ?)',
      'delete from "rate_limit_hit" where "bucket" = ?',
      'DELETE FROM "captcha_challenge" where "id" = ?',
      'insert into "visit_stat" ("day") values (?) on conflict ("day") do update set "seconds" = 1',
    ])
      expect(needsSync(text), text).toBe(false);
    for (const text of [
      'insert into "customer" ("email") values (?)',
      'insert into "rate_limit_hits_archive" values (?)',
      'update "customer" set "name" = (select 1 from "rate_limit_hit")',
      "with gone as (delete from \"rate_limit_hit\" returning *) delete from \"order\"",
      "commit",
    ])
      expect(needsSync(text), text).toBe(true);
  });
});
