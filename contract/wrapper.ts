import { z } from "zod";
import { Code } from "./codes.ts";

/** The response wrapper every API answer uses: `{code, msg, data}` (spec §7). */
export type ApiResponse<T = unknown> = { code: number; msg: string; data: T };

export const apiResponseSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown(),
});

export function ok<T>(data: T, msg = "ok"): ApiResponse<T> {
  return { code: Code.success, msg, data };
}

export function fail(code: number, msg: string, data: unknown = null): ApiResponse<unknown> {
  return { code, msg, data };
}

/**
 * Messages of the web API wrapper for HTTP failures (spec §8), as translation keys.
 * The storefront translates them where they render.
 */
export const HttpFailureMessage = {
  noResponse: "errors.unknown",
  emptyBody: "errors.timeout",
  permission: "errors.authorization",
  fail: "errors.fail",
  login: "errors.login",
  unknown: "errors.unknown",
} as const;
