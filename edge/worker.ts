import type { ExecutionContext } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { API_TIMEOUT_MS, Code } from "../contract/codes.ts";
import { createShopApp, type ShopFetch } from "../server/app.ts";
import { parseTrustedHops } from "../server/proxy.ts";
import { createLog } from "./log.ts";
import { createEdgePageCache } from "./page-cache.ts";
import { edgeRuntime } from "./runtime.ts";

export { localCache } from "./local-cache.ts";

/**
 * The storefront as a module worker (workerd, Cloudflare): always split mode, every shop call over
 * HTTP to `SHOP_API_URL`. The HTTP front is server/app.ts's, as on Node — the same guards, headers,
 * pass-through and page cache — with the edge's runtime pieces (edge/runtime.ts) and the Cache API's
 * page cache (edge/page-cache.ts).
 */
export type EdgeEnv = {
  /** The backend's origin (required). */
  SHOP_API_URL?: string;
  SHOP_API_TIMEOUT_MS?: string;
  /** `development` turns off Secure cookies for plain-HTTP use; anything else is production. */
  NODE_ENV?: string;
  /** Proxies in front of the worker trusted to append X-Forwarded-For (as on Node); unset: none. */
  TRUST_PROXY?: string;
  LOG_LEVEL?: string;
  /** `off` turns the page cache off (as `PAGE_CACHE_MB=0` does on Node). */
  PAGE_CACHE?: string;
  /** The client build (`build-edge/client`): a disk service in workerd, the assets binding on Cloudflare. */
  ASSETS?: { fetch(request: Request): Promise<Response> };
};

type Entry = {
  createLoadContext: (shopFetch: ShopFetch, clientIp: string) => unknown;
  clearShopCaches?: () => void;
};

const serverBuild = build as unknown as ServerBuild;
const handleDocument = createRequestHandler(serverBuild, "production");
const entry = serverBuild.entry.module as unknown as Entry;

/** A page may stay in the cache this long without a change stamp moving (as on Node). */
const PAGE_TTL_SECONDS = 60;

/** The front, made once per isolate from its bindings (they do not change while it lives). */
let front: ReturnType<typeof createShopApp> | null = null;

function createFront(env: EdgeEnv) {
  const shopApiUrl = (env.SHOP_API_URL ?? "").replace(/\/$/, "");
  const apiTimeoutMs = Math.min(Number(env.SHOP_API_TIMEOUT_MS) || API_TIMEOUT_MS, API_TIMEOUT_MS);
  const pageCache =
    env.PAGE_CACHE === "off" || typeof caches === "undefined"
      ? null
      : createEdgePageCache({
          cache: () => (caches as CacheStorage & { default: Cache }).default,
          ttlSeconds: PAGE_TTL_SECONDS,
          lastChange: async () => {
            const response = await fetch(new URL("/api/web/shop/changes", shopApiUrl), { signal: AbortSignal.timeout(2_000) });
            const body = (await response.json()) as { code?: number; data?: { at?: unknown } };
            return body.code === Code.success && typeof body.data?.at === "number" ? body.data.at : null;
          },
          onChange: () => entry.clearShopCaches?.(),
        });
  return createShopApp({
    log: createLog(env.LOG_LEVEL),
    trustedHops: parseTrustedHops(env.TRUST_PROXY),
    backendFetch: null,
    shopApiUrl,
    apiTimeoutMs,
    runtime: edgeRuntime(env.ASSETS),
    pageCache,
    handleDocument: (request, clientIp, shopFetch) => handleDocument(request, entry.createLoadContext(shopFetch, clientIp) as never),
  });
}

export default {
  fetch(request: Request, env: EdgeEnv, ctx: ExecutionContext): Response | Promise<Response> {
    if (!env.SHOP_API_URL) return new Response("SHOP_API_URL is not set", { status: 500 });
    front ??= createFront(env);
    return front.fetch(request, env, ctx);
  },
};
