import type { Context } from "hono";

/** Who is calling: the shopper's IP as the storefront forwards it, and their browser. */
export type Client = { ip: string; userAgent: string; browser: string; device: string };

/**
 * The storefront sends the shopper's IP in `x-client-ip`. The header is only trustworthy because the
 * backend is reachable from the storefront alone; exposed directly, anyone could pick their IP and
 * slip past the per-IP limits. Without the header every caller shares the bucket `unknown`.
 */
export const CLIENT_IP_HEADER = "x-client-ip";

export function clientOf(c: Context): Client {
  const rawIp = (c.req.header(CLIENT_IP_HEADER) ?? "").trim();
  const ip = /^[0-9A-Fa-f:.]{2,45}$/.test(rawIp) ? rawIp : "unknown";
  const userAgent = (c.req.header("user-agent") ?? "").slice(0, 500);
  return { ip, userAgent, ...parseUserAgent(userAgent) };
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/OPR\/(\d+)/, "Opera"],
  [/SamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/(?:Firefox|FxiOS)\/(\d+)/, "Firefox"],
  [/(?:Chrome|CriOS)\/(\d+)/, "Chrome"],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
];

/** A short browser and device label for the session list; good enough for a person to recognise. */
export function parseUserAgent(ua: string): { browser: string; device: string } {
  let browser = "Unknown";
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  let device = "Unknown";
  if (/iPhone/.test(ua)) device = "iPhone";
  else if (/iPad/.test(ua)) device = "iPad";
  else if (/Android/.test(ua)) device = /Mobile/.test(ua) ? "Android phone" : "Android tablet";
  else if (/Windows/.test(ua)) device = "Windows";
  else if (/Macintosh|Mac OS X/.test(ua)) device = "Mac";
  else if (/CrOS/.test(ua)) device = "Chromebook";
  else if (/Linux/.test(ua)) device = "Linux";
  return { browser, device };
}
