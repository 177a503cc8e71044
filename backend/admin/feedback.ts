import { Hono } from "hono";
import { AdminFeedbackListSchema } from "#contract/feedback.ts";
import { EmptySchema } from "#contract/cart.ts";
import type { AppEnv } from "../app.ts";
import { findFeedback, listFeedback } from "../feedback/repository.ts";
import { closeFeedback, deleteFeedback, markFeedbackRead, toAdminFeedback } from "../feedback/service.ts";
import { idParam, notFound, readJson, readQuery, sendOk } from "../shared/http.ts";

/** `/api/admin/feedback`: list (filter by status, search), detail, mark read, close, delete. */
export function createFeedbackApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = readQuery(c, AdminFeedbackListSchema);
      const { rows, total } = await listFeedback(c.get("deps").db, query);
      return sendOk(c, { items: rows.map(toAdminFeedback), total, page: query.page, pageSize: query.pageSize });
    })
    .get("/:id", async (c) => {
      const row = await findFeedback(c.get("deps").db, idParam(c));
      if (!row) throw notFound();
      return sendOk(c, toAdminFeedback(row));
    })
    .post("/:id/read", async (c) => {
      const id = idParam(c);
      await readJson(c, EmptySchema);
      return sendOk(c, await markFeedbackRead(c.get("deps"), id));
    })
    .post("/:id/close", async (c) => {
      const id = idParam(c);
      await readJson(c, EmptySchema);
      return sendOk(c, await closeFeedback(c.get("deps"), id));
    })
    .delete("/:id", async (c) => {
      await deleteFeedback(c.get("deps"), idParam(c));
      return sendOk(c, { deleted: true });
    });
}
