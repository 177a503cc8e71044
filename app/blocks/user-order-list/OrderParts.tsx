import { Form, useActionData, useLocation, useNavigation } from "react-router";
import { ConfirmAction } from "../user-shared/ConfirmAction.tsx";
import type { DeliveryStatus, OrderStatus, PayStatus } from "#contract/order.ts";
import { useTranslation } from "#app/utils/i18n.tsx";
import type { OrderActionReply } from "./orders.server.ts";

/** The order's three statuses as short labels (spec §4). */
export function OrderStatuses({ status, payStatus, deliveryStatus }: { status: OrderStatus; payStatus: PayStatus; deliveryStatus: DeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2 text-xs">
      <li className="rounded-full bg-hero px-2 py-1" data-testid="order-status">{t(`order.status.${status}`)}</li>
      <li className="rounded-full bg-hero px-2 py-1" data-testid="order-pay-status">{t(`order.payStatus.${payStatus}`)}</li>
      <li className="rounded-full bg-hero px-2 py-1" data-testid="order-delivery-status">{t(`order.delivery.${deliveryStatus}`)}</li>
    </ul>
  );
}

/**
 * The label of an order's total: the amount to pay until the order is paid, then the total paid; a
 * cancelled order that was never paid has nothing to pay, only its total.
 */
export const totalLabel = (payStatus: PayStatus, status: OrderStatus) =>
  payStatus === "paid" ? "order.totalPaid" : status === "cancelled" ? "order.total" : "order.paymentAmount";

/** One order action (pay, confirm receipt): a real form posting to the user page's action. */
export function OrderActionForm({ intent, number, label, primary = false }: { intent: "order-pay" | "order-confirm"; number: string; label: string; primary?: boolean }) {
  const location = useLocation();
  const access = new URLSearchParams(location.search).get("access");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent && navigation.formData.get("number") === number;
  return (
    <Form method="post" reloadDocument={intent === "order-pay"}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="number" value={number} />
      <input type="hidden" name="redirect" value={location.pathname + location.search} />
      {access ? <input type="hidden" name="access" value={access} /> : null}
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className={`inline-flex min-h-11 items-center rounded-shop px-4 text-sm font-medium ${primary ? "bg-primary text-white" : "border border-border"}`}
      >
        {label}
      </button>
    </Form>
  );
}

/**
 * "Cancel order", behind a second step (with or without JavaScript). A paid order is not cancelled at
 * once: the shop is asked, and the question and the button say so.
 */
export function OrderCancel({ number, paid, named = false }: { number: string; paid: boolean; named?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const access = new URLSearchParams(location.search).get("access");
  return (
    <ConfirmAction
      label={t("order.cancel")}
      name={named ? t("order.cancelNamed", { number }) : undefined}
      question={t(paid ? "order.cancelConfirmPaid" : "order.cancelConfirm", { number })}
      confirm={t(paid ? "order.cancelRequestYes" : "order.cancelYes")}
      keep={t("order.keep")}
      fields={{ intent: "order-cancel", number, ...(access ? { access } : {}) }}
    />
  );
}

/** What an order action did (a cancellation), or its refusal, translated. */
export function OrderActionNotice() {
  const { t, i18n } = useTranslation();
  const reply = useActionData<OrderActionReply>();
  if (reply?.done && i18n.exists(reply.done)) {
    return (
      <output className="block rounded-shop border border-success/40 bg-success/10 px-3 py-2 text-sm text-success-ink" data-testid="order-notice">
        {t(reply.done)}
      </output>
    );
  }
  if (!reply?.error) return null;
  return (
    <p role="alert" className="rounded-shop border border-sales p-3 text-sm text-sales">
      {i18n.exists(reply.error) ? t(reply.error) : t("order.errors.generic")}
    </p>
  );
}
