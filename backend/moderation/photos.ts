import { claimAttachments, releaseAttachments } from "../attachments/repository.ts";
import type { Db } from "../db/connection.ts";

/**
 * Makes a record's photos exactly `ids`: keeps those it already has, lets go of the others and takes
 * the new ones, which must be the caller's own unused uploads (else 400 and, in the record's
 * transaction, nothing changes).
 */
export async function setAttachments(db: Db, usedBy: string, ids: number[], ownerKeys: string[]): Promise<void> {
  const rows = await db.selectFrom("attachment").select("id").where("used_by", "=", usedBy).execute();
  const current = new Set(rows.map((row) => Number(row.id)));
  await releaseAttachments(db, usedBy, ids);
  await claimAttachments(db, { ids: ids.filter((id) => !current.has(id)), ownerKeys, usedBy });
}
