import { z } from "zod";
import { COMMENT_NAME_MAX, CommentCreateSchema } from "#contract/comments.ts";
import { communityText } from "#contract/moderation.ts";
import { EMAIL_PATTERN, Messages, tooLong } from "#contract/validation.ts";

/** `comments_page` in the article's address: its own key, so it never collides with the page's. */
export const COMMENTS_PAGE = "comments_page";

/** The comment form's routing field: which of the page's comment forms (a new thread, a reply) posted. */
export const COMMENT_FORM_FIELD = "form";
const FORM_ID = /^comment-(new|reply-\d{1,10})$/;

export function commentFormId(value: unknown): string {
  return typeof value === "string" && FORM_ID.test(value) ? value : "comment-new";
}

/**
 * A customer comments under their account's name; a guest must give a name and an email (the backend
 * says so too, `validation.required`), checked here so the browser can say it before sending.
 */
export const GuestCommentSchema = CommentCreateSchema.extend({
  name: communityText(COMMENT_NAME_MAX),
  email: z.string({ error: Messages.required }).trim().min(1, Messages.required).max(254, tooLong(254)).regex(EMAIL_PATTERN, Messages.emailFormat),
});

export const commentSchema = (signedIn: boolean) => (signedIn ? CommentCreateSchema : GuestCommentSchema);
