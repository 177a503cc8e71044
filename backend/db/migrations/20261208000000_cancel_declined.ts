import type { Kysely } from "kysely";

// When the shop declined the customer's request to cancel a paid order: the order goes on, and the
// customer cannot ask again (the page says so, as the email did). Null while never declined. Frozen once
// landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("shop_order").addColumn("cancel_declined_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("shop_order").dropColumn("cancel_declined_at").execute();
}
