import type { CreateTableBuilder, Kysely } from "kysely";
import { databaseKind } from "../connection.ts";

// Customer accounts: users, sessions, codes, captcha challenges, rate-limit hits, activity, addresses,
// favourites. Frozen once landed.

type Builder = CreateTableBuilder<string, string>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = databaseKind(db) === "postgres";
  const table = (name: string): Builder =>
    (pg
      ? db.schema.createTable(name).addColumn("id", "serial", (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())) as Builder;
  const text = (b: Builder, ...names: string[]) =>
    names.reduce((acc, name) => acc.addColumn(name, "text", (c) => c.notNull().defaultTo("")) as Builder, b);
  const customerRef = (b: Builder, nullable = false) =>
    b.addColumn("customer_id", "integer", (c) =>
      nullable ? c.references("customer.id").onDelete("cascade") : c.notNull().references("customer.id").onDelete("cascade"),
    ) as Builder;

  let b = table("customer")
    .addColumn("email", "text", (c) => c.unique())
    .addColumn("mobile", "text", (c) => c.unique())
    .addColumn("password_hash", "text", (c) => c.notNull()) as Builder;
  b = text(b, "full_name", "first_name", "last_name", "nick_name", "bio")
    .addColumn("avatar_id", "integer", (c) => c.references("image.id").onDelete("set null"))
    .addColumn("birthday", "text")
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("verified_at", "text")
    .addColumn("email_verification_on_login", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_login_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull()) as Builder;
  await b.execute();

  b = customerRef(table("customer_session"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("browser", "text", (c) => c.notNull())
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("login_method", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text") as Builder;
  await b.execute();
  await db.schema.createIndex("customer_session_customer_idx").on("customer_session").column("customer_id").execute();

  b = customerRef(table("customer_code"), true)
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("payload", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull()) as Builder;
  await b.execute();
  await db.schema.createIndex("customer_code_target_idx").on("customer_code").columns(["target", "purpose"]).execute();

  await db.schema
    .createTable("captcha_challenge")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("target", "integer", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  await table("rate_limit_hit")
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hit_bucket_idx").on("rate_limit_hit").columns(["bucket", "created_at"]).execute();

  b = customerRef(table("customer_activity"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("browser", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull()) as Builder;
  await b.execute();
  await db.schema.createIndex("customer_activity_customer_idx").on("customer_activity").column("customer_id").execute();

  b = text(
    customerRef(table("customer_address")),
    "country", "province", "city", "area", "postal_code", "first_name", "last_name", "address", "apartment",
    "country_code", "phone",
  )
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull()) as Builder;
  await b.execute();
  await db.schema.createIndex("customer_address_customer_idx").on("customer_address").column("customer_id").execute();

  b = customerRef(table("favorite"), true)
    .addColumn("visitor_id", "text")
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("favorite_customer_product", ["customer_id", "product_id"])
    .addUniqueConstraint("favorite_visitor_product", ["visitor_id", "product_id"]) as Builder;
  await b.execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    "favorite", "customer_address", "customer_activity", "rate_limit_hit", "captcha_challenge", "customer_code",
    "customer_session", "customer",
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
