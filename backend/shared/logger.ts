import { pino, type Logger } from "pino";

export type { Logger };

/** Structured JSON logs on stdout; `LOG_LEVEL` sets the level (`silent` in tests). */
export function createLogger(level = process.env.LOG_LEVEL ?? "info"): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
