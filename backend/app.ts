import type { Db } from "./db/connection.ts";
import type { EventBus } from "./realtime/events.ts";
import type { Logger } from "./shared/logger.ts";

/*
 * What every part of the backend sees: its configuration and dependencies. `createApp` (create-app.ts)
 * mounts the sub-apps; these types live apart from it so that no sub-app imports the module that mounts it.
 */

export type BackendConfig = {
  /** Token for `/api/admin/*`; when null the admin API answers 403 to everyone. */
  adminToken: string | null;
  /** Folder of uploaded and generated files, served under `/uploads/`. */
  uploadsDir: string;
  shopName: string;
  /** The shop's time zone until the admin API sets one (`SHOP_TIME_ZONE`). Default `UTC`. */
  timeZone?: string;
  /** SMTP server for customer emails (`SMTP_URL`); null or absent writes them to `outboxDir`. */
  smtpUrl?: string | null;
  /** Where emails go without SMTP, and where text messages (no SMS provider) always go. Default `data/outbox`. */
  outboxDir?: string;
  /** The sender of customer emails (`MAIL_FROM`). Default `"<shopName>" <no-reply@localhost>`. */
  mailFrom?: string;
  /** The storefront's public origin for links in emails (`PUBLIC_URL`). Default `http://localhost:3000`. */
  publicUrl?: string;
  /** HMAC secret of payment webhooks (`PAYMENT_SECRET`). Default: random per process (dev and tests). */
  paymentSecret?: string;
  /**
   * Whether the test gateway takes payments (`PAYMENT_TEST_GATEWAY`; off by default in production):
   * it marks orders paid with no money moving. Off when absent.
   */
  paymentTestGateway?: boolean;
  /** The least time between a security check appearing and its answer (default `CAPTCHA_MIN_MS`); tests set 0. */
  captchaMinMs?: number;
};

/** What every handler reaches through `c.get("deps")`; `events` carries pushes to shoppers' sockets. */
export type AppDeps = { db: Db; config: BackendConfig; log: Logger; events: EventBus };

/**
 * Per request: the deps, and `shopChanged` when a customer's write changed what anonymous pages show
 * (`markShopChanged`, backend/realtime/shop-changed.ts).
 */
export type AppEnv = { Variables: { deps: AppDeps; shopChanged?: true } };
