import { execFileSync, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { getRequestListener } from "@hono/node-server";
import autocannon, { type Result } from "autocannon";

/**
 * Add-to-cart and place-order round trips (issue 5's speed budget): the backend (`createApp`) served
 * over HTTP on 127.0.0.1 by a child process, autocannon at 20 connections in this one.
 *
 *   node bench/orders.ts                                        # SQLite (a fresh file)
 *   bash scripts/with-postgres.sh node bench/orders.ts          # PostgreSQL (TEST_DATABASE_URL)
 *
 * Add-to-cart: each connection is a visitor (a new one every 50 adds, so carts stay realistic).
 * Place-order: every request places a fresh cart (prepared before the run: one line, one visitor each)
 * with a fresh idempotency key, shipping to the US by bank transfer — the whole transaction (order,
 * lines, stock, payment record, cart) plus the confirmation email to the outbox.
 *
 * Reads while adding: add-to-cart again, with a product's detail read at 4 more connections at the same
 * time. A read takes no part in a write, so its tail shows what the writes' syncs hold up.
 *
 * Knobs: `BENCH_FSYNC_US=2000` makes every `fsync` and `fdatasync` of the server take that much longer
 * (`bench/slow-fsync.c`, built with the system's C compiler and preloaded): this machine's disk syncs in
 * ~0.2 ms, a networked cloud disk in a few milliseconds. `BENCH_CPU_PROF=<dir>` writes a CPU profile of
 * the server.
 */

const TARGETS = { addToCartP99Ms: 50, placeOrderP99Ms: 150 };

type Handle = { id: number; headers: Record<string, string>; n: number; visitor: string };
type RequestSpec = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: RequestSpec, context: Record<string, unknown>) => RequestSpec;
  onResponse?: (status: number, body: string) => void;
};
type Options = {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests: RequestSpec[];
};
const run = autocannon as unknown as (options: Options) => Promise<Result>;

const { values: flags } = parseArgs({
  options: {
    serve: { type: "boolean", default: false },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    orders: { type: "string", default: "3000" },
  },
});

if (flags.serve) await serve();
else await main();

/** The child: a migrated database with shipping and one bench product, served over HTTP. */
async function serve(): Promise<void> {
  const { createApp } = await import("#backend/create-app.ts");
  const { openDatabase } = await import("#backend/db/connection.ts");
  const { migrateToLatest } = await import("#backend/db/migrate.ts");
  const { seedShipping } = await import("#backend/db/seed-data/shipping.ts");
  const { pino } = await import("pino");
  const work = mkdtempSync(join(tmpdir(), "shop-bench-orders-"));
  const { db, kind } = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, sqlitePath: join(work, "shop.db") });
  await migrateToLatest(db);
  await seedShipping(db);
  const now = new Date().toISOString();
  const product = await db
    .insertInto("product")
    .values({
      slug: "bench-tee",
      category_id: null,
      name: "Bench tee",
      description: "",
      i18n: "{}",
      specs: "[]",
      options: "[]",
      score: 5,
      review_count: 0,
      sort: 0,
      hidden: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const sku = await db
    .insertInto("sku")
    .values({
      product_id: product.id,
      code: "BENCH-TEE",
      options: "{}",
      price: 2500,
      line_price: null,
      stock: 1_000_000_000,
      sort: 0,
      weight_grams: 300,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const app = createApp({
    db,
    config: { adminToken: null, uploadsDir: work, shopName: "Bench", outboxDir: join(work, "outbox") },
    // Errors only, on stderr (the parent reads the port from stdout): a server error is a finding.
    log: pino({ level: "error", base: undefined }, pino.destination({ dest: 2, sync: true })),
  });
  // As server.ts runs it (its own Request and Response as the globals).
  const server = createServer(getRequestListener(app.fetch, { overrideGlobalObjects: true }));
  server.keepAliveTimeout = 60_000;
  // BENCH_PORT: a fixed port (a shared machine hands each engineer a range); 0 picks a free one.
  server.listen(Number(process.env.BENCH_PORT ?? 0), "127.0.0.1", () => {
    const { port } = server.address() as AddressInfo;
    console.log(JSON.stringify({ port, skuId: sku.id, kind }));
  });
  const stop = async () => {
    server.close();
    await db.destroy();
    rmSync(work, { recursive: true, force: true });
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

/**
 * A run timed here, from its start to its last answer: autocannon ends a run of a fixed number of
 * requests only at its next once-a-second tick, and reports its duration in whole seconds.
 */
async function timed(options: Options): Promise<Result & { seconds: number }> {
  const started = performance.now();
  let last = started;
  const requests = options.requests.map((request) => ({
    ...request,
    onResponse: (status: number, body: string) => {
      last = performance.now();
      request.onResponse?.(status, body);
    },
  }));
  const result = await run({ ...options, requests });
  return { ...result, seconds: (last - started) / 1000 };
}

function summary(result: Result & { seconds: number }) {
  return {
    requests: result.requests.total,
    // Completed requests over the run's own time (`timed`), not autocannon's per-second average.
    rps: Math.round(result.requests.total / result.seconds),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main(): Promise<void> {
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, import.meta.filename, "--serve"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...slowFsync() },
  });
  const first = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const { port, skuId, kind } = JSON.parse(first) as { port: number; skuId: number; kind: string };
  const origin = `http://127.0.0.1:${port}`;
  const connections = Number(flags.connections);
  const json = { "content-type": "application/json" };
  const addBody = JSON.stringify({ skuId, quantity: 1 });
  try {
    console.log(`Orders bench on ${kind}: ${connections} connections, ${origin}`);

    const addRequests: RequestSpec[] = [
      {
        method: "POST",
        path: "/api/web/cart/add",
        headers: json,
        body: addBody,
        setupRequest: (req, context) => {
          const handle = context as unknown as Handle;
          handle.n = (handle.n ?? 0) + 1;
          if (handle.n % 50 === 1) handle.visitor = `bench_${randomBytes(12).toString("hex")}`;
          return { ...req, headers: { ...json, "x-visitor-id": handle.visitor } };
        },
      },
    ];
    await run({ url: origin, connections, duration: 2, requests: addRequests });
    const add = summary(
      await timed({ url: origin, connections, duration: Number(flags.seconds), requests: addRequests }),
    );
    report("add-to-cart", add, TARGETS.addToCartP99Ms);

    const detail = `/api/web/product/detail?slug=bench-tee`;
    const [mixedAdd, mixedRead] = await Promise.all([
      timed({ url: origin, connections, duration: Number(flags.seconds), requests: addRequests }),
      timed({
        url: origin,
        connections: 4,
        duration: Number(flags.seconds),
        requests: [{ method: "GET", path: detail }],
      }),
    ]);
    const reads = { addToCart: summary(mixedAdd), read: summary(mixedRead) };
    report("add (mixed)", reads.addToCart, TARGETS.addToCartP99Ms);
    report("read (mixed)", reads.read, TARGETS.addToCartP99Ms);

    // One prepared cart per place-order request.
    const total = Number(flags.orders);
    const visitors = Array.from({ length: total + 200 }, () => `bench_${randomBytes(12).toString("hex")}`);
    let prepared = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (prepared < visitors.length) {
          const visitor = visitors[prepared++]!;
          const res = await fetch(`${origin}/api/web/cart/add`, {
            method: "POST",
            headers: { ...json, "x-visitor-id": visitor },
            body: addBody,
          });
          if (res.status !== 200) throw new Error(`prepare: ${res.status}`);
          await res.arrayBuffer();
        }
      }),
    );
    let next = 0;
    let failures = 0;
    const placeRequests: RequestSpec[] = [
      {
        method: "POST",
        path: "/api/web/checkout/place",
        headers: json,
        setupRequest: (req) => ({
          ...req,
          headers: { ...json, "x-visitor-id": visitors[next++ % visitors.length]! },
          body: JSON.stringify({
            idempotencyKey: randomUUID(),
            contact: { email: "bench@example.com", phone: "+14155550100" },
            address: {
              country: "US",
              city: "San Francisco",
              firstName: "Ada",
              lastName: "Lovelace",
              address: "1 Market St",
              countryCode: "+1",
              phone: "4155550100",
            },
            shippingMethod: "standard",
            paymentMethod: "bank-transfer",
          }),
        }),
        // A refusal is a finding, not noise: say what it was.
        onResponse: (status, body) => {
          if (status !== 200 && failures++ < 5) console.log(`  place-order answered ${status}: ${body.slice(0, 300)}`);
        },
      },
    ];
    await run({ url: origin, connections, amount: 200, requests: placeRequests });
    const place = summary(await timed({ url: origin, connections, amount: total, requests: placeRequests }));
    report("place-order", place, TARGETS.placeOrderP99Ms);
    console.log(
      JSON.stringify({
        database: kind,
        connections,
        fsyncDelayUs: Number(process.env.BENCH_FSYNC_US ?? 0),
        loadAverage: loadavg()[0],
        addToCart: add,
        readsWhileAdding: reads,
        placeOrder: place,
      }),
    );
  } finally {
    child.kill("SIGTERM");
  }
}

/** The environment that preloads `bench/slow-fsync.c` when `BENCH_FSYNC_US` asks for slower syncs. */
function slowFsync(): Record<string, string> {
  const delay = process.env.BENCH_FSYNC_US;
  if (!delay) return {};
  const library = join(tmpdir(), "shop-bench-slow-fsync.so");
  const source = join(import.meta.dirname, "slow-fsync.c");
  execFileSync("cc", ["-shared", "-fPIC", "-O2", "-o", library, source, "-ldl"], { stdio: "inherit" });
  console.log(`Every fsync of the server takes ${delay} µs longer.`);
  return { LD_PRELOAD: library, BENCH_FSYNC_US: delay };
}

function report(name: string, s: ReturnType<typeof summary>, target: number) {
  const verdict = s.p99 < target && s.errors === 0 && s.non2xx === 0 ? "ok" : "MISSED";
  console.log(
    `  ${name.padEnd(12)} ${String(s.rps).padStart(5)} req/s  p50 ${s.p50} ms  p90 ${s.p90} ms  p99 ${s.p99} ms (target < ${target})  ` +
      `${s.requests} requests, ${s.non2xx} non-2xx, ${s.errors} errors  ${verdict}`,
  );
}
