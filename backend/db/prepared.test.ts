import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { writeTransaction } from "../orders/transaction.ts";
import { prepared } from "./prepared.ts";

// Queries built and compiled once, run with each call's values (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set).

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.close());

const putCart = prepared((db, p: { key: string; at: string }) =>
  db
    .insertInto("cart")
    .values({ owner_key: p.key, version: 1, updated_at: p.at })
    .onConflict((oc) =>
      oc.column("owner_key").doUpdateSet((eb) => ({ version: eb("cart.version", "+", 1), updated_at: p.at })),
    ),
);
const cartOf = prepared((db, p: { key: string }) =>
  db.selectFrom("cart").select(["owner_key", "version", "updated_at"]).where("owner_key", "=", p.key),
);
const cartsIn = prepared((db, p: { keys: string[]; min: number }) =>
  db
    .selectFrom("cart")
    .select("owner_key")
    .where("owner_key", "in", p.keys)
    .where("version", ">=", p.min)
    .where("updated_at", "!=", "never")
    .orderBy("owner_key"),
);
const bump = prepared((db, p: { keys: string[] }) =>
  db
    .updateTable("cart")
    .set((eb) => ({ version: eb("version", "+", 10) }))
    .where("owner_key", "in", p.keys),
);

describe("a prepared query", () => {
  it("runs with each call's values, not the first call's", async () => {
    const { db } = backend;
    await putCart.run(db, { key: "prepared:a", at: "2026-01-01" });
    await putCart.run(db, { key: "prepared:b", at: "2026-01-02" });
    await putCart.run(db, { key: "prepared:a", at: "2026-01-03" });
    expect(await cartOf.first(db, { key: "prepared:a" })).toEqual({
      owner_key: "prepared:a",
      version: 2,
      updated_at: "2026-01-03",
    });
    expect(await cartOf.rows(db, { key: "prepared:b" })).toEqual([
      { owner_key: "prepared:b", version: 1, updated_at: "2026-01-02" },
    ]);
    expect(await cartOf.first(db, { key: "prepared:none" })).toBeUndefined();
    expect(await cartOf.firstOrThrow(db, { key: "prepared:b" })).toMatchObject({ version: 1 });
    await expect(cartOf.firstOrThrow(db, { key: "prepared:none" })).rejects.toThrow(/no row/);
  });

  it("takes lists of any length, each length compiled on its own, and keeps the query's constants", async () => {
    const { db } = backend;
    const keys = Array.from({ length: 40 }, (_, i) => `prepared:list:${String(i).padStart(2, "0")}`);
    for (const key of keys) await putCart.run(db, { key, at: "2026-02-01" });
    // 1…40 keys: past the kept lengths too.
    for (let n = 1; n <= keys.length; n++) {
      const rows = await cartsIn.rows(db, { keys: keys.slice(0, n), min: 1 });
      expect(rows.map((r) => r.owner_key)).toEqual(keys.slice(0, n));
    }
    expect(await cartsIn.rows(db, { keys: keys.slice(0, 3), min: 2 })).toEqual([]);
    const result = await bump.run(db, { keys: keys.slice(5, 8) });
    expect(Number(result.numAffectedRows)).toBe(3);
    expect((await cartsIn.rows(db, { keys, min: 11 })).map((r) => r.owner_key)).toEqual(keys.slice(5, 8));
  });

  it("runs inside a transaction, and is rolled back with it", async () => {
    const { db } = backend;
    await expect(
      writeTransaction(db, async (trx) => {
        await putCart.run(trx, { key: "prepared:rolled-back", at: "2026-03-01" });
        expect(await cartOf.first(trx, { key: "prepared:rolled-back" })).toBeDefined();
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    expect(await cartOf.first(db, { key: "prepared:rolled-back" })).toBeUndefined();
  });

  it("binds hostile text as data", async () => {
    const { db } = backend;
    const texts = [...new Set(naughtyStrings)];
    for (const text of texts) {
      const key = `prepared:n:${text}`;
      await putCart.run(db, { key, at: text });
      expect(await cartOf.first(db, { key })).toEqual({ owner_key: key, version: 1, updated_at: text });
    }
    expect(await cartsIn.rows(db, { keys: texts.map((t) => `prepared:n:${t}`), min: 1 })).toHaveLength(texts.length);
  });

  it("refuses a build function that computes with a parameter", async () => {
    const frozen = prepared((db, p: { key: string }) =>
      db.selectFrom("cart").selectAll().where("owner_key", "=", `c:${p.key}`),
    );
    await expect(frozen.rows(backend.db, { key: "x" })).rejects.toThrow(/parameter "key" was used as a value/);
  });

  it("refuses a call that leaves a parameter out", async () => {
    const partial = { key: undefined } as unknown as { key: string };
    await expect(cartOf.first(backend.db, partial)).rejects.toThrow(/parameter "key" is missing/);
  });
});
