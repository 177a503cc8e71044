import { createRequestHandler, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { serveAsset } from "./assets.ts";
import { clientAddress, trustedHops } from "./client-address.ts";
import { createLog } from "./log.ts";
import { passThrough, withClientAddress } from "./pass-through.ts";

/**
 * The storefront as a module worker (workerd, Cloudflare): always split mode, every shop call over
 * HTTP to `SHOP_API_URL`. What server.ts does around the React Router handler happens here with web
 * APIs only: static files from the asset binding, `/api/*`, `/uploads/*` and the `/ws/message`
 * socket passed through to the backend, the shopper's address from the platform's header.
 */
export type EdgeEnv = {
  /** The backend's origin (required). */
  SHOP_API_URL?: string;
  /** `development` turns off Secure cookies for plain-HTTP use; anything else is production. */
  NODE_ENV?: string;
  /** Proxies in front of the worker trusted to append X-Forwarded-For (as on Node); unset: none. */
  TRUST_PROXY?: string;
  LOG_LEVEL?: string;
  /** The client build (`build-edge/client`): a disk service in workerd, the assets binding on Cloudflare. */
  ASSETS?: { fetch(request: Request): Promise<Response> };
};

type EntryWithContext = {
  createLoadContext: (shopFetch: (request: Request) => Promise<Response>, clientIp: string) => unknown;
};

const serverBuild = build as unknown as ServerBuild;
const handleDocument = createRequestHandler(serverBuild, "production");
const entry = serverBuild.entry.module as unknown as EntryWithContext;

const BACKEND_PATHS = /^\/(api|uploads|ws)\//;

export default {
  async fetch(request: Request, env: EdgeEnv): Promise<Response> {
    const log = createLog(env.LOG_LEVEL);
    const started = Date.now();
    const url = new URL(request.url);
    let response: Response;
    try {
      response = await route(request, url, env);
    } catch (error) {
      log.error({ path: url.pathname, err: String(error instanceof Error ? (error.stack ?? error.message) : error) }, "server error");
      response = new Response("Internal Server Error", { status: 500, headers: { "content-type": "text/plain; charset=utf-8" } });
    }
    log.info({ method: request.method, path: url.pathname, status: response.status, ms: Date.now() - started }, "request");
    return response;
  },
};

async function route(request: Request, url: URL, env: EdgeEnv): Promise<Response> {
  // Over-long addresses never reach the router or the backend.
  if (request.url.length > 4096) return new Response("URI Too Long", { status: 414 });
  if (!env.SHOP_API_URL) return new Response("SHOP_API_URL is not set", { status: 500 });
  const clientIp = clientAddress(request.headers, trustedHops(env.TRUST_PROXY));

  if (BACKEND_PATHS.test(url.pathname) || url.pathname === "/ws/message") {
    const target = new URL(url.pathname + url.search, env.SHOP_API_URL);
    return passThrough(withClientAddress(request, clientIp, url), target);
  }
  const asset = env.ASSETS ? await serveAsset(env.ASSETS, request, url) : null;
  if (asset) return asset;
  // The shop client's calls carry the shopper's address the same way.
  const shopFetch = (call: Request) => fetch(withClientAddress(call, clientIp, url));
  return compressed(request, await handleDocument(request, entry.createLoadContext(shopFetch, clientIp) as never));
}

/** Documents and data go out gzipped: the runtime compresses a body whose answer names the encoding. */
function compressed(request: Request, response: Response): Response {
  const type = response.headers.get("content-type") ?? "";
  if (!response.body || response.headers.has("content-encoding") || !/^(text\/|application\/json)/.test(type)) return response;
  if (!/\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")) return response;
  const out = new Response(response.body, response);
  out.headers.set("content-encoding", "gzip");
  out.headers.delete("content-length");
  return out;
}
