import type { IncomingMessage } from "node:http";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { Code } from "../contract/codes.ts";
import { fail } from "../contract/wrapper.ts";
import { crossSiteReason } from "../app/services/origin.server.ts";
import type { Logger } from "../backend/shared/logger.ts";
import { bodyLimitFor, limitBody } from "./body-limit.ts";
import { secureHeaders, staticHeaders } from "./headers.ts";
import { passThrough } from "./pass-through.ts";
import { clientAddress, publicOrigin } from "./proxy.ts";

export type ShopFetch = (request: Request) => Promise<Response>;

export type ShopServerOptions = {
  log: Logger;
  /** Proxies trusted to append `X-Forwarded-*` (`TRUST_PROXY`); 0 trusts none. */
  trustedHops: number;
  /** The embedded backend's `fetch`, or null in split mode (then `/api/*` goes to `shopApiUrl`). */
  backendFetch: ShopFetch | null;
  shopApiUrl: string | null;
  /** The pass-through's deadline (split mode). */
  apiTimeoutMs?: number;
  uploadsDir: string;
  /** Serves `build/client` (production); off under Vite's dev server. */
  serveBuild: boolean;
  /** The React Router handler, with the load context the build's entry makes. */
  handleDocument: (request: Request, clientIp: string) => Promise<Response>;
};

type Env = { Bindings: { incoming?: IncomingMessage }; Variables: { request: Request; clientIp: string; https: boolean; static?: boolean } };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const apiFail = (status: number, code: number, msg: string) =>
  new Response(JSON.stringify(fail(code, msg)), { status, headers: { "content-type": "application/json; charset=utf-8" } });

/**
 * The shop's HTTP front, shared by `server.ts` and the tests: the shopper's address and the public
 * origin from trusted proxies, the cross-site and body-size guards every state-changing request
 * passes, security headers on every answer, static files, `/api/*` to the backend and everything
 * else to the storefront.
 */
export function createShopApp(options: ShopServerOptions): Hono<Env> {
  const { log } = options;
  const app = new Hono<Env>();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
  });

  // Over-long addresses never reach the router or the backend.
  app.use(async (c, next) => {
    if (c.req.url.length > 4096) return c.text("URI Too Long", 414);
    await next();
  });

  // Behind trusted proxies the request is rebuilt with the origin the browser used (https, the public
  // host), so React Router's origin check, absolute URLs and cookies see what the shopper sees.
  app.use(async (c, next) => {
    const raw = c.req.raw;
    const url = new URL(raw.url);
    const origin = publicOrigin(url, raw.headers, options.trustedHops);
    const request = origin === url.origin ? raw : rebuild(raw, new URL(url.pathname + url.search, origin));
    c.set("request", request);
    c.set("clientIp", clientAddress(raw.headers, c.env?.incoming?.socket.remoteAddress, options.trustedHops));
    c.set("https", origin.startsWith("https:"));
    await next();
  });

  // Security headers on every answer; the caching policy on every dynamic one.
  app.use(async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      // Immutable headers (a fetch answer): the same answer with headers of its own.
      const copy = new Response(c.res.body, c.res);
      c.res = undefined;
      c.res = copy;
      headers = copy.headers;
    }
    if (c.get("static")) staticHeaders(headers, c.get("https"));
    else secureHeaders(headers, { path: c.req.path, cookie: c.req.header("cookie") ?? null, https: c.get("https") });
  });

  // A state-changing request from another site's page is refused before anything acts on it.
  app.use(async (c, next) => {
    const request = c.get("request");
    if (SAFE_METHODS.has(request.method)) return next();
    const reason = crossSiteReason(request.headers, new URL(request.url).origin);
    if (reason) {
      log.warn({ path: c.req.path, reason }, "cross-site request refused");
      return c.req.path.startsWith("/api/") ? apiFail(403, Code.permission, "errors.crossSite") : c.text("Forbidden", 403);
    }
    // Bodies are bounded as they stream in, with or without a Content-Length.
    const limited = await limitBody(request, bodyLimitFor(c.req.path));
    if (!limited.ok) {
      // The rest is read and dropped for a moment (then the connection goes), so the 413 gets through.
      limited.discard();
      return c.req.path.startsWith("/api/") ? apiFail(413, Code.result, "errors.tooLarge") : c.text("Payload Too Large", 413);
    }
    c.set("request", limited.request);
    await next();
  });

  // Compression before static files, or assets go out uncompressed.
  app.use(compress());

  const IMMUTABLE = "public, max-age=31536000, immutable";
  if (options.serveBuild) {
    // Hashed build assets never change under the same name.
    app.use("/assets/*", staticFiles({ root: "build/client" }, IMMUTABLE));
    app.use("*", staticFiles({ root: "build/client" }, "public, max-age=3600"));
  }
  // Upload names are random and never reused.
  app.use(
    "/uploads/*",
    staticFiles({ root: options.uploadsDir, rewriteRequestPath: (path) => path.replace(/^\/uploads/, "") }, IMMUTABLE),
  );

  // The page endpoint (`GET {path}?request=route`) for a storefront running elsewhere against this
  // process (split mode, the edge worker): the embedded backend answers it like `/api/*`.
  app.get("*", async (c, next) => {
    if (!options.backendFetch || c.req.query("request") !== "route") return next();
    const incoming = c.get("request");
    const headers = new Headers(incoming.headers);
    headers.set("x-client-ip", c.get("clientIp"));
    return options.backendFetch(rebuild(incoming, new URL(incoming.url), headers));
  });

  app.all("/api/*", async (c) => {
    const incoming = c.get("request");
    // The backend's per-IP limits read the address server.ts determined, never the client's own claim.
    const headers = new Headers(incoming.headers);
    headers.set("x-client-ip", c.get("clientIp"));
    if (options.backendFetch) return options.backendFetch(rebuild(incoming, new URL(incoming.url), headers));
    const url = new URL(incoming.url);
    const target = new URL(url.pathname + url.search, options.shopApiUrl!);
    return passThrough(rebuild(incoming, url, headers), target, options.apiTimeoutMs);
  });

  app.all("*", (c) => options.handleDocument(c.get("request"), c.get("clientIp")));

  app.onError((error, c) => {
    log.error({ err: error, path: c.req.path }, "server error");
    return c.text("Internal Server Error", 500);
  });

  function staticFiles(serveOptions: Parameters<typeof serveStatic>[0], cacheControl: string): MiddlewareHandler<Env> {
    const serve = serveStatic(serveOptions);
    return async (c, next) => {
      let passed = false;
      const response = await serve(c as never, async () => {
        passed = true;
        await next();
      });
      if (!passed) c.set("static", true);
      if (!passed && c.res.status === 200) c.res.headers.set("Cache-Control", cacheControl);
      return response;
    };
  }

  return app;
}

/**
 * The same request at another URL (a trusted proxy's public origin) or with other headers, body and
 * signal kept. (Always through the constructor's init: the Node server's own Request objects cannot be
 * copied with `new Request(request)`.)
 */
function rebuild(request: Request, url: URL, headers: Headers = request.headers): Request {
  return new Request(url, {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
    ...(request.body ? { duplex: "half" } : {}),
  } as RequestInit);
}
