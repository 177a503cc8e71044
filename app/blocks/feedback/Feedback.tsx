import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form, Link, useLocation } from "react-router";
import { FeedbackSchema } from "#contract/feedback.ts";
import { stringProp, type BlockComponentProps } from "#app/components/blocks.ts";
import { Field } from "#app/components/forms/Field.tsx";
import { TextareaField } from "#app/components/forms/TextareaField.tsx";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { Honeypot } from "#app/components/forms/Honeypot.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { useUserForm } from "../user-shared/use-user-form.ts";
import type { FeedbackData } from "./actions.server.ts";
import { FEEDBACK_INTENT } from "./intents.ts";

/**
 * The feedback form (issue 9): subject, message and the address the acknowledgment goes to (a
 * signed-in customer's own, to start with). It posts to the page it is on; the thank-you names the
 * reference the email quotes.
 */
export function Feedback({ props, data }: BlockComponentProps<FeedbackData | undefined>) {
  const { t } = useTranslation();
  const location = useLocation();
  const { form, fields, reply, pending } = useUserForm(FEEDBACK_INTENT, FeedbackSchema, { email: data?.email ?? "" });
  const title = stringProp(props, "title") || t("feedback.formTitle");
  return (
    <section aria-labelledby="feedback-title" className="flex flex-col gap-4 rounded-shop border border-border p-4 sm:p-6">
      <header className="flex flex-col gap-1">
        <h2 id="feedback-title" className="text-xl font-title text-title">{title}</h2>
        <p className="text-sm text-desc">{t("feedback.intro")}</p>
      </header>
      {reply?.done ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage success={reply.done} successValues={reply.doneValues} />
          {reply.doneValues?.reference ? (
            <p className="text-sm">{t("feedback.reference", { reference: reply.doneValues.reference })}</p>
          ) : null}
          <Link to={location.pathname + location.search} replace className="text-primary underline">{t("feedback.another")}</Link>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} noValidate className="relative flex flex-col gap-1">
          <input type="hidden" name="intent" value={FEEDBACK_INTENT} />
          <Honeypot />
          <FormMessage errors={form.errors} />
          <Field
            label={t("feedback.subject")}
            errors={fields.subject.errors}
            inputProps={{ ...getInputProps(fields.subject, { type: "text" }), autoComplete: "off" }}
          />
          <Field
            label={t("feedback.email")}
            errors={fields.email.errors}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", inputMode: "email" }}
          />
          <TextareaField
            label={t("feedback.message")}
            errors={fields.message.errors}
            textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }}
          />
          <div>
            <SubmitButton pending={pending}>{t("feedback.submit")}</SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
