import { data } from "react-router";
import { PageMain } from "#app/components/PageMain.tsx";
import { ErrorBlock } from "#app/blocks/content/Content.tsx";
import type { PageHandle } from "#app/components/page-context.tsx";
import { blockComponents } from "#app/blocks/registry.ts";
import type { Route } from "./+types/error";
import { catalogHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";
import { pageData } from "./page.server.ts";

// `/error/403|404|413|500`: real pages that answer with their status (decision 002); 413 is what a
// form posted too large gets (server/app.ts).

const STATUSES = [403, 404, 413, 500];

/** The error page's block loads with it; any other block on demand. */
export const handle: PageHandle = { blocks: { ...blockComponents, "error-page": ErrorBlock } };

export async function loader(args: Route.LoaderArgs) {
  const loaded = await pageData(args);
  const status = Number((loaded.page.data as { status?: unknown } | null)?.status);
  return data(loaded, { status: STATUSES.includes(status) ? status : 404 });
}

export const headers = catalogHeaders;

export default function ErrorStatusPage({ loaderData }: Route.ComponentProps) {
  return <PageMain body={loaderData.body} className="shop-container flex flex-1 flex-col" />;
}

export const meta: Route.MetaFunction = pageMeta;

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
