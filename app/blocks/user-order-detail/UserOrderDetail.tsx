import { Link } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import { AddressText } from "#app/components/AddressText.tsx";
import { phoneWithCode } from "#contract/countries.ts";
import { formatPrice } from "#app/utils/money.ts";
import { localizedPath } from "#app/utils/paths.ts";
import { Image } from "#app/components/Image.tsx";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { PageTitle } from "../user-shared/UserSection.tsx";
import { OrderActionForm, OrderActionNotice, OrderCancel, OrderStatuses } from "../user-order-list/OrderParts.tsx";
import type { OrderDetailData } from "../user-order-list/orders.server.ts";
import { orderHref, returnHref } from "../order-refund/paths.ts";
import { ReturnStatuses } from "../user-return-list/ReturnParts.tsx";
import type { Order } from "#contract/order.ts";
import { colon, optionsText } from "#app/utils/colon.ts";

/** The order's after-sales state as shown: "refunded" while less than was paid has come back is "partly refunded". */
export const afterSalesLabel = (order: Pick<Order, "afterSales" | "refundedAmount" | "actualPayment">) =>
  order.afterSales === "refunded" && order.refundedAmount.amount < order.actualPayment.amount ? "partly-refunded" : order.afterSales;

/**
 * `user-order-detail`: number, products (unit price, quantity), amounts, statuses, remark, phone,
 * address, shipments; pay, cancel (after a confirmation) and confirm receipt (shipped) as real forms. After-sales:
 * the order's state (refund requested, refunded), what was refunded, "apply for after-sales" for the
 * order and per line (the `order-refund` page), and the order's requests.
 */
export function UserOrderDetail({ data }: BlockComponentProps<OrderDetailData | undefined>) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const formatDate = useFormatDate();
  const order = data?.order ?? null;
  const access = data?.access ?? null;
  const back = localizedPath(lang, "/user/order");
  if (!order) {
    return (
      <section className="flex flex-col gap-4">
        <PageTitle>{t("order.title")}</PageTitle>
        <p>{t("checkout.errors.orderNotFound")}</p>
        <Link to={back} className="text-primary underline">
          {t("order.backToList")}
        </Link>
      </section>
    );
  }
  const money = (p: typeof order.paymentAmount) => formatPrice(p, lang);
  const a = order.address;
  return (
    <section className="flex flex-col gap-6">
      <PageTitle>{t("order.number", { number: order.number })}</PageTitle>
      <OrderActionNotice />
      <div className="flex flex-wrap items-center gap-3">
        <OrderStatuses status={order.status} payStatus={order.payStatus} deliveryStatus={order.deliveryStatus} />
        {order.afterSales !== "none" ? (
          <span className="rounded-full bg-warning/15 px-2 py-1 text-xs font-medium" data-testid="order-after-sales">
            {t(`returns.afterSales.${afterSalesLabel(order)}`)}
          </span>
        ) : null}
        <span className="text-sm text-desc">{formatDate(order.createdAt, { time: true })}</span>
      </div>
      {/* Only when there is something to do: an empty row would leave a gap (after a cancellation, say). */}
      {order.canPay || order.canConfirmReceipt || order.canCancel || order.canApplyReturn ? (
        <div className="flex flex-wrap items-start gap-2" data-testid="order-actions">
          {order.canPay ? <OrderActionForm intent="order-pay" number={order.number} label={t("order.pay")} primary /> : null}
          {order.canConfirmReceipt ? <OrderActionForm intent="order-confirm" number={order.number} label={t("order.confirmReceipt")} primary /> : null}
          {order.canApplyReturn ? (
            <Link to={orderHref(lang, router, order.number, access, "/return")} className="inline-flex min-h-11 items-center rounded-shop border border-border px-4 text-sm font-medium">
              {t("returns.apply")}
            </Link>
          ) : null}
          {order.canCancel ? <OrderCancel number={order.number} paid={order.payStatus === "paid"} /> : null}
        </div>
      ) : null}
      {order.cancellationDeclinedAt && order.status === "in-progress" && order.deliveryStatus === "not-shipped" ? (
        <p className="text-sm text-desc" data-testid="order-cancel-declined">
          {t("order.cancelDeclined", { date: formatDate(order.cancellationDeclinedAt) })}
        </p>
      ) : null}
      {order.canApplyReturn && order.returnDeadline ? (
        <p className="text-sm text-desc">{t("returns.form.deadline", { date: formatDate(order.returnDeadline) })}</p>
      ) : order.payStatus === "paid" && order.returnBlockedReason && (order.deliveryStatus === "shipped" || order.deliveryStatus === "received") ? (
        <p className="text-sm text-desc" data-testid="order-return-blocked">{t(order.returnBlockedReason)}</p>
      ) : null}
      <section aria-labelledby="order-products" className="flex flex-col gap-3">
        <h2 id="order-products" className="text-lg font-title text-title">{t("order.products")}</h2>
        <ul className="flex flex-col divide-y divide-border border-y border-border">
          {order.lines.map((line) => (
            <li key={line.id} className="flex gap-3 py-3 text-sm">
              <Image image={line.image} alt={line.name} sizes="64px" className="size-16 shrink-0 rounded-shop object-cover" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-title">{line.name}</p>
                <p className="text-desc">{optionsText(line.options, lang)}</p>
                <p>
                  {t("order.unitPrice")}{colon(lang)}{money(line.unitPrice)} · {t("order.quantity")}{colon(lang)}{line.quantity}
                </p>
              </div>
              {/* At most 40 % of the row: a long label ("Rücksendung oder Erstattung beantragen") wraps here
                  instead of squeezing the product's name to a word per line. */}
              <div className="flex max-w-[40%] flex-col items-end gap-2 text-right">
                <p className="font-medium">{money(line.lineTotal)}</p>
                {order.canApplyReturn && line.returnableQuantity > 0 ? (
                  <Link
                    to={`${orderHref(lang, router, order.number, access, "/return")}${access ? "&" : "?"}line=${line.id}`}
                    aria-label={t("returns.applyFor", { name: line.name })}
                    className="text-xs text-primary underline"
                  >
                    {t("returns.apply")}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt>{t("cart.subtotal")}</dt>
        <dd className="text-right">{money(order.subtotal)}</dd>
        {order.promotionDiscount.amount > 0 ? (
          <>
            <dt>{t("checkout.promotionDiscount")}</dt>
            <dd className="text-right">−{money(order.promotionDiscount)}</dd>
          </>
        ) : null}
        {order.couponDiscount.amount > 0 ? (
          <>
            <dt>{t("checkout.couponDiscount")}</dt>
            <dd className="text-right">−{money(order.couponDiscount)}</dd>
          </>
        ) : null}
        <dt>{t("order.shippingFee")}</dt>
        <dd className="text-right">{money(order.shippingFee)}</dd>
        {/* Paid, the row under it says what was paid: the total is just the total; cancelled unpaid, nothing is to pay. */}
        <dt className="font-medium">{t(order.payStatus === "paid" || order.status === "cancelled" ? "order.total" : "order.paymentAmount")}</dt>
        <dd className="text-right font-semibold" data-testid="order-payment-amount">{money(order.paymentAmount)}</dd>
        <dt>{t("order.actualPayment")}</dt>
        <dd className="text-right" data-testid="order-actual-payment">{money(order.actualPayment)}</dd>
        {order.refundedAmount.amount > 0 ? (
          <>
            <dt>{t("returns.order.refunded")}</dt>
            <dd className="text-right" data-testid="order-refunded-amount">−{money(order.refundedAmount)}</dd>
          </>
        ) : null}
      </dl>
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-desc">{t("checkout.paymentMethod")}</dt>
        <dd>{t(`checkout.payment.${order.paymentMethod}`)}</dd>
        <dt className="text-desc">{t("checkout.shippingMethod")}</dt>
        <dd>{t(`checkout.shipping.${order.shippingMethod}`)}</dd>
        <dt className="text-desc">{t("order.phone")}</dt>
        <dd>{order.contact.phone}</dd>
        <dt className="text-desc">{t("order.address")}</dt>
        <dd>
          <AddressText address={a} lang={lang} nameOf={(code) => data?.countryName ?? code} /> · {phoneWithCode(a.countryCode, a.phone)}
        </dd>
        <dt className="text-desc">{t("order.remark")}</dt>
        <dd>{order.remark || "—"}</dd>
      </dl>
      <section aria-labelledby="order-shipments" className="flex flex-col gap-2">
        <h2 id="order-shipments" className="text-lg font-title text-title">{t("order.shipments")}</h2>
        {order.shipments.length === 0 ? (
          <p className="text-sm text-desc">{t("order.noShipments")}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {order.shipments.map((shipment) => (
              <li key={shipment.id} data-testid="order-shipment">
                {t("order.shipment", { name: shipment.expressName, number: shipment.expressNumber })} · {formatDate(shipment.createdAt, { time: true })}
              </li>
            ))}
          </ul>
        )}
      </section>
      {data?.returns.length ? (
        <section aria-labelledby="order-returns" className="flex flex-col gap-2">
          <h2 id="order-returns" className="text-lg font-title text-title">{t("returns.order.requests")}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {data.returns.map((request) => (
              <li key={request.number} className="flex flex-wrap items-center gap-2" data-testid="order-return">
                <Link to={returnHref(lang, router, request.number, access)} className="text-primary underline">
                  {t("returns.number", { number: request.number })}
                </Link>
                <span>{t(`returns.applyType.${request.applyType}`)}</span>
                <ReturnStatuses status={request.status} auditStatus={request.auditStatus} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.refunds.length ? (
        <section aria-labelledby="order-refunds" className="flex flex-col gap-2">
          <h2 id="order-refunds" className="text-lg font-title text-title">{t("returns.order.refunds")}</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {order.refunds.map((refund) => (
              <li key={refund.id} data-testid="order-refund">
                {money(refund.amount)} · {t(`returns.refundStatus.${refund.status}`)} · {formatDate(refund.completedAt ?? refund.createdAt)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* A guest's order has no list of orders to go back to. */}
      {order.guest ? null : (
        <Link to={back} className="text-primary underline">
          {t("order.backToList")}
        </Link>
      )}
    </section>
  );
}
