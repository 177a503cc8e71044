import { loadavg } from "node:os";
import autocannon, { type Result } from "autocannon";

export type LoadTarget = { name: string; path: string; cookie?: string };
export type LoadResult = {
  name: string;
  path: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The machine's 1-minute load average when the run ended: the machine is shared. */
  loadAverage: number;
};

// Browsers ask for compressed documents; the server's compression is part of what a page costs.
const HEADERS = { "accept-encoding": "gzip", accept: "text/html,*/*" };

function summarise(target: LoadTarget, result: Result): LoadResult {
  return {
    name: target.name,
    path: target.path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    loadAverage: Math.round(loadavg()[0]! * 10) / 10,
  };
}

/**
 * Each target gets a warm-up (discarded), then the measured run. The floor runs first and again last:
 * the two floor runs tell how much the shared machine drifted during the run.
 */
export async function runLoad(origin: string, targets: LoadTarget[], options: { connections: number; seconds: number; warmup: number }) {
  const results: LoadResult[] = [];
  const run = async (target: LoadTarget) => {
    const url = origin + target.path;
    const headers = target.cookie ? { ...HEADERS, cookie: target.cookie } : HEADERS;
    await autocannon({ url, connections: options.connections, duration: options.warmup, headers });
    const result = summarise(target, await autocannon({ url, connections: options.connections, duration: options.seconds, headers }));
    console.log(
      `  ${target.name.padEnd(9)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.latencyMs.p50} ms  p99 ${result.latencyMs.p99} ms  (load average ${result.loadAverage})`,
    );
    return result;
  };
  const floor = targets.find((t) => t.name === "floor");
  if (!floor) throw new Error("no floor target");
  const first = await run(floor);
  for (const target of targets) if (target !== floor) results.push(await run(target));
  const last = await run(floor);
  const drift = Math.round(((last.requestsPerSecond - first.requestsPerSecond) / first.requestsPerSecond) * 1000) / 10;
  const merged: LoadResult = {
    ...first,
    requestsPerSecond: Math.round((first.requestsPerSecond + last.requestsPerSecond) / 2),
    latencyMs: {
      p50: Math.max(first.latencyMs.p50, last.latencyMs.p50),
      p90: Math.max(first.latencyMs.p90, last.latencyMs.p90),
      p99: Math.max(first.latencyMs.p99, last.latencyMs.p99),
      max: Math.max(first.latencyMs.max, last.latencyMs.max),
    },
    requests: first.requests + last.requests,
    ok: first.ok + last.ok,
    non2xx: first.non2xx + last.non2xx,
    errors: first.errors + last.errors,
    timeouts: first.timeouts + last.timeouts,
    loadAverage: Math.max(first.loadAverage, last.loadAverage),
  };
  return { results: [merged, ...results], floorRuns: [first, last], floorDriftPercent: drift };
}
