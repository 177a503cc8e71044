import { API_TIMEOUT_MS, Code } from "#contract/codes.ts";
import { fail, HttpFailureMessage } from "#contract/wrapper.ts";

/** Hop-by-hop headers never travel on (RFC 9110 §7.6.1); the socket's own upgrade headers do. */
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "proxy-connection", "te", "trailer"];

/**
 * The request as the backend must see it from the edge: the worker is a proxy hop, so the backend
 * (with `TRUST_PROXY=1`) takes the shopper's address and the public origin from what it writes here,
 * never from what the browser sent. `x-client-ip` is set as server.ts sets it.
 */
export function withClientAddress(request: Request, clientIp: string, publicUrl: URL): Request {
  const headers = new Headers(request.headers);
  headers.set("x-client-ip", clientIp);
  headers.set("x-forwarded-for", clientIp);
  headers.set("x-forwarded-proto", publicUrl.protocol.slice(0, -1));
  headers.set("x-forwarded-host", publicUrl.host);
  return new Request(request, { headers });
}

/**
 * `/api/*`, `/uploads/*` and the `/ws/message` socket to the backend. Bodies (multipart uploads
 * included) stream through unread; a socket upgrade is answered with the backend's own 101, which
 * the runtime then joins to the browser's socket. A backend that does not answer in time gets the
 * shopper a wrapped 504, as on Node.
 */
export async function passThrough(request: Request, target: URL, timeoutMs = API_TIMEOUT_MS): Promise<Response> {
  const upgrade = request.headers.get("upgrade")?.toLowerCase() === "websocket";
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  try {
    return await fetch(target, {
      method: request.method,
      headers: upgrade ? request.headers : headers,
      body: request.body,
      redirect: "manual",
      // The deadline covers the answer's headers; an open socket has none.
      signal: upgrade ? request.signal : AbortSignal.any([AbortSignal.timeout(timeoutMs), request.signal]),
    });
  } catch {
    return new Response(JSON.stringify(fail(Code.timeout, HttpFailureMessage.emptyBody)), {
      status: 504,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
  }
}
