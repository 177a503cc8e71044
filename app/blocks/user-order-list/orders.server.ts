import { data, redirect, redirectDocument } from "react-router";
import type { Paged } from "#contract/catalog.ts";
import { Code } from "#contract/codes.ts";
import { ORDER_TABS, type Order, type OrderSummary, type OrderTab, type PaymentStart } from "#contract/order.ts";
import type { ReturnSummary } from "#contract/returns.ts";
import { requireData } from "#app/services/session.server.ts";
import { redirectPastLastPage } from "#app/utils/last-page.ts";
import { safeRedirectPath } from "#app/utils/paths.ts";
import type { BlockAction } from "../auth-shared/actions.server.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { accessOf, orderNumberOf } from "../order-refund/paths.ts";
import { countryName as countryNameOf } from "#contract/countries.ts";

export type OrderListData = { tab: OrderTab; list: Paged<OrderSummary> | null };
export type OrderDetailData = {
  order: Order | null;
  /** The order's after-sales requests, newest first. */
  returns: ReturnSummary[];
  /** A guest's access token (the signed link), for the links and forms on the page. */
  access: string | null;
  /** The delivery country's name, made on the server: the browser's ICU names some differently (hydration). */
  countryName: string | null;
};
/**
 * What an order action answers when it does not redirect: the refusal's translation key, or what
 * was done (a cancellation: cancelled at once, or asked of the shop for a paid order).
 */
export type OrderActionReply = { intent: string; error?: string; done?: string };

/** `user/order?tab=…&page=…`: the customer's orders on one tab. */
export async function loadOrderList(_props: Record<string, unknown>, { shop, url }: BlockLoadContext): Promise<OrderListData> {
  const asked = url.searchParams.get("tab") ?? "all";
  const tab = (ORDER_TABS as readonly string[]).includes(asked) ? (asked as OrderTab) : "all";
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 10_000);
  const list = requireData(shop, await shop.post<Paged<OrderSummary>>("/api/web/order/list", { tab, page, pageSize: 10 }));
  redirectPastLastPage(url, list);
  return { tab, list };
}

/**
 * `user/order/{number}`: one order of the customer's, or a guest's with the signed link's token; with
 * its after-sales requests. An unknown number and another customer's order are the same 404 page
 * (status and all): the page must not tell them apart, nor answer 200.
 */
export async function loadOrderDetail(props: Record<string, unknown>, { shop, url, lang }: Pick<BlockLoadContext, "shop" | "url" | "lang">): Promise<OrderDetailData> {
  const notFound = () => data({ message: "order.errors.notFound" }, { status: 404 });
  const number = orderNumberOf(props, url);
  const access = accessOf(url.searchParams.get("access"));
  if (!number) throw notFound();
  const ref = { ...(access ? { access } : {}) };
  const [result, returns] = await Promise.all([
    shop.post<Order>("/api/web/order/detail", { number, ...ref }),
    shop.post<Paged<ReturnSummary>>("/api/web/return/list", { orderNumber: number, ...ref, pageSize: 50 }),
  ]);
  const order = requireData(shop, result);
  if (order) {
    const countryName = order.address.country ? countryNameOf(order.address.country, lang) : null;
    return { order, returns: returns.ok ? returns.data.items : [], access, countryName };
  }
  if (!result.ok && result.code === Code.timeout) throw data({ message: result.msg }, { status: 504 });
  throw notFound();
}

const ENDPOINTS: Record<string, string> = {
  "order-cancel": "/api/web/order/cancel",
  "order-confirm": "/api/web/order/confirm-receipt",
};

/** Cancel an order (answered with a notice), confirm receipt, or pay again; back to the page the form came from. */
export const orderAction: BlockAction = async ({ shop, formData, url }) => {
  const intent = String(formData.get("intent") ?? "");
  const number = String(formData.get("number") ?? "").trim();
  if (!/^\d{8,24}$/.test(number)) throw data(null, { status: 400 });
  const back = safeRedirectPath(formData.get("redirect"), url.pathname);
  // A guest's order: the access token of the signed link.
  const accessValue = String(formData.get("access") ?? "").trim();
  const access = /^[A-Za-z0-9_-]{20,100}$/.test(accessValue) ? { access: accessValue } : {};
  if (intent === "order-pay") {
    const started = await shop.post<PaymentStart>("/api/web/payment/start", { orderNumber: number, ...access });
    if (started.ok) return redirectDocument(started.data.redirectUrl);
    if (started.code === Code.authInvalid) throw shop.signInRedirect();
    return data<OrderActionReply>({ intent, error: started.msg }, { status: 409 });
  }
  const endpoint = ENDPOINTS[intent];
  if (!endpoint) throw data(null, { status: 400 });
  const result = await shop.post<Order>(endpoint, { number, ...access });
  // The page again with a notice saying what happened (its loaders run after the action).
  if (result.ok && intent === "order-cancel") {
    const done = result.data.status === "pending-cancellation" ? "order.cancelRequested" : "order.cancelled";
    return data<OrderActionReply>({ intent, done });
  }
  if (result.ok) return redirect(back);
  if (result.code === Code.authInvalid) throw shop.signInRedirect();
  return data<OrderActionReply>({ intent, error: result.msg }, { status: result.status === 404 ? 404 : 409 });
};
