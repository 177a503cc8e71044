import { sql, type Generated } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "./connection.ts";

// The SQLite connection as the backend opens it: one connection handed out in turn, statements kept
// prepared with their column lists read once.

type Scratch = { id: Generated<number>; name: string };
const scratch = (db: Db) => db.withTables<{ scratch: Scratch }>();

let db: Db;
beforeEach(async () => {
  db = openDatabase({ sqlitePath: ":memory:" }).db;
  await sql`create table scratch (id integer primary key, name text not null unique)`.execute(db);
});
afterEach(() => db.destroy());

describe("the one SQLite connection", () => {
  it("serves those waiting for it in the order they asked, after the transaction that holds it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const done: string[] = [];
    const transaction = db.transaction().execute(async (trx) => {
      await scratch(trx).insertInto("scratch").values({ id: 1, name: "first" }).execute();
      await held;
      done.push("transaction");
    });
    const waiting = Array.from({ length: 25 }, (_, i) =>
      (i % 5 === 0
        ? db.transaction().execute((trx) => scratch(trx).insertInto("scratch").values({ name: `t${i}` }).execute())
        : scratch(db).selectFrom("scratch").select("id").execute()
      ).then(() => done.push(`q${i}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toEqual([]);
    release();
    await Promise.all([transaction, ...waiting]);
    expect(done).toEqual(["transaction", ...waiting.map((_, i) => `q${i}`)]);
    const rows = await scratch(db).selectFrom("scratch").select("name").orderBy("id").execute();
    expect(rows.map((r) => r.name)).toEqual(["first", "t0", "t5", "t10", "t15", "t20"]);
  });

  it("is handed on after a failed statement and a rolled-back transaction", async () => {
    await scratch(db).insertInto("scratch").values({ name: "taken" }).execute();
    const failures = await Promise.allSettled([
      scratch(db).insertInto("scratch").values({ name: "taken" }).execute(),
      db.transaction().execute(async (trx) => {
        await scratch(trx).insertInto("scratch").values({ name: "rolled back" }).execute();
        throw new Error("stop");
      }),
    ]);
    expect(failures.map((f) => f.status)).toEqual(["rejected", "rejected"]);
    const rows = await scratch(db).selectFrom("scratch").select("name").execute();
    expect(rows).toEqual([{ name: "taken" }]);
  });
});

describe("statements kept prepared", () => {
  it("still tell rows from changes, run after run, and follow a schema change", async () => {
    for (const name of ["a", "b"]) {
      const inserted = await scratch(db).insertInto("scratch").values({ name }).executeTakeFirst();
      expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    }
    const returned = await scratch(db).insertInto("scratch").values({ name: "c" }).returning("id").execute();
    expect(returned).toEqual([{ id: 3 }]);
    const updated = await scratch(db).updateTable("scratch").set({ name: "z" }).where("id", "=", 9).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(0n);
    const all = () => scratch(db).selectFrom("scratch").selectAll().orderBy("id").execute();
    expect(await all()).toEqual([
      { id: 1, name: "a" },
      { id: 2, name: "b" },
      { id: 3, name: "c" },
    ]);
    await sql`alter table scratch add column extra text`.execute(db);
    expect((await all())[0]).toEqual({ id: 1, name: "a", extra: null });
  });
});
