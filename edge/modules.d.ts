/** The worker's bindings (edge/workerd.capnp), importable from any module of the edge build. */
declare module "cloudflare:workers" {
  export const env: {
    /** The backend's origin (required). */
    SHOP_API_URL?: string;
    SHOP_API_TIMEOUT_MS?: string;
    /** `development` turns off Secure cookies for plain-HTTP use; anything else is production. */
    NODE_ENV?: string;
    /** Proxies in front of the worker trusted to append X-Forwarded-For (as on Node); unset: none. */
    TRUST_PROXY?: string;
    LOG_LEVEL?: string;
    /** The client build: a disk service in workerd, the static-assets binding on Cloudflare. */
    ASSETS?: { fetch(request: Request): Promise<Response> };
  };
}

/** The storefront's server build, bundled into the worker by `npm run build:edge`. */
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
