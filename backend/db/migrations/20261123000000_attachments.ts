import type { Kysely } from "kysely";
import { databaseKind } from "../connection.ts";

// Customers' and guests' uploads (review photos, return credentials, quote images, article
// thumbnails): an image, who uploaded it, and which record took it. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = databaseKind(db) === "postgres";
  const base = db.schema.createTable("attachment");
  await (pg
    ? base.addColumn("id", "serial", (c) => c.primaryKey())
    : base.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()))
    .addColumn("image_id", "integer", (c) => c.notNull().references("image.id").onDelete("cascade"))
    // `c:<customer id>` or `v:<visitor id>`, as carts and orders store their owner.
    .addColumn("owner_key", "text", (c) => c.notNull())
    // The record that took it (`return:12`, `review:7` …); null until then.
    .addColumn("used_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("attachment_owner").on("attachment").columns(["owner_key", "created_at"]).execute();
  await db.schema.createIndex("attachment_used_by").on("attachment").column("used_by").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("attachment").execute();
}
