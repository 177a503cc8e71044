import { redirect } from "react-router";
import { ForgetSchema, ResendCodeSchema, ResetPasswordSchema } from "#contract/account.ts";
import { parseForm } from "#app/components/forms/form-data.ts";
import { invalid, newChallenge, refused, rejectBots, reply, type BlockActionArgs } from "../auth-shared/actions.server.ts";
import { authHref } from "../auth-shared/paths.ts";

/** Forgotten password: the same answer whether or not the account exists; the code comes by email. */
export async function forget({ shop, formData, lang }: BlockActionArgs) {
  rejectBots(formData);
  const submission = parseForm(formData, ForgetSchema);
  // A refused form needs a fresh security check: the page's loader does not run again after a 4xx.
  if (submission.status !== "success") return invalid("forget", submission, [], { captcha: await newChallenge(shop) });
  const result = await shop.post("/api/web/auth/forget", submission.value);
  if (!result.ok) return refused(shop, "forget", submission, result, [], { captcha: await newChallenge(shop) });
  return redirect(authHref(lang, "reset-password", { account: submission.value.account }));
}

/** The code and a new password; every session of the account ends, so the shopper signs in again. */
export async function resetPassword({ shop, formData, lang }: BlockActionArgs) {
  rejectBots(formData);
  const submission = parseForm(formData, ResetPasswordSchema);
  if (submission.status !== "success") return invalid("reset", submission, ["password"]);
  const result = await shop.post("/api/web/auth/reset-password", submission.value);
  if (!result.ok) return refused(shop, "reset", submission, result, ["password"]);
  return redirect(authHref(lang, "signin", { done: "reset" }));
}

/** Sends a verification or reset code again. */
export async function resendCode({ shop, formData }: BlockActionArgs) {
  rejectBots(formData);
  const submission = parseForm(formData, ResendCodeSchema);
  if (submission.status !== "success") return invalid("resend", submission);
  const result = await shop.post("/api/web/auth/resend-code", submission.value);
  if (!result.ok) return refused(shop, "resend", submission, result);
  return reply({ intent: "resend", result: submission.reply(), done: "auth.codeResent" });
}
