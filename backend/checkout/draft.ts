import { CheckoutDraftSchema, type CheckoutDraft } from "#contract/order.ts";
import type { Db } from "../db/connection.ts";
import { nowIso } from "../shared/http.ts";

/** A draft untouched this long is forgotten: it holds a guest's contact and address. */
const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

/** The owner's checkout draft, or null when there is none, it is a day old, or it no longer parses. */
export async function findDraft(db: Db, ownerKey: string): Promise<CheckoutDraft | null> {
  const row = await db.selectFrom("checkout_draft").selectAll().where("owner_key", "=", ownerKey).executeTakeFirst();
  if (!row || Date.parse(row.updated_at) < Date.now() - DRAFT_TTL_MS) return null;
  try {
    const parsed = CheckoutDraftSchema.safeParse(JSON.parse(row.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function saveDraft(db: Db, ownerKey: string, draft: CheckoutDraft): Promise<void> {
  const now = nowIso();
  const data = JSON.stringify(draft);
  await db
    .insertInto("checkout_draft")
    .values({ owner_key: ownerKey, data, updated_at: now })
    .onConflict((oc) => oc.column("owner_key").doUpdateSet({ data, updated_at: now }))
    .execute();
  // Old drafts go as new ones come, so no guest's details outlive the day.
  await db.deleteFrom("checkout_draft").where("updated_at", "<", new Date(Date.now() - DRAFT_TTL_MS).toISOString()).execute();
}

export async function dropDraft(db: Db, ownerKey: string): Promise<void> {
  await db.deleteFrom("checkout_draft").where("owner_key", "=", ownerKey).execute();
}
