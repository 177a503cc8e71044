import { sql, type Kysely } from "kysely";
import { databaseKind } from "../connection.ts";

// Every reply the merchant sends a quote request, oldest first: a later reply (a revised quote) no longer
// replaces the earlier one on record. `inquiry.reply` / `replied_at` stay as the latest. Existing
// replies are copied in. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = databaseKind(db) === "postgres";
  await (pg
    ? db.schema.createTable("inquiry_reply").addColumn("id", "serial", (c) => c.primaryKey())
    : db.schema.createTable("inquiry_reply").addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()))
    .addColumn("inquiry_id", "integer", (c) => c.notNull().references("inquiry.id").onDelete("cascade"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("inquiry_reply_inquiry_idx").on("inquiry_reply").columns(["inquiry_id", "id"]).execute();
  await sql`insert into inquiry_reply (inquiry_id, body, created_at)
    select id, reply, coalesce(replied_at, updated_at) from inquiry where reply is not null order by id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("inquiry_reply").execute();
}
