import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useTranslation } from "#app/utils/i18n.tsx";
import { Form, useNavigation } from "react-router";
import { EditEmailSchema, EditMobileSchema, EditPasswordSchema } from "#contract/account.ts";
import type { UserInfo } from "#contract/user.ts";
import { Field } from "#app/components/forms/Field.tsx";
import { constraintOf, parseForm } from "#app/components/forms/form-data.ts";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { usePage } from "#app/components/page-context.tsx";
import { userHref } from "../auth-shared/paths.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";
import { PageTitle, UserSection } from "../user-shared/UserSection.tsx";
import { useUserForm } from "../user-shared/use-user-form.ts";

/** Sign-in details: email and mobile (password and a code to the new address) and the password. */
export function UserAccount({ data }: BlockComponentProps<UserInfo | null | undefined>) {
  const { t } = useTranslation();
  if (!data) return <p className="text-desc">{t("account.unavailable")}</p>;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t("account.settings.title")}</PageTitle>
      <ContactForm field="email" current={data.email} />
      <ContactForm field="mobile" current={data.mobile} />
      <PasswordForm />
    </div>
  );
}

function ContactForm({ field, current }: { field: "email" | "mobile"; current: string | null }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  // The two schemas differ only in the address field's name and rule.
  const schema = (field === "email" ? EditEmailSchema : EditMobileSchema) as typeof EditEmailSchema;
  const sendIntent = `send-${field}-code`;
  const saveIntent = `edit-${field}`;
  const reply = useIntentReply(sendIntent, saveIntent);
  const navigation = useNavigation();
  const [form, fields] = useForm<{ email?: string; mobile?: string; currentPassword: string; code: string }>({
    id: saveIntent,
    lastResult: reply?.result,
    constraint: constraintOf(schema),
    shouldRevalidate: "onInput",
    // "Send code" needs only the new address; "Change" needs everything.
    onValidate: ({ formData }) =>
      (formData.get("intent") === sendIntent
        ? parseForm(formData, field === "email" ? EditEmailSchema.pick({ email: true }) : EditMobileSchema.pick({ mobile: true }), ["currentPassword", "code"])
        : parseForm(formData, schema)) as never,
  });
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === sendIntent;
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === saveIntent;
  const target = fields[field];
  const label = t(`account.settings.${field}New`);
  return (
    <UserSection
      title={t(`account.settings.${field}`)}
      description={current ? t("account.settings.current", { value: current }) : t("account.settings.none")}
    >
      <Form method="post" action={userHref(lang, router, "account")} {...getFormProps(form)} noValidate className="flex flex-col gap-1">
        <FormMessage errors={form.errors} success={reply?.done} />
        <div className="flex flex-col gap-x-3 sm:flex-row sm:items-start">
          <Field
            label={label}
            name={label}
            className="flex-1"
            errors={target.errors}
            inputProps={{ ...getInputProps(target, { type: field === "email" ? "email" : "tel" }), autoComplete: field === "email" ? "email" : "tel" }}
          />
          <button
            type="submit"
            name="intent"
            value={sendIntent}
            aria-disabled={sending || undefined}
            className="mb-3 min-h-11 rounded-shop border border-primary px-4 text-sm font-semibold whitespace-nowrap text-primary hover:bg-hero sm:mt-6 sm:mb-0"
          >
            {t("account.settings.sendCode")}
          </button>
        </div>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label={t("auth.code")} errors={fields.code.errors} inputProps={{ ...getInputProps(fields.code, { type: "text" }), autoComplete: "one-time-code", inputMode: "numeric" }} />
          <Field label={t("account.settings.currentPassword")} errors={fields.currentPassword.errors} inputProps={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password" }} />
        </div>
        <div>
          <SubmitButton name="intent" value={saveIntent} pending={saving}>{t(`account.settings.${field}Save`)}</SubmitButton>
        </div>
      </Form>
    </UserSection>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const { form, fields, reply, pending } = useUserForm("edit-password", EditPasswordSchema);
  return (
    <UserSection title={t("account.settings.password")} description={t("account.settings.passwordNote")}>
      <Form method="post" action={userHref(lang, router, "account")} {...getFormProps(form)} noValidate className="flex flex-col gap-1">
        <input type="hidden" name="intent" value="edit-password" />
        <FormMessage errors={form.errors} success={reply?.done} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label={t("account.settings.currentPassword")} errors={fields.currentPassword.errors} inputProps={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password" }} />
          <Field label={t("auth.newPassword")} hint={t("auth.passwordHint")} errors={fields.password.errors} inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }} />
        </div>
        <div><SubmitButton pending={pending}>{t("account.settings.passwordSave")}</SubmitButton></div>
      </Form>
    </UserSection>
  );
}
