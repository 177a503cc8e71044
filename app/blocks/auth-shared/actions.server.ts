import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { CaptchaChallenge } from "#contract/account.ts";
import { Code } from "#contract/codes.ts";
import type { Language } from "#contract/locales.ts";
import type { RouterConfig } from "#contract/router.ts";
import { HONEYPOT_FIELD } from "#app/components/forms/honeypot-field.ts";
import type { KeptPhoto } from "#app/components/forms/kept-photos.ts";
import type { ApiResult, ShopClient } from "#app/services/shop.server.ts";

/** What a block's action gets: the posted form and the request's shop client. */
export type BlockActionArgs = {
  shop: ShopClient;
  request: Request;
  /** The address the form was posted to (normalised: no `.data`). */
  url: URL;
  formData: FormData;
  lang: Language;
  router: RouterConfig;
};
export type BlockAction = (args: BlockActionArgs) => Promise<Response | ReturnType<typeof data>>;

/** What a block's form gets back when the action does not redirect. */
export type IntentReply = {
  intent: string;
  result?: SubmissionResult<string[]>;
  /** A message key for a change that worked. */
  done?: string;
  /** Its placeholders (`{{email}}`, `{{reference}}` …). */
  doneValues?: Record<string, string | number>;
  /** The placeholders of a refusal's message (`{{max}}`, `{{available}}` …), from the backend's data. */
  errorValues?: Record<string, string | number>;
  /** A new security check, when the backend asks for one. */
  captcha?: CaptchaChallenge | null;
  /** Sign-in needs the emailed code next. */
  step?: "code";
  /** Photos uploaded with this refused try, for the form to send again (`kept-photos.ts`). */
  kept?: KeptPhoto[];
};

type Replyable = { reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }): SubmissionResult<string[]> };

export function reply(payload: IntentReply, status = 200) {
  return data(payload, { status });
}

/** Anonymous forms carry a field people never fill in; a filled one is a bot. */
export function rejectBots(formData: FormData) {
  if (formData.get(HONEYPOT_FIELD)) throw data(null, { status: 400 });
}

/** The plain values a refusal's data carries, for its message's placeholders. */
function errorValuesOf(detail: unknown): Record<string, string | number> | undefined {
  if (!detail || typeof detail !== "object") return undefined;
  const values = Object.entries(detail).filter(([, v]) => typeof v === "string" || typeof v === "number");
  return values.length > 0 ? (Object.fromEntries(values) as Record<string, string | number>) : undefined;
}

/**
 * A backend refusal as the form shows it: field errors next to their fields, anything else above
 * the form. Code 50 signs the shopper out and goes to sign-in (spec §6).
 */
export function refused(
  shop: ShopClient,
  intent: string,
  submission: Replyable,
  result: Extract<ApiResult<unknown>, { ok: false }>,
  hideFields: string[] = [],
  extra: Partial<IntentReply> = {},
) {
  if (result.code === Code.authInvalid) throw shop.signInRedirect();
  const fields = (result.data as { fields?: Record<string, string[]> } | null)?.fields;
  const fieldErrors = fields && typeof fields === "object" ? fields : undefined;
  const formErrors = fieldErrors && Object.keys(fieldErrors).length > 0 ? undefined : [result.msg];
  const status = result.status >= 400 && result.status < 500 ? result.status : 400;
  const errorValues = errorValuesOf(result.data);
  return reply({ intent, result: submission.reply({ formErrors, fieldErrors, hideFields }), ...(errorValues ? { errorValues } : {}), ...extra }, status);
}

export function invalid(intent: string, submission: Replyable, hideFields: string[] = [], extra: Partial<IntentReply> = {}) {
  return reply({ intent, result: submission.reply({ hideFields }), ...extra }, 400);
}

/**
 * A refused form a stranger filled in (feedback, newsletter, quotes): a filled honeypot is the whole
 * form's message (its field is never seen), the rest sit beside their fields.
 */
export function invalidStranger(
  intent: string,
  submission: Replyable & { error?: Record<string, string[] | null> | null },
  fieldErrors?: Record<string, string[]>,
  extra: Partial<IntentReply> = {},
) {
  const bot = submission.error?.[HONEYPOT_FIELD] ?? undefined;
  return reply({ intent, result: submission.reply({ formErrors: bot, fieldErrors }), ...extra }, 400);
}

/** A refused submission's own field errors, to answer beside an upload's refusal. */
export function fieldErrorsOf(submission: { status?: string } | { error?: Record<string, string[] | null> | null }): Record<string, string[]> {
  const errors = "error" in submission ? (submission.error ?? {}) : {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])));
}

/** A stranger's form with its honeypot filled: nothing of it is worth keeping (no upload, no request). */
export function isBotSubmission(submission: { status?: string } | { error?: Record<string, string[] | null> | null }): boolean {
  return "error" in submission && Boolean(submission.error?.[HONEYPOT_FIELD]);
}

export async function newChallenge(shop: ShopClient): Promise<CaptchaChallenge | null> {
  const result = await shop.post<CaptchaChallenge>("/api/web/auth/captcha");
  return result.ok ? result.data : null;
}

/** A refusal for a form without fields of its own (buttons, uploads): the message above the form. */
export function refusedPlain(shop: ShopClient, intent: string, result: Extract<ApiResult<unknown>, { ok: false }>) {
  if (result.code === Code.authInvalid) throw shop.signInRedirect();
  const fields = (result.data as { fields?: Record<string, string[]> } | null)?.fields ?? {};
  const status = result.status >= 400 && result.status < 500 ? result.status : 400;
  const errorValues = errorValuesOf(result.data);
  return reply({ intent, result: { status: "error", error: { "": [result.msg], ...fields } }, ...(errorValues ? { errorValues } : {}) }, status);
}
