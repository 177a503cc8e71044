import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { spawnWorker } from "./workerd.ts";

/**
 * `npm run start:edge`: the storefront worker in workerd on its own port (EDGE_PORT, default 8787),
 * against the backend at SHOP_API_URL (default: `npm start`'s http://127.0.0.1:3000). Builds the
 * worker first when there is no edge build. Everything else the worker reads are bindings from the
 * environment (edge/workerd.capnp).
 */
if (!existsSync("build-edge/server/index.js")) {
  console.log("No edge build found: building the worker first (about a minute)…");
  const result = spawnSync("npm", ["run", "-s", "build:edge"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const host = process.env.HOST || "127.0.0.1";
const port = Number(process.env.EDGE_PORT) || 8787;
const env = { ...process.env, SHOP_API_URL: process.env.SHOP_API_URL || "http://127.0.0.1:3000" };
const workerd = spawnWorker({ host, port, env });
console.log(JSON.stringify({ level: 30, time: Date.now(), url: `http://${host}:${port}`, backend: env.SHOP_API_URL, msg: "edge storefront listening" }));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => workerd.kill(signal));
workerd.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
