import { useTranslation } from "#app/utils/i18n.tsx";
import { Link } from "react-router";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import { userHref } from "../auth-shared/paths.ts";
import type { LogData } from "../user-shared/load.server.ts";
import { PageTitle } from "../user-shared/UserSection.tsx";

/** The sign-in activity (`source="activity"`) or the log of account events (`source="log"`), newest first. */
export function UserLog({ data }: BlockComponentProps<LogData | undefined>) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const formatDate = useFormatDate();
  const source = data?.source ?? "log";
  const entries = data?.entries ?? [];
  const page = data?.page ?? 1;
  const base = userHref(lang, router, source === "activity" ? "security/activity" : "log");
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{t(source === "activity" ? "security.activityTitle" : "account.log.title")}</PageTitle>
      {entries.length === 0 ? (
        <p className="text-desc">{t("account.log.empty")}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-shop border border-border">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
              <span className="font-medium text-title">{t(`account.log.kinds.${entry.kind}`, { defaultValue: entry.kind })}</span>
              <span className="text-desc">
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, { time: true })}</time> · {entry.ip} · {entry.browser}
              </span>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label={t("listing.pagination")} className="flex gap-4 text-sm">
        {page > 1 ? <Link to={`${base}?page=${page - 1}`} className="text-primary hover:underline">{t("listing.previous")}</Link> : null}
        {data?.hasMore ? <Link to={`${base}?page=${page + 1}`} className="text-primary hover:underline">{t("listing.next")}</Link> : null}
      </nav>
    </div>
  );
}
