import { Link } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import { formatPrice } from "#app/utils/money.ts";
import { localizedPath } from "#app/utils/paths.ts";
import { Image } from "#app/components/Image.tsx";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { PageTitle } from "../user-shared/UserSection.tsx";
import { OrderActionError, OrderActionForm, OrderStatuses } from "../user-order-list/OrderParts.tsx";
import type { OrderDetailData } from "../user-order-list/orders.server.ts";

/**
 * `user-order-detail`: number, products (unit price, quantity), amounts, statuses, remark, phone,
 * address, shipments; pay, cancel (unpaid) and confirm receipt (shipped) as real forms.
 */
export function UserOrderDetail({ data }: BlockComponentProps<OrderDetailData | undefined>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const formatDate = useFormatDate();
  const order = data?.order ?? null;
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
      <OrderActionError />
      <div className="flex flex-wrap items-center gap-3">
        <OrderStatuses status={order.status} payStatus={order.payStatus} deliveryStatus={order.deliveryStatus} />
        <span className="text-sm text-desc">{formatDate(order.createdAt, { time: true })}</span>
      </div>
      <div className="flex flex-wrap gap-2">
        {order.canPay ? <OrderActionForm intent="order-pay" number={order.number} label={t("order.pay")} primary /> : null}
        {order.canConfirmReceipt ? <OrderActionForm intent="order-confirm" number={order.number} label={t("order.confirmReceipt")} primary /> : null}
        {order.canCancel ? <OrderActionForm intent="order-cancel" number={order.number} label={t("order.cancel")} /> : null}
      </div>
      <section aria-labelledby="order-products" className="flex flex-col gap-3">
        <h2 id="order-products" className="text-lg font-title text-title">{t("order.products")}</h2>
        <ul className="flex flex-col divide-y divide-border border-y border-border">
          {order.lines.map((line) => (
            <li key={line.id} className="flex gap-3 py-3 text-sm">
              <Image image={line.image} alt={line.name} sizes="64px" className="size-16 shrink-0 rounded-shop object-cover" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-title">{line.name}</p>
                <p className="text-desc">{Object.entries(line.options).map(([k, v]) => `${k}: ${v}`).join(" · ")}</p>
                <p>
                  {t("order.unitPrice")}: {money(line.unitPrice)} · {t("order.quantity")}: {line.quantity}
                </p>
              </div>
              <p className="font-medium">{money(line.lineTotal)}</p>
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
        <dt className="font-medium">{t("order.paymentAmount")}</dt>
        <dd className="text-right font-semibold" data-testid="order-payment-amount">{money(order.paymentAmount)}</dd>
        <dt>{t("order.actualPayment")}</dt>
        <dd className="text-right" data-testid="order-actual-payment">{money(order.actualPayment)}</dd>
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
          {a.firstName} {a.lastName}, {a.address} {a.apartment}, {a.area} {a.city} {a.province} {a.postalCode}, {a.country} · {a.countryCode} {a.phone}
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
      <Link to={back} className="text-primary underline">
        {t("order.backToList")}
      </Link>
    </section>
  );
}
