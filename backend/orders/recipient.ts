import { newToken, sha256 } from "../customers/tokens.ts";
import type { Db } from "../db/connection.ts";
import { prepared } from "../db/prepared.ts";
import { nowIso } from "../shared/http.ts";
import type { OrderRow } from "./repository.ts";

const insertAccess = prepared((db, p: { order: number; hash: string; now: string }) =>
  db.insertInto("order_access").values({ order_id: p.order, token_hash: p.hash, created_at: p.now }),
);

/** A new access token for a guest order (stored hashed); the order link carries it. */
export async function grantAccess(db: Db, orderId: number): Promise<string> {
  const token = newToken();
  await insertAccess.run(db, { order: orderId, hash: sha256(token), now: nowIso() });
  return token;
}

/** Where a customer's messages go and in which language: the account's, else (guests) the order's. */
export async function orderRecipient(db: Db, order: OrderRow): Promise<{ to: string; lang: string }> {
  if (order.customer_id !== null) {
    const customer = await db
      .selectFrom("customer")
      .select(["email", "lang"])
      .where("id", "=", order.customer_id)
      .executeTakeFirst();
    if (customer) return { to: customer.email ?? order.email, lang: customer.lang || order.lang };
  }
  return { to: order.email, lang: order.lang };
}

/** The storefront path for the customer; a guest's carries a new access token to the order. */
export async function orderLinkPath(db: Db, order: OrderRow, path: string): Promise<string> {
  if (order.customer_id !== null) return path;
  return `${path}?access=${await grantAccess(db, order.id)}`;
}
