import {
  NEWSLETTER_TOKEN_PATTERN,
  NewsletterMessages,
  NewsletterSubscribeSchema,
  type NewsletterConfirmResult,
  type NewsletterSubscribeResult,
  type NewsletterTokenState,
  type NewsletterUnsubscribeResult,
} from "#contract/newsletter.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { parseStrangerForm } from "#app/components/forms/form-data.ts";
import { invalidStranger, refused, refusedPlain, reply, type BlockAction } from "../auth-shared/actions.server.ts";
import { CONFIRM_INTENT, SUBSCRIBE_INTENT, UNSUBSCRIBE_INTENT } from "./intents.ts";

/** Sign-up: the backend answers "check your email" whatever the address's state (double opt-in). */
export const subscribe: BlockAction = async ({ shop, formData }) => {
  const submission = parseStrangerForm(formData, NewsletterSubscribeSchema);
  if (submission.status !== "success") return invalidStranger(SUBSCRIBE_INTENT, submission);
  const result = await shop.post<NewsletterSubscribeResult>("/api/web/newsletter/subscribe", submission.value);
  if (!result.ok) return refused(shop, SUBSCRIBE_INTENT, submission, result);
  return reply({
    intent: SUBSCRIBE_INTENT,
    result: submission.reply({ resetForm: true }),
    done: "newsletter.checkEmail",
    doneValues: { email: submission.value.email },
  });
};

/** What a link from a newsletter email stands for: the state (masked address) or why it does not work. */
export type NewsletterLinkData = { token: string; state: NewsletterTokenState | null; error: string | null };

function tokenOf(value: unknown): string | null {
  return typeof value === "string" && NEWSLETTER_TOKEN_PATTERN.test(value) ? value : null;
}

/** Reading a link changes nothing (mail scanners open links); the page's button posts the token. */
function loadLink(kind: "confirm" | "unsubscribe") {
  return async (_props: Record<string, unknown>, { shop, url }: BlockLoadContext): Promise<NewsletterLinkData> => {
    const token = tokenOf(url.searchParams.get("token"));
    if (!token) return { token: "", state: null, error: NewsletterMessages.tokenInvalid };
    const result = await shop.get<NewsletterTokenState>(`/api/web/newsletter/${kind}`, { token });
    return result.ok ? { token, state: result.data, error: null } : { token, state: null, error: result.msg };
  };
}

export const loadConfirmLink = loadLink("confirm");
export const loadUnsubscribeLink = loadLink("unsubscribe");

function postLink(kind: "confirm" | "unsubscribe", intent: string, done: string): BlockAction {
  return async ({ shop, formData }) => {
    const token = tokenOf(formData.get("token"));
    if (!token) return reply({ intent, result: { status: "error", error: { "": [NewsletterMessages.tokenInvalid] } } }, 400);
    const result = await shop.post<NewsletterConfirmResult | NewsletterUnsubscribeResult>(`/api/web/newsletter/${kind}`, { token });
    if (!result.ok) return refusedPlain(shop, intent, result);
    return reply({ intent, done });
  };
}

export const confirmSubscription = postLink("confirm", CONFIRM_INTENT, "newsletter.confirmed");
export const unsubscribe = postLink("unsubscribe", UNSUBSCRIBE_INTENT, "newsletter.unsubscribed");
