import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { Code } from "#contract/codes.ts";
import {
  SOCKET_IDLE_MS,
  SOCKET_MAX_MESSAGES,
  SOCKET_MAX_WATCHES,
  SOCKET_RATE_WINDOW_MS,
  SocketClose,
  type RealtimePush,
} from "#contract/realtime.ts";
import type { Db } from "../db/connection.ts";
import type { Logger } from "../shared/logger.ts";
import { isShopChange, type EventBus, type ShopEvent } from "./events.ts";
import { answerSocketMessage, MAX_SOCKET_MESSAGE, readWatch } from "./messages.ts";
import { spendTicket } from "./tickets.ts";

type Client = { ws: WebSocket; owners: ReadonlySet<string>; watches: Set<number>; seen: number; recent: number[] };

export type Realtime = {
  /** Takes an HTTP upgrade for `/ws/message`: a ticket (`?token=`) that is not good is refused with 401. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Open sockets (for tests and metrics). */
  size(): number;
  close(): Promise<void>;
};

function push(event: ShopEvent["event"]): string {
  const { type, ...data } = event;
  const message: RealtimePush = { code: Code.success, msg: type, data };
  return JSON.stringify(message);
}

/**
 * The realtime socket (spec §4, §7, §9): authenticates the ticket, answers the browser's heartbeat,
 * drops sockets that fall silent or talk too much, and delivers the shop's events to the sockets they
 * are addressed to — an owner's (`c:`/`v:` key) or, for stock, those watching the product.
 */
export function createRealtime(deps: { db: Db; events: EventBus; log: Logger }): Realtime {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_SOCKET_MESSAGE });
  const clients = new Set<Client>();
  let closing: Promise<void> | null = null;

  const unsubscribe = deps.events.subscribe((heard) => {
    if (isShopChange(heard)) return;
    const { owner, event } = heard;
    let message: string | null = null;
    for (const client of clients) {
      const addressed = owner ? client.owners.has(owner) : event.type === "product.stock" && client.watches.has(event.productId);
      if (!addressed || client.ws.readyState !== client.ws.OPEN) continue;
      message ??= push(event);
      client.ws.send(message);
    }
  });

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const client of clients) if (now - client.seen > SOCKET_IDLE_MS) client.ws.close(SocketClose.idle, "idle");
  }, 5_000);
  sweep.unref();

  function accept(ws: WebSocket, owners: string[]) {
    const client: Client = { ws, owners: new Set(owners), watches: new Set(), seen: Date.now(), recent: [] };
    clients.add(client);
    ws.on("message", (raw) => {
      const now = Date.now();
      client.seen = now;
      client.recent = client.recent.filter((at) => now - at < SOCKET_RATE_WINDOW_MS);
      client.recent.push(now);
      if (client.recent.length > SOCKET_MAX_MESSAGES) return ws.close(SocketClose.tooChatty, "too many messages");
      const text = raw.toString();
      const watch = readWatch(text);
      if (watch !== null) {
        if (client.watches.size < SOCKET_MAX_WATCHES || client.watches.has(watch)) client.watches.add(watch);
        return;
      }
      const answer = answerSocketMessage(text);
      if (answer) ws.send(answer);
    });
    ws.on("error", (error) => deps.log.warn({ err: error }, "socket error"));
    ws.on("close", () => clients.delete(client));
  }

  return {
    handleUpgrade(request, socket, head) {
      const token = new URL(request.url ?? "/", "http://socket").searchParams.get("token");
      const identify = token ? spendTicket(deps.db, token) : Promise.resolve({ owners: [] });
      identify.then(
        (identity) => {
          if (!identity) {
            socket.end("HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
            return;
          }
          server.handleUpgrade(request, socket, head, (ws) => accept(ws, identity.owners));
        },
        (error: unknown) => {
          deps.log.warn({ err: error }, "socket ticket check failed");
          socket.end("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
        },
      );
    },
    size: () => clients.size,
    async close() {
      if (closing) return closing;
      closing = (async () => {
        unsubscribe();
        clearInterval(sweep);
        for (const client of clients) client.ws.close(1001, "shutting down");
        await new Promise<void>((resolve) => server.close(() => resolve()));
      })();
      return closing;
    },
  };
}
