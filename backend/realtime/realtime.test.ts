import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { RealtimePush, SocketTicket } from "#contract/realtime.ts";
import { post } from "#tests/fixtures/customers.ts";
import {
  addToCart,
  guest,
  makeCustomer,
  makeOutbox,
  makeSellable,
  placeInput,
  placeOrder,
  seedShipping,
  type Outbox,
} from "#tests/fixtures/orders.ts";
import { adminHeaders, createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { createLogger } from "../shared/logger.ts";
import { isShopChange, type ShopEvent } from "./events.ts";
import { createRealtime, type Realtime } from "./socket.ts";

let backend: TestBackend;
let outbox: Outbox;
let realtime: Realtime;
let server: Server;
let origin: string;

beforeAll(async () => {
  outbox = await makeOutbox();
  backend = await createTestBackend({ outboxDir: outbox.dir });
  await seedShipping(backend.db);
  realtime = createRealtime({ db: backend.db, events: backend.events, log: createLogger("silent") });
  server = createServer((_, res) => res.end());
  server.on("upgrade", (request, socket, head) => realtime.handleUpgrade(request, socket, head));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/message`;
});
afterAll(async () => {
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
  await outbox.remove();
});

/** Everything the backend publishes while `work` runs. */
async function published(work: () => Promise<unknown>): Promise<ShopEvent[]> {
  const seen: ShopEvent[] = [];
  const stop = backend.events.subscribe((event) => {
    if (!isShopChange(event)) seen.push(event);
  });
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}

type Socket = { ws: WebSocket; messages: RealtimePush[]; next(): Promise<RealtimePush> };

function open(url: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const messages: RealtimePush[] = [];
    const waiting: Array<(m: RealtimePush) => void> = [];
    ws.on("message", (raw) => {
      const message = JSON.parse(raw.toString()) as RealtimePush;
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else messages.push(message);
    });
    ws.on("open", () =>
      resolve({
        ws,
        messages,
        next: () => (messages.length ? Promise.resolve(messages.shift()!) : new Promise((r) => waiting.push(r))),
      }),
    );
    ws.on("unexpected-response", (_, response) => reject(new Error(`refused ${response.statusCode}`)));
    ws.on("error", reject);
  });
}

async function ticket(headers: Record<string, string>): Promise<string> {
  const answer = await post<SocketTicket>(backend.app, "/api/web/realtime/ticket", {}, headers);
  expect(answer.status).toBe(200);
  return answer.data.ticket;
}

describe("socket tickets", () => {
  it("are single use, and a bogus or spent ticket is refused before the socket opens", async () => {
    const headers = guest();
    const good = await ticket(headers);
    const socket = await open(`${origin}?token=${good}`);
    socket.ws.close();
    await expect(open(`${origin}?token=${good}`)).rejects.toThrow("refused 401");
    await expect(open(`${origin}?token=not-a-real-ticket-at-all`)).rejects.toThrow("refused 401");
    expect((await post(backend.app, "/api/web/realtime/ticket", {}, {})).status).toBe(400);
  });

  it("answers the heartbeat, anonymous or not", async () => {
    const socket = await open(origin);
    socket.ws.send(JSON.stringify({ code: 200, msg: "ping" }));
    expect(await socket.next()).toEqual({ code: 200, msg: "pong" });
    socket.ws.close();
  });

  it("closes a socket that talks too much", async () => {
    const socket = await open(origin);
    const closed = new Promise<number>((resolve) => socket.ws.on("close", (code) => resolve(code)));
    for (let i = 0; i < 40; i++) socket.ws.send(JSON.stringify({ code: 200, msg: "ping" }));
    expect(await closed).toBe(4008);
  });
});

describe("pushes", () => {
  it("tell a customer's socket, and no one else's, that their order shipped", async () => {
    const { db, app } = backend;
    const customer = await makeCustomer(db);
    const { skus } = await makeSellable(db, [{ price: 1500, stock: 5 }]);
    await addToCart(app, customer.headers, skus[0]!.id, 1);
    const placed = await placeOrder(app, customer.headers, placeInput({ paymentMethod: "cash-on-delivery" }));
    const mine = await open(`${origin}?token=${await ticket(customer.headers)}`);
    const stranger = await open(`${origin}?token=${await ticket(guest())}`);
    const anonymous = await open(origin);

    const order = await db.selectFrom("shop_order").select(["id"]).where("number", "=", placed.data.order.number).executeTakeFirstOrThrow();
    const lines = await db.selectFrom("order_line").select(["id", "quantity"]).where("order_id", "=", order.id).execute();
    const shipped = await post(app, `/api/admin/orders/${order.id}/ship`, {
      expressName: "Parcel Co", expressNumber: "PC123", lines: lines.map((l) => ({ lineId: l.id, quantity: l.quantity })),
    }, adminHeaders);
    expect(shipped.status).toBe(200);
    expect(await mine.next()).toEqual({
      code: 0,
      msg: "order.updated",
      data: { number: placed.data.order.number, status: "in-progress", payStatus: "unpaid", deliveryStatus: "shipped", notice: "live.order.shipped" },
    });
    // A ping round trip proves nothing else was sent before it.
    for (const other of [stranger, anonymous]) {
      other.ws.send(JSON.stringify({ code: 200, msg: "ping" }));
      expect(await other.next()).toEqual({ code: 200, msg: "pong" });
    }
    for (const socket of [mine, stranger, anonymous]) socket.ws.close();
  });

  it("tell the other tabs of a guest that the cart changed, and watchers that a product sold out", async () => {
    const { db, app } = backend;
    const buyer = guest();
    const { product, skus } = await makeSellable(db, [{ price: 900, stock: 1 }]);
    const otherTab = await open(`${origin}?token=${await ticket(buyer)}`);
    const watcher = await open(origin);
    watcher.ws.send(JSON.stringify({ code: 0, msg: "watch", data: { productId: product.id } }));
    watcher.ws.send(JSON.stringify({ code: 200, msg: "ping" }));
    expect(await watcher.next()).toEqual({ code: 200, msg: "pong" });

    await addToCart(app, buyer, skus[0]!.id, 1);
    expect(await otherTab.next()).toMatchObject({ msg: "cart.changed", data: { count: 1 } });
    const events = await published(() => placeOrder(app, buyer, placeInput()));
    expect(events.map((e) => e.event.type)).toEqual(expect.arrayContaining(["cart.changed", "product.stock"]));
    expect(await otherTab.next()).toMatchObject({ msg: "cart.changed", data: { count: 0 } });
    expect(await watcher.next()).toEqual({ code: 0, msg: "product.stock", data: { productId: product.id, skuId: skus[0]!.id, inStock: false } });
    otherTab.ws.close();
    watcher.ws.close();
  });

  it("tell watchers when the merchant restocks a product through the admin API", async () => {
    const { db, app } = backend;
    const { product, skus } = await makeSellable(db, [{ price: 900, stock: 0 }]);
    const watcher = await open(origin);
    watcher.ws.send(JSON.stringify({ code: 0, msg: "watch", data: { productId: product.id } }));
    watcher.ws.send(JSON.stringify({ code: 200, msg: "ping" }));
    expect(await watcher.next()).toEqual({ code: 200, msg: "pong" });

    const current = await app.request(`/api/admin/products/${product.id}`, { headers: adminHeaders });
    const record = ((await current.json()) as { data: { skus: Array<Record<string, unknown>> } }).data;
    const restocked = await app.request(`/api/admin/products/${product.id}`, {
      method: "PUT",
      headers: { ...adminHeaders, "content-type": "application/json" },
      body: JSON.stringify({ skus: record.skus.map(({ id: _id, ...sku }) => ({ ...sku, stock: 5 })) }),
    });
    expect(restocked.status).toBe(200);
    expect(await watcher.next()).toMatchObject({ code: 0, msg: "product.stock", data: { productId: product.id, inStock: true } });
    expect(skus).toHaveLength(1);
    watcher.ws.close();
  });
});
