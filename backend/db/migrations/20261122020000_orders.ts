import { sql, type CreateTableBuilder, type Kysely } from "kysely";
import { databaseKind } from "../connection.ts";

// Carts, shipping, coupon claims and redemptions, orders, shipments, payments. Frozen once landed.
// Money columns are integer minor units of the row's currency (orders) or USD cents (shipping).

type Builder = CreateTableBuilder<string, string>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = databaseKind(db) === "postgres";
  const table = (name: string): Builder =>
    (pg
      ? db.schema.createTable(name).addColumn("id", "serial", (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())) as Builder;
  const text = (b: Builder, ...names: string[]) =>
    names.reduce((acc, name) => acc.addColumn(name, "text", (c) => c.notNull().defaultTo("")) as Builder, b);
  const int = (b: Builder, ...names: string[]) =>
    names.reduce((acc, name) => acc.addColumn(name, "integer", (c) => c.notNull().defaultTo(0)) as Builder, b);
  const stamps = (b: Builder) =>
    b.addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()) as Builder;

  await db.schema
    .alterTable("sku")
    .addColumn("weight_grams", "integer", (c) => c.notNull().defaultTo(500))
    .execute();

  // One row per cart owner (`c:<customer id>` or `v:<visitor id>`), carrying the version.
  await db.schema
    .createTable("cart")
    .addColumn("owner_key", "text", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  let b = table("cart_line")
    .addColumn("owner_key", "text", (c) => c.notNull())
    .addColumn("sku_id", "integer", (c) => c.notNull().references("sku.id").onDelete("cascade"))
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("selected", "integer", (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint("cart_line_owner_sku", ["owner_key", "sku_id"])
    .addCheckConstraint("cart_line_quantity_range", sql`quantity >= 1 and quantity <= 99`) as Builder;
  await stamps(b).execute();

  b = table("shipping_zone").addColumn("code", "text", (c) => c.notNull().unique()) as Builder;
  b = int(text(b, "name", "i18n", "countries"), "sort");
  await b.execute();

  b = table("shipping_method")
    .addColumn("zone_id", "integer", (c) => c.notNull().references("shipping_zone.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("free_over", "integer")
    .addUniqueConstraint("shipping_method_zone_code", ["zone_id", "code"]) as Builder;
  b = int(text(b, "name", "i18n"), "min_days", "max_days", "sort", "hidden");
  await b.execute();

  await table("shipping_rate")
    .addColumn("method_id", "integer", (c) => c.notNull().references("shipping_method.id").onDelete("cascade"))
    .addColumn("max_grams", "integer")
    .addColumn("fee", "integer", (c) => c.notNull())
    .execute();

  b = table("customer_coupon")
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupon.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("customer_coupon_unique", ["customer_id", "coupon_id"]) as Builder;
  await b.execute();

  b = table("shop_order")
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("owner_key", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("set null"))
    .addColumn("visitor_id", "text")
    .addColumn("rate", pg ? "double precision" : "real", (c) => c.notNull())
    .addColumn("promotion_id", "integer")
    .addColumn("coupon_id", "integer", (c) => c.references("coupon.id").onDelete("set null"))
    .addColumn("paid_at", "text")
    .addColumn("cancelled_at", "text")
    .addColumn("completed_at", "text")
    .addUniqueConstraint("shop_order_idempotency", ["owner_key", "idempotency_key"]) as Builder;
  b = text(
    b,
    "status", "pay_status", "delivery_status", "currency", "promotion_title", "coupon_code", "email", "phone",
    "address", "shipping_method", "payment_method", "note", "lang",
  );
  b = int(
    b,
    "subtotal", "promotion_discount", "coupon_discount", "shipping_fee", "total", "total_usd", "paid_amount",
  );
  await stamps(b).execute();
  await db.schema.createIndex("shop_order_customer_idx").on("shop_order").columns(["customer_id", "id"]).execute();

  b = table("order_line")
    .addColumn("order_id", "integer", (c) => c.notNull().references("shop_order.id").onDelete("cascade"))
    .addColumn("sku_id", "integer", (c) => c.references("sku.id").onDelete("set null"))
    .addColumn("product_id", "integer", (c) => c.references("product.id").onDelete("set null"))
    .addColumn("image_id", "integer", (c) => c.references("image.id").onDelete("set null")) as Builder;
  b = int(text(b, "product_slug", "name", "sku_code", "options"), "unit_price", "quantity", "line_total", "shipped_quantity");
  await b.execute();
  await db.schema.createIndex("order_line_order_idx").on("order_line").column("order_id").execute();

  await table("order_access")
    .addColumn("order_id", "integer", (c) => c.notNull().references("shop_order.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // `slot` (1..per-customer limit) makes the per-customer limit a unique constraint; null when unlimited.
  b = table("coupon_redemption")
    .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupon.id").onDelete("cascade"))
    .addColumn("order_id", "integer", (c) => c.notNull().unique().references("shop_order.id").onDelete("cascade"))
    .addColumn("customer_key", "text", (c) => c.notNull())
    .addColumn("slot", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("coupon_redemption_slot", ["coupon_id", "customer_key", "slot"]) as Builder;
  await b.execute();

  b = table("shipment")
    .addColumn("order_id", "integer", (c) => c.notNull().references("shop_order.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull()) as Builder;
  await text(b, "express_name", "express_number", "lines").execute();
  await db.schema.createIndex("shipment_order_idx").on("shipment").column("order_id").execute();

  b = table("payment")
    .addColumn("order_id", "integer", (c) => c.notNull().references("shop_order.id").onDelete("cascade")) as Builder;
  b = int(text(b, "method", "status", "currency"), "amount");
  await stamps(b).execute();
  await db.schema.createIndex("payment_order_idx").on("payment").column("order_id").execute();

  await db.schema
    .createTable("payment_event")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("payment_id", "integer", (c) => c.notNull().references("payment.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    "payment_event", "payment", "shipment", "coupon_redemption", "order_access", "order_line", "shop_order",
    "customer_coupon", "shipping_rate", "shipping_method", "shipping_zone", "cart_line", "cart",
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
  await db.schema.alterTable("sku").dropColumn("weight_grams").execute();
}
