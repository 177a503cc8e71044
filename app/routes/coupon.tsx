import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { PageMain } from "#app/components/PageMain.tsx";
import { blockComponents } from "#app/blocks/registry.ts";
import type { PageHandle } from "#app/components/page-context.tsx";
import type { Route } from "./+types/coupon";
import { catalogHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";
import { pageData } from "./page.server.ts";

// The coupons (`/coupon`) and one coupon (`/coupon/{slug}`), with their claim forms.

/** Any block may stand on this page: the registry loads with it, each block on demand. */
export const handle: PageHandle = { blocks: blockComponents };

export async function loader(args: Route.LoaderArgs) {
  return pageData(args);
}

export const headers = catalogHeaders;

/** Form blocks a merchant places on the page post here by their `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export default function CouponPage({ loaderData }: Route.ComponentProps) {
  return <PageMain body={loaderData.body} />;
}

export const meta: Route.MetaFunction = pageMeta;

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
