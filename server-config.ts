import { resolve } from "node:path";

/** Every environment variable the shop reads, with its default. The README's table lists them. */
export const config = {
  host: process.env.HOST || "127.0.0.1",
  port: Number(process.env.PORT) || 3000,
  shopApiUrl: process.env.SHOP_API_URL || null,
  databaseUrl: process.env.DATABASE_URL || undefined,
  sqlitePath: resolve(process.env.SQLITE_PATH || "data/shop.sqlite"),
  uploadsDir: resolve(process.env.UPLOADS_DIR || "data/uploads"),
  adminToken: process.env.ADMIN_TOKEN || null,
  shopName: process.env.SHOP_NAME || "Northwind Supply Co.",
  seed: process.env.SEED !== "false",
  logLevel: process.env.LOG_LEVEL || "info",
  /** Customer mail over SMTP; unset, messages go to the backend's outbox folder. */
  smtpUrl: process.env.SMTP_URL || null,
};
