import type { Context } from "hono";
import { CartMessages } from "#contract/cart.ts";
import { visitorIdOf } from "../customers/favorites.ts";
import { getCustomer } from "../customers/sessions.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { badRequest } from "../shared/http.ts";

/**
 * Whose cart (and checkout): the signed-in customer's (`x-auth`), else the guest's (`x-visitor-id`).
 * `key` is what cart lines and orders store: `c:<customer id>` or `v:<visitor id>`.
 */
export type CartOwner = {
  key: string;
  customer: Row<"customer"> | null;
  visitorId: string | null;
};

export const customerKey = (customerId: number) => `c:${customerId}`;
export const visitorKey = (visitorId: string) => `v:${visitorId}`;

export async function getCartOwner(c: Context, db: Db): Promise<CartOwner | null> {
  const signed = await getCustomer(c, db);
  const visitorId = visitorIdOf(c);
  if (signed) return { key: customerKey(signed.customer.id), customer: signed.customer, visitorId };
  return visitorId ? { key: visitorKey(visitorId), customer: null, visitorId } : null;
}

export async function requireCartOwner(c: Context, db: Db): Promise<CartOwner> {
  const owner = await getCartOwner(c, db);
  if (!owner) throw badRequest(CartMessages.visitor);
  return owner;
}
