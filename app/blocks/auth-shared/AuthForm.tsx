import { getFormProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import type { CaptchaChallenge } from "#contract/account.ts";
import { Captcha } from "#app/components/Captcha.tsx";
import { Field } from "#app/components/forms/Field.tsx";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { Honeypot } from "#app/components/forms/Honeypot.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { useUserForm } from "../user-shared/use-user-form.ts";
import type { IntentReply } from "./actions.server.ts";

type Fields<S extends z.ZodObject> = ReturnType<typeof useUserForm<S>>["fields"];

/**
 * The one shell of the sign-in, sign-up and recovery forms: the contract's schema on both sides, the
 * intent and the way back as hidden fields, the honeypot, the form's message, the security check when
 * the backend asks for one, and the submit button. Each block brings only its own fields.
 */
export function AuthForm<S extends z.ZodObject>({
  intent,
  schema,
  action,
  defaultValue,
  hidden = {},
  captcha,
  success,
  submit,
  children,
}: {
  intent: string;
  schema: S;
  action: string;
  defaultValue?: Partial<Record<keyof z.input<S>, string>>;
  /** Routing fields besides the intent (`redirect` …). */
  hidden?: Record<string, string>;
  /** A challenge shown from the start (sign-up, forgotten password); the action's answer may add one. */
  captcha?: CaptchaChallenge | null;
  success?: string | null;
  submit: string;
  children: (fields: Fields<S>, reply: IntentReply | undefined) => ReactNode;
}) {
  const { form, fields, reply, pending } = useUserForm(intent, schema, defaultValue);
  const challenge = reply?.captcha ?? captcha;
  const captchaErrors = (fields as Record<string, FieldMetadata<unknown> | undefined>).captcha?.errors;
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate className="flex flex-col gap-2">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Honeypot />
      <FormMessage errors={form.errors} success={reply?.done ?? success ?? null} />
      {children(fields, reply)}
      {challenge ? <Captcha key={challenge.verifyId} challenge={challenge} errors={captchaErrors} /> : null}
      <SubmitButton pending={pending} className="mt-2 w-full">{submit}</SubmitButton>
    </Form>
  );
}

/** The email-or-mobile field every auth form starts with. */
export function AccountField({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  return (
    <Field
      label={t("auth.account")}
      errors={field.errors}
      inputProps={{ ...getInputProps(field as FieldMetadata<string>, { type: "text" }), autoComplete: "username", inputMode: "email" }}
    />
  );
}

export function PasswordField({ field, label, hint, autoComplete }: { field: FieldMetadata<unknown>; label: string; hint?: string; autoComplete: "current-password" | "new-password" }) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={field.errors}
      inputProps={{ ...getInputProps(field as FieldMetadata<string>, { type: "password" }), autoComplete }}
    />
  );
}

/** The emailed one-time code. */
export function CodeField({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  return (
    <Field
      label={t("auth.code")}
      errors={field.errors}
      inputProps={{ ...getInputProps(field as FieldMetadata<string>, { type: "text" }), autoComplete: "one-time-code", inputMode: "numeric" }}
    />
  );
}
