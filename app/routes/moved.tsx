import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { PageMain } from "#app/components/PageMain.tsx";
import { UserArea } from "#app/components/UserArea.tsx";
import { blockComponents } from "#app/blocks/registry.ts";
import type { PageHandle } from "#app/components/page-context.tsx";
import type { Route } from "./+types/moved";
import { resolvedHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";
import { resolvedPageData } from "./page.server.ts";

// Any address the router config moved (`productRule: /p/:slug`, custom category paths, another `userPath`
// …): the backend resolves it to a type and that type's layout, caching and structured data apply (decision
// 015).

/** Any block may stand on this page: the registry loads with it, each block on demand. */
export const handle: PageHandle = { blocks: blockComponents };

export async function loader(args: Route.LoaderArgs) {
  return resolvedPageData(args);
}

export const headers = resolvedHeaders;

/** Form blocks a merchant places on the page post here by their `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export default function MovedPage({ loaderData }: Route.ComponentProps) {
  // A user area the router config moved (`userPath: /me/`) keeps its frame: navigation and sign-out.
  const meta = loaderData.page.meta;
  if (meta.type === "custom" && meta.slug.startsWith("user-")) {
    return (
      <UserArea>
        <PageMain body={loaderData.body} className="min-w-0 flex-1" />
      </UserArea>
    );
  }
  return <PageMain body={loaderData.body} />;
}

export const meta: Route.MetaFunction = pageMeta;

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
