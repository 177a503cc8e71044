import { data, redirectDocument } from "react-router";
import { Code } from "#contract/codes.ts";
import type { Order, PaymentStart } from "#contract/order.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import type { BlockAction } from "../auth-shared/actions.server.ts";

export type PaymentData = { order: Order | null; access: string | null; outcome: string | null };
/** What the pay form gets back when the payment could not be started. */
export type PaymentReply = { intent: "pay"; error: string };

/** `payment` on `checkout/payment?order=…[&access=…][&payment=declined|cancelled]`: the order to pay again. */
export async function loadPayment(_props: Record<string, unknown>, { shop, url }: BlockLoadContext): Promise<PaymentData> {
  const number = url.searchParams.get("order");
  const access = url.searchParams.get("access");
  const outcome = url.searchParams.get("payment");
  if (!number) return { order: null, access, outcome };
  const detail = await shop.post<Order>("/api/web/order/detail", { number, ...(access ? { access } : {}) });
  if (!detail.ok && detail.code === Code.authInvalid) throw shop.signInRedirect();
  return { order: detail.ok ? detail.data : null, access, outcome };
}

const text = (form: FormData, name: string, max: number) => String(form.get(name) ?? "").trim().slice(0, max);

/** `pay`: sends the shopper's browser to the payment provider's page for the order, or says why not. */
export const payOrder: BlockAction = async ({ shop, formData }) => {
  const number = text(formData, "order", 30);
  const access = text(formData, "access", 120);
  const started = await shop.post<PaymentStart>("/api/web/payment/start", { orderNumber: number, ...(access ? { access } : {}) });
  if (started.ok) return redirectDocument(started.data.redirectUrl);
  if (started.code === Code.authInvalid) throw shop.signInRedirect();
  return data<PaymentReply>({ intent: "pay", error: "payment.errors.start" }, { status: 400 });
};
