import { API_TIMEOUT_MS, Code } from "../contract/codes.ts";
import { fail, HttpFailureMessage } from "../contract/wrapper.ts";

/** The largest answer passed through from a remote backend (CSV exports included). */
export const MAX_PASS_THROUGH_BYTES = 32 * 1024 * 1024;

/** Hop-by-hop headers never travel on (RFC 9110 §7.6.1), nor the length of a body we re-stream. */
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te", "trailer"];

const timedOut = () =>
  new Response(JSON.stringify(fail(Code.timeout, HttpFailureMessage.emptyBody)), {
    status: 504,
    headers: { "content-type": "application/json; charset=utf-8" },
  });

/** Errors the stream once more than `max` bytes went through. */
function capped(body: ReadableStream<Uint8Array>, max: number): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > max) controller.error(new Error("backend answer too large"));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Passes `/api/*` (and at the edge `/uploads/*`) on to a remote backend (split mode) within one deadline
 * for the whole exchange — headers and body — and a size cap on the answer. A backend that does not
 * answer in time gets the shopper a wrapped 504 (code 20000), never a connection held open. A socket
 * upgrade (only a worker's front sees one: Node hands upgrades to server.ts) goes with its own headers
 * and no deadline, and the backend's `101` is the answer, which the runtime joins to the browser's socket.
 */
export async function passThrough(request: Request, target: URL, timeoutMs = API_TIMEOUT_MS): Promise<Response> {
  if (request.headers.get("upgrade")?.toLowerCase() === "websocket") {
    try {
      return await fetch(target, { method: "GET", headers: request.headers, signal: request.signal });
    } catch {
      return timedOut();
    }
  }
  const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), request.signal]);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      body: request.body,
      redirect: "manual",
      signal,
      // A streamed request body needs half-duplex.
      ...(request.body ? { duplex: "half" } : {}),
    } as RequestInit);
  } catch {
    return timedOut();
  }
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_PASS_THROUGH_BYTES) {
    await response.body?.cancel().catch(() => {});
    return new Response(JSON.stringify(fail(Code.error, "errors.server")), {
      status: 502,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
  }
  const out = new Headers(response.headers);
  for (const name of [...HOP_BY_HOP, "content-length", "content-encoding"]) out.delete(name);
  const body = response.body ? capped(response.body, MAX_PASS_THROUGH_BYTES) : null;
  return new Response(body, { status: response.status, statusText: response.statusText, headers: out });
}
