import type { IncomingMessage } from "node:http";
import { clientAddress, publicOrigin, socketOriginAllowed } from "./proxy.ts";

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
 * The socket upgrade as Node hands it over, outside the HTTP front (server/app.ts gates it the same
 * way at the edge): refused (null) when another site's page opens it (`socketOriginAllowed`, against
 * the public origin the trusted proxies report); else the shopper's address for the backend's per-IP
 * limits.
 */
export function upgradeClient(request: IncomingMessage, hops: number): { clientIp: string } | null {
  const headers = headersOf(request);
  const url = new URL(request.url ?? "/", `http://${headers.get("host") ?? "localhost"}`);
  if (!socketOriginAllowed(headers, publicOrigin(url, headers, hops))) return null;
  return { clientIp: clientAddress(headers, request.socket.remoteAddress, hops) };
}
