import type { Context } from "hono";
import { CartMessages } from "#contract/cart.ts";
import { visitorIdOf } from "./favorites.ts";
import { getCustomer } from "./sessions.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { badRequest } from "../shared/http.ts";

/**
 * Who is shopping: the signed-in customer (`x-auth`), else the guest (`x-visitor-id`). `key` is what
 * carts, orders and uploads store as their owner: `c:<customer id>` or `v:<visitor id>`.
 */
export type Shopper = {
  key: string;
  customer: Row<"customer"> | null;
  visitorId: string | null;
};

export const customerKey = (customerId: number) => `c:${customerId}`;
export const visitorKey = (visitorId: string) => `v:${visitorId}`;

export async function getShopper(c: Context, db: Db): Promise<Shopper | null> {
  const signed = await getCustomer(c, db);
  const visitorId = visitorIdOf(c);
  if (signed) return { key: customerKey(signed.customer.id), customer: signed.customer, visitorId };
  return visitorId ? { key: visitorKey(visitorId), customer: null, visitorId } : null;
}

/** The shopper, or 400 when the request names neither a session nor a visitor. */
export async function requireShopper(c: Context, db: Db): Promise<Shopper> {
  const owner = await getShopper(c, db);
  if (!owner) throw badRequest(CartMessages.visitor);
  return owner;
}

/** Every owner key a shopper's earlier records may carry: a customer's guest uploads count too. */
export function shopperKeys(shopper: Shopper): string[] {
  const keys = [shopper.key];
  if (shopper.customer && shopper.visitorId) keys.push(visitorKey(shopper.visitorId));
  return keys;
}
