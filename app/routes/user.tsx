import { HtmlTree } from "#app/components/HtmlTree.tsx";
import type { Route } from "./+types/user";
import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { loadPage } from "./page.server.ts";

export { ErrorBoundary, meta } from "./page.tsx";

// One module for the user area's pages: the backend's page (with the session check) and its blocks.

export async function loader({ context }: Route.LoaderArgs) {
  return loadPage(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export default function UserPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="min-w-0 flex-1">
      <HtmlTree nodes={loaderData.body} />
    </main>
  );
}
