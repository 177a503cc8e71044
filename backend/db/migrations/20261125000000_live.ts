import { sql, type Kysely } from "kysely";
import { databaseKind } from "../connection.ts";

// The live shop: single-use socket tickets, time on page aggregated per day, page and visitor (it
// replaces one row per beacon), and the customer's previous sign-in. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = databaseKind(db) === "postgres";
  await db.schema
    .createTable("socket_ticket")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("cascade"))
    .addColumn("visitor_id", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("socket_ticket_expires").on("socket_ticket").column("expires_at").execute();

  const base = db.schema.createTable("visit_stat");
  await (pg
    ? base.addColumn("id", "serial", (c) => c.primaryKey())
    : base.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    // `v:<visitor id>`, `c:<customer id>`, or '' when the beacon named nobody.
    .addColumn("visitor_key", "text", (c) => c.notNull())
    .addColumn("seconds", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("beacons", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("visit_stat_day_path_visitor", ["day", "path", "visitor_key"])
    .addCheckConstraint("visit_stat_seconds_day", sql`seconds >= 0 and seconds <= 86400`)
    .execute();
  await db.schema.createIndex("visit_stat_day").on("visit_stat").columns(["day", "path"]).execute();

  await db.schema.dropTable("visit_duration").execute();

  // The user center's "last login" is the sign-in before this one.
  await db.schema.alterTable("customer").addColumn("previous_login_at", "text").execute();
  // A template can ask for navigations to its pages without the progress indicator (spec §2).
  await db.schema.alterTable("page_template").addColumn("not_load_page", "integer", (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = databaseKind(db) === "postgres";
  await db.schema.alterTable("customer").dropColumn("previous_login_at").execute();
  await db.schema.alterTable("page_template").dropColumn("not_load_page").execute();
  const base = db.schema.createTable("visit_duration");
  await (pg
    ? base.addColumn("id", "serial", (c) => c.primaryKey())
    : base.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()))
    .addColumn("visitor_id", "text")
    .addColumn("path", "text")
    .addColumn("duration", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.dropTable("visit_stat").execute();
  await db.schema.dropTable("socket_ticket").execute();
}
