import { Hono } from "hono";
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, type Attachment } from "#contract/attachment.ts";
import type { AppEnv } from "../app.ts";
import { clientOf } from "../customers/client.ts";
import { requireShopper } from "../customers/shopper.ts";
import { toImage } from "../media/images.ts";
import { readImageForm, storeUploadedImage, uploadBodyLimit } from "../media/upload.ts";
import { actionBuckets, enforceLimits, HOUR_MS } from "../shared/rate-limit.ts";
import { sendOk } from "../shared/http.ts";
import { recordAttachment } from "./repository.ts";
import { sweepUnusedAttachments } from "./sweep.ts";

const ATTACHMENT_UPLOAD = { field: "file", maxBytes: MAX_ATTACHMENT_BYTES, types: ATTACHMENT_TYPES, fields: [] };
const UPLOAD_LIMITS = { owner: { max: 40, windowMs: HOUR_MS }, ip: { max: 100, windowMs: HOUR_MS } };

/**
 * `POST /api/web/attach/upload` (spec §7): a customer's or a guest's photo. The same rules as the
 * avatar: size limit on the streamed body, magic-byte check, re-encoded with sharp under a server-made
 * name. Answers the attachment id a review, return or quote then names.
 */
export const attachmentRoutes = new Hono<AppEnv>().post("/upload", uploadBodyLimit(ATTACHMENT_UPLOAD), async (c) => {
  const { db, config } = c.get("deps");
  const shopper = await requireShopper(c, db);
  await enforceLimits(db, actionBuckets("attach", UPLOAD_LIMITS, { owner: shopper.key, ip: clientOf(c).ip }));
  const { bytes } = await readImageForm(c, ATTACHMENT_UPLOAD);
  const image = await storeUploadedImage(db, config.uploadsDir, bytes, { folder: "attachments", field: "file" });
  const id = await recordAttachment(db, image.id, shopper.key);
  await sweepUnusedAttachments(db, config.uploadsDir).catch((error: unknown) => c.get("deps").log.error({ err: error }, "attachment sweep failed"));
  const answer: Attachment = { id, image: toImage(image)! };
  return sendOk(c, answer, 201);
});
