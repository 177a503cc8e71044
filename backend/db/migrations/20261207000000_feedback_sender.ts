import type { Kysely } from "kysely";

// A sender's recent messages by address: a feedback submission looks for its own repeat (a reload of the
// form posted without JavaScript, a double tap) before storing. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("feedback_message_email_idx")
    .on("feedback_message")
    .columns(["email", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("feedback_message_email_idx").execute();
}
