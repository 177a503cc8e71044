import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A session token: 32 random bytes, base64url. Only its hash is stored. */
export const newToken = () => randomBytes(32).toString("base64url");

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A 6-digit one-time code from the crypto RNG. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
