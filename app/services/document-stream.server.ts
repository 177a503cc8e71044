import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { DocumentStreamOptions } from "./document-stream.ts";

/**
 * Node's document renderer: React's pipeable stream, resolved when everything is ready (see
 * entry.server.tsx). The edge build swaps in `document-stream.edge.ts` (package.json `imports`).
 */
export function renderDocument(element: ReactNode, options: DocumentStreamOptions): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), options.timeoutMs);
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onAllReady() {
        options.onShellReady();
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        pipe(body);
        resolve(createReadableStreamFromReadable(body));
      },
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: options.onError,
    });
  });
}
