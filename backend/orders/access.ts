import type { Context } from "hono";
import { Code } from "#contract/codes.ts";
import { OrderMessages } from "#contract/order.ts";
import { visitorKey } from "../customers/shopper.ts";
import { visitorIdOf } from "../customers/favorites.ts";
import { getCustomer } from "../customers/sessions.ts";
import type { Db } from "../db/connection.ts";
import { ApiError } from "../shared/http.ts";
import { findOrderByNumber, hasAccess, type OrderRow } from "./repository.ts";

export const orderNotFound = () => new ApiError(404, Code.result, OrderMessages.notFound);

/**
 * An order the caller may see: the signed-in customer's own, or a guest order reached with its access
 * token (or from the browser that placed it, by visitor id). Anything else is a 404, never a 403, so
 * order numbers cannot be probed.
 */
export async function requireViewableOrder(c: Context, db: Db, number: string, access?: string): Promise<OrderRow> {
  const order = await findOrderByNumber(db, number);
  if (!order) throw orderNotFound();
  if (order.customer_id !== null) {
    const signed = await getCustomer(c, db);
    if (signed && signed.customer.id === order.customer_id) return order;
    throw orderNotFound();
  }
  if (access && (await hasAccess(db, order.id, access))) return order;
  const visitorId = visitorIdOf(c);
  if (visitorId && order.owner_key === visitorKey(visitorId)) return order;
  throw orderNotFound();
}
