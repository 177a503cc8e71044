import { Hono } from "hono";
import type { SocketTicket } from "#contract/realtime.ts";
import type { AppEnv } from "../app.ts";
import { clientOf } from "../customers/client.ts";
import { requireShopper } from "../customers/shopper.ts";
import { readJson, NO_FIELDS, sendOk } from "../shared/http.ts";
import { actionBuckets, enforceLimits, MINUTE_MS } from "../shared/rate-limit.ts";
import { mintTicket } from "./tickets.ts";

const TICKET_LIMITS = { owner: { max: 30, windowMs: MINUTE_MS }, ip: { max: 120, windowMs: MINUTE_MS } };

/**
 * `POST /api/web/realtime/ticket`: a single-use ticket for the shopper's socket (the customer's and
 * the browser's pushes). A browser without a visitor id or session opens an anonymous socket instead.
 */
export const realtimeRoutes = new Hono<AppEnv>().post("/ticket", async (c) => {
  const { db } = c.get("deps");
  await readJson(c, NO_FIELDS);
  const shopper = await requireShopper(c, db);
  await enforceLimits(db, actionBuckets("socket-ticket", TICKET_LIMITS, { owner: shopper.key, ip: clientOf(c).ip }));
  const ticket: SocketTicket = await mintTicket(db, { customerId: shopper.customer?.id ?? null, visitorId: shopper.visitorId });
  return sendOk(c, ticket);
});
