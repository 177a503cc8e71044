import pg from "pg";
import type { RealtimeEvent } from "#contract/realtime.ts";
import type { Logger } from "../shared/logger.ts";

/**
 * A fact a shopper may want to hear about, addressed to an owner (`c:<customer id>` / `v:<visitor id>`,
 * as carts and orders store it) or, without one, to everyone watching (product stock).
 */
export type ShopEvent = { owner: string | null; event: RealtimeEvent };

export type EventBus = {
  publish(event: ShopEvent): void;
  subscribe(listener: (event: ShopEvent) => void): () => void;
  close(): Promise<void>;
};

/** One process (SQLite, tests): events go straight to this process's listeners. */
export function localBus(): EventBus {
  const listeners = new Set<(event: ShopEvent) => void>();
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
 * Several processes on one PostgreSQL: an event is published with NOTIFY and every process, this one
 * included, hears it through its LISTEN connection and hands it to its own sockets — so a push reaches
 * the shopper whichever process holds the socket. While the listening connection is down, events are
 * lost (they are hints; the pages show the same facts on the next load), and it reconnects.
 */
export function postgresBus(connectionString: string, log: Logger): EventBus {
  const local = localBus();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        local.publish(JSON.parse(message.payload) as ShopEvent);
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
      const payload = JSON.stringify(event);
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
