import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { Code } from "#contract/codes.ts";
import { fail, ok, WRAPPED_TEXT, type ApiResponse } from "#contract/wrapper.ts";

/** Largest JSON body the API reads; anything bigger is refused before parsing. */
export const MAX_JSON_BYTES = 256 * 1024;

/** An error a handler throws to answer a wrapped `{code, msg, data}` with an HTTP status. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: number;
  readonly data: unknown;
  constructor(status: ContentfulStatusCode, code: number, msg: string, data: unknown = null) {
    super(msg);
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

export const notFound = (what = "errors.notFound") => new ApiError(404, Code.result, what);
export const badRequest = (msg = "errors.badRequest", data: unknown = null) =>
  new ApiError(400, Code.result, msg, data);

export function sendOk<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return sendWrapped(c, ok(data), status);
}

export function sendFail(c: Context, status: ContentfulStatusCode, code: number, msg: string, data: unknown = null) {
  return sendWrapped(c, fail(code, msg, data), status);
}

/**
 * The answer as `c.json` makes it, with its JSON text also kept on the `Response` object
 * (`WRAPPED_TEXT`): an in-process storefront reads it from there (app/services/shop.server.ts).
 */
function sendWrapped(c: Context, wrapped: ApiResponse, status: ContentfulStatusCode): Response {
  const text = JSON.stringify(wrapped);
  const response = c.body(text, status, { "Content-Type": "application/json" });
  Object.defineProperty(response, WRAPPED_TEXT, { value: text });
  return response;
}

/** Field errors of a zod failure as `{ "path.to.field": ["message key", …] }`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads a JSON body and validates it. Malformed JSON (bytes that are not UTF-8 included), a wrong
 * content type, an oversized body and a schema failure (strict schemas refuse unknown fields) all
 * answer 400 with field errors.
 */

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const length = Number(c.req.header("content-length") ?? 0);
  if (length > MAX_JSON_BYTES) throw new ApiError(413, Code.result, "errors.tooLarge");
  const type = c.req.header("content-type") ?? "";
  let body: unknown = {};
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength > MAX_JSON_BYTES) throw new ApiError(413, Code.result, "errors.tooLarge");
  let text: string;
  try {
    // JSON is UTF-8 (RFC 8259): bytes that are not would be stored as U+FFFD, silently.
    text = STRICT_UTF8.decode(bytes);
  } catch {
    throw badRequest("errors.malformedJson");
  }
  if (text.trim()) {
    if (!type.includes("application/json")) throw badRequest("errors.contentType");
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest("errors.malformedJson");
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest("errors.validation", { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

/**
 * The body of a request that carries no fields (`{}` or none). One schema for every such route: a
 * zod object built per request is compiled again at its first parse (its fast path is generated code).
 */
export const NO_FIELDS = z.strictObject({});

/** Validates query parameters the same way. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw badRequest("errors.validation", { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

/** Validates a numeric id path parameter. */
export function idParam(c: Context, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

export const nowIso = () => new Date().toISOString();
