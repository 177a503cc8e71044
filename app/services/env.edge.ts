import { env as bindings } from "cloudflare:workers";
import { API_TIMEOUT_MS } from "#contract/codes.ts";

/**
 * The edge build's `env.server.ts` (package.json `imports`, condition `workerd`): the same settings
 * from the worker's bindings instead of `process.env`. The edge is always split mode.
 */
export const env = {
  production: bindings.NODE_ENV !== "development",
  shopApiUrl: (bindings.SHOP_API_URL ?? "").replace(/\/$/, "") || null,
  apiTimeoutMs: Math.min(Number(bindings.SHOP_API_TIMEOUT_MS) || API_TIMEOUT_MS, API_TIMEOUT_MS),
};
