import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#backend/db/connection.ts";
import { migrateToLatest } from "#backend/db/migrate.ts";
import { newVisitorId } from "#tests/fixtures/customers.ts";
import { makeLimitedCoupon, makeSellable, placeInput, seedShipping } from "#tests/fixtures/orders.ts";

/**
 * kill -9 in the middle of a burst of checkouts, on the shop's real process and SQLite file: every order
 * is whole or absent (lines, payment record, stock and coupon use together), every order a shopper was
 * told about survives, and the shop starts again on the same file.
 */
const STOCK = 2_000;
const BURST = 200;
let dir: string;
let skuId: number;
let couponCode: string;
let child: ChildProcess | null = null;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function startServer(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SQLITE_PATH: join(dir, "shop.sqlite"),
      UPLOADS_DIR: join(dir, "uploads"),
      MAIL_OUTBOX_DIR: join(dir, "outbox"),
      SEED: "false",
      LOG_LEVEL: "silent",
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/web/shop/settings`)).ok) return proc;
    } catch {
      // not listening yet
    }
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error("the shop did not start");
    await new Promise((done) => setTimeout(done, 100));
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "shop-crash-"));
  const { db } = openDatabase({ sqlitePath: join(dir, "shop.sqlite") });
  await migrateToLatest(db);
  await seedShipping(db);
  const { skus } = await makeSellable(db, [{ price: 1500, stock: STOCK }]);
  skuId = skus[0]!.id;
  couponCode = (await makeLimitedCoupon(db, { totalLimit: 10_000, perCustomerLimit: 1 })).code;
  await db.destroy();
});
afterAll(async () => {
  child?.kill("SIGKILL");
  await rm(dir, { recursive: true, force: true });
});

describe("kill -9 during a burst of checkouts", () => {
  it("leaves no partial order and loses none that was confirmed", async () => {
    const port = await freePort();
    child = await startServer(port);
    const base = `http://127.0.0.1:${port}`;
    const call = (path: string, body: unknown, visitor: string) =>
      fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", "x-visitor-id": visitor }, body: JSON.stringify(body) });
    const confirmed: string[] = [];
    const access = new Map<string, string>();
    const shoppers = Array.from({ length: BURST }, () => newVisitorId());
    // Carts first, then every checkout at once, and the kill while they are being written.
    await Promise.all(shoppers.map((v) => call("/api/web/cart/add", { skuId, quantity: 2 }, v)));
    const burst = shoppers.map(async (visitor, i) => {
      try {
        const res = await call("/api/web/checkout/place", placeInput({ idempotencyKey: randomUUID(), ...(i % 2 ? { couponCode } : {}) }), visitor);
        if (res.ok) {
          const { order, accessToken } = ((await res.json()) as { data: { order: { number: string }; accessToken: string } }).data;
          confirmed.push(order.number);
          access.set(order.number, accessToken);
        }
      } catch {
        // the process died under this request
      }
    });
    // The kill comes as soon as the file holds a few orders, read from the file itself: on a busy machine
    // the answers lag far behind the writes, and waiting for them let every order land before the kill.
    const watch = new DatabaseSync(join(dir, "shop.sqlite"), { readOnly: true });
    await new Promise<void>((done) => {
      const check = setInterval(() => {
        let written = 0;
        try {
          written = Number((watch.prepare("SELECT count(*) AS n FROM shop_order").get() as { n: number }).n);
        } catch {
          // the writer holds the file a moment
        }
        if (written >= 5 || confirmed.length >= 5) {
          clearInterval(check);
          done();
        }
      }, 1);
    });
    child.kill("SIGKILL");
    watch.close();
    await Promise.all(burst);
    expect(confirmed.length).toBeLessThan(BURST);

    const { db } = openDatabase({ sqlitePath: join(dir, "shop.sqlite") });
    try {
      const orders = await db.selectFrom("shop_order").selectAll().execute();
      // The kill came mid-burst: some orders were written, not all of them.
      expect(orders.length).toBeLessThan(BURST);
      const lines = await db.selectFrom("order_line").selectAll().execute();
      const payments = await db.selectFrom("payment").selectAll().execute();
      const redemptions = await db.selectFrom("coupon_redemption").selectAll().execute();
      const sku = await db.selectFrom("sku").select("stock").where("id", "=", skuId).executeTakeFirstOrThrow();
      const coupon = await db.selectFrom("coupon").select("used_count").where("code", "=", couponCode).executeTakeFirstOrThrow();
      // Every confirmed order is there; no order is missing its lines or its payment record.
      const numbers = new Set(orders.map((o) => o.number));
      for (const number of confirmed) expect(numbers.has(number), number).toBe(true);
      for (const order of orders) {
        expect(lines.filter((l) => l.order_id === order.id).reduce((n, l) => n + Number(l.quantity), 0), order.number).toBe(2);
        expect(payments.filter((p) => p.order_id === order.id), order.number).toHaveLength(1);
        expect(redemptions.filter((r) => r.order_id === order.id).length, order.number).toBe(order.coupon_id === null ? 0 : 1);
      }
      expect(lines.every((l) => numbers.size > 0 && orders.some((o) => o.id === l.order_id))).toBe(true);
      // Stock and coupon uses moved with exactly the orders that exist.
      expect(Number(sku.stock)).toBe(STOCK - 2 * orders.length);
      expect(Number(coupon.used_count)).toBe(redemptions.length);
    } finally {
      await db.destroy();
    }

    // The shop starts again on the same file, and each shopper told of an order can open it.
    child = await startServer(port);
    for (const [number, token] of access) {
      const detail = await fetch(`${base}/api/web/order/detail`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ number, access: token }) });
      expect(detail.status, number).toBe(200);
    }
    child.kill("SIGKILL");
    child = null;
  }, 120_000);
});
