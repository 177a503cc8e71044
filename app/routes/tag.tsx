import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { PageMain } from "#app/components/PageMain.tsx";
import { TagList } from "#app/blocks/content/Content.tsx";
import type { PageHandle } from "#app/components/page-context.tsx";
import type { Route } from "./+types/tag";
import { listingBlocks } from "./listing.ts";
import { catalogHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";
import { pageData } from "./page.server.ts";

// The tags (`/tag`) and one tag's products (`/tag/{slug}`).

/** The blocks of the tag list and of a tag's listing (tag.server.ts, listing.server.ts) load with the page. */
export const handle: PageHandle = { blocks: { ...listingBlocks, "tag-list": TagList } };

export async function loader(args: Route.LoaderArgs) {
  return pageData(args);
}

export const headers = catalogHeaders;

/** Form blocks a merchant places on the page post here by their `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export default function TagPage({ loaderData }: Route.ComponentProps) {
  return <PageMain body={loaderData.body} />;
}

export const meta: Route.MetaFunction = pageMeta;

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
