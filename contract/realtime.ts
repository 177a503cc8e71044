import type { AuditStatus, ReturnStage } from "./returns.ts";
import type { DeliveryStatus, OrderStatus, PayStatus } from "./order.ts";

/**
 * The realtime socket (`/ws/message`, spec §4, §7, §9). The browser opens it with a ticket from
 * `POST /api/web/realtime/ticket` (short-lived, single use: the session cookie is httpOnly, so the
 * page cannot hand the socket its token); without a ticket the socket is anonymous and hears only
 * public news (stock of the products it watches). The browser pings (`{code: 200, msg: "ping"}`) every
 * 10 s; a socket silent for longer than SOCKET_IDLE_MS is closed.
 */
export type SocketTicket = { ticket: string; expiresAt: string };

export const SOCKET_TICKET_TTL_MS = 60_000;
/** Three missed heartbeats and a bit. */
export const SOCKET_IDLE_MS = 35_000;
/** At most this many client messages per socket in SOCKET_RATE_WINDOW_MS; more closes the socket. */
export const SOCKET_MAX_MESSAGES = 30;
export const SOCKET_RATE_WINDOW_MS = 10_000;
/** Products one socket may watch for stock changes. */
export const SOCKET_MAX_WATCHES = 20;
/** Close codes the server uses besides the standard ones. */
export const SocketClose = { idle: 4000, tooChatty: 4008 } as const;

/**
 * The live notice an order's push brings (a `live.order.*` key, `{{number}}` the order's): chosen by the
 * server, which knows what changed (a declined cancellation leaves the statuses as they were before the
 * request), so the page only translates it.
 */
export type OrderNotice =
  | "live.order.cancelled"
  | "live.order.cancelling"
  | "live.order.cancelDeclined"
  | "live.order.completed"
  | "live.order.shipped"
  | "live.order.paid"
  | "live.order.updated";
/** The same for an after-sales request's push (`{{number}}` the request's). */
export type ReturnNotice = "live.return.refused" | "live.return.completed" | "live.return.approved" | "live.return.updated";

/** What the server pushes: `{code: 0, msg: <event>, data}`. */
export type RealtimeEvent =
  | { type: "order.updated"; number: string; status: OrderStatus; payStatus: PayStatus; deliveryStatus: DeliveryStatus; notice: OrderNotice }
  | { type: "return.updated"; number: string; orderNumber: string; stage: ReturnStage; auditStatus: AuditStatus; notice: ReturnNotice }
  | { type: "inquiry.replied"; id: number }
  | { type: "cart.changed"; count: number; version: number }
  | { type: "product.stock"; productId: number; skuId: number; inStock: boolean };

export type RealtimePush = { code: 0; msg: RealtimeEvent["type"]; data: Omit<RealtimeEvent, "type"> };

/** A client message besides the heartbeat: watch a product page for stock changes. */
export type SocketWatch = { code: 0; msg: "watch"; data: { productId: number } };
