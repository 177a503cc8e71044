import { redirect } from "react-router";
import { HtmlTree } from "#app/components/HtmlTree.tsx";
import { userHref } from "#app/blocks/auth-shared/paths.ts";
import { shopContext } from "#app/services/context.server.ts";
import { safeRedirectPath } from "#app/utils/paths.ts";
import type { Route } from "./+types/auth";
import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { loadPage } from "./page.server.ts";

export { ErrorBoundary, meta } from "./page.tsx";

/** Sign-in and sign-up pages are for visitors: a signed-in shopper goes on where they were heading. */
const VISITOR_ONLY = /\/auth\/(signin|signup)$/;

export async function loader({ url, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  if (shop.info.token && VISITOR_ONLY.test(url.pathname)) {
    throw redirect(safeRedirectPath(url.searchParams.get("redirect"), userHref(shop.info.lang, shop.settings.router, "center")));
  }
  return loadPage(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="shop-container flex-1 py-6">
      <HtmlTree nodes={loaderData.body} />
    </main>
  );
}
