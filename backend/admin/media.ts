import { Hono } from "hono";
import { MAX_UPLOAD_BYTES, paginationSchema, UPLOAD_TYPES, uploadFieldsSchema } from "#contract/admin.ts";
import type { AppEnv } from "../app.ts";
import type { Row } from "../db/database.ts";
import { removeImageFiles, toImage } from "../media/images.ts";
import { readImageForm, storeUploadedImage, uploadBodyLimit } from "../media/upload.ts";
import { badRequest, fieldErrors, notFound, sendOk, readQuery } from "../shared/http.ts";
import { listPage, recordId, type RowOf } from "./resource.ts";

const ADMIN_UPLOAD = { field: "file", maxBytes: MAX_UPLOAD_BYTES, types: UPLOAD_TYPES };

const adminImage = (row: Row<"image"> | RowOf) => ({ id: Number(row.id), ...toImage(row as Row<"image">)! });

/** `POST /attach/upload` and the stored images. */
export function createMediaApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post("/attach/upload", uploadBodyLimit(ADMIN_UPLOAD), async (c) => {
      const { db, config } = c.get("deps");
      const { fields: form, bytes } = await readImageForm(c, ADMIN_UPLOAD);
      const fields = uploadFieldsSchema.safeParse({ alt: form.alt, folder: form.folder });
      if (!fields.success) throw badRequest("errors.validation", { fields: fieldErrors(fields.error) });
      const row = await storeUploadedImage(db, config.uploadsDir, bytes, { ...fields.data, field: "file" });
      return sendOk(c, adminImage(row), 201);
    })
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
      await removeImageFiles(config.uploadsDir, row);
      return sendOk(c, { id });
    });
}
