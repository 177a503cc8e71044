import { redirect } from "react-router";
import { SignUpSchema } from "#contract/account.ts";
import { parseForm } from "#app/components/forms/form-data.ts";
import { invalid, newChallenge, refused, rejectBots, type BlockActionArgs } from "../auth-shared/actions.server.ts";
import { authHref } from "../auth-shared/paths.ts";

const HIDE = ["password"];

/** Sign-up answers the same whether or not the account exists: on to "check your inbox". */
export async function signUp({ shop, formData, lang }: BlockActionArgs) {
  rejectBots(formData);
  const submission = parseForm(formData, SignUpSchema);
  // A refused form needs a fresh security check: the page's loader does not run again after a 4xx.
  if (submission.status !== "success") return invalid("signup", submission, HIDE, { captcha: await newChallenge(shop) });
  const result = await shop.post("/api/web/auth/signup", submission.value);
  if (!result.ok) return refused(shop, "signup", submission, result, HIDE, { captcha: await newChallenge(shop) });
  const back = formData.get("redirect");
  const query: Record<string, string> = { account: submission.value.account };
  if (typeof back === "string" && back) query.redirect = back;
  return redirect(authHref(lang, "verify-prompt", query));
}
