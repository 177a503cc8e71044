import { redirect } from "react-router";
import { userHref } from "#app/blocks/auth-shared/paths.ts";
import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { PageMain } from "#app/components/PageMain.tsx";
import { shopContext } from "#app/services/context.server.ts";
import { safeRedirectPath } from "#app/utils/paths.ts";
import { blockComponents } from "#app/blocks/registry.ts";
import type { PageHandle } from "#app/components/page-context.tsx";
import type { Route } from "./+types/auth";
import { personalHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";
import { pageData } from "./page.server.ts";

// The auth pages (`auth/signin`, `signup`, `forget`, `reset-password`, `verify-email`, `verify-prompt`)
// and their forms' action.

/** Sign-in and sign-up pages are for visitors: a signed-in shopper goes on where they were heading. */
const VISITOR_ONLY = /\/auth\/(signin|signup)$/;

/** Any block may stand on this page: the registry loads with it, each block on demand. */
export const handle: PageHandle = { blocks: blockComponents };

export async function loader(args: Route.LoaderArgs) {
  const { url, context } = args;
  const shop = context.get(shopContext);
  if (shop.info.token && VISITOR_ONLY.test(url.pathname)) {
    throw redirect(safeRedirectPath(url.searchParams.get("redirect"), userHref(shop.info.lang, shop.settings.router, "center")));
  }
  return pageData(args);
}

export const headers = personalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  return <PageMain body={loaderData.body} />;
}

export const meta: Route.MetaFunction = pageMeta;

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
