import { createServer, type IncomingMessage } from "node:http";
import { resolve } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createLogger } from "./backend/shared/logger.ts";
import { startBackend } from "./backend/index.ts";
import { proxyUpgrade } from "./backend/realtime/proxy.ts";
import { config } from "./server-config.ts";
import { createShopApp } from "./server/app.ts";
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

const shopFetch = backend
  ? async (request: Request) => backend.app.fetch(request)
  : (request: Request) => fetch(request);

type EntryWithContext = {
  createLoadContext: (shopFetch: (r: Request) => Promise<Response>, clientIp: string) => unknown;
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

const app = createShopApp({
  log,
  trustedHops: config.trustedHops,
  backendFetch: backend ? async (request) => backend.app.fetch(request) : null,
  shopApiUrl: config.shopApiUrl,
  apiTimeoutMs: config.apiTimeoutMs,
  uploadsDir: config.uploadsDir,
  serveBuild: !dev,
  handleDocument: async (request, clientIp) => {
    const entry = (await loadBuild()).entry.module as unknown as EntryWithContext;
    return handleRequest(request, entry.createLoadContext(shopFetch, clientIp) as never);
  },
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
