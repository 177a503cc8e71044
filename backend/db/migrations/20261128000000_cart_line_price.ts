import type { Kysely } from "kysely";
import { databaseKind } from "../connection.ts";

// A cart line remembers the SKU's unit price (USD cents, as the backend prices) when it was added or
// the shopper last confirmed it, so that the cart can say when the price changed since. Null for lines
// from before: no notice until the line is next confirmed. Frozen once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  const money = databaseKind(db) === "postgres" ? "bigint" : "integer";
  await db.schema.alterTable("cart_line").addColumn("confirmed_price", money).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("cart_line").dropColumn("confirmed_price").execute();
}
