import { redirect } from "react-router";
import type { Attachment } from "#contract/attachment.ts";
import { Code } from "#contract/codes.ts";
import type { Order } from "#contract/order.ts";
import { ReturnMessages, type ReturnApplyInput, type ReturnRequest } from "#contract/returns.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { parseForm } from "#app/components/forms/form-data.ts";
import { requireData } from "#app/services/session.server.ts";
import type { ApiResult, ShopClient } from "#app/services/shop.server.ts";
import { reply, type BlockAction, type IntentReply } from "../auth-shared/actions.server.ts";
import { accessOf, orderNumberOf, returnHref } from "./paths.ts";
import { keptPhotos } from "#app/components/forms/kept-photos.ts";
import { APPLY_INTENT, PhotoMessages, returnApplyFormSchema, type KeptPhoto } from "./schema.ts";

export type OrderRefundData = {
  order: Order | null;
  /** A guest's order access token (the signed link's `access`), carried by the form. */
  access: string | null;
  /** The line the shopper came for (`?line=` from the order's "apply for after-sales"), ticked at first. */
  line: number | null;
  /** A new key per form: sending it twice makes one request. */
  idempotencyKey: string;
};

/** What the apply form gets back when refused: the photos already uploaded stay with it. */
export type ApplyReply = IntentReply & { kept?: KeptPhoto[] };

/** `order-refund`: the order with what can still be returned per line (the backend decides, `returnableQuantity`). */
export async function loadOrderRefund(props: Record<string, unknown>, { shop, url }: Pick<BlockLoadContext, "shop" | "url">): Promise<OrderRefundData> {
  const number = orderNumberOf(props, url);
  const access = accessOf(url.searchParams.get("access"));
  const line = Number(url.searchParams.get("line"));
  const base = { access, line: Number.isInteger(line) && line > 0 ? line : null, idempotencyKey: crypto.randomUUID() };
  if (!number) return { order: null, ...base };
  const order = requireData(shop, await shop.post<Order>("/api/web/order/detail", { number, ...(access ? { access } : {}) }));
  return { order, ...base };
}

/** The upload's refusal as the form names it. */
function photoMessage(result: Extract<ApiResult<unknown>, { ok: false }>): string {
  const fields = (result.data as { fields?: Record<string, string[]> } | null)?.fields;
  const key = fields?.file?.[0] ?? result.msg;
  if (key === "errors.fileType") return PhotoMessages.fileType;
  if (key === "errors.tooLarge") return PhotoMessages.tooLarge;
  if (key === "errors.imageInvalid") return PhotoMessages.imageInvalid;
  return key;
}

/** Uploads each new photo (`POST /api/web/attach/upload`); stops at the first the backend refuses. */
async function uploadPhotos(shop: ShopClient, files: File[]): Promise<{ uploaded: KeptPhoto[]; error: string | null }> {
  const uploaded: KeptPhoto[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append("file", file, file.name);
    const result = await shop.postForm<Attachment>("/api/web/attach/upload", body);
    if (!result.ok) {
      if (result.code === Code.authInvalid) throw shop.signInRedirect();
      return { uploaded, error: photoMessage(result) };
    }
    uploaded.push({ id: result.data.id, url: result.data.image.srcset[0]?.url ?? result.data.image.url });
  }
  return { uploaded, error: null };
}

/**
 * The backend's refusal on the form: a line's quantity beside that line (the backend names the line,
 * or the index in what was sent), the description and photos beside theirs, the rest above the form.
 */
function refusal(result: Extract<ApiResult<unknown>, { ok: false }>, sent: number[], formIndex: (lineId: number) => number) {
  const detail = (result.data ?? {}) as { fields?: Record<string, string[]>; lineId?: unknown };
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  if (result.msg === ReturnMessages.quantity && typeof detail.lineId === "number" && formIndex(detail.lineId) >= 0) {
    fieldErrors[`lines[${formIndex(detail.lineId)}].quantity`] = [ReturnMessages.quantity];
  }
  for (const [key, messages] of Object.entries(detail.fields ?? {})) {
    const line = /^lines\.(\d+)\.(\w+)$/.exec(key);
    const lineId = line ? sent[Number(line[1])] : undefined;
    if (line && lineId !== undefined && formIndex(lineId) >= 0) fieldErrors[`lines[${formIndex(lineId)}].${line[2]}`] = messages;
    else if (key === "attachments" || key.startsWith("attachments.")) fieldErrors.photos = messages;
    else if (key === "description" || key === "applyType" || key === "reason" || key === "lines") fieldErrors[key] = messages;
    else formErrors.push(...messages);
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0) formErrors.push(result.msg);
  const status = result.status >= 400 && result.status < 500 ? result.status : 400;
  return { fieldErrors, formErrors, status };
}

/**
 * `return-apply`: new photos are uploaded first (also when other fields are wrong, so they need not be
 * chosen again), then the request goes to `/api/web/return/apply` with the attachment ids. A refusal
 * answers the form with what was typed and the photos kept; success shows the request.
 */
export const applyForReturn: BlockAction = async ({ shop, formData, lang, router }) => {
  const submission = parseForm(formData, returnApplyFormSchema());
  const answer = (status: number, kept: KeptPhoto[], options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) =>
    reply({ intent: APPLY_INTENT, result: submission.reply({ ...options, hideFields: ["photos", "kept"] }), kept } as ApplyReply, status);

  const kept = keptPhotos(formData);
  const photoErrors = submission.status === "error" && Object.keys(submission.error ?? {}).some((key) => key === "photos" || key.startsWith("photos["));
  if (photoErrors) return answer(400, kept);

  const files = formData.getAll("photos").filter((file): file is File => file instanceof File && file.size > 0);
  const { uploaded, error } = await uploadPhotos(shop, files);
  const photos = [...kept, ...uploaded];
  if (error) return answer(error === PhotoMessages.tooLarge ? 413 : 400, photos, { fieldErrors: { photos: [error] } });
  if (submission.status !== "success") return answer(400, photos);

  const value = submission.value;
  const chosen = value.lines.filter((line) => line.selected);
  const body: ReturnApplyInput = {
    idempotencyKey: value.idempotencyKey,
    orderNumber: value.orderNumber,
    ...(value.access ? { access: value.access } : {}),
    applyType: value.applyType,
    reason: value.reason,
    description: value.description,
    lines: chosen.map((line) => ({ lineId: line.lineId, quantity: Number(line.quantity) })),
    attachments: photos.map((photo) => photo.id),
  };
  const result = await shop.post<ReturnRequest>("/api/web/return/apply", body);
  if (result.ok) return redirect(returnHref(lang, router, result.data.number, value.access ?? null));
  if (result.code === Code.authInvalid) throw shop.signInRedirect();
  const { fieldErrors, formErrors, status } = refusal(
    result,
    chosen.map((line) => line.lineId),
    (lineId) => value.lines.findIndex((line) => line.lineId === lineId),
  );
  return answer(status, photos, { fieldErrors, formErrors });
};
