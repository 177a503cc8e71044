import { NewsletterSettingsSchema, type NewsletterSettings, type NewsletterStatus } from "#contract/newsletter.ts";
import type { Db } from "../db/connection.ts";
import type { NewRow, Row, RowPatch } from "../db/database.ts";

export type Subscriber = Row<"newsletter_subscriber">;

/** Inserts a new address; answers null when the address is known already (it stays as it is). */
export async function insertSubscriber(db: Db, values: NewRow<"newsletter_subscriber">): Promise<Subscriber | null> {
  const row = await db
    .insertInto("newsletter_subscriber")
    .values(values)
    .onConflict((oc) => oc.column("email").doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * A known address that is not confirmed takes a fresh link when it unsubscribed or was last sent one
 * before `sentBefore`; answers the row when it did. The condition makes concurrent requests send one.
 */
export async function renewPendingLink(
  db: Db,
  email: string,
  sentBefore: string,
  patch: RowPatch<"newsletter_subscriber">,
): Promise<Subscriber | null> {
  const row = await db
    .updateTable("newsletter_subscriber")
    .set(patch)
    .where("email", "=", email)
    .where("status", "!=", "confirmed")
    .where((eb) =>
      eb.or([eb("status", "=", "unsubscribed"), eb("confirm_sent_at", "is", null), eb("confirm_sent_at", "<=", sentBefore)]),
    )
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function findByConfirmHash(db: Db, hash: string): Promise<Subscriber | undefined> {
  return db.selectFrom("newsletter_subscriber").selectAll().where("confirm_token_hash", "=", hash).executeTakeFirst();
}

export async function findByUnsubscribeToken(db: Db, token: string): Promise<Subscriber | undefined> {
  return db.selectFrom("newsletter_subscriber").selectAll().where("unsubscribe_token", "=", token).executeTakeFirst();
}

/**
 * pending → confirmed, only while this link is the live one and has not expired. The link's hash stays,
 * so that opening it again says "confirmed" rather than "invalid" (a shopper clicks twice, a mail
 * scanner opened it first); unsubscribing or a fresh link clears it.
 */
export async function confirmPending(db: Db, id: number, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscriber")
    .set({
      status: "confirmed",
      confirmed_at: now,
      confirm_expires_at: null,
      updated_at: now,
    })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("confirm_token_hash", "=", hash)
    .where("confirm_expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Any state → unsubscribed; a pending link stops working too. */
export async function markUnsubscribed(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable("newsletter_subscriber")
    .set({
      status: "unsubscribed",
      unsubscribed_at: now,
      confirm_token_hash: null,
      confirm_expires_at: null,
      updated_at: now,
    })
    .where("id", "=", id)
    .where("status", "!=", "unsubscribed")
    .execute();
}

type Filter = { status?: NewsletterStatus; q?: string };

function filtered(db: Db, filter: Filter) {
  let base = db.selectFrom("newsletter_subscriber");
  if (filter.status) base = base.where("status", "=", filter.status);
  if (filter.q) base = base.where("email", "like", `%${filter.q.toLowerCase().replace(/[%_\\]/g, "")}%`);
  return base;
}

export async function listSubscribers(
  db: Db,
  filter: Filter & { page: number; pageSize: number },
): Promise<{ rows: Subscriber[]; total: number }> {
  const base = filtered(db, filter);
  const count = await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy("id", "desc")
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}

/** Every subscriber the filter matches, oldest first (the export). */
export async function allSubscribers(db: Db, filter: Filter): Promise<Subscriber[]> {
  return filtered(db, filter).selectAll().orderBy("id").execute();
}

/** Who receives a mailing: confirmed addresses only. */
export async function confirmedSubscribers(db: Db, lang?: string): Promise<Subscriber[]> {
  let query = db.selectFrom("newsletter_subscriber").selectAll().where("status", "=", "confirmed");
  if (lang) query = query.where("lang", "=", lang);
  return query.orderBy("id").execute();
}

export async function deleteSubscriberRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("newsletter_subscriber").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The `setting` row holding the newsletter's settings (JSON). */
const SETTINGS_KEY = "newsletter";

export async function getNewsletterSettings(db: Db): Promise<NewsletterSettings> {
  const row = await db.selectFrom("setting").select("value").where("key", "=", SETTINGS_KEY).executeTakeFirst();
  let value: unknown = null;
  try {
    value = row ? JSON.parse(row.value) : null;
  } catch {
    value = null;
  }
  const parsed = NewsletterSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : { welcomeCoupon: null };
}

export async function putNewsletterSettings(db: Db, settings: NewsletterSettings): Promise<void> {
  const json = JSON.stringify(settings);
  await db
    .insertInto("setting")
    .values({ key: SETTINGS_KEY, value: json })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: json }))
    .execute();
}
