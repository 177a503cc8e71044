import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useTranslation } from "#app/utils/i18n.tsx";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { VerifyEmailSchema } from "#contract/account.ts";
import { Field } from "#app/components/forms/Field.tsx";
import { parseForm } from "#app/components/forms/form-data.ts";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { Honeypot } from "#app/components/forms/Honeypot.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import type { BlockComponentProps } from "../types.ts";
import { usePage } from "../page-context.tsx";
import { AuthCard } from "../auth-shared/AuthCard.tsx";
import { authHref } from "../auth-shared/paths.ts";
import { ResendCode } from "../auth-shared/ResendCode.tsx";
import { useIntentReply } from "../auth-shared/use-intent.ts";

/** The code form; as `verify-prompt` ("check your inbox") it leads with where the code went. */
export function AuthVerifyEmail({ props }: BlockComponentProps) {
  const { lang, page } = usePage();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reply = useIntentReply("verify");
  const navigation = useNavigation();
  const prompt = props.prompt === true || props.prompt === "true" || page?.meta.slug === "auth-verify-prompt";
  const given = params.get("account")?.slice(0, 254) ?? "";
  const back = params.get("redirect") ?? "";
  const [form, fields] = useForm({
    id: "verify",
    lastResult: reply?.result,
    defaultValue: { account: given, code: params.get("code")?.slice(0, 12) ?? "" },
    constraint: getZodConstraint(VerifyEmailSchema),
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseForm(formData, VerifyEmailSchema),
  });
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "verify";
  const query: Record<string, string> = {};
  if (given) query.account = given;
  if (back) query.redirect = back;
  const action = authHref(lang, prompt ? "verify-prompt" : "verify-email", query);
  const account = t("auth.account");
  return (
    <AuthCard
      title={t(prompt ? "auth.verify-prompt.title" : "auth.verify-email.title")}
      intro={given ? t("auth.verify-prompt.intro", { account: given }) : t("auth.verify-email.intro")}
      footer={
        <>
          <ResendCode account={given} purpose="verify" action={action} />
          <Link to={authHref(lang, "signin")} className="text-primary hover:underline">{t("auth.backToSignin")}</Link>
        </>
      }
    >
      <Form method="post" action={action} {...getFormProps(form)} noValidate className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="redirect" value={back} />
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
        <SubmitButton pending={pending} className="mt-2 w-full">{t("auth.verify-email.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
