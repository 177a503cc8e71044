import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { ADMIN_TOKEN_HEADER } from "#contract/admin.ts";
import { Code } from "#contract/codes.ts";
import type { AppEnv } from "../app.ts";
import { ApiError } from "../shared/http.ts";

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

/** Guards everything under `/api/admin`: disabled without a configured token, 401 without one, 403 when wrong. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const expected = c.get("deps").config.adminToken;
  if (!expected) throw new ApiError(403, Code.permission, "errors.adminDisabled");
  const token = readToken((name) => c.req.header(name));
  if (!token) throw new ApiError(401, Code.permission, "errors.adminToken");
  if (!sameSecret(token, expected)) throw new ApiError(403, Code.permission, "errors.adminToken");
  await next();
};
