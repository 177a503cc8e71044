import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useTranslation } from "#app/utils/i18n.tsx";
import { Form, Link, useNavigation } from "react-router";
import { ForgetSchema } from "#contract/account.ts";
import { Captcha } from "#app/components/Captcha.tsx";
import { Field } from "#app/components/forms/Field.tsx";
import { parseForm } from "#app/components/forms/form-data.ts";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { Honeypot } from "#app/components/forms/Honeypot.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import type { BlockComponentProps } from "../types.ts";
import { usePage } from "../page-context.tsx";
import { AuthCard } from "../auth-shared/AuthCard.tsx";
import type { CaptchaData } from "../auth-shared/load.server.ts";
import { authHref } from "../auth-shared/paths.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";

export function AuthForget({ data }: BlockComponentProps<CaptchaData | undefined>) {
  const { lang } = usePage();
  const { t } = useTranslation();
  const reply = useIntentReply("forget");
  const navigation = useNavigation();
  const captcha = reply?.captcha ?? data?.captcha;
  const [form, fields] = useForm({
    id: "forget",
    lastResult: reply?.result,
    constraint: getZodConstraint(ForgetSchema),
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseForm(formData, ForgetSchema),
  });
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "forget";
  const account = t("auth.account");
  return (
    <AuthCard
      title={t("auth.forget.title")}
      intro={t("auth.forget.intro")}
      footer={<Link to={authHref(lang, "signin")} className="text-primary hover:underline">{t("auth.backToSignin")}</Link>}
    >
      <Form method="post" action={authHref(lang, "forget")} {...getFormProps(form)} noValidate className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="forget" />
        <Honeypot />
        <FormMessage errors={form.errors} />
        <Field
          label={account}
          name={account}
          errors={fields.account.errors}
          inputProps={{ ...getInputProps(fields.account, { type: "text" }), autoComplete: "username", inputMode: "email" }}
        />
        {captcha ? <Captcha key={captcha.verifyId} challenge={captcha} errors={fields.captcha.errors} /> : null}
        <SubmitButton pending={pending} className="mt-2 w-full">{t("auth.forget.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
