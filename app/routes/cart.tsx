import { HtmlTree } from "#app/components/HtmlTree.tsx";
import { requestOrigin } from "#app/services/origin.server.ts";
import type { Route } from "./+types/cart";
import { cartAction } from "./cart.server.ts";
import { loadPage } from "./page.server.ts";

export { ErrorBoundary, meta } from "./page.tsx";

// The cart page (the backend's `cart` page and its blocks) and the one cart action every cart form posts to.

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await loadPage(context)), origin: requestOrigin(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="shop-container flex-1 py-6">
      <HtmlTree nodes={loaderData.body} />
    </main>
  );
}
