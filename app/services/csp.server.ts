const NONCE_BYTES = 18;
/** Random bytes drawn for 256 nonces at once: a call to the system's generator costs more than the bytes. */
let pool = new Uint8Array(0);
let taken = 0;

/**
 * A fresh nonce for one document's inline scripts (web crypto: the edge build has no node:crypto).
 * Each takes bytes of the pool no other nonce had.
 */
export function newNonce(): string {
  if (taken + NONCE_BYTES > pool.byteLength) {
    pool = crypto.getRandomValues(new Uint8Array(NONCE_BYTES * 256));
    taken = 0;
  }
  const bytes = pool.subarray(taken, (taken += NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes));
}

/** Origins a merchant allowed for theme injects (`ShopSettings.injectOrigins`); anything else is dropped. */
function allowedOrigins(origins: readonly string[] | undefined): string[] {
  return (origins ?? []).filter((origin) => /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin));
}

/**
 * The document's Content-Security-Policy, enforced. Scripts run only from the shop itself, with the
 * request's nonce (React Router's inline hydration scripts), or from an origin the merchant put on
 * the allow-list for theme injects. Styles allow inline attributes (React's `style` props and the
 * theme's `<style>`): a style cannot run code. Images may come from any https host, as merchant
 * content does. Nothing may frame the shop, and forms post only to it.
 */
export function contentSecurityPolicy(input: { nonce: string; origin: string; injectOrigins?: readonly string[] }): string {
  const extra = allowedOrigins(input.injectOrigins);
  const host = new URL(input.origin).host;
  const socket = input.origin.startsWith("https:") ? `wss://${host}` : `ws://${host}`;
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${input.nonce}'`, ...extra]],
    ["style-src", ["'self'", "'unsafe-inline'", ...extra]],
    ["font-src", ["'self'", "data:", ...extra]],
    ["img-src", ["'self'", "data:", "blob:", "https:"]],
    ["connect-src", ["'self'", socket]],
    ["frame-src", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}
