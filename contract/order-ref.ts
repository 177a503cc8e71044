import { z } from "zod";

/** How a shopper names an order: its number, and a guest's access token (below order.ts and returns.ts). */

/** 404: unknown, another customer's, or a guest order without its access token. */
export const ORDER_NOT_FOUND = "order.errors.notFound";

/** An order number: digits only. */
export const orderNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{8,24}$/, ORDER_NOT_FOUND);
/** A guest order's access token (from the email link or the placing answer). */
export const accessTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, ORDER_NOT_FOUND);
