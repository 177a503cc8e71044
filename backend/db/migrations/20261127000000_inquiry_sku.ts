import type { Kysely } from "kysely";

// A quote request names the variant the shopper had chosen (`inquiry/{slug}/{sku}`): its SKU code as
// it was when sent, null for the product as a whole or a free-form request. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("inquiry").addColumn("sku_code", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("inquiry").dropColumn("sku_code").execute();
}
