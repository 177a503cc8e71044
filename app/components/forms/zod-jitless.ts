type ZodScope = { __zod_globalConfig?: { jitless?: boolean } };

/**
 * The browser's Content-Security-Policy allows no eval, so zod must never compile its parsers with
 * `new Function`, nor probe whether it may: it probes when an object schema is built, and a strict CSP
 * reports the attempt. zod takes its configuration from `globalThis.__zod_globalConfig` when one is
 * there before it loads (zod-jitless.test.ts holds it to that), so the root sets it before anything
 * else runs, without loading zod: zod then loads only with the forms that use it. The server keeps
 * zod's compiled parsers.
 */
export function forbidZodEval() {
  if (typeof document === "undefined") return;
  const scope = globalThis as ZodScope;
  // oxlint-disable-next-line no-underscore-dangle -- zod's own name for its global configuration
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}
