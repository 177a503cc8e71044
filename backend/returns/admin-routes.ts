import { Hono } from "hono";
import { EmptySchema } from "#contract/cart.ts";
import {
  AdminRefundSchema,
  AdminReplacementSchema,
  AdminReturnListSchema,
  AdminReturnApproveSchema,
  AdminReturnCloseSchema,
  AdminReturnRefuseSchema,
  ReturnSettingsSchema,
} from "#contract/returns.ts";
import type { AppEnv } from "../app.ts";
import type { Db } from "../db/connection.ts";
import { idParam, notFound, readJson, readQuery, sendOk } from "../shared/http.ts";
import { findReturnById, listReturns, type ReturnRow } from "./repository.ts";
import { approveReturn, closeReturn, receiveReturn, refundReturn, refuseReturn, shipReplacement } from "./service.ts";
import { getReturnSettings, putReturnSettings } from "./settings.ts";
import { toAdminReturn, toAdminReturnSummaries } from "./view.ts";

async function requireReturn(db: Db, id: number): Promise<ReturnRow> {
  const row = await findReturnById(db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * `/api/admin/returns` (contract/returns.ts): the merchant's side of after-sales. Every step is a
 * transition of the state machine (machine.ts): a step the request's stage does not allow answers 409
 * `returns.errors.notAllowed`, and of two merchants acting on one request at once exactly one wins.
 */
export function createReturnsAdminApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { db } = c.get("deps");
      const query = readQuery(c, AdminReturnListSchema);
      const { rows, total } = await listReturns(db, query, query.page, query.pageSize);
      return sendOk(c, {
        items: await toAdminReturnSummaries(db, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      });
    })
    .get("/settings", async (c) => sendOk(c, await getReturnSettings(c.get("deps").db)))
    .put("/settings", async (c) => {
      const { db } = c.get("deps");
      const input = await readJson(c, ReturnSettingsSchema);
      return sendOk(c, await putReturnSettings(db, input));
    })
    .get("/:id", async (c) => {
      const { db } = c.get("deps");
      return sendOk(c, await toAdminReturn(db, await requireReturn(db, idParam(c))));
    })
    .post("/:id/approve", async (c) => {
      const deps = c.get("deps");
      const request = await requireReturn(deps.db, idParam(c));
      const input = await readJson(c, AdminReturnApproveSchema);
      return sendOk(c, await toAdminReturn(deps.db, await approveReturn(deps, request, input)));
    })
    .post("/:id/refuse", async (c) => {
      const deps = c.get("deps");
      const request = await requireReturn(deps.db, idParam(c));
      const input = await readJson(c, AdminReturnRefuseSchema);
      return sendOk(c, await toAdminReturn(deps.db, await refuseReturn(deps, request, input.reason)));
    })
    .post("/:id/receive", async (c) => {
      const deps = c.get("deps");
      const request = await requireReturn(deps.db, idParam(c));
      await readJson(c, EmptySchema);
      return sendOk(c, await toAdminReturn(deps.db, await receiveReturn(deps, request)));
    })
    .post("/:id/refund", async (c) => {
      const deps = c.get("deps");
      const request = await requireReturn(deps.db, idParam(c));
      const input = await readJson(c, AdminRefundSchema);
      return sendOk(c, await toAdminReturn(deps.db, await refundReturn(deps, request, input)));
    })
    .post("/:id/ship-replacement", async (c) => {
      const deps = c.get("deps");
      const request = await requireReturn(deps.db, idParam(c));
      const input = await readJson(c, AdminReplacementSchema);
      return sendOk(c, await toAdminReturn(deps.db, await shipReplacement(deps, request, input)));
    })
    .post("/:id/close", async (c) => {
      const deps = c.get("deps");
      const request = await requireReturn(deps.db, idParam(c));
      const input = await readJson(c, AdminReturnCloseSchema);
      return sendOk(c, await toAdminReturn(deps.db, await closeReturn(deps, request, input.reason)));
    });
}
