import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useTranslation } from "#app/utils/i18n.tsx";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { SignInSchema } from "#contract/account.ts";
import { Captcha } from "#app/components/Captcha.tsx";
import { Field } from "#app/components/forms/Field.tsx";
import { parseForm } from "#app/components/forms/form-data.ts";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { Honeypot } from "#app/components/forms/Honeypot.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import { usePage } from "../page-context.tsx";
import { AuthCard } from "../auth-shared/AuthCard.tsx";
import { authHref } from "../auth-shared/paths.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";

/** Messages another page leaves for the sign-in page (`?done=`). */
const DONE = new Set(["reset", "signedOut"]);

export function AuthSignin() {
  const { lang } = usePage();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reply = useIntentReply("signin");
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "signin",
    lastResult: reply?.result,
    constraint: getZodConstraint(SignInSchema),
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseForm(formData, SignInSchema),
  });
  const back = params.get("redirect") ?? "";
  const keep: Record<string, string> = back ? { redirect: back } : {};
  const done = params.get("done");
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "signin";
  const account = t("auth.account");
  return (
    <AuthCard
      title={t("auth.signin.title")}
      footer={
        <>
          <Link to={authHref(lang, "forget")} className="text-primary hover:underline">{t("auth.forgetLink")}</Link>
          <p>
            {t("auth.noAccount")}{" "}
            <Link to={authHref(lang, "signup", keep)} className="font-medium text-primary hover:underline">{t("auth.signupLink")}</Link>
          </p>
        </>
      }
    >
      <Form method="post" action={authHref(lang, "signin", keep)} {...getFormProps(form)} noValidate className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="signin" />
        <input type="hidden" name="redirect" value={back} />
        <Honeypot />
        <FormMessage errors={form.errors} success={reply?.done ?? (done && DONE.has(done) ? `auth.done.${done}` : null)} />
        <Field
          label={account}
          name={account}
          errors={fields.account.errors}
          inputProps={{ ...getInputProps(fields.account, { type: "text" }), autoComplete: "username", inputMode: "email" }}
        />
        <Field
          label={t("auth.password")}
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
        />
        {reply?.step === "code" ? (
          <Field
            label={t("auth.code")}
            errors={fields.code.errors}
            inputProps={{ ...getInputProps(fields.code, { type: "text" }), autoComplete: "one-time-code", inputMode: "numeric" }}
          />
        ) : null}
        {reply?.captcha ? <Captcha key={reply.captcha.verifyId} challenge={reply.captcha} errors={fields.captcha.errors} /> : null}
        <SubmitButton pending={pending} className="mt-2 w-full">{t("auth.signin.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
