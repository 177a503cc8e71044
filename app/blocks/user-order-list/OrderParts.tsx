import { Form, useActionData, useLocation, useNavigation } from "react-router";
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

/** The label of an order's total: the amount to pay until the order is paid, then the total paid. */
export const totalLabel = (payStatus: PayStatus) => (payStatus === "paid" ? "order.totalPaid" : "order.paymentAmount");

/** One order action (pay, cancel, confirm receipt): a real form posting to the user page's action. */
export function OrderActionForm({ intent, number, label, primary = false }: { intent: "order-pay" | "order-cancel" | "order-confirm"; number: string; label: string; primary?: boolean }) {
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

/** A refused order action, translated. */
export function OrderActionError() {
  const { t, i18n } = useTranslation();
  const reply = useActionData<OrderActionReply>();
  if (!reply?.error) return null;
  return (
    <p role="alert" className="rounded-shop border border-sales p-3 text-sm text-sales">
      {i18n.exists(reply.error) ? t(reply.error) : t("order.errors.generic")}
    </p>
  );
}
