import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";

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

/** Customers by id, for naming many records at once. */
export async function customersByIds(db: Db, ids: Array<number | null>): Promise<Map<number, Row<"customer">>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom("customer").selectAll().where("id", "in", wanted).execute();
  return new Map(rows.map((row) => [row.id, row]));
}
