import { AUTH_COOKIE } from "../contract/user.ts";
import { LANGUAGES } from "../contract/locales.ts";
import { TEXTS_PREFIX } from "../app/utils/texts-file.ts";

/**
 * Headers every answer carries. Documents get their Content-Security-Policy (with the request's
 * nonce) from `app/entry.server.tsx`; anything else without one gets a policy that runs nothing.
 */
export const BASE_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
export const HSTS = "max-age=31536000; includeSubDomains";
export const PRIVATE = "private, no-store";

const languages = LANGUAGES.join("|");
/** Pages that show one shopper's data whoever asks: accounts, cart, checkout, orders. */
const PERSONAL_PATH = new RegExp(`^(/(${languages}))?/(auth|user|cart|checkout|cart-count|favorite|preferences)(/|\\.data$|$)`);

const hasSessionCookie = (cookie: string | null) =>
  (cookie ?? "").split(";").some((part) => part.trim().startsWith(`${AUTH_COOKIE}=`) && part.trim().length > AUTH_COOKIE.length + 1);

/**
 * Whether an answer is personal: everything under `/api/` (the backend answers for whoever's token
 * or visitor id came with it), the account, cart and checkout pages, and any page asked for with a
 * session cookie — but never the texts files.
 */
export function isPersonal(path: string, cookie: string | null): boolean {
  // The build's UI texts (app/routes/texts-file.ts): the same whoever asks, cookie or not.
  if (path.startsWith(TEXTS_PREFIX)) return false;
  return path.startsWith("/api/") || PERSONAL_PATH.test(path) || hasSessionCookie(cookie);
}

/**
 * Adds the security headers to a dynamic answer. Personal answers are `private, no-store` whatever
 * their handler said; other answers without a caching policy of their own get the same default.
 * HSTS only over TLS (the public origin is https): on plain HTTP it would mean nothing.
 */
export function secureHeaders(headers: Headers, options: { path: string; cookie: string | null; https: boolean }): void {
  for (const [name, value] of Object.entries(BASE_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  // A document's own policy, enforced or (in development) only reported, is its policy: adding the
  // policy that runs nothing beside a reported one would block the page's styles, scripts and forms.
  if (!headers.has("Content-Security-Policy") && !headers.has("Content-Security-Policy-Report-Only")) {
    headers.set("Content-Security-Policy", NON_DOCUMENT_CSP);
  }
  if (options.https) headers.set("Strict-Transport-Security", HSTS);
  if (isPersonal(options.path, options.cookie) || !headers.has("Cache-Control")) {
    headers.set("Cache-Control", PRIVATE);
    headers.delete("CDN-Cache-Control");
  }
}

/** Static files keep their public caching; they still get the base headers (and HSTS over TLS). */
export function staticHeaders(headers: Headers, https: boolean): void {
  for (const [name, value] of Object.entries(BASE_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", NON_DOCUMENT_CSP);
  if (https) headers.set("Strict-Transport-Security", HSTS);
}
