import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { PlacedOrder } from "#contract/order.ts";
import type { RealtimePush } from "#contract/realtime.ts";
import { openDatabase, type Db } from "#backend/db/connection.ts";
import { post } from "#tests/fixtures/customers.ts";
import { guest, makeCustomer, placeInput } from "#tests/fixtures/orders.ts";

/**
 * Scale-out (issue 11 item 5, issue 10): two real server processes (`node server.ts`, the production
 * build) on one throwaway PostgreSQL, as behind a load balancer. A change made through one is seen
 * through the other at once — its page cache included — and a push caused on one reaches a socket
 * held by the other. Runs under `scripts/with-postgres.sh` after the build (`npm test`'s stage
 * "two processes on one PostgreSQL"); `SCALE_PORT` fixes the two ports (SCALE_PORT and +1).
 */
const url = process.env.TEST_DATABASE_URL;
const built = existsSync("build/server/index.js");
const ADMIN_TOKEN = "scale-admin-token-0123456789";
const admin = { "x-admin-token": ADMIN_TOKEN, "content-type": "application/json" };

type Server = { origin: string; child: ChildProcess; output: string[] };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function start(port: number, dir: string): Promise<Server> {
  const output: string[] = [];
  const child = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: url,
      UPLOADS_DIR: join(dir, "uploads"),
      MAIL_OUTBOX_DIR: join(dir, "outbox"),
      ADMIN_TOKEN,
      PAYMENT_SECRET: "scale-payment-secret",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${output.join("")}`);
    try {
      if ((await fetch(`${origin}/api/web/shop/changes`)).ok) return { origin, child, output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start: ${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

/** Polls `check` until it holds; fails after `ms`. (A NOTIFY crosses processes in milliseconds.) */
async function soon<T>(check: () => Promise<T | null | undefined | false>, ms = 3_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("not seen in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The fixtures' Hono-style `request`, over HTTP to one process. */
const http = (server: Server) => ({
  request: (path: string | Request | URL, init?: RequestInit) => fetch(new URL(String(path), server.origin), init),
});

describe.runIf(url && built)("two server processes on one PostgreSQL", () => {
  let dir: string;
  let a: Server | undefined;
  let b: Server | undefined;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "shop-scale-"));
    const base = Number(process.env.SCALE_PORT) || 0;
    // The first migrates and seeds; the second finds the shop ready.
    a = await start(base || (await freePort()), dir);
    b = await start(base ? base + 1 : await freePort(), dir);
    db = openDatabase({ databaseUrl: url, sqlitePath: ":memory:" }).db;
  });

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await db?.destroy();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("an admin price change on one process shows at once on the other's cached page, and checkout charges it", async () => {
    const slug = `scale-lamp-${randomBytes(3).toString("hex")}`;
    const created = await fetch(`${a!.origin}/api/admin/products`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ slug, name: "Scale lamp", skus: [{ code: `SL-${randomBytes(3).toString("hex")}`, price: 1234, stock: 50 }] }),
    });
    expect(created.status).toBe(201);
    const product = ((await created.json()) as { data: { id: number; skus: Array<{ id: number; code: string; price: number; stock: number }> } }).data;

    // B renders the page once and then answers it from its cache.
    const page = `${b!.origin}/product/${slug}`;
    const first = await soon(async () => {
      const response = await fetch(page);
      return response.status === 200 && (await response.text()).includes("$12.34") ? response : null;
    });
    expect(first.headers.get("set-cookie")).toBeNull();
    const cached = await soon(async () => {
      const response = await fetch(page);
      return response.headers.get("x-cache") === "HIT" ? response : null;
    });
    expect(await cached.text()).toContain("$12.34");
    expect(cached.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+/);

    // The price changes through A's admin API…
    const sku = product.skus[0]!;
    const changed = await fetch(`${a!.origin}/api/admin/products/${product.id}`, {
      method: "PUT",
      headers: admin,
      body: JSON.stringify({ skus: [{ code: sku.code, price: 4321, stock: sku.stock }] }),
    });
    expect(changed.status).toBe(200);
    // …and B's next page view shows it (its cache dropped on A's notice).
    const updated = await soon(async () => {
      const text = await (await fetch(page)).text();
      return text.includes("$43.21") ? text : null;
    });
    expect(updated).not.toContain("$12.34");

    // Checkout through B charges the new price (the backend prices the cart, never the page).
    const shopper = guest();
    const skuId = (await db.selectFrom("sku").select("id").where("code", "=", sku.code).executeTakeFirstOrThrow()).id;
    expect((await post(http(b!), "/api/web/cart/add", { skuId, quantity: 1 }, shopper)).status).toBe(200);
    const placed = await post<PlacedOrder>(http(b!), "/api/web/checkout/place", placeInput(), shopper);
    expect(placed.status).toBe(200);
    expect(placed.data.order.lines[0]!.unitPrice.amount).toBe(4321);
    expect(placed.data.order.subtotal.amount).toBe(4321);
  });

  it("a customer's socket on one process hears the order and stock pushes of an admin change made on the other", async () => {
    const customer = await makeCustomer(db);
    const sku = await db
      .selectFrom("sku")
      .innerJoin("product", "product.id", "sku.product_id")
      .select(["sku.id", "sku.product_id", "sku.stock"])
      .where("product.hidden", "=", 0)
      .where("sku.stock", ">", 0)
      .orderBy("sku.id")
      .executeTakeFirstOrThrow();
    // The customer takes the last units, so cancelling brings the SKU back in stock.
    await db.updateTable("sku").set({ stock: 1 }).where("id", "=", sku.id).execute();
    expect((await post(http(a!), "/api/web/cart/add", { skuId: sku.id, quantity: 1 }, customer.headers)).status).toBe(200);
    const placed = await post<PlacedOrder>(http(a!), "/api/web/checkout/place", placeInput(), customer.headers);
    expect(placed.status).toBe(200);

    // The customer's socket, on A.
    const ticket = await post<{ ticket: string }>(http(a!), "/api/web/realtime/ticket", {}, customer.headers);
    expect(ticket.status).toBe(200);
    const pushes: RealtimePush[] = [];
    const socket = new WebSocket(`${a!.origin.replace("http", "ws")}/ws/message?token=${ticket.data.ticket}`);
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    socket.on("message", (raw) => pushes.push(JSON.parse(raw.toString()) as RealtimePush));
    socket.send(JSON.stringify({ code: 0, msg: "watch", data: { productId: sku.product_id } }));
    await new Promise((resolve) => setTimeout(resolve, 200));

    try {
      // The merchant cancels the order through B.
      const order = await db.selectFrom("shop_order").select("id").where("number", "=", placed.data.order.number).executeTakeFirstOrThrow();
      const cancelled = await fetch(`${b!.origin}/api/admin/orders/${order.id}/cancel`, { method: "POST", headers: admin, body: "{}" });
      expect(cancelled.status).toBe(200);
      const orderPush = await soon(async () => pushes.find((p) => p.msg === "order.updated"));
      expect(orderPush.data).toMatchObject({ number: placed.data.order.number, status: "cancelled" });
      const stockPush = await soon(async () => pushes.find((p) => p.msg === "product.stock"));
      expect(stockPush.data).toMatchObject({ productId: sku.product_id, skuId: sku.id, inStock: true });
    } finally {
      socket.close();
    }
  });
});
