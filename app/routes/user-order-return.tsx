import { OrderRefund } from "#app/blocks/order-refund/OrderRefund.tsx";
import { loadOrderRefund } from "#app/blocks/order-refund/order-refund.server.ts";
import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { blockComponents } from "#app/blocks/registry.ts";
import type { PageHandle } from "#app/components/page-context.tsx";
import type { Route } from "./+types/user-order-return";
import { orderLinkPage } from "./order-link.server.ts";
import { personalHeaders } from "./page-headers.ts";
import { OrderLinkMain, orderLinkMeta } from "./order-link.tsx";

/** Any block may stand on this page: the registry loads with it, each block on demand. */
export const handle: PageHandle = { blocks: blockComponents };

/**
 * An order's after-sales apply page (`user/order/{number}/return`, `?line=` ticks the line the shopper
 * came for): the `order-refund` block, for customers and for guests with the order's signed link. Its
 * action takes the block's multipart form.
 */
export async function loader(args: Route.LoaderArgs) {
  return orderLinkPage(args, "order-refund", "order.errors.notFound", async (ctx, t) => {
    const data = await loadOrderRefund({}, ctx);
    return data.order ? { data, title: `${t("returns.apply")} · ${data.order.number}` } : null;
  });
}

export const headers = personalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export const meta: Route.MetaFunction = (args) => orderLinkMeta(args);

export default function UserOrderReturnPage({ loaderData }: Route.ComponentProps) {
  return (
    <OrderLinkMain
      guest={loaderData.guest ? <OrderRefund data={loaderData.guest.data} props={{}} /> : null}
      body={"body" in loaderData ? loaderData.body : undefined}
    />
  );
}

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
