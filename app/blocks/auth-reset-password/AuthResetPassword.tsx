import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useTranslation } from "#app/utils/i18n.tsx";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { ResetPasswordSchema } from "#contract/account.ts";
import { Field } from "#app/components/forms/Field.tsx";
import { parseForm } from "#app/components/forms/form-data.ts";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { Honeypot } from "#app/components/forms/Honeypot.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import { usePage } from "../page-context.tsx";
import { AuthCard } from "../auth-shared/AuthCard.tsx";
import { authHref } from "../auth-shared/paths.ts";
import { ResendCode } from "../auth-shared/ResendCode.tsx";
import { useIntentReply } from "../auth-shared/use-intent.ts";

export function AuthResetPassword() {
  const { lang } = usePage();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reply = useIntentReply("reset");
  const navigation = useNavigation();
  const given = params.get("account")?.slice(0, 254) ?? "";
  const [form, fields] = useForm({
    id: "reset",
    lastResult: reply?.result,
    defaultValue: { account: given, code: params.get("code")?.slice(0, 12) ?? "" },
    constraint: getZodConstraint(ResetPasswordSchema),
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseForm(formData, ResetPasswordSchema),
  });
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "reset";
  const action = authHref(lang, "reset-password", given ? { account: given } : {});
  const account = t("auth.account");
  return (
    <AuthCard
      title={t("auth.reset-password.title")}
      intro={given ? t("auth.reset-password.intro", { account: given }) : null}
      footer={
        <>
          <ResendCode account={given} purpose="reset" action={action} />
          <Link to={authHref(lang, "signin")} className="text-primary hover:underline">{t("auth.backToSignin")}</Link>
        </>
      }
    >
      <Form method="post" action={action} {...getFormProps(form)} noValidate className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="reset" />
        <Honeypot />
        <FormMessage errors={form.errors} />
        <Field
          label={account}
          name={account}
          errors={fields.account.errors}
          inputProps={{ ...getInputProps(fields.account, { type: "text" }), autoComplete: "username" }}
        />
        <Field
          label={t("auth.code")}
          errors={fields.code.errors}
          inputProps={{ ...getInputProps(fields.code, { type: "text" }), autoComplete: "one-time-code", inputMode: "numeric" }}
        />
        <Field
          label={t("auth.newPassword")}
          hint={t("auth.passwordHint")}
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        />
        <SubmitButton pending={pending} className="mt-2 w-full">{t("auth.reset-password.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
