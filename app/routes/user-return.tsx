import { UserReturnDetail } from "#app/blocks/user-return-detail/UserReturnDetail.tsx";
import { loadReturnDetail } from "#app/blocks/user-return-detail/return-detail.server.ts";
import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { blockComponents } from "#app/blocks/registry.ts";
import type { PageHandle } from "#app/components/page-context.tsx";
import type { Route } from "./+types/user-return";
import { orderLinkPage } from "./order-link.server.ts";
import { personalHeaders } from "./page-headers.ts";
import { OrderLinkMain, orderLinkMeta } from "./order-link.tsx";

/** Any block may stand on this page: the registry loads with it, each block on demand. */
export const handle: PageHandle = { blocks: blockComponents };

/**
 * One after-sales request (`user/return/{number}`): a customer's through the backend's page and its
 * `user-return-detail` block; a guest's through the link in the after-sales emails or from the order
 * page (`?access=`, the order's token). Its action takes the cancel and logistics forms.
 */
export async function loader(args: Route.LoaderArgs) {
  return orderLinkPage(args, "user-return-detail", "returns.errors.notFound", async (ctx, t) => {
    const data = await loadReturnDetail({}, ctx);
    return data.request ? { data, title: t("returns.number", { number: data.request.number }) } : null;
  });
}

export const headers = personalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export const meta: Route.MetaFunction = (args) => orderLinkMeta(args);

export default function UserReturnPage({ loaderData }: Route.ComponentProps) {
  return (
    <OrderLinkMain
      guest={loaderData.guest ? <UserReturnDetail data={loaderData.guest.data} props={{}} /> : null}
      body={"body" in loaderData ? loaderData.body : undefined}
    />
  );
}

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
