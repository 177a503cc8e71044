import { VerifyEmailSchema, type SignInResult } from "#contract/account.ts";
import { parseForm } from "#app/components/forms/form-data.ts";
import { signedInRedirect } from "#app/services/session.server.ts";
import { invalid, refused, rejectBots, reply, type BlockActionArgs } from "../auth-shared/actions.server.ts";
import { authHref, userHref } from "../auth-shared/paths.ts";
import { redirect } from "react-router";

/** The emailed code verifies the account and signs the shopper in. */
export async function verifyEmail({ shop, formData, lang, router }: BlockActionArgs) {
  rejectBots(formData);
  const submission = parseForm(formData, VerifyEmailSchema);
  if (submission.status !== "success") return invalid("verify", submission);
  const result = await shop.post<SignInResult>("/api/web/auth/verify-email", submission.value);
  if (!result.ok) return refused(shop, "verify", submission, result);
  if (result.data.status === "signed-in") {
    return signedInRedirect(result.data.token, formData.get("redirect"), userHref(lang, router, "center"));
  }
  if (result.data.status === "verify-required") return reply({ intent: "verify", result: submission.reply({ formErrors: ["errors.code"] }) }, 400);
  return redirect(authHref(lang, "signin"));
}
