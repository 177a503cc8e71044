/**
 * A rendered document's bytes, carried on its answer. The document is complete before it is answered
 * (entry.server.tsx), and what handles the answer next on Node (the page cache, the gzip of
 * server/node-runtime.ts) needs those bytes: read back through the body, the answer becomes a web
 * `Response` around a stream, which cost a product page ~0.6 ms of the event loop each time. The mark
 * is a global symbol because the server build and the server's own modules are separate instances of
 * this file. An answer without it (a copy of a marked one, anything else) is read through its body.
 */
const BYTES = Symbol.for("shop.wholeDocument");

type Marked = Response & { [BYTES]?: Uint8Array<ArrayBuffer> };

/** `response`, marked as carrying `bytes` as its whole body. */
export function withWholeDocument(response: Response, bytes: Uint8Array<ArrayBuffer>): Response {
  (response as Marked)[BYTES] = bytes;
  return response;
}

/** The whole body a marked answer carries; undefined for any other. */
export function wholeDocument(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return (response as Marked)[BYTES];
}
