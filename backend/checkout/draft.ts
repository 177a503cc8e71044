import { CheckoutDraftSchema, type CheckoutDraft } from "#contract/order.ts";
import type { Db } from "../db/connection.ts";
import { nowIso } from "../shared/http.ts";

/** A draft untouched this long is forgotten: it holds a guest's contact and address. */
const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How often a save also deletes day-old drafts (through the `updated_at` index), rather than at every
 * checkout step. Reads refuse a day-old draft whatever is still stored; the sweep keeps the table small
 * and a guest's details gone within a day and this interval while the shop takes checkouts.
 */
export const DRAFT_SWEEP_EVERY_MS = 10 * 60 * 1000;
const lastSweep = new WeakMap<Db, number>();

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
  const at = Date.now();
  const swept = lastSweep.get(db);
  if (swept !== undefined && at - swept < DRAFT_SWEEP_EVERY_MS) return;
  lastSweep.set(db, at);
  await db.deleteFrom("checkout_draft").where("updated_at", "<", new Date(at - DRAFT_TTL_MS).toISOString()).execute();
}

export async function dropDraft(db: Db, ownerKey: string): Promise<void> {
  await db.deleteFrom("checkout_draft").where("owner_key", "=", ownerKey).execute();
}
