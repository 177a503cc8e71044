import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { ADMIN_TOKEN_HEADER } from "#contract/admin.ts";
import { Code } from "#contract/codes.ts";
import type { AppEnv } from "../app.ts";
import { clientOf } from "../customers/client.ts";
import { ApiError } from "../shared/http.ts";
import { countHits, MINUTE_MS, RATE_LIMITED, recordHit } from "../shared/rate-limit.ts";

/** The admin token from `x-admin-token`, or from `Authorization: Bearer <token>`. */
function readToken(header: (name: string) => string | undefined): string | null {
  const direct = header(ADMIN_TOKEN_HEADER)?.trim();
  if (direct) return direct;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header("authorization") ?? "");
  return match?.[1] ?? null;
}

// Hashing first gives equal-length buffers, so the comparison time does not reveal the token's length.
const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** Wrong admin tokens one address may send per window before it is refused outright. */
export const ADMIN_GUESSES = { max: 10, windowMs: 15 * MINUTE_MS };

/**
 * Guards everything under `/api/admin`: disabled without a configured token, 401 without one, 403 when
 * wrong. Wrong tokens count per client address; past `ADMIN_GUESSES` the address gets 429 for the rest
 * of the window, right token or not, so the token cannot be guessed at the API's speed.
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, config } = c.get("deps");
  const expected = config.adminToken;
  if (!expected) throw new ApiError(403, Code.permission, "errors.adminDisabled");
  const token = readToken((name) => c.req.header(name));
  if (!token) throw new ApiError(401, Code.permission, "errors.adminToken");
  const bucket = `admin-token:ip:${clientOf(c).ip}`;
  if ((await countHits(db, bucket, ADMIN_GUESSES.windowMs)) >= ADMIN_GUESSES.max) {
    throw new ApiError(429, Code.permission, RATE_LIMITED);
  }
  if (!sameSecret(token, expected)) {
    await recordHit(db, bucket, ADMIN_GUESSES.windowMs);
    throw new ApiError(403, Code.permission, "errors.adminToken");
  }
  await next();
};
