import { API_TIMEOUT_MS } from "#contract/codes.ts";

/** Storefront settings from the environment, read once. See the README's configuration table. */
export const env = {
  production: process.env.NODE_ENV === "production",
  /** A remote backend; unset means the embedded one, called in-process. */
  shopApiUrl: process.env.SHOP_API_URL?.replace(/\/$/, "") || null,
  /** The one deadline for a page request's backend calls (`SHOP_API_TIMEOUT_MS`): at most spec §7's 20 s. */
  apiTimeoutMs: Math.min(Number(process.env.SHOP_API_TIMEOUT_MS) || API_TIMEOUT_MS, API_TIMEOUT_MS),
};
