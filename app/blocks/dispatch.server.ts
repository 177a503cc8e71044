import { data, type RouterContextProvider } from "react-router";
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "#contract/attachment.ts";
import { blockActions } from "./registry.server.ts";
import { shopContext } from "#app/services/context.server.ts";

/** The largest form a page takes: a review, a quote or an after-sales request with its 5 photos (the action checks each). */
const MAX_FORM_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 1024 * 1024;

/**
 * Every page route's action: the posted `intent` names the block action that handles the form
 * (design: a block's form posts with an intent that the route's action dispatches to that block).
 */
export async function runBlockAction(request: Request, context: Readonly<RouterContextProvider>) {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) throw data(null, { status: 413 });
  const formData = await request.formData().catch(() => null);
  const intent = formData?.get("intent");
  const handle = typeof intent === "string" && Object.hasOwn(blockActions, intent) ? blockActions[intent] : undefined;
  if (!formData || !handle) throw data(null, { status: 400 });
  const shop = context.get(shopContext);
  return handle({ shop, request, url: shop.info.url, formData, lang: shop.info.lang, router: shop.settings.router });
}
