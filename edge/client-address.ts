/**
 * The shopper's address at the edge. The platform writes it into a header no client can set
 * (`CF-Connecting-IP` on Cloudflare); behind trusted proxies of our own (`TRUST_PROXY` hops, as on
 * Node) the entry of `X-Forwarded-For` the outermost of them appended counts instead.
 */
export const PLATFORM_ADDRESS_HEADER = "cf-connecting-ip";

export function trustedHops(value: string | undefined): number {
  if (!value || value === "false") return 0;
  if (value === "true") return 1;
  const hops = Number(value);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}

const ADDRESS = /^[0-9a-f:.]{2,45}$/i;

export function clientAddress(headers: Headers, hops: number): string {
  if (hops > 0) {
    const entries = (headers.get("x-forwarded-for") ?? "").split(",").map((part) => part.trim()).filter(Boolean);
    const entry = entries[Math.max(0, entries.length - hops)];
    if (entry && ADDRESS.test(entry)) return entry;
  }
  const platform = headers.get(PLATFORM_ADDRESS_HEADER)?.trim();
  return platform && ADDRESS.test(platform) ? platform : "unknown";
}
