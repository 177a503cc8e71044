import { useTranslation } from "#app/utils/i18n.tsx";
import { Form } from "react-router";
import { Honeypot } from "#app/components/forms/Honeypot.tsx";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { useIntentReply } from "./use-intent.ts";

/** "Send the code again", for the verification and reset pages. */
export function ResendCode({ account, purpose, action }: { account: string; purpose: "verify" | "reset"; action: string }) {
  const { t } = useTranslation();
  const reply = useIntentReply("resend");
  if (!account) return null;
  return (
    <Form method="post" action={action} className="flex flex-col items-center gap-2">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="account" value={account} />
      <input type="hidden" name="purpose" value={purpose} />
      <Honeypot />
      <FormMessage errors={reply?.result?.error?.[""] ?? null} success={reply?.done} />
      <button type="submit" className="min-h-11 px-2 text-primary hover:underline">{t("auth.resend")}</button>
    </Form>
  );
}
