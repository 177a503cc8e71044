import type { OwnComment } from "#contract/comments.ts";
import { HONEYPOT_FIELD } from "#contract/moderation.ts";
import { parseForm } from "#app/components/forms/form-data.ts";
import { refused, reply, type BlockAction } from "../auth-shared/actions.server.ts";
import { COMMENT_FORM_FIELD, commentFormId, commentSchema } from "./schema.ts";

/**
 * `comment-create`: a guest's or a customer's comment on an article, new or a reply. The answer names
 * the form that posted (a page has one per thread), so the message shows under the right one.
 */
export const createComment: BlockAction = async ({ shop, formData }) => {
  const form = commentFormId(formData.get(COMMENT_FORM_FIELD));
  const signedIn = Boolean(shop.info.token);
  const submission = parseForm(formData, commentSchema(signedIn), [COMMENT_FORM_FIELD]);
  if (formData.get(HONEYPOT_FIELD)) {
    return reply({ intent: form, result: submission.reply({ formErrors: ["community.errors.honeypot"] }) }, 400);
  }
  if (submission.status !== "success") return reply({ intent: form, result: submission.reply() }, 400);
  const result = await shop.post<OwnComment>("/api/web/comment/create", { ...submission.value, [HONEYPOT_FIELD]: "" });
  if (!result.ok) return refused(shop, form, submission, result);
  const done = result.data.status === "published" ? "comments.saved.published" : "comments.saved.pending";
  return reply({ intent: form, result: submission.reply({ resetForm: true }), done });
};

export const commentActions: Record<string, BlockAction> = { "comment-create": createComment };
