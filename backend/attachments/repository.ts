import { AttachmentMessages, type Attachment } from "#contract/attachment.ts";
import type { Db } from "../db/connection.ts";
import { toImage } from "../media/images.ts";
import { badRequest, nowIso } from "../shared/http.ts";

export async function recordAttachment(db: Db, imageId: number, ownerKey: string): Promise<number> {
  const row = await db
    .insertInto("attachment")
    .values({ image_id: imageId, owner_key: ownerKey, used_by: null, created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * A record (`usedBy`, e.g. `return:12`) takes the uploads it names. Each must be one of the owner's
 * uploads that no record has taken yet; otherwise nothing is taken and the call answers 400. Run it
 * in the record's own transaction, so a refusal leaves no record behind either.
 */
export async function claimAttachments(db: Db, input: { ids: number[]; ownerKeys: string[]; usedBy: string }): Promise<void> {
  if (input.ids.length === 0) return;
  const result = await db
    .updateTable("attachment")
    .set({ used_by: input.usedBy })
    .where("id", "in", input.ids)
    .where("owner_key", "in", input.ownerKeys)
    .where("used_by", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== new Set(input.ids).size) {
    throw badRequest("errors.validation", { fields: { attachments: [AttachmentMessages.invalid] } });
  }
}

/** Lets go of a record's uploads (an edited review that dropped a photo keeps the others). */
export async function releaseAttachments(db: Db, usedBy: string, keep: number[] = []): Promise<void> {
  let query = db.updateTable("attachment").set({ used_by: null }).where("used_by", "=", usedBy);
  if (keep.length) query = query.where("id", "not in", keep);
  await query.execute();
}

/** The photos of many records at once, by record (`usedBy`), in upload order. */
export async function attachmentsOf(db: Db, usedBy: string[]): Promise<Map<string, Attachment[]>> {
  const out = new Map<string, Attachment[]>();
  if (usedBy.length === 0) return out;
  const rows = await db
    .selectFrom("attachment")
    .innerJoin("image", "image.id", "attachment.image_id")
    .selectAll("image")
    .select(["attachment.id as attachment_id", "attachment.used_by"])
    .where("attachment.used_by", "in", usedBy)
    .orderBy("attachment.id")
    .execute();
  for (const row of rows) {
    const image = toImage(row);
    if (!image || !row.used_by) continue;
    const list = out.get(row.used_by) ?? [];
    list.push({ id: Number(row.attachment_id), image });
    out.set(row.used_by, list);
  }
  return out;
}
