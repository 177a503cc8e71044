import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Logger } from "pino";

/**
 * The server's metrics line (issue 11): every `intervalMs`, the requests served, the event loop's delay
 * (p50/p99/max, ms) and memory, logged at info — at warn when the loop was held up for over
 * `slowLoopMs` at the 99th percentile, which is what a shopper feels as a slow page under load.
 */
export function startMetrics(log: Logger, options: { intervalMs?: number; slowLoopMs?: number } = {}) {
  const intervalMs = options.intervalMs ?? 60_000;
  const slowLoopMs = options.slowLoopMs ?? 100;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let requests = 0;
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const timer = setInterval(() => {
    const memory = process.memoryUsage();
    const line = {
      requests,
      eventLoopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      rssMb: Math.round(memory.rss / 1e6),
      heapUsedMb: Math.round(memory.heapUsed / 1e6),
    };
    if (line.eventLoopDelayMs.p99 > slowLoopMs) log.warn(line, "metrics: event loop delayed");
    else log.info(line, "metrics");
    delay.reset();
    requests = 0;
  }, intervalMs);
  timer.unref();
  return {
    /** Counts one request served. */
    request: () => void requests++,
    stop: () => {
      clearInterval(timer);
      delay.disable();
    },
  };
}
