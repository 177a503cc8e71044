import type { IncomingMessage } from "node:http";
import { clientAddress, publicOrigin } from "./proxy.ts";

/** A Node request's single-valued headers as a `Headers` object (values that are not Latin-1 are left out). */
function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value !== "string") continue;
    try {
      headers.set(name, value);
    } catch {
      // Not a header value fetch accepts: nothing here needs it.
    }
  }
  return headers;
}

/**
 * The socket upgrade's gate (`/ws/message`): another site's page may not open the shopper's socket
 * (browsers always send `Origin` on a WebSocket handshake, and it must be the shop's public origin, as
 * the trusted proxies report it). Answers the shopper's address for the backend's per-IP limits, or null
 * when the upgrade is refused.
 */
export function upgradeClient(request: IncomingMessage, hops: number): { clientIp: string } | null {
  const headers = headersOf(request);
  const origin = headers.get("origin");
  if (origin) {
    const url = new URL(request.url ?? "/", `http://${headers.get("host") ?? "localhost"}`);
    if (origin !== publicOrigin(url, headers, hops)) return null;
  }
  return { clientIp: clientAddress(headers, request.socket.remoteAddress, hops) };
}
