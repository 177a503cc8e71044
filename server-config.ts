import { resolve } from "node:path";
import { API_TIMEOUT_MS } from "./contract/codes.ts";
import { isTimeZone } from "./contract/time.ts";
import { parseTrustedHops } from "./server/proxy.ts";

const production = process.env.NODE_ENV === "production";

/** `SHOP_TIME_ZONE`, checked at start: a name the runtime does not know would fail every page that shows a date. */
function shopTimeZone(value: string | undefined): string {
  if (!value) return "UTC";
  if (!isTimeZone(value)) throw new Error(`SHOP_TIME_ZONE=${JSON.stringify(value)} is not a time zone this runtime knows: use an IANA name such as Europe/Berlin`);
  return value;
}

/** Every environment variable the shop reads, with its default. The README's table lists them. */
export const config = {
  host: process.env.HOST || "127.0.0.1",
  port: Number(process.env.PORT) || 3000,
  shopApiUrl: process.env.SHOP_API_URL || null,
  /** Split mode: the deadline of a page's backend calls and of a passed-through `/api/*` call (at most 20 s). */
  apiTimeoutMs: Math.min(Number(process.env.SHOP_API_TIMEOUT_MS) || API_TIMEOUT_MS, API_TIMEOUT_MS),
  databaseUrl: process.env.DATABASE_URL || undefined,
  sqlitePath: resolve(process.env.SQLITE_PATH || "data/shop.sqlite"),
  uploadsDir: resolve(process.env.UPLOADS_DIR || "data/uploads"),
  adminToken: process.env.ADMIN_TOKEN || null,
  shopName: process.env.SHOP_NAME || "Northwind Supply Co.",
  timeZone: shopTimeZone(process.env.SHOP_TIME_ZONE),
  seed: process.env.SEED !== "false",
  smtpUrl: process.env.SMTP_URL || null,
  outboxDir: resolve(process.env.MAIL_OUTBOX_DIR || "data/outbox"),
  mailFrom: process.env.MAIL_FROM || undefined,
  publicUrl: process.env.PUBLIC_URL || `http://${process.env.HOST || "127.0.0.1"}:${Number(process.env.PORT) || 3000}`,
  paymentSecret: process.env.PAYMENT_SECRET || undefined,
  production,
  /** How many proxies in front append to `X-Forwarded-*` (`TRUST_PROXY`: `1`/`true`, a number, or none). */
  trustedHops: parseTrustedHops(process.env.TRUST_PROXY),
  /** The test gateway marks orders paid with no money: off in production unless asked for. */
  paymentTestGateway: process.env.PAYMENT_TEST_GATEWAY ? process.env.PAYMENT_TEST_GATEWAY === "true" : !production,
  logLevel: process.env.LOG_LEVEL || "info",
  /**
   * How long an idle keep-alive connection stays open (`HTTP_KEEP_ALIVE_S`, default 65): longer than a
   * load balancer's own idle timeout (60 s on most), so the shop never closes a connection the proxy is
   * about to reuse. Node's default, 5 s, resets a request that arrives as the server drops the socket.
   */
  keepAliveMs: Math.max(1, Number(process.env.HTTP_KEEP_ALIVE_S) || 65) * 1000,
  /** Memory for the anonymous page cache, pages stored gzipped (`PAGE_CACHE_MB`, default 32; 0 turns it off). */
  pageCacheBytes: Math.round((process.env.PAGE_CACHE_MB === undefined || process.env.PAGE_CACHE_MB === "" ? 32 : Number(process.env.PAGE_CACHE_MB) || 0) * 1024 * 1024),
};
