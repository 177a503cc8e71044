import type { Context } from "hono";
import { Hono } from "hono";
import type { Paged } from "#contract/catalog.ts";
import { Code } from "#contract/codes.ts";
import {
  ReturnApplySchema,
  ReturnListSchema,
  ReturnLogisticsSchema,
  ReturnMessages,
  ReturnRefSchema,
  type ReturnSummary,
} from "#contract/returns.ts";
import type { AppEnv } from "../app.ts";
import { getShopper } from "../customers/shopper.ts";
import { requireCustomer } from "../customers/sessions.ts";
import type { Db } from "../db/connection.ts";
import { requireViewableOrder } from "../orders/access.ts";
import { findOrderById } from "../orders/repository.ts";
import { ApiError, readJson, sendOk } from "../shared/http.ts";
import { findReturnByNumber, listReturns, type ReturnRow } from "./repository.ts";
import { applyForReturn, cancelReturn, submitLogistics } from "./service.ts";
import { toReturnRequest, toReturnSummaries } from "./view.ts";

const returnNotFound = () => new ApiError(404, Code.result, ReturnMessages.notFound);

/**
 * A request the caller may see: one of an order they may see (the signed-in customer's own, or a guest
 * order with its access token or from the browser that placed it). Anything else is a 404.
 */
async function requireViewableReturn(c: Context, db: Db, number: string, access?: string): Promise<ReturnRow> {
  const request = await findReturnByNumber(db, number);
  const order = request && (await findOrderById(db, request.order_id));
  if (!request || !order) throw returnNotFound();
  try {
    await requireViewableOrder(c, db, order.number, access);
  } catch (error) {
    throw error instanceof ApiError ? returnNotFound() : error;
  }
  return request;
}

/** `/api/web/return/*` (contract/returns.ts): the customer's after-sales requests, and a guest's with the order's token. */
export const returnRoutes = new Hono<AppEnv>()
  .post("/apply", async (c) => {
    const deps = c.get("deps");
    const input = await readJson(c, ReturnApplySchema);
    const order = await requireViewableOrder(c, deps.db, input.orderNumber, input.access);
    const shopper = await getShopper(c, deps.db);
    const { request } = await applyForReturn(deps, order, shopper, input);
    return sendOk(c, await toReturnRequest(deps.db, request));
  })
  .post("/list", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, ReturnListSchema);
    let filter;
    if (input.orderNumber) {
      const order = await requireViewableOrder(c, db, input.orderNumber, input.access);
      filter = { orderId: order.id, status: input.status };
    } else {
      const { customer } = await requireCustomer(c, db);
      filter = { customerId: customer.id, status: input.status };
    }
    const { rows, total } = await listReturns(db, filter, input.page, input.pageSize);
    const page: Paged<ReturnSummary> = {
      items: await toReturnSummaries(db, rows),
      total,
      page: input.page,
      pageSize: input.pageSize,
    };
    return sendOk(c, page);
  })
  .post("/detail", async (c) => {
    const { db } = c.get("deps");
    const input = await readJson(c, ReturnRefSchema);
    const request = await requireViewableReturn(c, db, input.number, input.access);
    return sendOk(c, await toReturnRequest(db, request));
  })
  .post("/cancel", async (c) => {
    const deps = c.get("deps");
    const input = await readJson(c, ReturnRefSchema);
    const request = await requireViewableReturn(c, deps.db, input.number, input.access);
    return sendOk(c, await toReturnRequest(deps.db, await cancelReturn(deps, request)));
  })
  .post("/logistics", async (c) => {
    const deps = c.get("deps");
    const input = await readJson(c, ReturnLogisticsSchema);
    const request = await requireViewableReturn(c, deps.db, input.number, input.access);
    return sendOk(c, await toReturnRequest(deps.db, await submitLogistics(deps, request, input)));
  });
