import type { Context } from "hono";
import { adminInquiries } from "#contract/api/engagement.ts";
import type { AdminInquiry } from "#contract/inquiry.ts";
import type { AppEnv } from "../app.ts";
import { readDisplay, type Display } from "../catalog/display.ts";
import type { Db } from "../db/connection.ts";
import { findInquiry, listInquiries, type InquiryRow } from "../inquiries/repository.ts";
import { closeInquiry, deleteInquiry, replyToInquiry, toAdminInquiries } from "../inquiries/service.ts";
import { notFound } from "../shared/http.ts";
import { createWorkflowApp, pageOf } from "./workflow.ts";

async function one(db: Db, display: Display, row: InquiryRow | undefined): Promise<AdminInquiry> {
  if (!row) throw notFound();
  const [inquiry] = await toAdminInquiries(db, display, [row]);
  return inquiry!;
}

const displayOf = (c: Context<AppEnv>) => readDisplay(c, c.get("deps").db);

/** `/api/admin/inquiries`: list (filter by status, search), detail, reply, close, delete. */
export const createInquiriesApp = () =>
  createWorkflowApp(adminInquiries, {
    async list(c, query) {
      const { db } = c.get("deps");
      const display = await readDisplay(c, db);
      const { rows, total } = await listInquiries(db, query);
      return pageOf(await toAdminInquiries(db, display, rows), total, query);
    },
    read: async (c, id) => one(c.get("deps").db, await displayOf(c), await findInquiry(c.get("deps").db, id)),
    steps: {
      async reply(c, id, input) {
        const row = await replyToInquiry(c.get("deps"), id, input.reply);
        return one(c.get("deps").db, await displayOf(c), row);
      },
      close: async (c, id) => one(c.get("deps").db, await displayOf(c), await closeInquiry(c.get("deps").db, id)),
    },
    async remove(c, id) {
      await deleteInquiry(c.get("deps").db, id);
      return { deleted: true };
    },
  });
