import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { BackendConfig } from "../app.ts";

/** The header carrying the webhook's HMAC-SHA256 (hex) of the raw body. */
export const SIGNATURE_HEADER = "x-test-gateway-signature";

const fallbackSecrets = new WeakMap<BackendConfig, string>();

/** `config.paymentSecret` (env `PAYMENT_SECRET`), else a random secret for this process (dev and tests). */
export function paymentSecretOf(config: BackendConfig): string {
  if (config.paymentSecret) return config.paymentSecret;
  let secret = fallbackSecrets.get(config);
  if (!secret) {
    secret = randomBytes(32).toString("hex");
    fallbackSecrets.set(config, secret);
  }
  return secret;
}

export const hmacHex = (secret: string, text: string) =>
  createHmac("sha256", secret).update(text, "utf8").digest("hex");

export function validSignature(secret: string, raw: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  return timingSafeEqual(Buffer.from(hmacHex(secret, raw), "hex"), Buffer.from(signature.trim(), "hex"));
}

/** The hosted page's link token: only the shop can make a working pay-page link. */
export const pageToken = (secret: string, paymentId: number) => hmacHex(secret, `page:${paymentId}`).slice(0, 32);
