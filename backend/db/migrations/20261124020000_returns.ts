import type { CreateTableBuilder, Kysely } from "kysely";
import { databaseKind } from "../connection.ts";

// After-sales: return requests, their lines, refunds; what orders, their lines and shipments need for
// them. Money columns are integer minor units of the order's currency. Frozen once landed.

type Builder = CreateTableBuilder<string, string>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = databaseKind(db) === "postgres";
  const table = (name: string): Builder =>
    (pg
      ? db.schema.createTable(name).addColumn("id", "serial", (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())) as Builder;
  const text = (b: Builder, ...names: string[]) =>
    names.reduce((acc, name) => acc.addColumn(name, "text", (c) => c.notNull().defaultTo("")) as Builder, b);
  const nullableText = (b: Builder, ...names: string[]) =>
    names.reduce((acc, name) => acc.addColumn(name, "text") as Builder, b);
  const int = (b: Builder, ...names: string[]) =>
    names.reduce((acc, name) => acc.addColumn(name, "integer", (c) => c.notNull().defaultTo(0)) as Builder, b);

  // Succeeded refunds, and succeeded plus pending ones: a refund reserves its amount first
  // (`refund_reserved + x <= paid_amount`, a conditional update) and counts as refunded once confirmed.
  await db.schema
    .alterTable("shop_order")
    .addColumn("refunded_amount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("shop_order")
    .addColumn("refund_reserved", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // Units held by after-sales requests that are not cancelled, refused or closed.
  await db.schema
    .alterTable("order_line")
    .addColumn("returned_quantity", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  let b = table("return_request")
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("order_id", "integer", (c) => c.notNull().references("shop_order.id").onDelete("cascade"))
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("set null"))
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addUniqueConstraint("return_request_idempotency", ["order_id", "idempotency_key"]) as Builder;
  b = text(b, "owner_key", "apply_type", "reason", "description", "stage", "audit_status", "currency", "email", "lang");
  b = int(b, "refund_amount");
  b = nullableText(
    b,
    "refuse_reason",
    "return_address",
    "logistics_company",
    "tracking_number",
    "delivery_time",
    "approved_at",
    "received_at",
    "completed_at",
    "cancelled_at",
  );
  await b
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("return_request_customer_idx")
    .on("return_request")
    .columns(["customer_id", "id"])
    .execute();
  await db.schema.createIndex("return_request_order_idx").on("return_request").column("order_id").execute();
  await db.schema.createIndex("return_request_stage_idx").on("return_request").columns(["stage", "id"]).execute();

  b = table("return_line")
    .addColumn("return_id", "integer", (c) => c.notNull().references("return_request.id").onDelete("cascade"))
    .addColumn("order_line_id", "integer", (c) => c.notNull().references("order_line.id").onDelete("cascade"))
    .addUniqueConstraint("return_line_unique", ["return_id", "order_line_id"]) as Builder;
  await int(b, "quantity", "unit_price", "amount").execute();

  // One row per refund; the idempotency key makes it exactly once, the provider's reference ties
  // its webhook to it.
  b = table("refund")
    .addColumn("order_id", "integer", (c) => c.notNull().references("shop_order.id").onDelete("cascade"))
    .addColumn("return_id", "integer", (c) => c.references("return_request.id").onDelete("set null"))
    .addColumn("payment_id", "integer", (c) => c.references("payment.id").onDelete("set null"))
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("provider_reference", "text", (c) => c.unique())
    .addColumn("completed_at", "text") as Builder;
  b = int(text(b, "method", "status", "currency"), "amount");
  await b
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("refund_order_idx").on("refund").column("order_id").execute();
  await db.schema.createIndex("refund_return_idx").on("refund").column("return_id").execute();

  // An exchange's replacement parcel is a shipment of the order that names its request.
  await db.schema
    .alterTable("shipment")
    .addColumn("return_id", "integer", (c) => c.references("return_request.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("shipment").dropColumn("return_id").execute();
  for (const name of ["refund", "return_line", "return_request"]) await db.schema.dropTable(name).ifExists().execute();
  await db.schema.alterTable("order_line").dropColumn("returned_quantity").execute();
  await db.schema.alterTable("shop_order").dropColumn("refund_reserved").execute();
  await db.schema.alterTable("shop_order").dropColumn("refunded_amount").execute();
}
