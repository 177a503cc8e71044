import { HtmlTree } from "#app/components/HtmlTree.tsx";
import { UserReturnDetail } from "#app/blocks/user-return-detail/UserReturnDetail.tsx";
import { loadReturnDetail } from "#app/blocks/user-return-detail/return-detail.server.ts";
import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import type { Route } from "./+types/user-return";
import { orderLinkPage } from "./order-link.server.ts";
import { personalHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";

/**
 * One after-sales request (`user/return/{number}`): a customer's through the backend's page and its
 * `user-return-detail` block; a guest's through the link in the after-sales emails or from the order
 * page (`?access=`, the order's token). Its action takes the cancel and logistics forms.
 */
export async function loader(args: Route.LoaderArgs) {
  return orderLinkPage(args, "returns.errors.notFound", async (ctx, t) => {
    const data = await loadReturnDetail({}, ctx);
    return data.request ? { data, title: t("returns.number", { number: data.request.number }) } : null;
  });
}

export const headers = personalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (loaded?.guest) return [{ title: loaded.guest.title }, { name: "robots", content: "noindex" }];
  return pageMeta(args);
};

export default function UserReturnPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="shop-container flex-1 py-6">
      {loaderData.guest ? <UserReturnDetail data={loaderData.guest.data} props={{}} /> : "body" in loaderData ? <HtmlTree nodes={loaderData.body} /> : null}
    </main>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
