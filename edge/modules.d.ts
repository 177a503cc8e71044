/** The worker's bindings (edge/workerd.capnp), importable from any module of the edge build. */
declare module "cloudflare:workers" {
  export const env: Partial<Record<string, string>>;
}

/** The storefront's server build, bundled into the worker by `npm run build:edge`. */
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
