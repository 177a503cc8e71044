/** Storefront settings from the environment, read once. See the README's configuration table. */
export const env = {
  production: process.env.NODE_ENV === "production",
  /** A remote backend; unset means the embedded one, called in-process. */
  shopApiUrl: process.env.SHOP_API_URL?.replace(/\/$/, "") || null,
};
