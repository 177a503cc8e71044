import type { Db } from "../db/connection.ts";
import { removeImageFiles } from "../media/images.ts";
import { writeTransaction } from "../orders/transaction.ts";

/**
 * An upload no record holds (a form refused or never sent, a photo taken off a review, a replaced
 * thumbnail) waits this long for the shopper's next try, then goes with its image and files: strangers'
 * uploads must not fill the disk.
 */
export const UNUSED_ATTACHMENT_TTL_MS = 24 * 60 * 60 * 1000;
/** How often an upload also sweeps (through the `used_by` index), rather than at every upload. */
export const ATTACHMENT_SWEEP_EVERY_MS = 10 * 60 * 1000;
const lastSweep = new WeakMap<Db, number>();

/**
 * Deletes unused attachments older than the TTL, their image rows and files, at most once per interval
 * per database. A record claiming one at the same moment wins: the delete only takes rows still unused
 * when it runs. Answers how many went.
 */
export async function sweepUnusedAttachments(db: Db, uploadsDir: string, at = Date.now()): Promise<number> {
  const swept = lastSweep.get(db);
  if (swept !== undefined && at - swept < ATTACHMENT_SWEEP_EVERY_MS) return 0;
  lastSweep.set(db, at);
  const cutoff = new Date(at - UNUSED_ATTACHMENT_TTL_MS).toISOString();
  const images = await writeTransaction(db, async (trx) => {
    const gone = await trx
      .deleteFrom("attachment")
      .where("used_by", "is", null)
      .where("created_at", "<", cutoff)
      .returning("image_id")
      .execute();
    const ids = gone.map((row) => Number(row.image_id));
    return ids.length ? trx.deleteFrom("image").where("id", "in", ids).returning(["path", "variants"]).execute() : [];
  });
  for (const image of images) await removeImageFiles(uploadsDir, image);
  return images.length;
}
