import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { WORKERD_BINARY } from "../scripts/workerd.ts";

/**
 * `node bench/edge.ts [--backend URL] [--port 4109] [--runs 5]`: the edge worker's size and cold start
 * (docs/performance.md). Cold start is workerd's spawn to the first answer (the bundle parsed and its
 * top-level code run), beside the same for a one-line worker (workerd's own start, the baseline); then
 * the first document against the backend and a warm one for comparison.
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

/** A one-line worker in the same runtime: what workerd itself takes to start. */
const baselineDir = mkdtempSync(join(tmpdir(), "edge-baseline-"));
writeFileSync(join(baselineDir, "worker.js"), 'export default { fetch: () => new Response("ok") };');
writeFileSync(
  join(baselineDir, "baseline.capnp"),
  `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = (modules = [(name = "worker.js", esModule = embed "worker.js")], compatibilityDate = "2026-10-01"))],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);`,
);

/** CPU time a process has used (user + system), from /proc: wall time means little on a busy machine. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

type Start = { wallMs: number; cpuMs: number };

async function coldStart(args: string[], url: string, env: NodeJS.ProcessEnv, then?: () => Promise<void>): Promise<Start> {
  const started = performance.now();
  const workerd = spawn(WORKERD_BINARY, ["serve", ...args], { stdio: "ignore", env: { ...process.env, ...env } });
  try {
    const wallMs = await until(url, started);
    const cpu = cpuMs(workerd.pid!);
    await then?.();
    return { wallMs, cpuMs: cpu };
  } finally {
    workerd.kill("SIGTERM");
    await new Promise((resolve) => workerd.on("exit", resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const starts: Start[] = [];
const firstDocuments: number[] = [];
const warmDocuments: number[] = [];
const baselines: Start[] = [];
for (let run = 0; run < Number(flags.runs); run++) {
  baselines.push(await coldStart([join(baselineDir, "baseline.capnp")], `${base}/`, {}));
  const args = ["edge/workerd.capnp", "--socket-addr", `http=127.0.0.1:${port}`, "--directory-path", "assets=build-edge/client"];
  const env = { SHOP_API_URL: flags.backend ?? "http://127.0.0.1:9", LOG_LEVEL: "silent" };
  starts.push(
    await coldStart(args, `${base}/favicon.svg`, env, async () => {
      if (!flags.backend) return;
      firstDocuments.push(await timed(`${base}/`));
      for (let i = 0; i < 5; i++) await timed(`${base}/`);
      warmDocuments.push(await timed(`${base}/`));
    }),
  );
}
rmSync(baselineDir, { recursive: true, force: true });
const round = (ms: number | undefined) => (ms === undefined ? null : Math.round(ms));
const summary = (runs: Start[]) => ({
  wallMedianMs: round(median(runs.map((run) => run.wallMs))),
  cpuMedianMs: round(median(runs.map((run) => run.cpuMs))),
  wallMs: runs.map((run) => round(run.wallMs)),
});
console.log(
  JSON.stringify(
    {
      bundleBytes: bundle.byteLength,
      bundleGzipBytes: gzipSync(bundle).byteLength,
      coldStart: summary(starts),
      workerdBaseline: summary(baselines),
      firstDocumentMs: firstDocuments.length ? round(median(firstDocuments)) : null,
      warmDocumentMs: warmDocuments.length ? round(median(warmDocuments)) : null,
    },
    null,
    2,
  ),
);
