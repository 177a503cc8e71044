import { isIP } from "node:net";

/**
 * `TRUST_PROXY`: how many proxies in front of the shop append to `X-Forwarded-*`. `1`/`true` is one
 * (a TLS terminator or load balancer); `2` is e.g. a CDN in front of a load balancer; unset, `0` or
 * `false` trusts none, and the socket's peer is the shopper.
 */
export function parseTrustedHops(value: string | undefined): number {
  if (!value || value === "false") return 0;
  if (value === "true") return 1;
  const hops = Number(value);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}

const list = (header: string | null) =>
  (header ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The value the outermost trusted proxy wrote: every proxy appends, so with `hops` trusted ones the
 * client's own entries (which anybody can write) sit left of the last `hops` entries. When there are
 * fewer entries than trusted hops, all of them came from proxies, and the leftmost is the furthest.
 */
export function trustedEntry(header: string | null, hops: number): string | null {
  const entries = list(header);
  if (hops < 1 || entries.length === 0) return null;
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

/** An address as a proxy writes it, without brackets or a port, when it is one; else null. */
function bareAddress(value: string | null): string | null {
  if (!value) return null;
  let address = value;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  return isIP(address) ? address : null;
}

/**
 * The shopper's address: the socket's peer, or behind `hops` trusted proxies the entry of
 * `X-Forwarded-For` the outermost of them appended. The backend's per-IP limits rely on it.
 */
export function clientAddress(headers: Headers, socketAddress: string | undefined, hops: number): string {
  const forwarded = bareAddress(trustedEntry(headers.get("x-forwarded-for"), hops));
  return forwarded ?? socketAddress ?? "unknown";
}

const FORWARDED_PROTO = /^https?$/;
const FORWARDED_HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9a-f:.]{2,45}\](:\d{1,5})?$/i;

/**
 * The origin the shopper's browser sees. Behind trusted proxies `X-Forwarded-Proto` and
 * `X-Forwarded-Host` count (the same entry as for the address), when they look like a scheme and a
 * host; otherwise the request's own.
 */
export function publicOrigin(url: URL, headers: Headers, hops: number): string {
  if (hops < 1) return url.origin;
  const proto = trustedEntry(headers.get("x-forwarded-proto"), hops)?.toLowerCase() ?? "";
  const host = trustedEntry(headers.get("x-forwarded-host"), hops) ?? "";
  const scheme = FORWARDED_PROTO.test(proto) ? proto : url.protocol.slice(0, -1);
  return `${scheme}://${FORWARDED_HOST.test(host) ? host.toLowerCase() : url.host}`;
}
