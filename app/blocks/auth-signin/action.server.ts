import { redirect } from "react-router";
import { SignInSchema, type SignInResult } from "#contract/account.ts";
import { parseForm } from "#app/components/forms/form-data.ts";
import { signedInRedirect } from "#app/services/session.server.ts";
import { invalid, newChallenge, refused, reply, rejectBots, type BlockActionArgs } from "../auth-shared/actions.server.ts";
import { authHref, userHref } from "../auth-shared/paths.ts";

const HIDE = ["password"];

/** Sign-in: a session cookie and the way back, or what the backend still needs (check, code, verification). */
export async function signIn({ shop, formData, lang, router }: BlockActionArgs) {
  rejectBots(formData);
  const submission = parseForm(formData, SignInSchema);
  const hadCaptcha = formData.has("verifyId");
  // The emailed code's step stays while it is being filled in: a form sent without the password keeps
  // the code box and the code typed into it (it used to fall back to the first step, which sent a new code).
  const step = formData.has("code") ? { step: "code" as const } : {};
  if (submission.status !== "success") {
    return invalid("signin", submission, HIDE, { ...(hadCaptcha ? { captcha: await newChallenge(shop) } : {}), ...step });
  }
  const result = await shop.post<SignInResult>("/api/web/auth/signin", submission.value);
  if (!result.ok) {
    // Keep asking for what was asked before: the security check (a new one) and the emailed code.
    const captcha = hadCaptcha || result.msg === "errors.captcha" ? { captcha: await newChallenge(shop) } : {};
    return refused(shop, "signin", submission, result, HIDE, { ...captcha, ...step });
  }
  const answer = result.data;
  switch (answer.status) {
    case "signed-in":
      return signedInRedirect(answer.token, formData.get("redirect"), userHref(lang, router, "center"));
    case "captcha-required":
      return reply(
        { intent: "signin", result: submission.reply({ formErrors: ["auth.captchaRequired"], hideFields: HIDE }), captcha: await newChallenge(shop) },
        400,
      );
    case "code-required":
      // A form that needed the security check needs it with the code too (each check is used once).
      return reply({
        intent: "signin",
        result: submission.reply({ hideFields: HIDE }),
        step: "code",
        done: "auth.signinCodeSent",
        ...(hadCaptcha ? { captcha: await newChallenge(shop) } : {}),
      });
    case "verify-required":
      return redirect(authHref(lang, "verify-prompt", { account: submission.value.account }));
  }
}
