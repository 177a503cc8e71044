import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Socket } from "node:net";
import { resolve } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { BackendConfig } from "#backend/app.ts";
import { createLogger } from "#backend/shared/logger.ts";
import { makeOutbox } from "#tests/fixtures/orders.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { createShopApp } from "../../server/app.ts";
import { nodeRuntime } from "../../server/node-runtime.ts";
import { spawnWorker } from "../../scripts/workerd.ts";

/**
 * The shop as production runs it, in this process: the real build (`npx react-router build` first),
 * server/app.ts's HTTP front, and an embedded test backend (or, in split mode, a remote backend URL).
 * The build reads its environment once, when first imported: a test file picks its mode with its first
 * `startShop` and keeps it.
 *
 * With `SECURITY_FRONT=edge` (vitest.security-edge.config.ts, after `npm run build:edge`) the shop is the
 * edge worker in workerd instead, in front of the test backend served over HTTP as a Node backend
 * serves storefronts elsewhere: the same tests then check the worker's front.
 */
export const onEdge = process.env.SECURITY_FRONT === "edge";

export type Shop = {
  /** http://127.0.0.1:port — for requests that need a real socket (chunked bodies, timing). */
  url: string;
  /** The front's `fetch`, through server/app.ts, without a socket (on the edge: over HTTP, redirects not followed). */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  backend: TestBackend | null;
  /** Resident memory of the process that serves the front, in bytes (this one, or workerd's). */
  memory(): number;
  close(): Promise<void>;
};

type Entry = { createLoadContext: (shopFetch: (r: Request) => Promise<Response>, clientIp: string) => unknown };

let buildMode: string | null = null;
let build: ServerBuild | null = null;

async function loadBuild(mode: string, env: Record<string, string>): Promise<ServerBuild> {
  if (buildMode !== null && buildMode !== mode) throw new Error(`this test file already runs the build in ${buildMode} mode`);
  if (!build) {
    // The production build, as NODE_ENV=production serves it: CSP enforced, Secure cookies.
    Object.assign(process.env, { NODE_ENV: "production", ...env });
    build = (await import(/* @vite-ignore */ resolve("build/server/index.js"))) as ServerBuild;
    buildMode = mode;
  }
  return build;
}

export async function startShop(
  options: {
    /** A remote backend (split mode) instead of an embedded one. */
    remote?: { url: string; timeoutMs: number };
    trustedHops?: number;
    backendConfig?: Partial<BackendConfig>;
  } = {},
): Promise<Shop> {
  const remote = options.remote ?? null;
  if (onEdge && !remote) return startEdgeShop(options);
  const built = await loadBuild(
    remote ? `split:${remote.url}` : "embedded",
    remote ? { SHOP_API_URL: remote.url, SHOP_API_TIMEOUT_MS: String(remote.timeoutMs) } : {},
  );
  // Order emails are written in the background: the outbox folder outlives the backend a moment.
  const outbox = remote ? null : await makeOutbox();
  const backend = remote ? null : await createTestBackend({ outboxDir: outbox!.dir, ...options.backendConfig });
  const handler = createRequestHandler(built, "production");
  const app = createShopApp({
    log: createLogger(process.env.SECURITY_LOG_LEVEL ?? "silent"),
    trustedHops: options.trustedHops ?? 1,
    backendFetch: backend ? async (request) => backend.app.fetch(request) : null,
    shopApiUrl: remote?.url ?? null,
    apiTimeoutMs: remote?.timeoutMs,
    runtime: nodeRuntime({ serveBuild: true, uploadsDir: backend?.uploadsDir ?? resolve("data/uploads") }),
    handleDocument: (request, clientIp, shopFetch) =>
      handler(request, (built.entry.module as unknown as Entry).createLoadContext(shopFetch, clientIp) as never),
  });
  const server: Server = createServer(getRequestListener(app.fetch, { overrideGlobalObjects: false }));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    request: async (path, init) => app.request(new URL(path, url).toString(), init),
    backend,
    memory: () => process.memoryUsage().rss,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await backend?.close();
      await outbox?.remove();
    },
  };
}

/** A free port of the range this machine's tests may use (4350–4399 here). */
async function freePort(): Promise<number> {
  for (let port = 4350; port < 4400; port++) {
    const free = await new Promise<boolean>((done) => {
      const probe = createTcpServer();
      probe.once("error", () => done(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port in 4350-4399");
}

/**
 * The edge worker (build-edge/) in workerd in front of a test backend. The backend is served over HTTP
 * with the Node front as `npm start` serves it (one trusted hop: the worker); its socket upgrades are
 * answered with a 426 that tells what the worker sent on, as no realtime server runs here.
 */
async function startEdgeShop(options: { trustedHops?: number; backendConfig?: Partial<BackendConfig> }): Promise<Shop> {
  const outbox = await makeOutbox();
  const backend = await createTestBackend({ outboxDir: outbox.dir, ...options.backendConfig });
  const front = createShopApp({
    log: createLogger(process.env.SECURITY_LOG_LEVEL ?? "silent"),
    trustedHops: 1,
    backendFetch: async (request) => backend.app.fetch(request),
    shopApiUrl: null,
    runtime: nodeRuntime({ serveBuild: false, uploadsDir: backend.uploadsDir }),
    handleDocument: async () => new Response("the storefront is the worker's", { status: 404 }),
  });
  const server: Server = createServer(getRequestListener(front.fetch, { overrideGlobalObjects: false }));
  server.on("upgrade", (request: IncomingMessage, socket: Socket) => {
    const forwarded = String(request.headers["x-forwarded-for"] ?? "");
    socket.end(`HTTP/1.1 426 Upgrade Required\r\nx-backend-saw-for: ${forwarded}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const backendUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logLevel = process.env.SECURITY_LOG_LEVEL;
  const worker: ChildProcess = spawnWorker({
    host: "127.0.0.1",
    port,
    stdio: logLevel ? "inherit" : "ignore",
    env: { ...process.env, SHOP_API_URL: backendUrl, TRUST_PROXY: String(options.trustedHops ?? 1), NODE_ENV: "production", LOG_LEVEL: logLevel ?? "silent" },
  });
  const exited = new Promise<void>((done) => worker.once("exit", () => done()));
  for (const started = Date.now(); ; ) {
    const up = await fetch(`${url}/favicon.svg`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (worker.exitCode !== null || Date.now() - started > 30_000) throw new Error("the edge worker did not start (npm run build:edge first)");
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url,
    request: (path, init) => fetch(new URL(path, url), { redirect: "manual", ...init }),
    backend,
    memory: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${worker.pid}/status`, "utf8"))?.[1] ?? 0) * 1024,
    async close() {
      worker.kill("SIGTERM");
      await exited;
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await backend.close();
      await outbox.remove();
    },
  };
}

/** A browser-like form post from the shop's own pages (Origin and all). */
export function formPost(shop: Shop, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return shop.request(path, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(shop.url).origin,
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The `x-auth` session cookie header for a token. */
export const sessionCookie = (token: string) => ({ cookie: `x-auth=${token}` });

/**
 * A new shopper as the storefront makes one: its visitor id cookie and the id. Browsing mints no id
 * (decision 023); the first form post does — here an empty one to the cart, which changes nothing.
 */
export async function newVisitor(shop: Shop): Promise<{ cookie: string; id: string }> {
  const res = await formPost(shop, "/cart", {});
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("visitorId="))?.split(";")[0];
  if (!cookie) throw new Error(`a first form post set no visitor id (status ${res.status})`);
  // The cookie holds the bare id (app/services/preferences.server.ts).
  return { cookie, id: cookie.slice("visitorId=".length) };
}
