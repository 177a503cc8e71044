import { useTranslation } from "#app/utils/i18n.tsx";
import { Link } from "react-router";
import { formatPrice } from "#app/utils/money.ts";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import { userHref } from "../auth-shared/paths.ts";
import type { UserCenterData } from "../user-shared/load.server.ts";
import { PageTitle } from "../user-shared/UserSection.tsx";

/** The account overview (spec §2): last login, spending, payments, unpaid and all orders (no credits: decision 024). */
export function UserCenter({ data }: BlockComponentProps<UserCenterData | undefined>) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const formatDate = useFormatDate();
  const center = data?.center;
  const user = data?.user;
  const name = user?.nickName || user?.firstName || user?.email || user?.mobile || "";
  const figures: Array<[string, string, string | null]> = center
    ? [
        ["account.center.spending", formatPrice(center.spending, lang), null],
        ["account.center.paid", formatPrice(center.paid, lang), null],
        ["account.center.unpaidOrders", String(center.unpaidOrders), "order"],
        ["account.center.orders", String(center.orders), "order"],
      ]
    : [];
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{name ? t("account.center.greeting", { name }) : t("account.center.title")}</PageTitle>
      {center ? (
        <>
          <p className="text-sm text-desc">
            {center.lastLoginAt ? t("account.center.lastLogin", { date: formatDate(center.lastLoginAt, { time: true }) }) : t("account.center.firstLogin")}
          </p>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {figures.map(([key, value, page]) => (
              <div key={key} className="flex flex-col-reverse gap-1 rounded-shop border border-border p-4">
                <dt className="text-sm text-desc">{t(key)}</dt>
                <dd className="text-2xl font-semibold text-title">
                  {page ? <Link to={userHref(lang, router, page)} className="hover:text-primary">{value}</Link> : value}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="text-desc">{t("account.unavailable")}</p>
      )}
    </div>
  );
}
