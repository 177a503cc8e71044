import { PageMain } from "#app/components/PageMain.tsx";
import { blockComponents } from "#app/blocks/registry.ts";
import type { PageHandle } from "#app/components/page-context.tsx";
import type { Route } from "./+types/cart";
import { cartAction } from "./cart.server.ts";
import { personalHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";
import { pageData } from "./page.server.ts";

// The cart page (the backend's `cart` page and its blocks) and the one cart action every cart form posts to.

/** Any block may stand on this page: the registry loads with it, each block on demand. */
export const handle: PageHandle = { blocks: blockComponents };

export async function loader(args: Route.LoaderArgs) {
  return pageData(args);
}

export const headers = personalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  return <PageMain body={loaderData.body} />;
}

export const meta: Route.MetaFunction = pageMeta;

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
