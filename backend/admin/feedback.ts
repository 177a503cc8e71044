import { adminFeedback } from "#contract/api/engagement.ts";
import { findFeedback, listFeedback } from "../feedback/repository.ts";
import { closeFeedback, deleteFeedback, markFeedbackRead, toAdminFeedback } from "../feedback/service.ts";
import { notFound } from "../shared/http.ts";
import { createWorkflowApp, pageOf } from "./workflow.ts";

/** `/api/admin/feedback`: list (filter by status, search), detail, mark read, close, delete. */
export const createFeedbackApp = () =>
  createWorkflowApp(adminFeedback, {
    async list(c, query) {
      const { rows, total } = await listFeedback(c.get("deps").db, query);
      return pageOf(rows.map(toAdminFeedback), total, query);
    },
    async read(c, id) {
      const row = await findFeedback(c.get("deps").db, id);
      if (!row) throw notFound();
      return toAdminFeedback(row);
    },
    steps: {
      read: (c, id) => markFeedbackRead(c.get("deps"), id),
      close: (c, id) => closeFeedback(c.get("deps"), id),
    },
    async remove(c, id) {
      await deleteFeedback(c.get("deps"), id);
      return { deleted: true };
    },
  });
