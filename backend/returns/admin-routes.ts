import { Hono, type Context } from "hono";
import { adminReturns } from "#contract/api/returns.ts";
import { ReturnSettingsSchema } from "#contract/returns.ts";
import { createWorkflowApp, pageOf } from "../admin/workflow.ts";
import type { AppEnv } from "../app.ts";
import type { Db } from "../db/connection.ts";
import { notFound, readJson, sendOk } from "../shared/http.ts";
import { findReturnById, listReturns, type ReturnRow } from "./repository.ts";
import { approveReturn, closeReturn, receiveReturn, refundReturn, refuseReturn, shipReplacement } from "./service.ts";
import { getReturnSettings, putReturnSettings } from "./settings.ts";
import { toAdminReturn, toAdminReturnSummaries } from "./view.ts";

const answer = (c: Context<AppEnv>, request: ReturnRow) => toAdminReturn(c.get("deps").db, request);

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
  const settings = new Hono<AppEnv>()
    .get("/settings", async (c) => sendOk(c, await getReturnSettings(c.get("deps").db)))
    .put("/settings", async (c) => {
      const { db } = c.get("deps");
      const input = await readJson(c, ReturnSettingsSchema);
      return sendOk(c, await putReturnSettings(db, input));
    });
  const requests = createWorkflowApp(adminReturns, {
    async list(c, query) {
      const { db } = c.get("deps");
      const { rows, total } = await listReturns(db, query, query.page, query.pageSize);
      return pageOf(await toAdminReturnSummaries(db, rows), total, query);
    },
    find: (c, id) => requireReturn(c.get("deps").db, id),
    read: (c, request) => toAdminReturn(c.get("deps").db, request),
    steps: {
      approve: async (c, request, input) => answer(c, await approveReturn(c.get("deps"), request, input)),
      refuse: async (c, request, input) => answer(c, await refuseReturn(c.get("deps"), request, input.reason)),
      receive: async (c, request) => answer(c, await receiveReturn(c.get("deps"), request)),
      refund: async (c, request, input) => answer(c, await refundReturn(c.get("deps"), request, input)),
      "ship-replacement": async (c, request, input) => answer(c, await shipReplacement(c.get("deps"), request, input)),
      close: async (c, request, input) => answer(c, await closeReturn(c.get("deps"), request, input.reason)),
    },
  });
  // The settings first: `/settings` is not a request id.
  return new Hono<AppEnv>().route("/", settings).route("/", requests);
}
