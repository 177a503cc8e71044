import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// `npm start`: build once when there is no build, then serve in production mode.
if (!existsSync("build/server/index.js")) {
  console.log("No build found: building the storefront first (about a minute)…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../server.ts");
