import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestOrder, makeSellable, seedShipping } from "#tests/fixtures/orders.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { insertNumbered, ORDER_NUMBER, writeTransaction } from "./transaction.ts";

// Order and return numbers are drawn at random: a number already taken is drawn again, inside the
// transaction, on both databases (a failed statement aborts a PostgreSQL transaction unless a savepoint
// takes it back).

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
  await seedShipping(backend.db);
});
afterAll(() => backend.close());

describe("a randomly drawn number that is already taken", () => {
  async function takenOrder() {
    const { db, app } = backend;
    const { skus } = await makeSellable(db, [{ price: 1500, stock: 10 }]);
    const { placed } = await guestOrder(app, skus[0]!.id);
    return db.selectFrom("shop_order").selectAll().where("number", "=", placed.order.number).executeTakeFirstOrThrow();
  }

  it("is drawn again, and the transaction goes on to commit", async () => {
    const { db } = backend;
    const { id: _, ...taken } = await takenOrder();
    const draws = [taken.number, taken.number, "20991231000000042"];
    const inserted = await writeTransaction(db, async (trx) => {
      const row = await insertNumbered(trx, ORDER_NUMBER, () => draws.shift()!, (number) =>
        trx.insertInto("shop_order").values({ ...taken, number, idempotency_key: `again-${number}` }).returningAll().executeTakeFirstOrThrow(),
      );
      // A statement after the collisions runs in the same, still usable, transaction.
      await trx.updateTable("shop_order").set({ note: "after the collisions" }).where("id", "=", row.id).execute();
      return row;
    });
    expect(inserted.number).toBe("20991231000000042");
    expect(draws).toEqual([]);
    const stored = await db.selectFrom("shop_order").select(["number", "note"]).where("id", "=", inserted.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ number: "20991231000000042", note: "after the collisions" });
  });

  it("gives up after five draws, and any other failure is thrown as it was, the first time", async () => {
    const { db } = backend;
    const { id: _, ...taken } = await takenOrder();
    let drawn = 0;
    await expect(
      writeTransaction(db, (trx) =>
        insertNumbered(trx, ORDER_NUMBER, () => (drawn++, taken.number), (number) =>
          trx.insertInto("shop_order").values({ ...taken, number, idempotency_key: `never-${drawn}` }).execute(),
        ),
      ),
    ).rejects.toThrow(/shop_order\.number|shop_order_number_key/);
    expect(drawn).toBe(5);
    drawn = 0;
    // The same idempotency key is another constraint: not a reason to draw again.
    await expect(
      writeTransaction(db, (trx) =>
        insertNumbered(trx, ORDER_NUMBER, () => (drawn++, `2099123100000${drawn}`), (number) =>
          trx.insertInto("shop_order").values({ ...taken, number }).execute(),
        ),
      ),
    ).rejects.toThrow(/shop_order\.owner_key, shop_order\.idempotency_key|shop_order_idempotency/);
    expect(drawn).toBe(1);
  });
});
