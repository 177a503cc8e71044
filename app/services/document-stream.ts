/** What entry.server.tsx asks of the runtime's document renderer (`document-stream.server.ts` / `.edge.ts`). */
export type DocumentStreamOptions = {
  /** The request's CSP nonce, for the inline scripts React writes. */
  nonce: string;
  /** Past this the render is aborted: what is missing renders as its fallback. */
  timeoutMs: number;
  /** The document is complete and about to be sent. */
  onShellReady(): void;
  onError(error: unknown): void;
};
