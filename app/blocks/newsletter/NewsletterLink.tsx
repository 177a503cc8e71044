import { Form, Link, useNavigation } from "react-router";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import { usePage } from "#app/components/page-context.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { localizedPath } from "#app/utils/paths.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";
import type { NewsletterLinkData } from "./actions.server.ts";
import { CONFIRM_INTENT, UNSUBSCRIBE_INTENT } from "./intents.ts";

/**
 * `/newsletter/confirm?token=`: the address (masked) and a button; opening the link alone changes
 * nothing. A link already used says it is confirmed.
 */
export function NewsletterConfirm({ data }: BlockComponentProps<NewsletterLinkData | undefined>) {
  const { t } = useTranslation();
  return (
    <LinkPage
      data={data}
      intent={CONFIRM_INTENT}
      title={t("newsletter.confirmTitle")}
      question={(email) => t("newsletter.confirmIntro", { email })}
      action={t("newsletter.confirmAction")}
      done={data?.state?.status === "confirmed" ? "newsletter.confirmed" : null}
    />
  );
}

/** `/newsletter/unsubscribe?token=`, the page every newsletter email links to. */
export function NewsletterUnsubscribe({ data }: BlockComponentProps<NewsletterLinkData | undefined>) {
  const { t } = useTranslation();
  return (
    <LinkPage
      data={data}
      intent={UNSUBSCRIBE_INTENT}
      title={t("newsletter.unsubscribeTitle")}
      question={(email) => t("newsletter.unsubscribeIntro", { email })}
      action={t("newsletter.unsubscribeAction")}
      done={data?.state?.status === "unsubscribed" ? "newsletter.unsubscribed" : null}
    />
  );
}

function LinkPage({ data, intent, title, question, action, done = null }: {
  data: NewsletterLinkData | undefined;
  intent: string;
  title: string;
  question: (email: string) => string;
  action: string;
  /** Already done before this visit (a link used before, an address unsubscribed earlier). */
  done?: string | null;
}) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const reply = useIntentReply(intent);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const finished = reply?.done ?? done;
  const error = reply?.result?.error?.[""] ?? (data?.error ? [data.error] : null);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <h1 className="text-3xl font-title text-title">{title}</h1>
      {finished ? (
        <>
          <FormMessage success={finished} />
          <Link to={localizedPath(lang, "/")} className="text-primary underline">{t("newsletter.backToShop")}</Link>
        </>
      ) : error || !data?.state ? (
        <>
          <FormMessage errors={error ?? ["newsletter.errors.tokenInvalid"]} />
          <Link to={localizedPath(lang, "/newsletter")} className="text-primary underline">{t("newsletter.subscribeAgain")}</Link>
        </>
      ) : (
        <Form method="post" className="flex flex-col items-start gap-4">
          <p>{question(data.state.email)}</p>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="token" value={data.token} />
          <SubmitButton pending={pending}>{action}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
