import { Form, Link, useActionData } from "react-router";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { usePage } from "#app/components/page-context.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { formatPrice } from "#app/utils/money.ts";
import { BUTTON, orderHref, Steps, useMessage } from "../checkout/CheckoutParts.tsx";
import type { PaymentData, PaymentReply } from "./payment.server.ts";
import { colon } from "#app/utils/colon.ts";

/**
 * `payment`: paying an order (again) after a declined or cancelled payment — the order stays unpaid and
 * can be paid; the form posts `pay` to the checkout page, which sends the browser to the provider.
 */
export function Payment({ data }: BlockComponentProps<PaymentData | undefined>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const reply = useActionData<PaymentReply>();
  const message = useMessage();
  const order = data?.order ?? null;
  const access = data?.access ?? null;
  const outcome = data?.outcome ?? null;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="text-3xl font-title text-title">{t("checkout.step.payment")}</h1>
      <Steps step="payment" />
      {outcome === "declined" || outcome === "cancelled" ? (
        <p role="alert" className="rounded-shop border border-sales p-3 text-sm text-sales">
          {t(outcome === "declined" ? "checkout.paymentDeclined" : "checkout.paymentCancelled")}
        </p>
      ) : null}
      {reply?.intent === "pay" && reply.error ? <p role="alert" className="text-sm text-sales">{message(reply.error)}</p> : null}
      {order ? (
        <>
          <p>{t("checkout.thankyou.placed", { number: order.number })}</p>
          <p>
            {t(order.payStatus === "paid" ? "order.totalPaid" : "checkout.thankyou.amount")}{colon(lang)}<strong>{formatPrice(order.paymentAmount, lang)}</strong>
          </p>
          {order.canPay ? (
            <Form method="post" reloadDocument>
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="order" value={order.number} />
              {access ? <input type="hidden" name="access" value={access} /> : null}
              <button type="submit" className={BUTTON}>
                {t("checkout.payNow")}
              </button>
            </Form>
          ) : null}
          <Link to={orderHref(lang, order, access)} className="text-primary underline">
            {t("checkout.thankyou.viewOrder")}
          </Link>
        </>
      ) : (
        <p>{t("checkout.errors.orderNotFound")}</p>
      )}
    </section>
  );
}
