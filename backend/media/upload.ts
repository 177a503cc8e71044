import { fileTypeFromBuffer } from "file-type";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { Code } from "#contract/codes.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { ApiError, badRequest } from "../shared/http.ts";
import { storeImage } from "./images.ts";

/** Room for the multipart framing and the small text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** How one upload endpoint takes its image: the form field, the largest file and the accepted types. */
export type ImageUploadRules = {
  field: string;
  maxBytes: number;
  types: readonly string[];
  /** Text fields the form may carry besides the file; anything else is refused. Absent: any. */
  fields?: readonly string[];
};

const fieldError = (status: 400 | 413, msg: string, field: string) =>
  new ApiError(status, Code.result, msg, { fields: { [field]: [msg] } });

/**
 * Caps the streamed body before anything reads it, with or without a Content-Length: a chunked post
 * is counted as it arrives.
 */
export function uploadBodyLimit(rules: ImageUploadRules): MiddlewareHandler {
  return bodyLimit({
    maxSize: rules.maxBytes + MULTIPART_OVERHEAD,
    onError: (c) => c.json({ code: Code.result, msg: "errors.tooLarge", data: { fields: { [rules.field]: ["errors.tooLarge"] } } }, 413),
  });
}

/**
 * Reads a multipart form with one image: the declared type and the file name are the client's claims,
 * the bytes decide (magic numbers). Answers the form's text fields and the file's bytes.
 */
export async function readImageForm(
  c: Context,
  rules: ImageUploadRules,
): Promise<{ fields: Record<string, string>; bytes: Buffer }> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw badRequest("errors.contentType");
  }
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest("errors.badRequest");
  }
  const fields: Record<string, string> = {};
  const unknown: string[] = [];
  for (const [name, value] of Object.entries(form)) {
    if (name === rules.field) continue;
    if (typeof value !== "string" || (rules.fields && !rules.fields.includes(name))) unknown.push(name);
    else fields[name] = value;
  }
  if (unknown.length) {
    throw badRequest("errors.validation", { fields: Object.fromEntries(unknown.map((k) => [k, ["errors.unknownField"]])) });
  }
  const file = form[rules.field];
  if (!(file instanceof File)) throw badRequest("errors.validation", { fields: { [rules.field]: ["validation.required"] } });
  if (file.size > rules.maxBytes) throw fieldError(413, "errors.tooLarge", rules.field);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > rules.maxBytes) throw fieldError(413, "errors.tooLarge", rules.field);
  const sniffed = bytes.length ? await fileTypeFromBuffer(bytes) : undefined;
  if (!sniffed || !rules.types.includes(sniffed.mime)) throw fieldError(400, "errors.fileType", rules.field);
  return { fields, bytes };
}

/**
 * Re-encodes and stores the image (server-made names, metadata stripped). An image sharp cannot
 * decode, or one over the pixel limit (a decompression bomb), is the client's fault; a disk failure
 * is the server's.
 */
export async function storeUploadedImage(
  db: Db,
  uploadsDir: string,
  bytes: Buffer,
  options: { folder: string; alt?: string; field: string },
): Promise<Row<"image">> {
  try {
    return await storeImage(db, uploadsDir, bytes, options);
  } catch (error) {
    if (typeof error === "object" && error !== null && "syscall" in error) throw error;
    throw fieldError(400, "errors.imageInvalid", options.field);
  }
}
