import { unlink } from "node:fs/promises";
import { resolve, sep } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_UPLOAD_BYTES, paginationSchema, UPLOAD_TYPES, uploadFieldsSchema } from "#contract/admin.ts";
import { Code } from "#contract/codes.ts";
import type { AppEnv } from "../app.ts";
import type { Row } from "../db/database.ts";
import { storeImage, toImage, type ImageVariant } from "../media/images.ts";
import { ApiError, badRequest, fieldErrors, notFound, sendFail, sendOk, readQuery } from "../shared/http.ts";
import { listPage, parseJson, recordId, type RowOf } from "./resource.ts";

/** Room for the multipart framing and the small text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () => new ApiError(413, Code.result, "errors.tooLarge", { fields: { file: ["errors.tooLarge"] } });
const wrongType = () => badRequest("errors.fileType", { fields: { file: ["errors.fileType"] } });

const adminImage = (row: Row<"image"> | RowOf) => ({ id: Number(row.id), ...toImage(row as Row<"image">)! });

/** A failure writing to disk is the server's; anything else storeImage throws is about the image. */
const isFsError = (error: unknown) =>
  typeof error === "object" && error !== null && "syscall" in error && typeof error.syscall === "string";

/** `POST /attach/upload` and the stored images. */
export function createMediaApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post(
      "/attach/upload",
      bodyLimit({
        maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
        onError: (c) => sendFail(c, 413, Code.result, "errors.tooLarge", { fields: { file: ["errors.tooLarge"] } }),
      }),
      async (c) => {
        const { db, config } = c.get("deps");
        if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
          throw badRequest("errors.contentType");
        }
        let form: Record<string, string | File>;
        try {
          form = await c.req.parseBody();
        } catch {
          throw badRequest("errors.badRequest");
        }
        const file = form.file;
        if (!(file instanceof File))
          throw badRequest("errors.validation", { fields: { file: ["validation.required"] } });
        const fields = uploadFieldsSchema.safeParse({ alt: form.alt, folder: form.folder });
        if (!fields.success) throw badRequest("errors.validation", { fields: fieldErrors(fields.error) });
        if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();

        // The declared type and the file name are the client's claims; the bytes decide.
        const bytes = Buffer.from(await file.arrayBuffer());
        if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
        const sniffed = bytes.length ? await fileTypeFromBuffer(bytes) : undefined;
        if (!sniffed || !(UPLOAD_TYPES as readonly string[]).includes(sniffed.mime)) throw wrongType();

        let row: Row<"image">;
        try {
          row = await storeImage(db, config.uploadsDir, bytes, fields.data);
        } catch (error) {
          if (isFsError(error)) throw error;
          throw badRequest("errors.imageInvalid", { fields: { file: ["errors.imageInvalid"] } });
        }
        return sendOk(c, adminImage(row), 201);
      },
    )
    .get("/images", async (c) => {
      const query = readQuery(c, paginationSchema);
      return sendOk(c, await listPage(c.get("deps").db, "image", query, ["alt"], adminImage));
    })
    .get("/images/:id", async (c) => {
      const row = await c
        .get("deps")
        .db.selectFrom("image")
        .selectAll()
        .where("id", "=", recordId(c))
        .executeTakeFirst();
      if (!row) throw notFound();
      return sendOk(c, adminImage(row));
    })
    .delete("/images/:id", async (c) => {
      const { db, config } = c.get("deps");
      const id = recordId(c);
      const row = await db.deleteFrom("image").where("id", "=", id).returningAll().executeTakeFirst();
      if (!row) throw notFound();
      const root = resolve(config.uploadsDir);
      const paths = new Set([row.path, ...parseJson<ImageVariant[]>(row.variants, []).map((v) => v.path)]);
      for (const path of paths) {
        const file = resolve(root, path);
        if (!file.startsWith(root + sep)) continue;
        await unlink(file).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== "ENOENT") throw error;
        });
      }
      return sendOk(c, { id });
    });
}
