import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { createRequire } from "node:module";

/**
 * The workerd binary itself (from `@cloudflare/workerd-linux-64` through the `workerd` package). The
 * package's `bin` is a Node launcher around it: a signal sent to the launcher would not reach workerd,
 * and its CPU time would not be workerd's.
 */
export const WORKERD_BINARY = (createRequire(import.meta.url)("workerd") as { default: string }).default;

/** The storefront worker (`build-edge/`, edge/workerd.capnp) on `host:port`; its bindings come from `env`. */
export function spawnWorker(options: { host: string; port: number; env: NodeJS.ProcessEnv; stdio?: StdioOptions }): ChildProcess {
  const args = ["serve", "edge/workerd.capnp", "--socket-addr", `http=${options.host}:${options.port}`, "--directory-path", "assets=build-edge/client"];
  return spawn(WORKERD_BINARY, args, { stdio: options.stdio ?? "inherit", env: options.env });
}
