import { HtmlTree } from "#app/components/HtmlTree.tsx";
import { requestOrigin } from "#app/services/origin.server.ts";
import type { Route } from "./+types/checkout";
import { checkoutAction } from "#app/blocks/checkout/checkout.server.ts";
import { loadPage } from "./page.server.ts";

export { ErrorBoundary, meta } from "./page.tsx";

// The checkout pages (`checkout/{slug}`, `checkout/thankyou`) and their form action: the steps and placing the order.

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await loadPage(context)), origin: requestOrigin(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="shop-container flex-1 py-6">
      <HtmlTree nodes={loaderData.body} />
    </main>
  );
}
