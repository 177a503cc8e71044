import { createCookie } from "react-router";
import { DEFAULT_CURRENCY, isCurrency, type Currency } from "#contract/currencies.ts";
import { AUTH_COOKIE, AUTH_TOKEN_PATTERN } from "#contract/user.ts";
import { VISITOR_ID_COOKIE, visitorIdSchema } from "#contract/visitor.ts";
import { env } from "#app/services/env.server.ts";

export type Preferences = {
  currency: Currency;
  token: string | null;
  visitorId: string | null;
  /**
   * A visitor id minted for this request, to be set as a cookie on the response. Only a request that
   * does something for the visitor mints one (`ensureVisitorId`): browsing sets no cookie, so
   * anonymous pages can be shared by caches (decision 023).
   */
  newVisitorId: string | null;
  /** `preview=true` once seen stays on for the browser session, until `preview=false` (spec §2). */
  preview: boolean;
  /** The preview cookie to set or clear on the response, when the query changed it. */
  previewChange: boolean | null;
};

const YEAR = 60 * 60 * 24 * 365;
export const currencyCookie = createCookie("currency", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: env.production,
  maxAge: YEAR,
});
/**
 * The visitor id cookie holds the bare id, so the backend reads the same cookie on the calls a browser
 * makes itself (the duration beacon). Ids in the older encoded form are still read.
 */
export function visitorCookieHeader(visitorId: string): string {
  return `${VISITOR_ID_COOKIE}=${visitorId}; Path=/; Max-Age=${YEAR}; HttpOnly; SameSite=Lax${env.production ? "; Secure" : ""}`;
}

/** The visitor id of the cookie: bare, or base64 JSON as React Router's cookies wrote it. */
function visitorIdOfCookie(value: string | undefined): string | null {
  if (!value) return null;
  if (visitorIdSchema.safeParse(value).success) return value;
  try {
    const decoded: unknown = JSON.parse(atob(value));
    return visitorIdSchema.safeParse(decoded).success ? (decoded as string) : null;
  } catch {
    return null;
  }
}

export const PREVIEW_COOKIE = "preview";

/** A session cookie: preview mode ends with the browser session. */
export function previewCookieHeader(on: boolean): string {
  return `${PREVIEW_COOKIE}=${on ? "1" : ""}; Path=/; SameSite=Lax; HttpOnly${on ? "" : "; Max-Age=0"}${env.production ? "; Secure" : ""}`;
}

/** Plain cookie values by name; a malformed header yields nothing rather than an error. */
export function readCookies(request: Request): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (name && !out.has(name)) out.set(name, value);
  }
  return out;
}

/** A forged or unknown currency cookie falls back to USD; a forged visitor id is replaced. */
export async function readPreferences(request: Request): Promise<Preferences> {
  const cookieHeader = request.headers.get("cookie");
  let currency: Currency = DEFAULT_CURRENCY;
  try {
    const value: unknown = await currencyCookie.parse(cookieHeader);
    if (isCurrency(value)) currency = value;
  } catch {
    // unreadable cookie: keep the default
  }
  const cookies = readCookies(request);
  const visitorId = visitorIdOfCookie(cookies.get(VISITOR_ID_COOKIE));
  const token = cookies.get(AUTH_COOKIE) ?? null;
  const flag = new URL(request.url).searchParams.get("preview");
  const previewCookie = cookies.get(PREVIEW_COOKIE) === "1";
  const previewChange = flag === "true" && !previewCookie ? true : flag === "false" && previewCookie ? false : null;
  return {
    preview: previewChange ?? previewCookie,
    previewChange,
    currency,
    // A malformed token (control characters, text no header can carry) means signed out.
    token: token && AUTH_TOKEN_PATTERN.test(token) ? token : null,
    visitorId,
    newVisitorId: null,
  };
}

/** Requests that never need a visitor id: the socket ticket (no id: an anonymous socket) and the currency choice (its own cookie). */
const NO_VISITOR_NEEDED = /^\/(realtime\/ticket|preferences)$/;

/**
 * A visitor without an id gets one when they do something that needs it: a form post or fetcher
 * action (add to cart, favourite, vote, sign-up …). Plain GETs never mint one.
 */
export function ensureVisitorId(preferences: Preferences, method: string, pathname: string): void {
  if (preferences.visitorId || method === "GET" || method === "HEAD" || NO_VISITOR_NEEDED.test(pathname)) return;
  preferences.visitorId = preferences.newVisitorId = crypto.randomUUID().replaceAll("-", "");
}
