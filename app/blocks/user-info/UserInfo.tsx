import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "#app/utils/i18n.tsx";
import { Form, useNavigation } from "react-router";
import { EditInfoSchema, EditNameSchema, MAX_AVATAR_BYTES } from "#contract/account.ts";
import type { UserInfo as User } from "#contract/user.ts";
import { ErrorList, Field } from "#app/components/forms/Field.tsx";
import { TextareaField } from "#app/components/forms/TextareaField.tsx";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { usePage } from "#app/components/page-context.tsx";
import { userHref } from "../auth-shared/paths.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";
import { PageTitle, UserSection } from "../user-shared/UserSection.tsx";
import { useUserForm } from "../user-shared/use-user-form.ts";
import { nameFieldOrder } from "#contract/names.ts";

/** Profile: names, avatar, bio and birthday (`editName`, `editAvatar`, `editInfo`). */
export function UserInfo({ data }: BlockComponentProps<User | null | undefined>) {
  const { t } = useTranslation();
  if (!data) return <p className="text-desc">{t("account.unavailable")}</p>;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t("account.info.title")}</PageTitle>
      <AvatarForm user={data} />
      <NamesForm user={data} />
      <AboutForm user={data} />
    </div>
  );
}

function useAction() {
  const { lang, router } = usePage();
  return userHref(lang, router, "info");
}

function NamesForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const action = useAction();
  const { form, fields, reply, pending } = useUserForm("edit-name", EditNameSchema, {
    fullName: user.fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    nickName: user.nickName,
  });
  return (
    <UserSection title={t("account.info.names")}>
      <Form method="post" action={action} {...getFormProps(form)} noValidate className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <input type="hidden" name="intent" value="edit-name" />
        <div className="sm:col-span-2"><FormMessage errors={form.errors} success={reply?.done} /></div>
        {nameFieldOrder(["firstName", "lastName"] as const, lang).map((name) => (
          <Field
            key={name}
            label={t(`account.info.${name}`)}
            name={t(`account.info.${name}`)}
            errors={fields[name].errors}
            inputProps={{ ...getInputProps(fields[name], { type: "text" }), autoComplete: name === "firstName" ? "given-name" : "family-name" }}
          />
        ))}
        <Field label={t("account.info.fullName")} errors={fields.fullName.errors} inputProps={{ ...getInputProps(fields.fullName, { type: "text" }), autoComplete: "name" }} />
        <Field label={t("account.info.nickName")} errors={fields.nickName.errors} inputProps={{ ...getInputProps(fields.nickName, { type: "text" }), autoComplete: "nickname" }} />
        <div><SubmitButton pending={pending}>{t("account.save")}</SubmitButton></div>
      </Form>
    </UserSection>
  );
}

function AboutForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const action = useAction();
  const { form, fields, reply, pending } = useUserForm("edit-info", EditInfoSchema, { bio: user.bio, birthday: user.birthday ?? "" });
  return (
    <UserSection title={t("account.info.about")}>
      <Form method="post" action={action} {...getFormProps(form)} noValidate className="flex flex-col gap-1">
        <input type="hidden" name="intent" value="edit-info" />
        <FormMessage errors={form.errors} success={reply?.done} />
        <Field label={t("account.info.birthday")} name={t("account.info.birthday")} className="sm:max-w-xs" errors={fields.birthday.errors} inputProps={{ ...getInputProps(fields.birthday, { type: "date" }), autoComplete: "bday" }} />
        <TextareaField label={t("account.info.bio")} errors={fields.bio.errors} textareaProps={getTextareaProps(fields.bio)} />
        <div><SubmitButton pending={pending}>{t("account.save")}</SubmitButton></div>
      </Form>
    </UserSection>
  );
}

/** A plain multipart form: the file goes to this page's action, which passes it to the backend. */
function AvatarForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const action = useAction();
  const reply = useIntentReply("edit-avatar");
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "edit-avatar";
  const errors = reply?.result?.error;
  const fieldErrors = errors?.avatar ?? undefined;
  const initial = (user.nickName || user.firstName || user.email || user.mobile || "?").slice(0, 1).toUpperCase();
  return (
    <UserSection title={t("account.info.avatar")} description={t("account.info.avatarHint", { size: Math.round(MAX_AVATAR_BYTES / 1024 / 1024) })}>
      <Form method="post" action={action} encType="multipart/form-data" className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="intent" value="edit-avatar" />
        {user.avatar ? (
          <img src={user.avatar} alt={t("account.info.avatarAlt")} width={80} height={80} className="size-20 rounded-full border border-border object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-hero text-2xl font-semibold text-primary">{initial}</span>
        )}
        {/* On a narrow phone the picker takes its own line, whole: the button and the chosen file's name. */}
        <div className="flex min-w-0 grow basis-56 flex-col gap-1">
          <label htmlFor="avatar" className="text-sm font-medium text-title">{t("account.info.avatarFile")}</label>
          <input
            id="avatar"
            name="avatar"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            aria-invalid={fieldErrors?.length ? true : undefined}
            aria-describedby={fieldErrors?.length ? "avatar-error" : undefined}
            className="w-full text-sm file:mr-3 file:rounded-shop file:border file:border-border file:bg-background file:px-3 file:py-2"
          />
          <ErrorList id="avatar-error" errors={fieldErrors} />
          <FormMessage errors={errors?.[""] ?? null} success={reply?.done} />
        </div>
        <SubmitButton pending={pending}>{t("account.info.upload")}</SubmitButton>
      </Form>
    </UserSection>
  );
}
