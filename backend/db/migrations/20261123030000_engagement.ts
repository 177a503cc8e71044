import { sql, type CreateTableBuilder, type Kysely } from "kysely";
import { databaseKind } from "../connection.ts";

// Feedback, newsletter subscribers, quote requests (inquiries) and wishlists. Frozen once landed.
// Strangers' text columns hold what was typed; nothing here is HTML.

type Builder = CreateTableBuilder<string, string>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = databaseKind(db) === "postgres";
  const table = (name: string): Builder =>
    (pg
      ? db.schema.createTable(name).addColumn("id", "serial", (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())) as Builder;
  const text = (b: Builder, ...names: string[]) =>
    names.reduce((acc, name) => acc.addColumn(name, "text", (c) => c.notNull().defaultTo("")) as Builder, b);
  const stamps = (b: Builder) =>
    b
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull()) as Builder;

  let b = text(table("feedback_message"), "subject", "message", "email", "lang", "ip")
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("set null"))
    // new → read → closed
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new")) as Builder;
  await stamps(b).execute();
  await db.schema.createIndex("feedback_message_status_idx").on("feedback_message").columns(["status", "id"]).execute();

  b = table("newsletter_subscriber")
    // Lower-cased.
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    // pending → confirmed → unsubscribed (→ pending again on a new sign-up)
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    // SHA-256 of the live confirmation token; null once used or replaced.
    .addColumn("confirm_token_hash", "text", (c) => c.unique())
    .addColumn("confirm_expires_at", "text")
    .addColumn("confirm_sent_at", "text")
    // Random and long-lived: every mailing carries it in its unsubscribe link.
    .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("consent_ip", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text") as Builder;
  await stamps(b).execute();
  await db.schema
    .createIndex("newsletter_subscriber_status_idx")
    .on("newsletter_subscriber")
    .columns(["status", "id"])
    .execute();

  b = table("inquiry")
    // product | free-form
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.references("product.id").onDelete("set null"))
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("set null"))
    // `c:<customer id>` or `v:<visitor id>`, as carts and uploads store their owner.
    .addColumn("owner_key", "text", (c) => c.notNull())
    // open → replied → closed
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("reply", "text")
    .addColumn("replied_at", "text")
    .addColumn("closed_at", "text") as Builder;
  b = text(b, "slug", "product_name", "content", "contact_name", "contact_email", "contact_phone", "lang", "ip");
  await stamps(b).execute();
  await db.schema.createIndex("inquiry_owner_idx").on("inquiry").columns(["owner_key", "id"]).execute();
  await db.schema.createIndex("inquiry_status_idx").on("inquiry").columns(["status", "id"]).execute();

  b = table("wishlist")
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    // 32 random bytes; null while the list is not shared.
    .addColumn("share_token", "text", (c) => c.unique()) as Builder;
  await stamps(b).execute();
  await db.schema.createIndex("wishlist_customer_idx").on("wishlist").columns(["customer_id", "id"]).execute();

  await table("wishlist_item")
    .addColumn("wishlist_id", "integer", (c) => c.notNull().references("wishlist.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("sku_id", "integer", (c) => c.references("sku.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // One item per product and variant in a list; "no variant" counts as one value.
  await sql`create unique index wishlist_item_unique on wishlist_item (wishlist_id, product_id, coalesce(sku_id, 0))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["wishlist_item", "wishlist", "inquiry", "newsletter_subscriber", "feedback_message"]) {
    await db.schema.dropTable(name).execute();
  }
}
