import { redirect, type MiddlewareFunction } from "react-router";
import { Code } from "#contract/codes.ts";
import { AUTH_COOKIE } from "#contract/user.ts";
import type { VisitorData } from "#contract/visitor.ts";
import { safeRedirectPath } from "#app/utils/paths.ts";
import { env } from "#app/services/env.server.ts";
import type { ApiResult, ShopClient } from "./shop.server.ts";

/** A session lasts as long as the backend keeps its row; the cookie outlives a browser restart. */
const SESSION_MAX_AGE = 60 * 60 * 24 * 30;
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{16,256}$/;

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
 * The `x-auth` query parameter (spec §6) is accepted once: it becomes the cookie and the address
 * without it is loaded again, so the token never stays in the address bar, history or referers.
 */
export const sessionQueryMiddleware: MiddlewareFunction<Response> = async ({ request, url: address }, next) => {
  if (request.method !== "GET" || !address.searchParams.has(AUTH_COOKIE)) return next();
  const url = new URL(address);
  const token = url.searchParams.get(AUTH_COOKIE) ?? "";
  url.searchParams.delete(AUTH_COOKIE);
  const target = url.pathname + url.search;
  const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  if (TOKEN_PATTERN.test(token)) headers.set("Set-Cookie", sessionCookie(token));
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

/** What the shopper (guest or customer) has favourited, for the hearts on every page (spec §3 wishList). */
export async function favoriteIds(shop: ShopClient): Promise<number[]> {
  const result = await shop.post<VisitorData>("/api/web/visitor/data");
  const ids = result.ok ? result.data.wishList?.productIds : null;
  return Array.isArray(ids) ? ids.filter((id) => Number.isInteger(id)) : [];
}
