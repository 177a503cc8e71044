import { Hono, type MiddlewareHandler } from "hono";
import { Code } from "../contract/codes.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "../contract/locales.ts";
import { fail } from "../contract/wrapper.ts";
import { crossSiteReason } from "../app/services/origin.server.ts";
import { TEXTS_PREFIX } from "../app/utils/texts-file.ts";
import { bodyLimitFor, limitBody } from "./body-limit.ts";
import { canonicalAddress } from "./canonical-address.ts";
import { secureHeaders, staticHeaders } from "./headers.ts";
import { passThrough } from "./pass-through.ts";
import { asProxyHop, clientAddress, publicOrigin, rebuild, socketOriginAllowed } from "./proxy.ts";
import type { PageCache } from "./shareable-pages.ts";

export type ShopFetch = (request: Request) => Promise<Response>;

/** pino on Node, JSON lines on the console at the edge (edge/log.ts). */
export type FrontLog = Record<"info" | "warn" | "error", (fields: Record<string, unknown>, msg: string) => void>;

/**
 * What differs between the runtimes the front runs on, given by their entries
 * (`server/node-runtime.ts` for server.ts and the tests, `edge/runtime.ts` for the worker).
 */
export type ShopRuntime = {
  /** The connection's far end: Node's socket; at the edge the platform's header (`CF-Connecting-IP`). */
  peerAddress(request: Request, bindings: unknown): string | undefined;
  /** Compression of dynamic answers and files: gzip in process on Node, the runtime's own at the edge. */
  compress: MiddlewareHandler;
  /** Files of the client build: answers one or calls `next()`. Null under Vite's dev server. */
  clientFiles: MiddlewareHandler | null;
  /** Uploaded files (`/uploads/*`); null passes them on to the backend (the edge). */
  uploadFiles: MiddlewareHandler | null;
};

export type ShopServerOptions = {
  log: FrontLog;
  /** Proxies trusted to append `X-Forwarded-*` (`TRUST_PROXY`); 0 trusts none. */
  trustedHops: number;
  /** The embedded backend's `fetch`, or null in split mode (then `/api/*` goes to `shopApiUrl`). */
  backendFetch: ShopFetch | null;
  shopApiUrl: string | null;
  /** The pass-through's deadline (split mode). */
  apiTimeoutMs?: number;
  runtime: ShopRuntime;
  /** Anonymous pages (decision 023): in process on Node, the Cache API's at the edge. */
  pageCache?: PageCache | null;
  /** The React Router handler, with the load context the build's entry makes around `shopFetch`. */
  handleDocument: (request: Request, clientIp: string, shopFetch: ShopFetch) => Promise<Response>;
};

type Env = { Bindings: object | undefined; Variables: { request: Request; clientIp: string; https: boolean; static?: boolean } };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const IMMUTABLE = "public, max-age=31536000, immutable";

const apiFail = (status: number, code: number, msg: string) =>
  new Response(JSON.stringify(fail(code, msg)), { status, headers: { "content-type": "application/json; charset=utf-8" } });

/** An answer slower than this is logged at warn, so a production log (level warn) shows the stall. */
const SLOW_ANSWER_MS = 2_000;

/**
 * The shop's HTTP front, the one for every runtime: `server.ts` (Node), the edge worker
 * (`edge/worker.ts`) and the tests. The shopper's address and the public origin from trusted proxies,
 * the cross-site and body-size guards every state-changing request passes, security headers on every
 * answer, static files, `/api/*` (and the socket, uploads at the edge) to the backend, and everything
 * else to the storefront through the page cache. Web-standard only: the runtime's own pieces come in
 * `options.runtime`.
 */
export function createShopApp(options: ShopServerOptions): Hono<Env> {
  const { log, runtime, pageCache } = options;
  const app = new Hono<Env>();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
    if (line.ms > SLOW_ANSWER_MS) log.warn(line, "slow request");
    else log.info(line, "request");
  });

  // Behind trusted proxies the request is rebuilt with the origin the browser used (https, the public
  // host), so React Router's origin check, absolute URLs and cookies see what the shopper sees.
  app.use(async (c, next) => {
    const raw = c.req.raw;
    const url = new URL(raw.url);
    const origin = publicOrigin(url, raw.headers, options.trustedHops);
    const request = origin === url.origin ? raw : rebuild(raw, new URL(url.pathname + url.search, origin));
    c.set("request", request);
    c.set("clientIp", clientAddress(raw.headers, runtime.peerAddress(raw, c.env), options.trustedHops));
    c.set("https", origin.startsWith("https:"));
    await next();
  });

  // Security headers on every answer; the caching policy on every dynamic one. (A socket's `101` is the
  // runtime's to finish: it is passed on untouched.)
  app.use(async (c, next) => {
    await next();
    if (c.res.status === 101) return;
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

  // Over-long addresses never reach the router or the backend.
  app.use(async (c, next) => {
    if (c.req.url.length > 4096) return c.text("URI Too Long", 414);
    await next();
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
      // A page's form posted without JavaScript gets the shop's own page, in its language; the API and
      // the router's data requests (`.data`: its error boundary says it) a short answer.
      const path = c.req.path;
      if (path.startsWith("/api/")) return limited.refuse(apiFail(413, Code.result, "errors.tooLarge"));
      if (path.endsWith(".data")) return limited.refuse(c.text("Payload Too Large", 413));
      return limited.refuse(await tooLargePage(c.get("clientIp"), request));
    }
    c.set("request", limited.request);
    await next();
  });

  // Compression before static files, or assets go out uncompressed.
  app.use(runtime.compress);

  if (runtime.clientFiles) {
    // Hashed build assets never change under the same name.
    app.use("/assets/*", staticFiles(runtime.clientFiles, IMMUTABLE));
    app.use("*", staticFiles(runtime.clientFiles, "public, max-age=3600"));
  }
  // Upload names are random and never reused.
  if (runtime.uploadFiles) app.use("/uploads/*", staticFiles(runtime.uploadFiles, IMMUTABLE));

  // The page endpoint (`GET {path}?request=route`) for a storefront running elsewhere against this
  // process (split mode, the edge worker): the embedded backend answers it like `/api/*`.
  app.get("*", async (c, next) => {
    if (!options.backendFetch || c.req.query("request") !== "route") return next();
    const incoming = c.get("request");
    const headers = new Headers(incoming.headers);
    headers.set("x-client-ip", c.get("clientIp"));
    return options.backendFetch(rebuild(incoming, new URL(incoming.url), headers));
  });

  // The realtime socket, when the runtime hands its upgrade to the front (a worker; Node gives it to
  // server.ts): the same origin gate as server/upgrade.ts, then the backend's own socket.
  app.get("/ws/*", async (c, next) => {
    if (!options.shopApiUrl || c.req.header("upgrade")?.toLowerCase() !== "websocket") return next();
    const incoming = c.get("request");
    const url = new URL(incoming.url);
    if (!socketOriginAllowed(incoming.headers, url.origin)) return c.text("Forbidden", 403);
    return passThrough(asProxyHop(incoming, c.get("clientIp"), url), new URL(url.pathname + url.search, options.shopApiUrl));
  });

  const toBackend: MiddlewareHandler<Env> = async (c) => {
    const incoming = c.get("request");
    const url = new URL(incoming.url);
    if (options.backendFetch) {
      // The backend's per-IP limits read the address determined here, never the client's own claim.
      const headers = new Headers(incoming.headers);
      headers.set("x-client-ip", c.get("clientIp"));
      return options.backendFetch(rebuild(incoming, url, headers));
    }
    const target = new URL(url.pathname + url.search, options.shopApiUrl!);
    const response = await passThrough(asProxyHop(incoming, c.get("clientIp"), url), target, options.apiTimeoutMs);
    // An admin write through this process reaches its page cache at once (others hear of it by polling).
    if (c.req.path.startsWith("/api/admin/") && !SAFE_METHODS.has(c.req.method) && response.status < 400) pageCache?.clear();
    return response;
  };
  app.all("/api/*", toBackend);
  if (!runtime.uploadFiles) app.get("/uploads/*", toBackend);

  /** The storefront's own rendering of a request (in split mode it is a proxy hop for its backend calls too). */
  function renderWith(clientIp: string, publicUrl: URL) {
    const shopFetch: ShopFetch = options.backendFetch ?? ((call) => fetch(asProxyHop(call, clientIp, publicUrl)));
    return (req: Request) => options.handleDocument(req, clientIp, shopFetch);
  }

  /**
   * The "too large" page (`/error/413`) in the language of the page whose form was posted, with the
   * visitor's cookies: the post's body is never read. Back returns to the form as the browser kept it.
   */
  async function tooLargePage(clientIp: string, posted: Request): Promise<Response> {
    const url = new URL(posted.url);
    const first = url.pathname.split("/")[1];
    const page = new URL(`${isLanguage(first) && first !== DEFAULT_LANGUAGE ? `/${first}` : ""}/error/413`, url);
    const headers = new Headers(posted.headers);
    for (const name of ["content-type", "content-length", "transfer-encoding"]) headers.delete(name);
    try {
      return await renderWith(clientIp, url)(new Request(page, { headers }));
    } catch {
      return new Response("Payload Too Large", { status: 413 });
    }
  }

  app.all("*", (c) => {
    const clientIp = c.get("clientIp");
    const request = c.get("request");
    const publicUrl = new URL(request.url);
    // A page asked for with a trailing slash or its language prefix in another case (`/KO/…`): the one
    // address it has, for Node and the worker alike.
    const canonical = request.method === "GET" || request.method === "HEAD" ? canonicalAddress(publicUrl.pathname, publicUrl.search) : null;
    if (canonical) return new Response(null, { status: 301, headers: { Location: canonical } });
    const render = renderWith(clientIp, publicUrl);
    // The texts files are the same for everyone (shareable whatever the cookies): no page cache to pass.
    return pageCache && !c.req.path.startsWith(TEXTS_PREFIX) ? pageCache.handle(request, render, defer(c)) : render(request);
  });

  app.onError((error, c) => {
    log.error({ err: error, path: c.req.path }, "server error");
    return c.text("Internal Server Error", 500);
  });

  /** Marks what `serve` answered as a static file, with the caching it gets. */
  function staticFiles(serve: MiddlewareHandler, cacheControl: string): MiddlewareHandler<Env> {
    return async (c, next) => {
      let passed = false;
      const response = await serve(c as never, async () => {
        passed = true;
        await next();
      });
      if (passed) return response;
      if (response) c.res = response;
      c.set("static", true);
      if (c.res.status === 200) c.res.headers.set("Cache-Control", cacheControl);
      return c.res;
    };
  }

  return app;
}

/** Work that may finish after the answer: the worker's `waitUntil`; Node just lets it run. */
function defer(c: { executionCtx: { waitUntil(work: Promise<unknown>): void } }): (work: Promise<unknown>) => void {
  return (work) => {
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      void work.catch(() => {});
    }
  };
}
