import { redirect } from "react-router";
import { Code } from "#contract/codes.ts";
import { ReturnLogisticsSchema, ReturnMessages, ReturnRefSchema, type ReturnRequest } from "#contract/returns.ts";
import { stringProp, type BlockLoadContext } from "#app/components/blocks.ts";
import { parseForm } from "#app/components/forms/form-data.ts";
import { requireData } from "#app/services/session.server.ts";
import { safeRedirectPath } from "#app/utils/paths.ts";
import { invalid, refused, refusedPlain, reply, type BlockAction } from "../auth-shared/actions.server.ts";
import { accessOf } from "../order-refund/paths.ts";

export type ReturnDetailData = {
  request: ReturnRequest | null;
  /** A guest's order access token, carried by the forms and links. */
  access: string | null;
  /** Today in the shop's time zone (`YYYY-MM-DD`): the latest delivery time the form offers. */
  today: string;
};

/** The request of the page: the block's `number` prop, else the address (`…/return/R…`). */
function returnNumberOf(props: Record<string, unknown>, url: URL): string | null {
  const prop = stringProp(props, "number");
  if (/^R\d{16}$/.test(prop)) return prop;
  return /\/return\/(R\d{16})\/?$/.exec(url.pathname)?.[1] ?? null;
}

function today(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/** `user/return/{number}`: one request of the customer's, or of a guest's order with its token (else not found). */
export async function loadReturnDetail(
  props: Record<string, unknown>,
  { shop, url, timeZone }: Pick<BlockLoadContext, "shop" | "url" | "timeZone">,
): Promise<ReturnDetailData> {
  const number = returnNumberOf(props, url);
  const access = accessOf(url.searchParams.get("access"));
  const base = { access, today: today(timeZone) };
  if (!number) return { request: null, ...base };
  const result = await shop.post<ReturnRequest>("/api/web/return/detail", { number, ...(access ? { access } : {}) });
  return { request: requireData(shop, result), ...base };
}

/** Back to the page the form was on (the request's page), so a reload does not send it again. */
const backTo = (formData: FormData, url: URL) => redirect(safeRedirectPath(formData.get("redirect"), url.pathname + url.search));

/** `return-cancel`: the customer withdraws a request that is still pending. */
export const cancelReturn: BlockAction = async ({ shop, formData, url }) => {
  const submission = parseForm(formData, ReturnRefSchema);
  if (submission.status !== "success") {
    return reply({ intent: "return-cancel", result: { status: "error", error: { "": [ReturnMessages.notFound] } } }, 400);
  }
  const result = await shop.post<ReturnRequest>("/api/web/return/cancel", submission.value);
  if (!result.ok) {
    if (result.code === Code.authInvalid) throw shop.signInRedirect();
    return refusedPlain(shop, "return-cancel", result);
  }
  return backTo(formData, url);
};

/** `return-logistics`: the parcel on its way back (logistics company, tracking number, delivery time). */
export const submitLogistics: BlockAction = async ({ shop, formData, url }) => {
  const intent = "return-logistics";
  const submission = parseForm(formData, ReturnLogisticsSchema);
  if (submission.status !== "success") return invalid(intent, submission);
  const result = await shop.post<ReturnRequest>("/api/web/return/logistics", submission.value);
  if (!result.ok) return refused(shop, intent, submission, result);
  return backTo(formData, url);
};
