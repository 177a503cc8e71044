import { AttachmentMessages, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, type Attachment } from "#contract/attachment.ts";
import { Code } from "#contract/codes.ts";
import { InquiryCreateSchema, type Inquiry } from "#contract/inquiry.ts";
import type { UserInfo } from "#contract/user.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { parseStrangerForm } from "#app/components/forms/form-data.ts";
import type { ShopClient } from "#app/services/shop.server.ts";
import { invalidStranger, refused, reply, type BlockAction } from "../auth-shared/actions.server.ts";
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

/** What the storefront can tell before the backend sees the bytes: how many and how large. */
function photoProblem(files: File[]): string | null {
  if (files.length > MAX_ATTACHMENTS) return AttachmentMessages.tooMany;
  if (files.some((file) => file.size > MAX_ATTACHMENT_BYTES)) return "errors.tooLarge";
  return null;
}

type Uploaded = { ok: true; ids: number[] } | { ok: false; message: string; status: number };

/** Each photo through the one upload endpoint (size, magic bytes, re-encoding happen there). */
async function uploadPhotos(shop: ShopClient, files: File[]): Promise<Uploaded> {
  const ids: number[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append("file", file, file.name.slice(0, 200) || "photo");
    const result = await shop.postForm<Attachment>("/api/web/attach/upload", body);
    if (!result.ok) {
      if (result.code === Code.authInvalid) throw shop.signInRedirect();
      const fields = (result.data as { fields?: Record<string, string[]> } | null)?.fields;
      const status = result.status >= 400 && result.status < 500 ? result.status : 400;
      return { ok: false, message: fields?.file?.[0] ?? result.msg, status };
    }
    ids.push(result.data.id);
  }
  return { ok: true, ids };
}

/**
 * A quote request: the contract's schema, then the photos (uploaded one by one, without JavaScript
 * too: the form is multipart), then the request with their ids.
 */
export const sendInquiry: BlockAction = async ({ shop, formData }) => {
  const submission = parseStrangerForm(formData, InquiryCreateSchema, [PHOTOS_FIELD]);
  const files = photosOf(formData);
  const problem = photoProblem(files);
  const photoErrors = problem ? { [PHOTOS_FIELD]: [problem] } : undefined;
  if (submission.status !== "success" || photoErrors) return invalidStranger(INQUIRY_INTENT, submission, photoErrors);
  const uploaded = await uploadPhotos(shop, files);
  if (!uploaded.ok) {
    return reply({ intent: INQUIRY_INTENT, result: submission.reply({ fieldErrors: { [PHOTOS_FIELD]: [uploaded.message] } }) }, uploaded.status);
  }
  const result = await shop.post<Inquiry>("/api/web/inquiry/create", { ...submission.value, attachments: uploaded.ids });
  if (!result.ok) {
    // The backend names the photos `attachments`; the form calls them `photos`.
    const fields = (result.data as { fields?: Record<string, string[]> } | null)?.fields;
    if (fields?.attachments) {
      fields[PHOTOS_FIELD] = fields.attachments;
      delete fields.attachments;
    }
    return refused(shop, INQUIRY_INTENT, submission, result);
  }
  return reply({
    intent: INQUIRY_INTENT,
    result: submission.reply({ resetForm: true }),
    done: "inquiries.sent",
    doneValues: { email: submission.value.email },
  });
};
