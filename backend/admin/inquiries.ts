import { Hono } from "hono";
import { EmptySchema } from "#contract/cart.ts";
import { AdminInquiryListSchema, AdminInquiryReplySchema, type AdminInquiry } from "#contract/inquiry.ts";
import type { AppEnv } from "../app.ts";
import { readDisplay, type Display } from "../catalog/display.ts";
import type { Db } from "../db/connection.ts";
import { findInquiry, listInquiries, type InquiryRow } from "../inquiries/repository.ts";
import { closeInquiry, deleteInquiry, replyToInquiry, toAdminInquiries } from "../inquiries/service.ts";
import { idParam, notFound, readJson, readQuery, sendOk } from "../shared/http.ts";

async function one(db: Db, display: Display, row: InquiryRow | undefined): Promise<AdminInquiry> {
  if (!row) throw notFound();
  const [inquiry] = await toAdminInquiries(db, display, [row]);
  return inquiry!;
}

/** `/api/admin/inquiries`: list (filter by status, search), detail, reply, close, delete. */
export function createInquiriesApp(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { db } = c.get("deps");
      const display = await readDisplay(c, db);
      const query = readQuery(c, AdminInquiryListSchema);
      const { rows, total } = await listInquiries(db, query);
      return sendOk(c, {
        items: await toAdminInquiries(db, display, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      });
    })
    .get("/:id", async (c) => {
      const { db } = c.get("deps");
      return sendOk(c, await one(db, await readDisplay(c, db), await findInquiry(db, idParam(c))));
    })
    .post("/:id/reply", async (c) => {
      const deps = c.get("deps");
      const id = idParam(c);
      const input = await readJson(c, AdminInquiryReplySchema);
      const row = await replyToInquiry(deps, id, input.reply);
      return sendOk(c, await one(deps.db, await readDisplay(c, deps.db), row));
    })
    .post("/:id/close", async (c) => {
      const { db } = c.get("deps");
      const id = idParam(c);
      await readJson(c, EmptySchema);
      return sendOk(c, await one(db, await readDisplay(c, db), await closeInquiry(db, id)));
    })
    .delete("/:id", async (c) => {
      await deleteInquiry(c.get("deps").db, idParam(c));
      return sendOk(c, { deleted: true });
    });
}
