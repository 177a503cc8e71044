import { existsSync, readdirSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join, relative, sep } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { ShopRuntime } from "./app.ts";

const CLIENT_BUILD = "build/client";

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
    clientFiles: options.serveBuild ? onlyListed(clientBuildFiles(CLIENT_BUILD), serveStatic({ root: CLIENT_BUILD })) : null,
    uploadFiles: serveStatic({ root: options.uploadsDir, rewriteRequestPath: (path) => path.replace(/^\/uploads/, "") }),
  };
}

/**
 * The client build's files by address (`/favicon.svg`, `/assets/…`), listed once: the build does not
 * change under a running server. Every page's address passes the client files first, and looking it up
 * on disk (a `stat` on the event loop) cost a cached page a tenth of its time.
 */
export function clientBuildFiles(root: string): Set<string> {
  if (!existsSync(root)) return new Set();
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Set(files.map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")}`));
}

/** `serve` for the listed addresses only; any other goes on at once. */
function onlyListed(files: ReadonlySet<string>, serve: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (files.has(c.req.path) ? serve(c, next) : next());
}
