import type { Kysely } from "kysely";

// What a shopper entered at checkout, kept per cart owner between the steps so that a currency or
// language switch (a redirect or a plain link, outside the checkout's forms) finds it again. Frozen
// once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("checkout_draft")
    // `c:<customer id>` or `v:<visitor id>`, as the cart's.
    .addColumn("owner_key", "text", (c) => c.primaryKey())
    // JSON: the contract's `CheckoutDraft`.
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("checkout_draft_updated").on("checkout_draft").column("updated_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("checkout_draft").execute();
}
