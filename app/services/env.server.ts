/** Storefront settings from the environment, read once. See the README's configuration table. */
export const env = {
  production: process.env.NODE_ENV === "production",
  /** A remote backend; unset means the embedded one, called in-process. */
  shopApiUrl: process.env.SHOP_API_URL?.replace(/\/$/, "") || null,
  /** Trust X-Forwarded-Proto/Host from a TLS-terminating proxy. */
  trustProxy: process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true",
};
