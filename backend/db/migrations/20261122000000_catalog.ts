import { sql, type Kysely, type CreateTableBuilder } from "kysely";
import { databaseKind } from "../connection.ts";

// Frozen once landed: later changes go into a new timestamped migration.

type Builder = CreateTableBuilder<string, string>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = databaseKind(db) === "postgres";
  const table = (name: string): Builder =>
    (pg
      ? db.schema.createTable(name).addColumn("id", "serial", (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())) as Builder;
  const text = (b: Builder, name: string) => b.addColumn(name, "text", (c) => c.notNull().defaultTo(""));
  const stamps = (b: Builder) =>
    b.addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull());
  const flag = (b: Builder, name: string) => b.addColumn(name, "integer", (c) => c.notNull().defaultTo(0));
  const money = pg ? "bigint" : "integer";

  await table("image")
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("variants", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  let b: Builder = table("category")
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("parent_id", "integer", (c) => c.references("category.id").onDelete("set null")) as Builder;
  b = text(text(text(b, "name"), "description"), "i18n") as Builder;
  b = b
    .addColumn("image_id", "integer", (c) => c.references("image.id").onDelete("set null"))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)) as Builder;
  await stamps(flag(b, "hidden")).execute();

  b = table("tag").addColumn("slug", "text", (c) => c.notNull().unique()) as Builder;
  await stamps(flag(text(text(text(b, "name"), "description"), "i18n"), "hidden")).execute();

  b = table("collection").addColumn("slug", "text", (c) => c.notNull().unique()) as Builder;
  b = text(text(text(b, "name"), "description"), "i18n")
    .addColumn("image_id", "integer", (c) => c.references("image.id").onDelete("set null"))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)) as Builder;
  await stamps(flag(b, "hidden")).execute();

  b = table("product")
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("category_id", "integer", (c) => c.references("category.id").onDelete("set null")) as Builder;
  b = text(text(text(b, "name"), "description"), "i18n")
    .addColumn("specs", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("options", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("score", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("review_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)) as Builder;
  await stamps(flag(b, "hidden")).execute();
  await db.schema.createIndex("product_category_idx").on("product").column("category_id").execute();

  await db.schema
    .createTable("collection_product")
    .addColumn("collection_id", "integer", (c) => c.notNull().references("collection.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("collection_product_pk", ["collection_id", "product_id"])
    .execute();
  await db.schema
    .createTable("product_tag")
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (c) => c.notNull().references("tag.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("product_tag_pk", ["product_id", "tag_id"])
    .execute();
  await db.schema.createIndex("product_tag_tag_idx").on("product_tag").column("tag_id").execute();
  await db.schema
    .createTable("product_image")
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("image_id", "integer", (c) => c.notNull().references("image.id").onDelete("cascade"))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_image_pk", ["product_id", "image_id"])
    .execute();

  await table("sku")
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("options", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("price", money, (c) => c.notNull())
    .addColumn("line_price", money)
    .addColumn("stock", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("image_id", "integer", (c) => c.references("image.id").onDelete("set null"))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addCheckConstraint("sku_stock_nonnegative", sql`stock >= 0`)
    .execute();
  await db.schema.createIndex("sku_product_idx").on("sku").column("product_id").execute();

  b = table("article").addColumn("slug", "text", (c) => c.notNull().unique()) as Builder;
  b = text(text(text(text(text(b, "title"), "summary"), "content"), "author"), "i18n")
    .addColumn("thumbnail_id", "integer", (c) => c.references("image.id").onDelete("set null"))
    .addColumn("published_at", "text", (c) => c.notNull()) as Builder;
  await stamps(flag(b, "hidden")).execute();

  b = table("page").addColumn("slug", "text", (c) => c.notNull().unique()) as Builder;
  await stamps(flag(text(text(text(b, "title"), "content"), "i18n"), "hidden")).execute();

  for (const name of ["promotion", "coupon"] as const) {
    b = table(name).addColumn("slug", "text", (c) => c.notNull().unique()) as Builder;
    if (name === "coupon") b = b.addColumn("code", "text", (c) => c.notNull().unique());
    b = text(text(text(b, "title"), "description"), "i18n")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("value", money, (c) => c.notNull())
      .addColumn("min_amount", money)
      .addColumn("starts_at", "text")
      .addColumn("ends_at", "text") as Builder;
    if (name === "promotion") {
      b = b.addColumn("image_id", "integer", (c) => c.references("image.id").onDelete("set null")) as Builder;
    } else {
      b = b
        .addColumn("total_limit", "integer")
        .addColumn("per_customer_limit", "integer")
        .addColumn("used_count", "integer", (c) => c.notNull().defaultTo(0)) as Builder;
    }
    await stamps(flag(b, "hidden")).execute();
  }

  await db.schema
    .createTable("setting")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("currency")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("rate", pg ? "double precision" : "real", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  b = table("page_template")
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("")) as Builder;
  b = text(text(text(b, "head"), "body"), "foot").addUniqueConstraint("page_template_key", ["type", "slug", "lang"]) as Builder;
  await stamps(b).execute();

  await table("visit_duration")
    .addColumn("visitor_id", "text")
    .addColumn("path", "text")
    .addColumn("duration", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    "visit_duration", "page_template", "currency", "setting", "coupon", "promotion", "page", "article",
    "sku", "product_image", "product_tag", "collection_product", "product", "collection", "tag",
    "category", "image",
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
