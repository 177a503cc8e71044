import { useForm } from "@conform-to/react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { constraintOf, parseForm } from "#app/components/forms/form-data.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";

/** A user-area form: the contract's schema on both sides, the action's answer, and whether it is on its way. */
export function useUserForm<S extends z.ZodObject>(
  intent: string,
  schema: S,
  defaultValue?: Partial<Record<keyof z.input<S>, string>>,
  /** Fields the form posts besides the schema's (e.g. the id of the row it edits). */
  extra: string[] = [],
) {
  const reply = useIntentReply(intent);
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id: intent,
    lastResult: reply?.result,
    defaultValue: defaultValue as never,
    constraint: constraintOf(schema),
    // After a refused submit, a field's error goes as it is put right, not when it loses focus: on blur
    // the error left while the pointer was on the submit button, the button moved up with the text
    // below it, and the click landed beside it (a German sign-up's two-line error did that every time).
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema, extra),
  });
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  // A change that worked is no longer news once the form is refused again in the browser (which sends
  // nothing, so the answer stays): "Password changed" beside "At least 6 characters" read as both.
  return { form, fields, reply: reply?.done && !form.valid ? { ...reply, done: undefined } : reply, pending };
}
