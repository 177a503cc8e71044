import { env } from "./env.server.ts";

/**
 * Resource routes are not covered by React Router's cross-origin check for actions: a POST must come
 * from our own pages. Behind a TLS proxy (TRUST_PROXY) the forwarded protocol and host count.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") !== "cross-site";
  const url = new URL(request.url);
  const proto = env.trustProxy ? (request.headers.get("x-forwarded-proto") ?? url.protocol.slice(0, -1)) : url.protocol.slice(0, -1);
  const host = env.trustProxy ? (request.headers.get("x-forwarded-host") ?? url.host) : url.host;
  return origin === `${proto}://${host}`;
}
