# The storefront worker in workerd (`npm run start:edge` runs it; see scripts/start-edge.ts).
#   workerd serve edge/workerd.capnp --socket-addr http=127.0.0.1:8787 \
#     --directory-path assets=build-edge/client
# Settings are bindings read from the environment when workerd starts: SHOP_API_URL (required),
# TRUST_PROXY, LOG_LEVEL, NODE_ENV, PAGE_CACHE (`off`). On Cloudflare the same names are `vars`,
# ASSETS is the static-assets binding and `caches.default` is the platform's cache; here the Cache
# API goes to the worker's own `localCache` entrypoint (edge/local-cache.ts), an in-memory stand-in.
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "storefront", worker = .storefront),
    # The client build; the worker adds content types and caching.
    (name = "assets", disk = (writable = false)),
    # The backend is wherever SHOP_API_URL points, this machine included.
    (name = "network", network = (allow = ["public", "private", "local"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:8787", http = (), service = "storefront")],
);

const storefront :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "../build-edge/server/index.js")],
  compatibilityDate = "2026-10-01",
  bindings = [
    (name = "SHOP_API_URL", fromEnvironment = "SHOP_API_URL"),
    (name = "TRUST_PROXY", fromEnvironment = "TRUST_PROXY"),
    (name = "LOG_LEVEL", fromEnvironment = "LOG_LEVEL"),
    (name = "SHOP_API_TIMEOUT_MS", fromEnvironment = "SHOP_API_TIMEOUT_MS"),
    (name = "NODE_ENV", fromEnvironment = "NODE_ENV"),
    (name = "PAGE_CACHE", fromEnvironment = "PAGE_CACHE"),
    (name = "ASSETS", service = "assets"),
  ],
  globalOutbound = "network",
  cacheApiOutbound = (name = "storefront", entrypoint = "localCache"),
);
