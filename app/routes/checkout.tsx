import { checkoutAction } from "#app/blocks/checkout/checkout.server.ts";
import { PageMain } from "#app/components/PageMain.tsx";
import { blockComponents } from "#app/blocks/registry.ts";
import type { PageHandle } from "#app/components/page-context.tsx";
import type { Route } from "./+types/checkout";
import { personalHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";
import { pageData } from "./page.server.ts";

// The checkout pages (`checkout/{slug}`, `checkout/thankyou`) and their form action: the steps and placing
// the order.

/** Any block may stand on this page: the registry loads with it, each block on demand. */
export const handle: PageHandle = { blocks: blockComponents };

export async function loader(args: Route.LoaderArgs) {
  return pageData(args);
}

export const headers = personalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  return <PageMain body={loaderData.body} />;
}

export const meta: Route.MetaFunction = pageMeta;

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
