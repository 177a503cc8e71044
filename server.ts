import { createServer, type IncomingMessage } from "node:http";
import { resolve } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createLogger } from "./backend/shared/logger.ts";
import { startBackend } from "./backend/index.ts";
import { isShopChange } from "./backend/realtime/events.ts";
import { proxyUpgrade } from "./backend/realtime/proxy.ts";
import { config } from "./server-config.ts";
import { startMetrics } from "./server/metrics.ts";
import { createShopApp } from "./server/app.ts";
import { nodeRuntime } from "./server/node-runtime.ts";
import { createPageCache } from "./server/page-cache.ts";
import { upgradeClient } from "./server/upgrade.ts";

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
      paymentTestGateway: config.paymentTestGateway,
      log,
    });
if (backend && !config.adminToken) log.warn("ADMIN_TOKEN is not set: the admin API answers 403");
if (backend && config.paymentTestGateway && config.production) {
  log.warn("PAYMENT_TEST_GATEWAY is on in production: the test gateway marks orders paid with no money moving");
}

type EntryWithContext = {
  createLoadContext: (shopFetch: (r: Request) => Promise<Response>, clientIp: string) => unknown;
  /** Drops the storefront's short caches (shop settings, navigation) when the shop changed. */
  clearShopCaches?: () => void;
};

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

/**
 * Anonymous pages from memory (decision 023), in production. With the backend in this process, change
 * notices come on its event bus (on PostgreSQL from every process, through LISTEN/NOTIFY); in split
 * mode the cache asks the remote backend, at most once a second, when the shop last changed.
 */
const pageCache =
  dev || config.pageCacheBytes <= 0
    ? null
    : createPageCache({
        maxBytes: config.pageCacheBytes,
        ttlMs: 60_000,
        lastChange: backend
          ? undefined
          : async () => {
              const response = await fetch(new URL("/api/web/shop/changes", config.shopApiUrl!), { signal: AbortSignal.timeout(2_000) });
              const body = (await response.json()) as { data?: { at?: unknown } };
              return typeof body.data?.at === "number" ? body.data.at : null;
            },
        onClear: () => (build?.entry.module as unknown as EntryWithContext | undefined)?.clearShopCaches?.(),
      });
if (pageCache && backend) {
  backend.events.subscribe((heard) => {
    if (isShopChange(heard)) pageCache.clear();
    else if (heard.event.type === "product.stock") pageCache.stockChanged(heard.event.skuId, heard.event.inStock);
  });
}

const app = createShopApp({
  log,
  trustedHops: config.trustedHops,
  backendFetch: backend ? async (request) => backend.app.fetch(request) : null,
  shopApiUrl: config.shopApiUrl,
  apiTimeoutMs: config.apiTimeoutMs,
  runtime: nodeRuntime({ serveBuild: !dev, uploadsDir: config.uploadsDir }),
  pageCache,
  handleDocument: async (request, clientIp, shopFetch) => {
    const entry = (await loadBuild()).entry.module as unknown as EntryWithContext;
    return handleRequest(request, entry.createLoadContext(shopFetch, clientIp) as never);
  },
});

// `@hono/node-server`'s own Request and Response as the globals (its default): an answer made with a
// body of bytes or text is written to the socket as it is, not read back through a web stream, and no
// undici Response is built for it unless something reads its body (docs/performance.md, "A cached
// page's answer").
const listener = getRequestListener(app.fetch, { overrideGlobalObjects: true });
// Requests served, event-loop delay and memory, logged once a minute (server/metrics.ts).
const metrics = startMetrics(log);
const server = createServer((req, res) => {
  metrics.request();
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else void listener(req, res);
});
server.keepAliveTimeout = config.keepAliveMs;

// The realtime socket (spec §4, §7): the backend's (backend/realtime), or in split mode the remote one's.
server.on("upgrade", (request: IncomingMessage, socket, head) => {
  if (!request.url?.startsWith("/ws/message")) {
    if (!vite) socket.destroy();
    return;
  }
  const client = upgradeClient(request, config.trustedHops);
  if (!client) {
    socket.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    return;
  }
  if (backend) backend.realtime.handleUpgrade(request, socket, head);
  else proxyUpgrade(request, socket, head, config.shopApiUrl!, { "x-client-ip": client.clientIp });
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
