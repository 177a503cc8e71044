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

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An IPv4 or IPv6 address (web-standard: the URL parser checks IPv6), as Node's `net.isIP` says. */
export function isIpAddress(value: string): boolean {
  if (IPV4.test(value)) return true;
  return value.includes(":") && /^[0-9a-f:.]+$/i.test(value) && URL.canParse(`http://[${value}]/`);
}

/** An address as a proxy writes it, without brackets or a port, when it is one; else null. */
function bareAddress(value: string | null): string | null {
  if (!value) return null;
  let address = value;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  return isIpAddress(address) ? address : null;
}

/**
 * The shopper's address: the connection's peer (Node's socket; at the edge the platform's header), or
 * behind `hops` trusted proxies the entry of `X-Forwarded-For` the outermost of them appended. The
 * backend's per-IP limits rely on it.
 */
export function clientAddress(headers: Headers, peerAddress: string | undefined, hops: number): string {
  const forwarded = bareAddress(trustedEntry(headers.get("x-forwarded-for"), hops));
  return forwarded ?? peerAddress ?? "unknown";
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

/**
 * The socket upgrade's gate (`/ws/message`): another site's page may not open the shopper's socket.
 * Browsers always send `Origin` on a WebSocket handshake, and it must be the shop's public origin;
 * clients that are no browser send none and go on to the backend's ticket check.
 */
export function socketOriginAllowed(headers: Headers, ownOrigin: string): boolean {
  const origin = headers.get("origin");
  return origin === null || origin === ownOrigin;
}

/**
 * A request as the backend must see it from a storefront elsewhere (split mode, the edge worker): the
 * storefront is a proxy hop, so the backend (with `TRUST_PROXY=1`) takes the shopper's address and the
 * public origin from what is written here, never from what the browser sent; `x-client-ip` is set for
 * a backend reached directly.
 */
export function asProxyHop(request: Request, clientIp: string, publicUrl: URL): Request {
  const headers = new Headers(request.headers);
  headers.set("x-client-ip", clientIp);
  headers.set("x-forwarded-for", clientIp);
  headers.set("x-forwarded-proto", publicUrl.protocol.slice(0, -1));
  headers.set("x-forwarded-host", publicUrl.host);
  return rebuild(request, new URL(request.url), headers);
}

/**
 * The same request at another URL (a trusted proxy's public origin) or with other headers, body and
 * signal kept. (Always through the constructor's init: the Node server's own Request objects cannot be
 * copied with `new Request(request)`.)
 */
export function rebuild(request: Request, url: URL, headers: Headers = request.headers): Request {
  return new Request(url, {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
    ...(request.body ? { duplex: "half" } : {}),
  } as RequestInit);
}
