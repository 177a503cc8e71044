import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { PageMain } from "#app/components/PageMain.tsx";
import { blockComponents } from "#app/blocks/registry.ts";
import type { PageHandle } from "#app/components/page-context.tsx";
import type { Route } from "./+types/newsletter";
import { resolvedHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";
import { resolvedPageData } from "./page.server.ts";

// The newsletter (issue 9): `/newsletter`, where every sign-up form posts (the footer's on any page),
// and the pages its emails link to, `/newsletter/confirm` and `/newsletter/unsubscribe` (personal: a
// token in the address).

/** Any block may stand on this page: the registry loads with it, each block on demand. */
export const handle: PageHandle = { blocks: blockComponents };

export async function loader(args: Route.LoaderArgs) {
  return resolvedPageData(args);
}

export const headers = resolvedHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  return <PageMain body={loaderData.body} />;
}

export const meta: Route.MetaFunction = pageMeta;

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
