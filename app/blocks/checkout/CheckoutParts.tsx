import { Link } from "react-router";
import type { Order } from "#contract/order.ts";
import { useTranslation } from "#app/utils/i18n.tsx";
import { localizedPath } from "#app/utils/paths.ts";
import { usePage } from "#app/components/page-context.tsx";

export const BUTTON = "inline-flex min-h-11 items-center justify-center rounded-shop bg-primary px-5 font-medium text-white disabled:opacity-60";

/** A backend message key (with its `{{…}}` values), translated; an unknown one reads as a generic failure. */
export function useMessage() {
  const { t, i18n } = useTranslation();
  return (key: string | null | undefined, values?: Record<string, string | number>) =>
    key ? (i18n.exists(key) ? t(key, values) : t("checkout.errors.generic")) : null;
}

/** The order's page, with a guest's access token. */
export function orderHref(lang: Parameters<typeof localizedPath>[0], order: Order, access: string | null) {
  return `${localizedPath(lang, `/user/order/${order.number}`)}${access ? `?access=${encodeURIComponent(access)}` : ""}`;
}

/** The checkout's steps (spec §2): Cart, Information, Payment. */
export function Steps({ step }: { step: "information" | "payment" }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  return (
    <nav aria-label={t("checkout.steps")}>
      <ol className="flex flex-wrap items-center gap-2 text-sm">
        <li>
          <Link to={localizedPath(lang, "/cart")} className="text-primary underline">
            {t("checkout.step.cart")}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current={step === "information" ? "step" : undefined} className={step === "information" ? "font-semibold text-title" : "text-desc"}>
          {t("checkout.step.information")}
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current={step === "payment" ? "step" : undefined} className={step === "payment" ? "font-semibold text-title" : "text-desc"}>
          {t("checkout.step.payment")}
        </li>
      </ol>
    </nav>
  );
}
