import { sql, type CreateTableBuilder, type Kysely } from "kysely";
import { databaseKind } from "../connection.ts";

// Reviews and their helpful votes, comments on articles, and customers' own articles (which live in
// the `article` table beside the merchant's, decision 012). Frozen once landed.

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
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("published_at", "text") as Builder;
  const moderated = (name: string) => sql`${sql.ref(name)} in ('pending', 'published', 'rejected')`;

  let b = table("review")
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("rating", "integer", (c) => c.notNull()) as Builder;
  b = text(b, "title", "body", "reject_reason")
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("helpful_count", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("review_customer_product", ["customer_id", "product_id"])
    .addCheckConstraint("review_rating_range", sql`rating >= 1 and rating <= 5`)
    .addCheckConstraint("review_status", moderated("status")) as Builder;
  await stamps(b).execute();
  await db.schema.createIndex("review_product_status").on("review").columns(["product_id", "status"]).execute();
  await db.schema.createIndex("review_status_created").on("review").columns(["status", "created_at"]).execute();

  // One vote per review and voter (`c:<customer id>` or `v:<visitor id>`): the unique key decides races.
  await table("review_vote")
    .addColumn("review_id", "integer", (c) => c.notNull().references("review.id").onDelete("cascade"))
    .addColumn("voter_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("review_vote_voter", ["review_id", "voter_key"])
    .execute();

  b = table("article_comment")
    .addColumn("article_id", "integer", (c) => c.notNull().references("article.id").onDelete("cascade"))
    // Always a top-level comment: threads are one level deep.
    .addColumn("parent_id", "integer", (c) => c.references("article_comment.id").onDelete("cascade"))
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("cascade")) as Builder;
  // A guest's name and email as given (empty for customers, whose account names them).
  b = text(b, "author_name", "author_email", "body", "reject_reason")
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("status", "text", (c) => c.notNull())
    .addCheckConstraint("article_comment_status", moderated("status")) as Builder;
  await stamps(b).execute();
  await db.schema
    .createIndex("article_comment_thread")
    .on("article_comment")
    .columns(["article_id", "status", "parent_id"])
    .execute();
  await db.schema
    .createIndex("article_comment_status_created")
    .on("article_comment")
    .columns(["status", "created_at"])
    .execute();

  // Customers' articles: the author, the workflow state (the merchant's rows are `published`), the body's
  // format (`html` for the merchant's, `markdown` for customers'), and the language the base columns are
  // in (null: English, as for the merchant's, whose translations sit in `i18n`). One column per ALTER,
  // as SQLite wants.
  await db.schema
    .alterTable("article")
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("cascade"))
    .execute();
  await db.schema
    .alterTable("article")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
    .execute();
  await db.schema
    .alterTable("article")
    .addColumn("format", "text", (c) => c.notNull().defaultTo("html"))
    .execute();
  await db.schema.alterTable("article").addColumn("lang", "text").execute();
  await db.schema
    .alterTable("article")
    .addColumn("reject_reason", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("article").addColumn("submitted_at", "text").execute();
  await db.schema.createIndex("article_customer").on("article").column("customer_id").execute();
  await db.schema.createIndex("article_status_submitted").on("article").columns(["status", "submitted_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("article_status_submitted").ifExists().execute();
  await db.schema.dropIndex("article_customer").ifExists().execute();
  for (const column of ["submitted_at", "reject_reason", "lang", "format", "status", "customer_id"]) {
    await db.schema.alterTable("article").dropColumn(column).execute();
  }
  for (const name of ["article_comment", "review_vote", "review"]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
