import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { PageMain } from "#app/components/PageMain.tsx";
import type { Route } from "./+types/coupon";
import { catalogHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";
import { pageData } from "./page.server.ts";

// The coupons (`/coupon`) and one coupon (`/coupon/{slug}`), with their claim forms.

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
