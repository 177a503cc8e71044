import type { FrontLog } from "../server/app.ts";

/**
 * Logs at the edge are JSON lines on the console: the runtime collects them (workerd's stdout,
 * Cloudflare's Workers Logs). Same fields and levels as pino's on Node, errors included.
 */
const LEVELS = { debug: 20, info: 30, warn: 40, error: 50, silent: 100 } as const;
type Level = "info" | "warn" | "error";

const serialised = (value: unknown) => (value instanceof Error ? { type: value.name, message: value.message, stack: value.stack } : value);

export function createLog(level: string | undefined): FrontLog {
  const threshold = LEVELS[(level ?? "info") as keyof typeof LEVELS] ?? LEVELS.info;
  const at = (name: Level) => (fields: Record<string, unknown>, msg: string) => {
    if (LEVELS[name] < threshold) return;
    const line = JSON.stringify({ level: LEVELS[name], time: Date.now(), ...fields, msg }, (_key, value: unknown) => serialised(value));
    if (name === "error") console.error(line);
    else console.log(line);
  };
  return { info: at("info"), warn: at("warn"), error: at("error") };
}
