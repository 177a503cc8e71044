import { FeedbackSchema, type FeedbackReceipt } from "#contract/feedback.ts";
import type { UserInfo } from "#contract/user.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { parseStrangerForm } from "#app/components/forms/form-data.ts";
import { invalidStranger, refused, reply, type BlockAction } from "../auth-shared/actions.server.ts";
import { FEEDBACK_INTENT } from "./intents.ts";

export type FeedbackData = { email: string };

/** A signed-in customer's address fills the email field; a guest starts empty. */
export async function loadFeedback(_props: Record<string, unknown>, { shop }: BlockLoadContext): Promise<FeedbackData> {
  if (!shop.info.token) return { email: "" };
  const user = await shop.post<UserInfo>("/api/web/user/info");
  return { email: user.ok ? (user.data.email ?? "") : "" };
}

/** The message goes to the admin API; the sender gets an acknowledgment with its reference. */
export const sendFeedback: BlockAction = async ({ shop, formData }) => {
  const submission = parseStrangerForm(formData, FeedbackSchema);
  if (submission.status !== "success") return invalidStranger(FEEDBACK_INTENT, submission);
  const result = await shop.post<FeedbackReceipt>("/api/web/feedback", submission.value);
  if (!result.ok) return refused(shop, FEEDBACK_INTENT, submission, result);
  return reply({
    intent: FEEDBACK_INTENT,
    result: submission.reply({ resetForm: true }),
    done: "feedback.sent",
    doneValues: { email: submission.value.email, reference: result.data.reference },
  });
};
