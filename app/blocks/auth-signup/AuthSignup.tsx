import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Trans, useTranslation } from "#app/utils/i18n.tsx";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { SignUpSchema } from "#contract/account.ts";
import { Captcha } from "#app/components/Captcha.tsx";
import { CheckboxField, Field } from "#app/components/forms/Field.tsx";
import { parseForm } from "#app/components/forms/form-data.ts";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { Honeypot } from "#app/components/forms/Honeypot.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import { entityPath } from "#app/utils/paths.ts";
import type { BlockComponentProps } from "../types.ts";
import { usePage } from "../page-context.tsx";
import { AuthCard } from "../auth-shared/AuthCard.tsx";
import type { CaptchaData } from "../auth-shared/load.server.ts";
import { authHref } from "../auth-shared/paths.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";

export function AuthSignup({ data }: BlockComponentProps<CaptchaData | undefined>) {
  const { lang, router } = usePage();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reply = useIntentReply("signup");
  const navigation = useNavigation();
  const captcha = reply?.captcha ?? data?.captcha;
  const [form, fields] = useForm({
    id: "signup",
    lastResult: reply?.result,
    constraint: getZodConstraint(SignUpSchema),
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseForm(formData, SignUpSchema),
  });
  const back = params.get("redirect") ?? "";
  const keep: Record<string, string> = back ? { redirect: back } : {};
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "signup";
  const account = t("auth.account");
  const policyLink = (slug: string) => (
    <Link to={entityPath(router, lang, "page", slug)} className="text-primary underline" target="_blank" />
  );
  return (
    <AuthCard
      title={t("auth.signup.title")}
      intro={t("auth.signup.intro")}
      footer={
        <p>
          {t("auth.haveAccount")}{" "}
          <Link to={authHref(lang, "signin", keep)} className="font-medium text-primary hover:underline">{t("auth.signinLink")}</Link>
        </p>
      }
    >
      <Form method="post" action={authHref(lang, "signup", keep)} {...getFormProps(form)} noValidate className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="signup" />
        <input type="hidden" name="redirect" value={back} />
        <Honeypot />
        <FormMessage errors={form.errors} />
        <Field
          label={account}
          name={account}
          errors={fields.account.errors}
          inputProps={{ ...getInputProps(fields.account, { type: "text" }), autoComplete: "username", inputMode: "email" }}
        />
        <Field
          label={t("auth.password")}
          hint={t("auth.passwordHint")}
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        />
        {captcha ? <Captcha key={captcha.verifyId} challenge={captcha} errors={fields.captcha.errors} /> : null}
        <CheckboxField
          label={<Trans i18nKey="auth.agree" components={{ privacy: policyLink("privacy"), terms: policyLink("terms") }} />}
          errors={fields.agree.errors}
          className="mt-2"
          inputProps={getInputProps(fields.agree, { type: "checkbox" })}
        />
        <SubmitButton pending={pending} className="mt-1 w-full">{t("auth.signup.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
