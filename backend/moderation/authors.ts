import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { prepared } from "../db/prepared.ts";

type Named = Pick<Row<"customer">, "nick_name" | "first_name" | "last_name">;

/**
 * The name shown with a customer's review, comment or article: the nickname, else the first name and
 * the last name's initial ("Ada L."), else "" (the storefront shows a translated "Customer"). The full
 * name and the account's email never appear.
 */
export function displayNameOf(customer: Named): string {
  const nick = customer.nick_name.trim();
  if (nick) return nick;
  const first = customer.first_name.trim();
  const initial = Array.from(customer.last_name.trim())[0];
  if (!first) return "";
  return initial ? `${first} ${initial}.` : first;
}

/**
 * What naming an author reads of a customer: the names, and the contact the merchant's moderation
 * lists show (`contactOf`); never the rest of the account (its password hash, its settings).
 */
export type Author = Named & Pick<Row<"customer">, "id" | "email" | "mobile">;

const authorsOf = prepared((db, p: { ids: number[] }) =>
  db.selectFrom("customer").select(["id", "nick_name", "first_name", "last_name", "email", "mobile"]).where("id", "in", p.ids),
);

/** Customers' names by id, for naming many records at once. */
export async function customersByIds(db: Db, ids: Array<number | null>): Promise<Map<number, Author>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await authorsOf.rows(db, { ids: wanted });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Whether shoppers see the customer's name anywhere: a published review or comment names its author
 * as they are named now (an article keeps the name it was published with).
 */
export async function showsAuthorName(db: Db, customerId: number): Promise<boolean> {
  const [review, comment] = await Promise.all([
    db.selectFrom("review").select("id").where("customer_id", "=", customerId).where("status", "=", "published").limit(1).executeTakeFirst(),
    db
      .selectFrom("article_comment")
      .select("id")
      .where("customer_id", "=", customerId)
      .where("status", "=", "published")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return review !== undefined || comment !== undefined;
}
