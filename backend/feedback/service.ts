import type { z } from "zod";
import {
  feedbackReference,
  type AdminFeedback,
  type FeedbackReceipt,
  type FeedbackSchema,
} from "#contract/feedback.ts";
import type { Language } from "#contract/locales.ts";
import type { AppDeps } from "../app.ts";
import type { Row } from "../db/database.ts";
import { feedbackAckEmail, sendInBackground } from "../mail/engagement.ts";
import { writeTransaction } from "../orders/transaction.ts";
import { notFound, nowIso } from "../shared/http.ts";
import { enforceLimits, type Bucket } from "../shared/rate-limit.ts";
import { lockSender, repeatSince } from "../shared/repeats.ts";
import { deleteFeedbackRow, findFeedback, findRepeatedFeedback, insertFeedback, moveFeedback } from "./repository.ts";

export function toAdminFeedback(row: Row<"feedback_message">): AdminFeedback {
  return {
    id: row.id,
    reference: feedbackReference(row.id),
    subject: row.subject,
    message: row.message,
    email: row.email,
    lang: row.lang,
    customerId: row.customer_id,
    status: row.status,
    ip: row.ip,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Stores a message (status `new`) and acknowledges it to the sender, in the language they wrote in. The
 * same message from the same address again within the repeat window (a reload, a double tap) answers
 * the first one's reference and stores and sends nothing.
 */
export async function submitFeedback(
  deps: AppDeps,
  input: z.output<typeof FeedbackSchema>,
  from: { lang: Language; ip: string; customerId: number | null },
  limits: Bucket[],
): Promise<FeedbackReceipt> {
  const { row, repeat } = await writeTransaction(deps.db, async (trx) => {
    await lockSender(trx, `feedback:${input.email}`);
    const first = await findRepeatedFeedback(trx, input, repeatSince());
    if (first) return { row: first, repeat: true };
    await enforceLimits(trx, limits);
    const now = nowIso();
    const inserted = await insertFeedback(trx, {
      subject: input.subject,
      message: input.message,
      email: input.email,
      lang: from.lang,
      ip: from.ip,
      customer_id: from.customerId,
      status: "new",
      created_at: now,
      updated_at: now,
    });
    return { row: inserted, repeat: false };
  });
  const reference = feedbackReference(row.id);
  if (!repeat) {
    sendInBackground(
      deps,
      row.email,
      () => feedbackAckEmail(from.lang, deps.config.shopName, reference),
      "feedback acknowledgment",
    );
  }
  return { reference };
}

async function answer(deps: AppDeps, id: number): Promise<AdminFeedback> {
  const row = await findFeedback(deps.db, id);
  if (!row) throw notFound();
  return toAdminFeedback(row);
}

/** new → read; a message already read or closed stays as it is. */
export async function markFeedbackRead(deps: AppDeps, id: number): Promise<AdminFeedback> {
  await moveFeedback(deps.db, id, ["new"], "read");
  return answer(deps, id);
}

/** new or read → closed. */
export async function closeFeedback(deps: AppDeps, id: number): Promise<AdminFeedback> {
  await moveFeedback(deps.db, id, ["new", "read"], "closed");
  return answer(deps, id);
}

export async function deleteFeedback(deps: AppDeps, id: number): Promise<void> {
  if (!(await deleteFeedbackRow(deps.db, id))) throw notFound();
}
