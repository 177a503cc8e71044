import { redirect, type MiddlewareFunction } from "react-router";
import { Code } from "#contract/codes.ts";
import { AUTH_COOKIE, AUTH_TOKEN_PATTERN } from "#contract/user.ts";
import { safeRedirectPath } from "#app/utils/paths.ts";
import { shopContext } from "./context.server.ts";
import { env } from "#app/services/env.server.ts";
import type { ApiResult, ShopClient } from "./shop.server.ts";

/** A session lasts as long as the backend keeps its row; the cookie outlives a browser restart. */
const SESSION_MAX_AGE = 60 * 60 * 24 * 30;

function cookieAttributes(maxAge: number): string {
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${env.production ? "; Secure" : ""}`;
}

/** `Set-Cookie` that stores the session token (httpOnly, SameSite=Lax, Secure in production). */
export function sessionCookie(token: string): string {
  return `${AUTH_COOKIE}=${encodeURIComponent(token)}; ${cookieAttributes(SESSION_MAX_AGE)}`;
}

/** `Set-Cookie` that ends the session in this browser. */
export function clearSessionCookie(): string {
  return `${AUTH_COOKIE}=; ${cookieAttributes(0)}`;
}

/** Signs the shopper in: stores the token and goes to a same-site path. */
export function signedInRedirect(token: string, to: unknown, fallback: string): Response {
  return redirect(safeRedirectPath(to, fallback), { headers: { "Set-Cookie": sessionCookie(token) } });
}

/** Signs the shopper out in this browser and reloads the given same-site path. */
export function signedOutRedirect(to: unknown, fallback = "/"): Response {
  return redirect(safeRedirectPath(to, fallback), { headers: { "Set-Cookie": clearSessionCookie() } });
}

/**
 * Whether a backend call succeeded. An invalid session (code 50) would throw the sign-in redirect,
 * whose way back carries the address with the token in it: here it is a plain no (a stale cookie is no
 * session; a link's token that is no session is not adopted).
 */
async function confirmed(call: () => Promise<ApiResult<unknown>>): Promise<boolean> {
  try {
    return (await call()).ok;
  } catch (error) {
    if (error instanceof Response) return false;
    throw error;
  }
}

/**
 * The `x-auth` query parameter (spec §6: storage, then cookie, then query) is accepted once, and only
 * as a last resort: a shopper already signed in keeps their session (a link cannot swap the account
 * under them), and a token from the address becomes the cookie only after the backend confirmed it
 * (which records the sign-in by link in the customer's activity). Either way the address is loaded
 * again without it, so the token never stays in the address bar, history or referers.
 */
export const sessionQueryMiddleware: MiddlewareFunction<Response> = async ({ request, url: address, context }, next) => {
  if (request.method !== "GET" || !address.searchParams.has(AUTH_COOKIE)) return next();
  const url = new URL(address);
  const token = url.searchParams.get(AUTH_COOKIE) ?? "";
  url.searchParams.delete(AUTH_COOKIE);
  const target = url.pathname + url.search;
  const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  const shop = context.get(shopContext);
  const signedIn = shop.info.token !== null && (await confirmed(() => shop.post("/api/web/user/info")));
  if (!signedIn && AUTH_TOKEN_PATTERN.test(token)) {
    const adopted = await confirmed(() => shop.withToken(token).post("/api/web/auth/session-link"));
    if (adopted) headers.set("Set-Cookie", sessionCookie(token));
    console.warn(JSON.stringify({ level: "warn", msg: "session token in the address", adopted, path: url.pathname }));
  }
  throw redirect(safeRedirectPath(target), { headers });
};

/**
 * A user-area answer: the data, or null on failure. An invalid session (code 50) signs the shopper
 * out and sends them to sign-in with the way back (spec §6).
 */
export function requireData<T>(shop: ShopClient, result: ApiResult<T>): T | null {
  if (result.ok) return result.data;
  if (result.code === Code.authInvalid || result.status === 401) throw shop.signInRedirect();
  return null;
}
