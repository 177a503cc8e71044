import { useTranslation } from "#app/utils/i18n.tsx";
import { Form, Link, useNavigation } from "react-router";
import type { SessionInfo } from "#contract/account.ts";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import { userHref } from "../auth-shared/paths.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";
import type { SecurityData } from "../user-shared/load.server.ts";
import { PageTitle, UserSection } from "../user-shared/UserSection.tsx";

/** Sessions (this one marked) with sign-out per device or all others; sign-in settings; restore. */
export function UserSecurity({ data }: BlockComponentProps<SecurityData | undefined>) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const action = userHref(lang, router, "security");
  const reply = useIntentReply("session-revoke", "sessions-revoke-others", "security-save", "security-restore");
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  const message = <FormMessage errors={reply?.result?.error?.[""] ?? null} success={reply?.done} />;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t("security.title")}</PageTitle>
      {message}
      <UserSection title={t("security.sessions")} description={t("security.sessionsNote")}>
        <ul className="flex flex-col divide-y divide-border">
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} action={action} />
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          {others > 0 ? (
            <Form method="post" action={action}>
              <input type="hidden" name="intent" value="sessions-revoke-others" />
              <SubmitButton pending={busy("sessions-revoke-others")}>{t("security.signOutOthers")}</SubmitButton>
            </Form>
          ) : null}
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="sessions-revoke-all" />
            <button type="submit" className="min-h-11 rounded-shop border border-border px-4 text-sm font-medium hover:border-primary hover:text-primary">
              {t("security.signOutAll")}
            </button>
          </Form>
        </div>
      </UserSection>
      <UserSection title={t("security.settings")}>
        <Form method="post" action={action} className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="security-save" />
          <div className="flex items-start gap-3">
            <input
              id="email-verification"
              type="checkbox"
              name="emailVerificationOnLogin"
              aria-describedby="email-verification-note"
              defaultChecked={data?.settings?.emailVerificationOnLogin ?? false}
              key={String(data?.settings?.emailVerificationOnLogin)}
              className="mt-0.5 size-5 shrink-0 accent-primary"
            />
            <div className="flex flex-col">
              <label htmlFor="email-verification" className="font-medium text-title">{t("security.emailVerification")}</label>
              <p id="email-verification-note" className="text-sm text-desc">{t("security.emailVerificationNote")}</p>
            </div>
          </div>
          <div><SubmitButton pending={busy("security-save")}>{t("account.save")}</SubmitButton></div>
        </Form>
        <Form method="post" action={action} className="border-t border-border pt-3">
          <input type="hidden" name="intent" value="security-restore" />
          <button type="submit" className="min-h-11 text-sm text-primary hover:underline">{t("security.restore")}</button>
        </Form>
      </UserSection>
      <p>
        <Link to={userHref(lang, router, "security/activity")} className="text-primary hover:underline">{t("security.activityLink")}</Link>
      </p>
    </div>
  );
}

function SessionRow({ session, action }: { session: SessionInfo; action: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const name = `session-${session.id}`;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" aria-current={session.current ? "true" : undefined}>
      <div className="flex flex-col gap-0.5 text-sm">
        <p id={name} className="font-medium text-title">
          {t("security.device", { browser: session.browser, device: session.device })}
          {session.current ? <span className="ml-2 rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success-ink">{t("security.current")}</span> : null}
        </p>
        <p className="text-desc">
          {t("security.ip", { ip: session.ip })} · {t(session.loginMethod === "code" ? "security.method.code" : "security.method.password")}
        </p>
        <p className="text-desc">{t("security.lastSeen", { date: formatDate(session.lastSeenAt, { time: true }) })}</p>
      </div>
      {session.current ? null : (
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="session-revoke" />
          <input type="hidden" name="id" value={session.id} />
          <button type="submit" aria-describedby={name} className="min-h-11 rounded-shop border border-border px-3 text-sm hover:border-primary hover:text-primary">
            {t("security.signOutDevice")}
          </button>
        </Form>
      )}
    </li>
  );
}
