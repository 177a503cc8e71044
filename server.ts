import { createServer, type IncomingMessage } from "node:http";
import { resolve } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createLogger } from "./backend/shared/logger.ts";
import { startBackend } from "./backend/index.ts";
import { proxyUpgrade } from "./backend/realtime/proxy.ts";
import { config } from "./server-config.ts";

/**
 * One process, one port: the storefront, the embedded backend under /api/*, uploads and the
 * realtime socket. With SHOP_API_URL the backend is remote and /api/* is passed through to it.
 */
const log = createLogger(config.logLevel);
const dev = process.argv.includes("--dev");

const backend = config.shopApiUrl
  ? null
  : await startBackend({
      databaseUrl: config.databaseUrl,
      sqlitePath: config.sqlitePath,
      uploadsDir: config.uploadsDir,
      adminToken: config.adminToken,
      shopName: config.shopName,
      timeZone: config.timeZone,
      seed: config.seed,
      smtpUrl: config.smtpUrl,
      outboxDir: config.outboxDir,
      mailFrom: config.mailFrom,
      publicUrl: config.publicUrl,
      paymentSecret: config.paymentSecret,
      log,
    });
if (backend && !config.adminToken) log.warn("ADMIN_TOKEN is not set: the admin API answers 403");

const shopFetch = backend
  ? async (request: Request) => backend.app.fetch(request)
  : (request: Request) => fetch(request);

type EntryWithContext = {
  createLoadContext: (shopFetch: (r: Request) => Promise<Response>, clientIp: string) => unknown;
};

/**
 * The shopper's address: the socket's peer, or behind a trusted proxy (TRUST_PROXY) the first hop of
 * X-Forwarded-For. The backend's per-IP limits rely on it, so a client's own header never counts.
 */
function clientIp(c: Context): string {
  if (config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? "unknown";
}

const vite = dev
  ? await import("vite").then((v) => v.createServer({ server: { middlewareMode: true }, appType: "custom" }))
  : null;
const build: ServerBuild | null = vite
  ? null
  : ((await import(resolve("build/server/index.js"))) as ServerBuild);
const loadBuild = async (): Promise<ServerBuild> =>
  build ?? ((await vite!.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild);
// In dev the build lives in Vite's module graph; the handler must come from the same react-router
// instance as the build, or its context class check fails.
const handleRequest = vite
  ? ((await vite.ssrLoadModule("react-router")) as { createRequestHandler: typeof createRequestHandler }).createRequestHandler(loadBuild, "development")
  : createRequestHandler(build!, "production");

const app = new Hono();
app.use(async (c, next) => {
  const started = performance.now();
  await next();
  log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
});
// Over-long addresses never reach the router or the backend.
app.use(async (c, next) => {
  const url = c.req.url;
  if (url.length > 4096) return c.text("URI Too Long", 414);
  await next();
});
// Compression before static files, or assets go out uncompressed.
app.use(compress());
/**
 * Static files with their caching. Only what the static handler itself serves gets the header (its own
 * onFound hook runs too late to add one); everything it passes on is untouched.
 */
function staticFiles(options: Parameters<typeof serveStatic>[0], cacheControl: string): MiddlewareHandler {
  const serve = serveStatic(options);
  return async (c, next) => {
    let passed = false;
    const response = await serve(c, async () => {
      passed = true;
      await next();
    });
    if (!passed && c.res.status === 200) c.res.headers.set("Cache-Control", cacheControl);
    return response;
  };
}
const IMMUTABLE = "public, max-age=31536000, immutable";
if (!dev) {
  // Hashed build assets never change under the same name.
  app.use("/assets/*", staticFiles({ root: "build/client" }, IMMUTABLE));
  app.use("*", staticFiles({ root: "build/client" }, "public, max-age=3600"));
}
// Upload names are random and never reused.
app.use(
  "/uploads/*",
  staticFiles({ root: config.uploadsDir, rewriteRequestPath: (path) => path.replace(/^\/uploads/, "") }, IMMUTABLE),
);

/**
 * The backend's answers: `/api/*`, and the page endpoint (`GET {path}?request=route`) for a
 * storefront running elsewhere against this process (split mode, the edge worker).
 */
const isPageEndpoint = (c: Context) => c.req.method === "GET" && c.req.query("request") === "route";
app.on(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"], "*", async (c, next) => {
  if (!c.req.path.startsWith("/api/") && !(backend && isPageEndpoint(c))) return next();
  const target = backend ? c.req.url : new URL(c.req.path + new URL(c.req.url).search, config.shopApiUrl!);
  const request = new Request(target, c.req.raw);
  request.headers.set("x-client-ip", clientIp(c));
  return backend ? backend.app.fetch(request) : fetch(request);
});
app.all("*", async (c) => {
  const current = await loadBuild();
  const entry = current.entry.module as unknown as EntryWithContext;
  return handleRequest(c.req.raw, entry.createLoadContext(shopFetch, clientIp(c)) as never);
});
app.onError((error, c) => {
  log.error({ err: error, path: c.req.path }, "server error");
  return c.text("Internal Server Error", 500);
});

const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
const server = createServer((req, res) => {
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else void listener(req, res);
});

// The realtime socket (spec §4, §7): the backend's (backend/realtime), or in split mode the remote one's.
server.on("upgrade", (request: IncomingMessage, socket, head) => {
  if (!request.url?.startsWith("/ws/message")) {
    if (!vite) socket.destroy();
    return;
  }
  if (backend) backend.realtime.handleUpgrade(request, socket, head);
  else proxyUpgrade(request, socket, head, config.shopApiUrl!, { "x-client-ip": request.socket.remoteAddress ?? "unknown" });
});

server.listen(config.port, config.host, () => {
  log.info({ url: `http://${config.host}:${config.port}`, backend: backend ? backend.kind : config.shopApiUrl }, "shop listening");
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  // Sockets first: open ones would keep the server from closing.
  void backend?.realtime.close();
  const forced = setTimeout(() => process.exit(1), 10_000);
  forced.unref();
  server.close(async () => {
    await vite?.close();
    await backend?.close();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
