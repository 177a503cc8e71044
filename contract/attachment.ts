import { z } from "zod";
import type { Image } from "./catalog.ts";

/**
 * Customers' and guests' photos (`POST /api/web/attach/upload`, multipart field `file`): review
 * photos, return credentials, quote images, article thumbnails. The upload answers an id; the record
 * that uses it (a review, a return request …) names that id, and only its uploader can.
 */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
/** At most this many photos per record. */
export const MAX_ATTACHMENTS = 5;

export type Attachment = { id: number; image: Image };

export const AttachmentMessages = {
  /** An id that is not the caller's upload, or that another record already took. */
  invalid: "attachments.errors.invalid",
  tooMany: "attachments.errors.tooMany",
  /** The upload's own `errors.fileType` names the avatar's types too (GIF); photos take fewer. */
  fileType: "attachments.errors.fileType",
} as const;

/** The photo ids a record names: distinct, at most MAX_ATTACHMENTS. */
export const attachmentIdsSchema = z
  .array(z.number().int().positive().max(2_147_483_647))
  .max(MAX_ATTACHMENTS, AttachmentMessages.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, AttachmentMessages.invalid);
