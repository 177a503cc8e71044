import { env } from "#app/services/env.server.ts";

/**
 * Resource routes are not covered by React Router's cross-origin check for actions: a POST must come
 * from our own pages. Behind a TLS proxy (TRUST_PROXY) the forwarded protocol and host count.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") !== "cross-site";
  return origin === requestOrigin(request);
}

const FORWARDED_PROTO = /^https?$/;
const FORWARDED_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The shop's public origin as the shopper sees it, for absolute URLs (canonical, sitemaps). Forwarded
 * values count only behind a trusted proxy, and only when they look like a scheme and a host.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  if (!env.trustProxy) return url.origin;
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim() ?? "";
  const proto = first("x-forwarded-proto").toLowerCase();
  const host = first("x-forwarded-host");
  return `${FORWARDED_PROTO.test(proto) ? proto : url.protocol.slice(0, -1)}://${FORWARDED_HOST.test(host) ? host : url.host}`;
}
