import { data } from "react-router";
import { HtmlTree } from "#app/components/HtmlTree.tsx";
import { UserOrderDetail } from "#app/blocks/user-order-detail/UserOrderDetail.tsx";
import type { Order } from "#contract/order.ts";
import { shopContext } from "#app/services/context.server.ts";
import type { Route } from "./+types/user-order";
import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { pageData } from "./page.server.ts";
import { personalHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";

/**
 * One order (`user/order/{number}`): a customer's through the backend's page and its
 * `user-order-detail` block; a guest's through the signed link from the confirmation email
 * (`?access=`), without a session. Without either, sign in first.
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const access = url.searchParams.get("access");
  if (shop.info.token || !access) {
    if (!shop.info.token) throw shop.signInRedirect();
    return { ...(await pageData({ request, context })), guest: null };
  }
  const detail = await shop.post<Order>("/api/web/order/detail", { number: params.slug, access });
  if (!detail.ok) throw data({ message: "order.errors.notFound" }, { status: 404 });
  return { guest: { order: detail.data, access } };
}

export const headers = personalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (loaded?.guest) return [{ title: loaded.guest.order.number }, { name: "robots", content: "noindex" }];
  return pageMeta(args);
};

export default function UserOrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="shop-container flex-1 py-6">
      {loaderData.guest ? <UserOrderDetail data={{ order: loaderData.guest.order }} props={{}} /> : "body" in loaderData ? <HtmlTree nodes={loaderData.body} /> : null}
    </main>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
