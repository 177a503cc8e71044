import { UserOrderDetail } from "#app/blocks/user-order-detail/UserOrderDetail.tsx";
import { loadOrderDetail } from "#app/blocks/user-order-list/orders.server.ts";
import type { Route } from "./+types/user-order";
import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { blockComponents } from "#app/blocks/registry.ts";
import type { PageHandle } from "#app/components/page-context.tsx";
import { orderLinkPage } from "./order-link.server.ts";
import { personalHeaders } from "./page-headers.ts";
import { OrderLinkMain, orderLinkMeta } from "./order-link.tsx";

/** Any block may stand on this page: the registry loads with it, each block on demand. */
export const handle: PageHandle = { blocks: blockComponents };

/**
 * One order (`user/order/{number}`): a customer's through the backend's page and its
 * `user-order-detail` block; a guest's through the signed link from the confirmation email
 * (`?access=`), without a session. Without either, sign in first.
 */
export async function loader(args: Route.LoaderArgs) {
  return orderLinkPage(args, "user-order-detail", "order.errors.notFound", async (ctx, t) => {
    const data = await loadOrderDetail({}, ctx);
    return data.order ? { data, title: t("order.number", { number: data.order.number }) } : null;
  });
}

export const headers = personalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export const meta: Route.MetaFunction = (args) => orderLinkMeta(args);

export default function UserOrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <OrderLinkMain
      guest={loaderData.guest ? <UserOrderDetail data={loaderData.guest.data} props={{}} /> : null}
      body={"body" in loaderData ? loaderData.body : undefined}
    />
  );
}

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
