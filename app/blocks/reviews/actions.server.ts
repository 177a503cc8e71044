import { data, redirect } from "react-router";
import type { Attachment } from "#contract/attachment.ts";
import { CommunityIdSchema, HONEYPOT_FIELD } from "#contract/moderation.ts";
import type { OwnReview, ReviewVote } from "#contract/reviews.ts";
import { formFields, parseForm } from "#app/components/forms/form-data.ts";
import { fieldErrorsOf, invalid, refused, refusedPlain, reply, type BlockAction, type IntentReply } from "../auth-shared/actions.server.ts";
import { postedFiles, uploadPhotos } from "../community-shared/photos.server.ts";
import { REVIEW_NOTICE } from "./notice.ts";
import { reviewForm } from "./schema.ts";

/** The review form's answer: besides the form's state, the photos it now carries (uploaded before a refusal). */
export type ReviewReply = IntentReply & { photos?: { kept: number[]; uploaded: Attachment[] } };
export type HelpfulReply = { intent: "review-helpful"; vote?: ReviewVote; error?: string };

/**
 * `review-save`: a signed-in customer's review of a product, new or edited. New photo files are
 * uploaded first (the attachment ids then go with the review); without JavaScript they come in the
 * same multipart post.
 */
export const saveReview: BlockAction = async ({ shop, formData }) => {
  const intent = "review-save";
  const editing = formData.has("id");
  const { schema, extra } = reviewForm(editing);
  const submission = parseForm(formData, schema, extra);
  const removed = new Set(formData.getAll("removePhotos").map(String));
  const kept = formFields(formData).getAll("photos").map(Number).filter((id) => Number.isInteger(id) && !removed.has(String(id)));
  const answer = (status: number, fields: Partial<ReviewReply>) => reply({ intent, ...fields } satisfies ReviewReply, status);
  // A bot filled in the field people never see: a message, and nothing is sent on.
  if (formData.get(HONEYPOT_FIELD)) {
    return answer(400, { result: submission.reply({ formErrors: ["community.errors.honeypot"] }), photos: { kept, uploaded: [] } });
  }
  // The photos go up first, also when a field is wrong: the answer carries them (ticked, as kept ones),
  // so a shopper without JavaScript need not choose them again.
  const upload = await uploadPhotos(shop, postedFiles(formData, "photoFiles"), kept.length);
  if (!upload.ok) {
    const fieldErrors = { ...(submission.status === "success" ? {} : fieldErrorsOf(submission)), photos: [upload.error] };
    return answer(upload.status, { result: submission.reply({ fieldErrors }), photos: { kept, uploaded: [] } });
  }
  if (submission.status !== "success") {
    return invalid(intent, submission, [], { photos: { kept, uploaded: upload.attachments } } as Partial<IntentReply>);
  }
  const photos = [...kept, ...upload.attachments.map((a) => a.id)];
  const payload = { ...submission.value, photos, [HONEYPOT_FIELD]: "" };
  const result = await shop.post<OwnReview>(editing ? "/api/web/review/update" : "/api/web/review/create", payload);
  const carried = { kept, uploaded: upload.attachments };
  if (!result.ok) return refused(shop, intent, submission, result, [], { photos: carried } as Partial<IntentReply>);
  const done = result.data.status === "published" ? "reviews.saved.published" : "reviews.saved.pending";
  return answer(200, { result: submission.reply({ resetForm: true }), done });
};

/**
 * `review-delete`: the customer takes their review down. Done, it redirects to the page it was posted
 * from, marked: a reload without JavaScript then shows the page, not the post again (whose review is
 * gone: "not found").
 */
export const deleteReview: BlockAction = async ({ shop, formData, url }) => {
  const intent = "review-delete";
  const submission = parseForm(formData, CommunityIdSchema);
  if (submission.status !== "success") throw data(null, { status: 400 });
  const result = await shop.post("/api/web/review/delete", submission.value);
  if (!result.ok) return refusedPlain(shop, intent, result);
  const search = new URLSearchParams(url.search);
  search.set(REVIEW_NOTICE.key, REVIEW_NOTICE.deleted);
  return redirect(`${url.pathname}?${search.toString()}#own-review`, 303);
};

/** `review-helpful`: a guest or customer finds a review helpful, once (a repeat changes nothing). */
export const markHelpful: BlockAction = async ({ shop, formData }) => {
  const intent = "review-helpful";
  const submission = parseForm(formData, CommunityIdSchema);
  if (submission.status !== "success") return data<HelpfulReply>({ intent, error: "reviews.errors.notFound" }, { status: 400 });
  const result = await shop.post<ReviewVote>("/api/web/review/helpful", submission.value);
  if (!result.ok) {
    const status = result.status >= 400 && result.status < 500 ? result.status : 400;
    return data<HelpfulReply>({ intent, error: result.msg }, { status });
  }
  return data<HelpfulReply>({ intent, vote: result.data });
};

export const reviewActions: Record<string, BlockAction> = {
  "review-save": saveReview,
  "review-delete": deleteReview,
  "review-helpful": markHelpful,
};
