import type { IncomingMessage } from "node:http";
import { serveStatic } from "@hono/node-server/serve-static";
import { compress } from "hono/compress";
import type { ShopRuntime } from "./app.ts";

/**
 * The front's Node pieces (server/app.ts): the socket's peer address from `@hono/node-server`'s
 * bindings, gzip in process, and files from disk (`build/client`, the uploads folder). The edge
 * worker's are in `edge/runtime.ts`.
 */
export function nodeRuntime(options: { serveBuild: boolean; uploadsDir: string }): ShopRuntime {
  return {
    peerAddress: (_request, bindings) => (bindings as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress,
    // From 256 bytes (Hono's default is 1 KB): the build's small chunks (the bundler's runtime, route
    // entries) are a third smaller gzipped, and gzip's ~20 bytes of framing only lose below that.
    compress: compress({ threshold: 256 }),
    clientFiles: options.serveBuild ? serveStatic({ root: "build/client" }) : null,
    uploadFiles: serveStatic({ root: options.uploadsDir, rewriteRequestPath: (path) => path.replace(/^\/uploads/, "") }),
  };
}
