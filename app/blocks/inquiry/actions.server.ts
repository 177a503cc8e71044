import { AttachmentMessages, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, type Attachment } from "#contract/attachment.ts";
import { Code } from "#contract/codes.ts";
import { InquiryCreateSchema, type Inquiry } from "#contract/inquiry.ts";
import type { UserInfo } from "#contract/user.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { parseStrangerForm } from "#app/components/forms/form-data.ts";
import type { ShopClient } from "#app/services/shop.server.ts";
import { fieldErrorsOf, invalidStranger, isBotSubmission, refused, reply, type BlockAction } from "../auth-shared/actions.server.ts";
import { KEPT_FIELD, keptPhotos, type KeptPhoto } from "#app/components/forms/kept-photos.ts";
import { INQUIRY_INTENT, PHOTOS_FIELD } from "./intents.ts";
import { personName } from "#contract/names.ts";

export type InquiryFormData = { name: string; email: string };

/** A signed-in customer's name and address fill the contact fields; a guest starts empty. */
export async function loadInquiryForm(_props: Record<string, unknown>, { shop }: BlockLoadContext): Promise<InquiryFormData> {
  if (!shop.info.token) return { name: "", email: "" };
  const user = await shop.post<UserInfo>("/api/web/user/info");
  if (!user.ok) return { name: "", email: "" };
  const { fullName, firstName, lastName, nickName, email } = user.data;
  return { name: (fullName || personName(firstName ?? "", lastName ?? "", { lang: shop.info.lang }) || nickName || "").slice(0, 100), email: email ?? "" };
}

/** The photos a form carries (an empty file input still sends one empty part). */
function photosOf(formData: FormData): File[] {
  return formData.getAll(PHOTOS_FIELD).filter((value): value is File => value instanceof File && value.size > 0);
}

/** What the storefront can tell before the backend sees the bytes: how many (with those kept) and how large. */
function photoProblem(files: File[], kept: number): string | null {
  if (files.length + kept > MAX_ATTACHMENTS) return AttachmentMessages.tooMany;
  if (files.some((file) => file.size > MAX_ATTACHMENT_BYTES)) return "errors.tooLarge";
  return null;
}

type Uploaded = { ok: true; photos: KeptPhoto[] } | { ok: false; photos: KeptPhoto[]; message: string; status: number };

/** Each photo through the one upload endpoint (size, magic bytes, re-encoding happen there). */
async function uploadPhotos(shop: ShopClient, files: File[]): Promise<Uploaded> {
  const photos: KeptPhoto[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append("file", file, file.name.slice(0, 200) || "photo");
    const result = await shop.postForm<Attachment>("/api/web/attach/upload", body);
    if (!result.ok) {
      if (result.code === Code.authInvalid) throw shop.signInRedirect();
      const fields = (result.data as { fields?: Record<string, string[]> } | null)?.fields;
      const status = result.status >= 400 && result.status < 500 ? result.status : 400;
      const message = fields?.file?.[0] ?? result.msg;
      return { ok: false, photos, message: message === "errors.fileType" ? AttachmentMessages.fileType : message, status };
    }
    photos.push({ id: result.data.id, url: result.data.image.srcset[0]?.url ?? result.data.image.url });
  }
  return { ok: true, photos };
}

/**
 * A quote request: the contract's schema, then the photos (uploaded one by one, without JavaScript
 * too: the form is multipart), then the request with their ids. New photos go up first, also when
 * other fields are wrong: a refused try answers them as kept photos, so they need not be picked again.
 */
export const sendInquiry: BlockAction = async ({ shop, formData }) => {
  const submission = parseStrangerForm(formData, InquiryCreateSchema, [PHOTOS_FIELD, KEPT_FIELD]);
  const kept = keptPhotos(formData);
  const files = photosOf(formData);
  const problem = photoProblem(files, kept.length);
  if (problem || isBotSubmission(submission)) {
    return invalidStranger(INQUIRY_INTENT, submission, problem ? { [PHOTOS_FIELD]: [problem] } : undefined, { kept });
  }
  const uploaded = await uploadPhotos(shop, files);
  const photos = [...kept, ...uploaded.photos];
  if (!uploaded.ok) {
    const fieldErrors = { ...(submission.status === "success" ? {} : fieldErrorsOf(submission)), [PHOTOS_FIELD]: [uploaded.message] };
    return reply({ intent: INQUIRY_INTENT, result: submission.reply({ fieldErrors }), kept: photos }, uploaded.status);
  }
  if (submission.status !== "success") return invalidStranger(INQUIRY_INTENT, submission, undefined, { kept: photos });
  const result = await shop.post<Inquiry>("/api/web/inquiry/create", { ...submission.value, attachments: photos.map((photo) => photo.id) });
  if (!result.ok) {
    // The backend names the photos `attachments`; the form calls them `photos`.
    const fields = (result.data as { fields?: Record<string, string[]> } | null)?.fields;
    if (fields?.attachments) {
      fields[PHOTOS_FIELD] = fields.attachments;
      delete fields.attachments;
    }
    // Photos the backend refused are not offered again.
    return refused(shop, INQUIRY_INTENT, submission, result, [], fields?.[PHOTOS_FIELD] ? {} : { kept: photos });
  }
  return reply({
    intent: INQUIRY_INTENT,
    result: submission.reply({ resetForm: true }),
    done: "inquiries.sent",
    doneValues: { email: submission.value.email },
  });
};
