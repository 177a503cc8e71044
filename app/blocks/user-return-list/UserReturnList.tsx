import { Link } from "react-router";
import { RETURN_STATUSES } from "#contract/returns.ts";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { Image } from "#app/components/Image.tsx";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { formatPrice } from "#app/utils/money.ts";
import { userHref } from "#app/utils/paths.ts";
import { PageTitle } from "../user-shared/UserSection.tsx";
import { ReturnStatuses } from "./ReturnParts.tsx";
import type { ReturnListData } from "./returns.server.ts";
import { colon } from "#app/utils/colon.ts";

const TABS = ["all", ...RETURN_STATUSES] as const;

/**
 * `user-return-list`: the customer's after-sales requests by status (all, pending approval, cancelled,
 * completed, ended), each with its audit status, the refusal reason when refused, the refund amount and
 * the way to its page.
 */
export function UserReturnList({ data }: BlockComponentProps<ReturnListData | undefined>) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const formatDate = useFormatDate();
  const status = data?.status ?? "all";
  const list = data?.list ?? null;
  const base = userHref(lang, router, "return");
  const pages = list ? Math.ceil(list.total / list.pageSize) : 0;
  const tabHref = (name: string, page = 1) => {
    const query = new URLSearchParams();
    if (name !== "all") query.set("status", name);
    if (page > 1) query.set("page", String(page));
    return query.size ? `${base}?${query}` : base;
  };
  return (
    <section className="flex flex-col gap-4">
      <PageTitle>{t("returns.list.title")}</PageTitle>
      <nav aria-label={t("returns.list.tabsLabel")}>
        <ul className="-mx-1 flex gap-1 overflow-x-auto border-b border-border text-sm">
          {TABS.map((name) => (
            <li key={name} className="shrink-0">
              <Link
                to={tabHref(name)}
                aria-current={status === name ? "page" : undefined}
                className="flex min-h-11 items-center px-3 whitespace-nowrap aria-[current=page]:border-b-2 aria-[current=page]:border-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {name === "all" ? t("returns.list.all") : t(`returns.status.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!list ? (
        <p className="text-desc">{t("returns.list.unavailable")}</p>
      ) : list.items.length === 0 ? (
        <p className="text-desc">{t("returns.list.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.items.map((request) => (
            <li key={request.number} data-testid="return-summary" data-number={request.number} className="flex flex-col gap-3 rounded-shop border border-border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-medium text-title">
                  <Link to={`${base}/${request.number}`} className="hover:underline">
                    {t("returns.number", { number: request.number })}
                  </Link>
                </h2>
                <span className="text-sm text-desc">{formatDate(request.createdAt, { time: true })}</span>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <ReturnStatuses status={request.status} auditStatus={request.auditStatus} />
                <span className="text-xs text-desc" data-testid="return-stage">
                  {t(`returns.stage.${request.stage}`)}
                </span>
              </div>
              <p className="text-sm">
                {t(`returns.applyType.${request.applyType}`)} ·{" "}
                <Link to={userHref(lang, router, `order/${request.orderNumber}`)} className="text-primary underline">
                  {t("order.number", { number: request.orderNumber })}
                </Link>
              </p>
              <ul className="flex flex-col gap-2 text-sm text-desc">
                {request.lines.map((line, index) => (
                  <li key={index} className="flex items-center gap-2">
                    <Image image={line.image} alt="" sizes="40px" className="size-10 shrink-0 rounded-shop object-cover" />
                    <span className="min-w-0">
                      {line.name} {Object.values(line.options).join(" · ")} × {line.quantity}
                    </span>
                  </li>
                ))}
              </ul>
              {request.auditStatus === "refused" && request.refuseReason ? (
                <p className="rounded-shop bg-error/10 p-3 text-sm" data-testid="return-refuse-reason">
                  <span className="font-medium">{t("returns.fields.refuseDesc")}:</span> <span className="whitespace-pre-line wrap-anywhere">{request.refuseReason}</span>
                </p>
              ) : null}
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  {request.applyType === "exchange" ? (
                    t("returns.exchangeNoRefund")
                  ) : (
                    <>
                      {t("returns.fields.refundAmount")}{colon(lang)}<strong>{formatPrice(request.refundAmount, lang)}</strong>
                    </>
                  )}
                </p>
                <Link to={`${base}/${request.number}`} className="inline-flex min-h-11 items-center rounded-shop border border-border px-4 text-sm">
                  {t("returns.list.view")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list && pages > 1 ? (
        <nav aria-label={t("order.pages")} className="flex justify-between text-sm">
          {list.page > 1 ? <Link to={tabHref(status, list.page - 1)}>{t("order.previous")}</Link> : <span />}
          {list.page < pages ? <Link to={tabHref(status, list.page + 1)}>{t("order.next")}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
