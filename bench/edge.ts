import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";

/**
 * `node bench/edge.ts [--backend URL] [--port 4109] [--runs 5]`: the edge worker's size and cold start
 * (docs/performance.md). Cold start is workerd's spawn to the first answer (the bundle parsed and its
 * top-level code run), then the first document against the backend and a warm one for comparison.
 */
const { values: flags } = parseArgs({
  options: { backend: { type: "string" }, port: { type: "string", default: "4109" }, runs: { type: "string", default: "5" } },
});
const port = Number(flags.port);
const base = `http://127.0.0.1:${port}`;
const bundle = readFileSync("build-edge/server/index.js");

async function until(url: string, started: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  await (await fetch(url)).arrayBuffer();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const starts: number[] = [];
const firstDocuments: number[] = [];
const warmDocuments: number[] = [];
for (let run = 0; run < Number(flags.runs); run++) {
  const started = performance.now();
  const workerd = spawn(
    "node_modules/.bin/workerd",
    ["serve", "edge/workerd.capnp", "--socket-addr", `http=127.0.0.1:${port}`, "--directory-path", "assets=build-edge/client"],
    { stdio: "ignore", env: { ...process.env, SHOP_API_URL: flags.backend ?? "http://127.0.0.1:9", LOG_LEVEL: "silent" } },
  );
  try {
    starts.push(await until(`${base}/favicon.svg`, started));
    if (flags.backend) {
      firstDocuments.push(await timed(`${base}/`));
      for (let i = 0; i < 5; i++) await timed(`${base}/`);
      warmDocuments.push(await timed(`${base}/`));
    }
  } finally {
    workerd.kill("SIGTERM");
    await new Promise((resolve) => workerd.on("exit", resolve));
  }
}
const round = (ms: number | undefined) => (ms === undefined ? null : Math.round(ms));
console.log(
  JSON.stringify(
    {
      bundleBytes: bundle.byteLength,
      bundleGzipBytes: gzipSync(bundle).byteLength,
      coldStartMs: { median: round(median(starts)), all: starts.map(round) },
      firstDocumentMs: firstDocuments.length ? round(median(firstDocuments)) : null,
      warmDocumentMs: warmDocuments.length ? round(median(warmDocuments)) : null,
    },
    null,
    2,
  ),
);
