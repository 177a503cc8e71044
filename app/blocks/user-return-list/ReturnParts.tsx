import type { AuditStatus, ReturnStatus } from "#contract/returns.ts";
import { useTranslation } from "#app/utils/i18n.tsx";

/**
 * A request's status and audit status as short labels (spec §4), the audit's colour telling how it went.
 * An open request reads "In progress" whatever its audit; a request withdrawn or closed before the
 * merchant decided shows no audit, since none will come.
 */
export function ReturnStatuses({ status, auditStatus }: { status: ReturnStatus; auditStatus: AuditStatus }) {
  const { t } = useTranslation();
  const audit = auditStatus === "refused" ? "bg-error/10 text-error-ink" : auditStatus === "approved" ? "bg-success/10 text-success-ink" : "bg-hero";
  return (
    <ul className="flex flex-wrap gap-2 text-xs">
      <li className="rounded-full bg-hero px-2 py-1" data-testid="return-status">
        {t(`returns.status.${status}`)}
      </li>
      {status !== "pending" && auditStatus === "pending" ? null : (
        <li className={`rounded-full px-2 py-1 ${audit}`} data-testid="return-audit-status">
          <span className="sr-only">{t("returns.fields.auditStatus")}: </span>
          {t(`returns.audit.${auditStatus}`)}
        </li>
      )}
    </ul>
  );
}
