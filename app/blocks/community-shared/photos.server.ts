import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, AttachmentMessages, type Attachment } from "#contract/attachment.ts";
import type { ShopClient } from "#app/services/shop.server.ts";

/** The files a form posted under `name`; a file input left empty still sends a nameless, empty part. */
export function postedFiles(formData: FormData, name: string): File[] {
  return formData.getAll(name).filter((value): value is File => value instanceof File && value.size > 0);
}

export type PhotoUpload = { ok: true; attachments: Attachment[] } | { ok: false; error: string; status: number };

/**
 * Uploads a customer's photos one by one (`POST /api/web/attach/upload`, the backend checks their bytes
 * and re-encodes them) and answers their attachments, which the record then names by id. `kept` is how
 * many photos the record already has.
 */
export async function uploadPhotos(shop: ShopClient, files: File[], kept = 0): Promise<PhotoUpload> {
  if (kept + files.length > MAX_ATTACHMENTS) return { ok: false, error: AttachmentMessages.tooMany, status: 400 };
  if (files.some((file) => file.size > MAX_ATTACHMENT_BYTES)) return { ok: false, error: "errors.tooLarge", status: 413 };
  const attachments: Attachment[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append("file", file, file.name || "photo");
    const result = await shop.postForm<Attachment>("/api/web/attach/upload", body);
    if (!result.ok) {
      const field = (result.data as { fields?: { file?: string[] } } | null)?.fields?.file?.[0] ?? result.msg;
      // The backend's own word names the avatar's types too; photos take fewer.
      const error = field === "errors.fileType" ? "community.errors.photoType" : field;
      return { ok: false, error, status: result.status >= 400 && result.status < 500 ? result.status : 400 };
    }
    attachments.push(result.data);
  }
  return { ok: true, attachments };
}
