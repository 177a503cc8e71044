import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { DocumentStreamOptions } from "./document-stream.ts";

/**
 * The edge build's document renderer (package.json `imports`, condition `workerd`): React's web
 * stream, read whole (UTF-8 bytes) once everything is ready, as on Node.
 */
export async function renderDocument(element: ReactNode, options: DocumentStreamOptions): Promise<Uint8Array<ArrayBuffer>> {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const stream = await renderToReadableStream(element, {
      nonce: options.nonce,
      signal: controller.signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: options.onError,
    });
    await stream.allReady;
    options.onShellReady();
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } finally {
    clearTimeout(timeoutId);
  }
}
