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
 * Where a wrapped answer keeps its JSON text (the body it was made from) on the `Response` object. A
 * storefront that calls the backend in-process (one Node process) reads the text from there instead of
 * streaming the body's bytes out of a `Response` built for it and decoding them again; over HTTP the
 * answer is a new object without it, and its body is read as usual.
 */
export const WRAPPED_TEXT = Symbol.for("shop.wrappedText");

/** The JSON text an answer was made from, when it is the backend's own `Response` object (in-process). */
export function wrappedText(response: Response): string | undefined {
  const text: unknown = (response as Response & { [WRAPPED_TEXT]?: unknown })[WRAPPED_TEXT];
  return typeof text === "string" ? text : undefined;
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
