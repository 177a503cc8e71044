import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { PageMain } from "#app/components/PageMain.tsx";
import { PageContent } from "#app/blocks/content/Content.tsx";
import type { PageHandle } from "#app/components/page-context.tsx";
import { blockComponents } from "#app/blocks/registry.ts";
import type { Route } from "./+types/content-page";
import { catalogHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";
import { pageData } from "./page.server.ts";

// A content page (`page/{slug}`): about, shipping and returns, privacy, terms.

/** The content page's text loads with it; any other block a merchant places (a form) on demand. */
export const handle: PageHandle = { blocks: { ...blockComponents, "page-content": PageContent } };

export async function loader(args: Route.LoaderArgs) {
  return pageData(args);
}

export const headers = catalogHeaders;

/** Form blocks a merchant places on the page post here by their `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <PageMain body={loaderData.body} />;
}

export const meta: Route.MetaFunction = pageMeta;

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
