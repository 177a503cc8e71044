import { useId } from "react";
import { useActionData, useFetcher } from "react-router";
import { stringProp, type BlockComponentProps } from "#app/components/blocks.ts";
import { ErrorList } from "#app/components/forms/Field.tsx";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { Honeypot } from "#app/components/forms/Honeypot.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import { usePage } from "#app/components/page-context.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { localizedPath } from "#app/utils/paths.ts";
import type { IntentReply } from "../auth-shared/actions.server.ts";
import { SUBSCRIBE_INTENT } from "./intents.ts";

/**
 * The newsletter sign-up (issue 9), in every page's footer and wherever a merchant places it: email,
 * the consent box and the honeypot. It posts to its own page, `/newsletter`: without JavaScript the
 * shopper lands there with the answer; with it a fetcher answers in place. No schema library here (it
 * sits on catalogue pages): the action checks the contract's schema and the fields show its messages.
 */
export function Newsletter({ props, blockId = "newsletter" }: BlockComponentProps) {
  const { t } = useTranslation();
  const { lang, page } = usePage();
  const fetcher = useFetcher<IntentReply>({ key: `newsletter-${blockId}` });
  const actionData = useActionData() as IntentReply | undefined;
  const id = useId();
  const inFoot = blockId.startsWith("foot-");
  // Its own page shows the form in full; the footer there would only repeat it.
  if (inFoot && page?.meta.type === "custom" && page.meta.slug === "newsletter") return null;
  const posted = !inFoot && actionData?.intent === SUBSCRIBE_INTENT ? actionData : undefined;
  const reply = fetcher.data ?? posted;
  const errors = reply?.result?.error ?? {};
  const typed = reply?.result?.initialValue?.email;
  const pending = fetcher.state !== "idle";
  const Heading = inFoot ? "h2" : "h1";
  const title = stringProp(props, "title") || t("newsletter.title");
  return (
    <section aria-labelledby={`${id}-title`} className={inFoot ? "flex max-w-xl flex-col gap-2" : "mx-auto flex w-full max-w-xl flex-col gap-4"}>
      <Heading id={`${id}-title`} className={inFoot ? "text-base font-title text-title" : "text-3xl font-title text-title"}>
        {title}
      </Heading>
      <p>{t("newsletter.intro")}</p>
      {reply?.done ? (
        <FormMessage success={reply.done} successValues={reply.doneValues} />
      ) : (
        <fetcher.Form method="post" action={localizedPath(lang, "/newsletter")} noValidate className="relative flex flex-col gap-1">
          <input type="hidden" name="intent" value={SUBSCRIBE_INTENT} />
          <Honeypot />
          <FormMessage errors={errors[""] ?? null} />
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-title">{t("newsletter.email")}</label>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              defaultValue={typeof typed === "string" ? typed : ""}
              aria-invalid={errors.email?.length ? true : undefined}
              aria-describedby={errors.email?.length ? `${id}-email-error` : undefined}
              className="min-h-11 min-w-0 flex-1 basis-56 rounded-shop border border-border bg-background px-3 text-base text-text aria-[invalid=true]:border-error focus:border-primary"
            />
            <SubmitButton pending={pending} className="shrink-0">{t("newsletter.submit")}</SubmitButton>
          </div>
          <ErrorList id={`${id}-email-error`} errors={errors.email} field={t("newsletter.email")} />
          <div className="flex items-start gap-2">
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              defaultChecked={reply?.result?.initialValue?.consent === "on"}
              aria-invalid={errors.consent?.length ? true : undefined}
              aria-describedby={errors.consent?.length ? `${id}-consent-error` : undefined}
              className="mt-0.5 size-5 shrink-0 accent-primary"
            />
            <label htmlFor={`${id}-consent`} className="text-sm">{t("newsletter.consent")}</label>
          </div>
          <ErrorList id={`${id}-consent-error`} errors={errors.consent} />
        </fetcher.Form>
      )}
    </section>
  );
}
