/**
 * Logs at the edge are JSON lines on the console: the runtime collects them (workerd's stdout,
 * Cloudflare's Workers Logs). Same fields and levels as pino's on Node.
 */
const LEVELS = { debug: 20, info: 30, warn: 40, error: 50, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, "silent">;

export type EdgeLog = Record<Level, (fields: Record<string, unknown>, msg: string) => void>;

export function createLog(level: string | undefined): EdgeLog {
  const threshold = LEVELS[(level ?? "info") as keyof typeof LEVELS] ?? LEVELS.info;
  const at = (name: Level) => (fields: Record<string, unknown>, msg: string) => {
    if (LEVELS[name] < threshold) return;
    const line = JSON.stringify({ level: LEVELS[name], time: Date.now(), ...fields, msg });
    if (name === "error") console.error(line);
    else console.log(line);
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
