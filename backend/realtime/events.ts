import pg from "pg";
import type { RealtimeEvent } from "#contract/realtime.ts";
import type { Logger } from "../shared/logger.ts";

/**
 * A fact a shopper may want to hear about, addressed to an owner (`c:<customer id>` / `v:<visitor id>`,
 * as carts and orders store it) or, without one, to everyone watching (product stock).
 */
export type ShopEvent = { owner: string | null; event: RealtimeEvent };

/**
 * Something a page shows changed (an admin write): page caches drop what they hold (server/page-cache.ts).
 * Not a push: sockets never hear it. `at` is the publisher's clock, so every process that hears it
 * answers the same last-change time (`GET /api/web/shop/changes`, split mode).
 */
export type ShopChange = { owner: null; event: { type: "shop.changed"; at: number } };

/** What travels on the bus: pushes for shoppers' sockets and change notices for caches. */
export type BusEvent = ShopEvent | ShopChange;

export const isShopChange = (event: BusEvent): event is ShopChange => event.event.type === "shop.changed";

export type EventBus = {
  publish(event: BusEvent): void;
  subscribe(listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
};

/** One process (SQLite, tests): events go straight to this process's listeners. */
export function localBus(): EventBus {
  const listeners = new Set<(event: BusEvent) => void>();
  return {
    publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

const CHANNEL = "shop_events";
const RECONNECT_MS = 2_000;

/**
 * Several processes on one PostgreSQL: an event is handed to this process's listeners at once and
 * published with NOTIFY; every other process hears it through its LISTEN connection and hands it to
 * its own sockets and caches — so a push reaches the shopper whichever process holds the socket, and
 * the process that made a change never serves a page from before it. (A process skips its own
 * notifications by their origin.) While the listening connection is down, events are lost (they are
 * hints; the pages show the same facts on the next load, and page caches expire), and it reconnects.
 */
export function postgresBus(connectionString: string, log: Logger): EventBus {
  const local = localBus();
  const origin = crypto.randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { from, ...event } = JSON.parse(message.payload) as BusEvent & { from?: string };
        if (from !== origin) local.publish(event as BusEvent);
      } catch (error) {
        log.warn({ err: error }, "bad event notification");
      }
    });
    const retry = (error?: unknown) => {
      if (error) log.warn({ err: error }, "event listener lost");
      if (client === next) client = null;
      next.removeAllListeners("error");
      next.on("error", () => {});
      void next.end().catch(() => {});
      if (!closed) timer = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on("error", retry);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed) return void next.end();
      client = next;
    } catch (error) {
      retry(error);
    }
  };
  const ready = connect();

  return {
    publish(event) {
      local.publish(event);
      const payload = JSON.stringify({ ...event, from: origin });
      void ready.then(() => {
        if (!client) return;
        client.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]).catch((error: unknown) => log.warn({ err: error }, "event not sent"));
      });
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      clearTimeout(timer);
      await ready;
      await client?.end().catch(() => {});
      await local.close();
    },
  };
}
