import { Link } from "react-router";
import { ORDER_TABS } from "#contract/order.ts";
import { useTranslation } from "#app/utils/i18n.tsx";
import { formatPrice } from "#app/utils/money.ts";
import { localizedPath } from "#app/utils/paths.ts";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { PageTitle } from "../user-shared/UserSection.tsx";
import { OrderActionForm, OrderActionNotice, OrderCancel, OrderStatuses, totalLabel } from "./OrderParts.tsx";
import type { OrderListData } from "./orders.server.ts";
import { colon } from "#app/utils/colon.ts";

/** `user-order-list`: the tabs all, to pay, to ship, to receive, completed, cancelled; each order in brief. */
export function UserOrderList({ data }: BlockComponentProps<OrderListData | undefined>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const formatDate = useFormatDate();
  const tab = data?.tab ?? "all";
  const list = data?.list ?? null;
  const base = localizedPath(lang, "/user/order");
  const pages = list ? Math.ceil(list.total / list.pageSize) : 0;
  return (
    <section className="flex flex-col gap-4">
      <PageTitle>{t("order.title")}</PageTitle>
      <nav aria-label={t("order.tabsLabel")}>
        <ul className="-mx-1 flex gap-1 overflow-x-auto border-b border-border text-sm">
          {ORDER_TABS.map((name) => (
            <li key={name} className="shrink-0">
              <Link
                to={name === "all" ? base : `${base}?tab=${name}`}
                aria-current={tab === name ? "page" : undefined}
                className="flex min-h-11 items-center px-3 whitespace-nowrap aria-[current=page]:border-b-2 aria-[current=page]:border-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {t(`order.tabs.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <OrderActionNotice />
      {!list ? (
        <p className="text-desc">{t("order.unavailable")}</p>
      ) : list.items.length === 0 ? (
        <p className="text-desc">{t("order.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.items.map((order) => (
            <li key={order.number} data-testid="order-summary" data-number={order.number} className="flex flex-col gap-3 rounded-shop border border-border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-medium text-title">
                  <Link to={`${base}/${order.number}`} className="hover:underline">
                    {t("order.number", { number: order.number })}
                  </Link>
                </h2>
                <span className="text-sm text-desc">{formatDate(order.createdAt, { time: true })}</span>
              </div>
              <OrderStatuses status={order.status} payStatus={order.payStatus} deliveryStatus={order.deliveryStatus} />
              <ul className="text-sm text-desc">
                {order.lines.map((line, index) => (
                  <li key={index}>
                    {line.name} {Object.values(line.options).join(" · ")} × {line.quantity}
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  {t(totalLabel(order.payStatus, order.status))}{colon(lang)}<strong>{formatPrice(order.paymentAmount, lang)}</strong>
                </p>
                <div className="flex flex-wrap items-start justify-end gap-2">
                  {order.canPay ? <OrderActionForm intent="order-pay" number={order.number} label={t("order.pay")} primary /> : null}
                  <Link to={`${base}/${order.number}`} className="inline-flex min-h-11 items-center rounded-shop border border-border px-4 text-sm">
                    {t("order.view")}
                  </Link>
                  {order.canCancel ? <OrderCancel number={order.number} paid={order.payStatus === "paid"} named /> : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list && pages > 1 ? (
        <nav aria-label={t("order.pages")} className="flex justify-between text-sm">
          {list.page > 1 ? <Link to={`${base}?tab=${tab}&page=${list.page - 1}`}>{t("order.previous")}</Link> : <span />}
          {list.page < pages ? <Link to={`${base}?tab=${tab}&page=${list.page + 1}`}>{t("order.next")}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
