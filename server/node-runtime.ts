import { existsSync, readdirSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { wholeDocument } from "../app/services/whole-document.server.ts";
import type { ShopRuntime } from "./app.ts";
import { acceptsGzip } from "./page-cache.ts";

const CLIENT_BUILD = "build/client";

/**
 * The front's Node pieces (server/app.ts): the socket's peer address from `@hono/node-server`'s
 * bindings, gzip in process, and files from disk (`build/client`, the uploads folder). The edge
 * worker's are in `edge/runtime.ts`.
 */
export function nodeRuntime(options: { serveBuild: boolean; uploadsDir: string }): ShopRuntime {
  return {
    peerAddress: (_request, bindings) => (bindings as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress,
    // From 256 bytes (Hono's default is 1 KB): small answers are a third smaller gzipped, and gzip's ~20
    // bytes of framing only lose below that. The build's compressed copies start at the same size.
    compress: compressAnswers(256),
    clientFiles: options.serveBuild ? buildFiles(clientBuildFiles(CLIENT_BUILD)) : null,
    uploadFiles: serveStatic({ root: options.uploadsDir, rewriteRequestPath: (path) => path.replace(/^\/uploads/, "") }),
  };
}

const gzipBytes = promisify(gzip);
const COPY = /\.(?:gz|br)$/;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Hono's compression, with one shortcut for documents. A page (`text/html`) is complete before it is
 * answered (app/entry.server.tsx renders it whole), so it is gzipped in one `zlib.gzip` call, which
 * runs on the thread pool, instead of chunk by chunk through a `CompressionStream` on the event loop
 * (docs/performance.md, "Gzip a rendered document in one call"). Everything else (texts files, data
 * for client navigations, the backend's answers) keeps Hono's streaming compression, and a document
 * goes to it too when the client does not take gzip. The cache's stored pages and the build's
 * compressed copies arrive encoded already and pass both untouched.
 */
export function compressAnswers(threshold: number): MiddlewareHandler {
  const streaming = compress({ threshold });
  return (c, next) =>
    streaming(c, async () => {
      await next();
      const response = c.res;
      const headers = response.headers;
      if (
        c.req.method === "HEAD" ||
        response.status === 204 ||
        response.status === 206 ||
        response.status === 304 ||
        headers.has("content-encoding") ||
        headers.has("transfer-encoding") ||
        !headers.get("content-type")?.startsWith("text/html") ||
        NO_TRANSFORM.test(headers.get("cache-control") ?? "") ||
        !acceptsGzip(c.req.header("accept-encoding") ?? null)
      ) {
        return;
      }
      const document = wholeDocument(response) ?? new Uint8Array(await response.arrayBuffer());
      const out = new Headers(headers);
      const vary = out.get("vary");
      if (vary !== "*" && !(vary && ACCEPT_ENCODING.test(vary))) out.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      let body: Uint8Array = document;
      if (document.byteLength >= threshold) {
        body = await gzipBytes(document);
        out.set("content-encoding", "gzip");
        const etag = out.get("etag");
        if (etag && !etag.startsWith("W/")) out.set("etag", `W/${etag}`);
      }
      out.set("content-length", String(body.byteLength));
      // Unset first: Hono's setter would otherwise rebuild the answer around a stream of its body.
      c.res = undefined;
      c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: response.status, headers: out });
    });
}

/** The client build's addresses, and those of them with compressed copies beside them. */
export type ClientBuild = { files: ReadonlySet<string>; compressed: ReadonlySet<string> };

/**
 * The client build's files by address (`/favicon.svg`, `/assets/…`), listed once: the build does not
 * change under a running server. Every page's address passes the client files first, and looking it up
 * on disk (a `stat` on the event loop) cost a cached page a tenth of its time. A file's gzip and brotli
 * copies (`.gz`, `.br`, made by the build: vite.config.ts) are how it is sent, not addresses of their own.
 */
export function clientBuildFiles(root: string): ClientBuild {
  if (!existsSync(root)) return { files: new Set(), compressed: new Set() };
  const entries = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const files = new Set(entries.map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")}`));
  const compressed = new Set<string>();
  for (const address of files) {
    const original = address.replace(COPY, "");
    if (original === address || !files.has(original)) continue;
    files.delete(address);
    compressed.add(original);
  }
  return { files, compressed };
}

/**
 * The build's files; one with compressed copies goes out as the copy the browser takes. Only those
 * are looked for: a missing copy's `stat` throws, which cost a small file a fifth of its time.
 */
function buildFiles(build: ClientBuild): MiddlewareHandler {
  const plain = serveStatic({ root: CLIENT_BUILD });
  const copies = serveStatic({ root: CLIENT_BUILD, precompressed: true });
  return (c, next) => (build.compressed.has(c.req.path) ? copies(c, next) : build.files.has(c.req.path) ? plain(c, next) : next());
}
