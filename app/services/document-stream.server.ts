import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { DocumentStreamOptions } from "./document-stream.ts";

/**
 * Node's document renderer: React's pipeable stream, collected whole (UTF-8 bytes) once everything is
 * ready (see entry.server.tsx: the used CSS goes inline into the complete document). The edge build swaps in
 * `document-stream.edge.ts` (package.json `imports`).
 */
export function renderDocument(element: ReactNode, options: DocumentStreamOptions): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), options.timeoutMs);
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onAllReady() {
        options.onShellReady();
        const chunks: Buffer[] = [];
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              resolve(Buffer.concat(chunks));
              callback();
            },
          }),
        );
      },
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: options.onError,
    });
  });
}
