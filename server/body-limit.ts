import { MAX_UPLOAD_BYTES } from "../contract/admin.ts";
import { MAX_AVATAR_BYTES } from "../contract/account.ts";
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "../contract/attachment.ts";

/** Room for the multipart framing and the text fields around a file. */
const OVERHEAD = 64 * 1024;

/** The largest body each part of the shop takes: the largest upload it accepts, plus the framing. */
export const BODY_LIMITS = {
  admin: MAX_UPLOAD_BYTES + OVERHEAD,
  web: Math.max(MAX_ATTACHMENT_BYTES, MAX_AVATAR_BYTES) + OVERHEAD,
  /**
   * Storefront form posts: a review or article form with its photos is the largest (the same bound as
   * app/blocks/dispatch.server.ts), the avatar form next.
   */
  storefront: Math.max(MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES, MAX_AVATAR_BYTES) + 1024 * 1024,
} as const;

export function bodyLimitFor(path: string): number {
  if (path.startsWith("/api/admin/")) return BODY_LIMITS.admin;
  if (path.startsWith("/api/")) return BODY_LIMITS.web;
  return BODY_LIMITS.storefront;
}

/** Over the limit, `refuse` turns the refusal into the answer that goes out while the rest is dropped. */
export type LimitedBody = { ok: true; request: Request } | { ok: false; refuse(answer: Response): Response };

/** After a refusal, the rest of a body is read and dropped for this long at most (then the socket goes). */
const LINGER_MS = 2_000;
export const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * Reads and drops what is left of a refused body for a moment before letting go of the connection:
 * closing a socket with unread data resets it, and the client would lose the 413 on its way. Bounded
 * in time and bytes, and nothing is kept.
 */
function linger(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const until = Date.now() + LINGER_MS;
  let dropped = 0;
  const timer = setTimeout(() => void reader.cancel().catch(() => {}), LINGER_MS);
  return (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        dropped += value?.byteLength ?? 0;
        if (done || Date.now() > until || dropped > LINGER_BYTES) break;
      }
    } catch {
      // the client went away
    }
    clearTimeout(timer);
    await reader.cancel().catch(() => {});
  })();
}

/**
 * The refusal, its body held open until the refused rest has been dropped: a server (workerd's, Node's)
 * lets go of a connection once its answer is complete, and closing it with unread data resets it.
 */
function heldOpen(answer: Response, drained: Promise<void>): Response {
  const text = answer.body;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      if (text) for await (const chunk of text) controller.enqueue(chunk);
      await drained;
      controller.close();
    },
  });
  const headers = new Headers(answer.headers);
  headers.delete("content-length");
  return new Response(body, { status: answer.status, headers });
}

/**
 * Bounds a request's body before anything reads it. A declared `Content-Length` over the limit is
 * refused unread (Node's parser never delivers more than it declares). A body without one (chunked)
 * is read up to the limit and handed on as bytes, so every consumer downstream — form parsers,
 * `text()`, uploads, the pass-through — sees a bounded body with a length.
 */
export async function limitBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  if (!request.body) return { ok: true, request };
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    return Number(declared) <= maxBytes ? { ok: true, request } : { ok: false, refuse: (answer) => heldOpen(answer, linger(request.body!.getReader())) };
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) return { ok: false, refuse: (answer) => heldOpen(answer, linger(reader)) };
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  const headers = new Headers(request.headers);
  headers.delete("transfer-encoding");
  headers.set("content-length", String(body.byteLength));
  return {
    ok: true,
    request: new Request(request.url, { method: request.method, headers, body, signal: request.signal }),
  };
}
