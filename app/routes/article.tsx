import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { PageMain } from "#app/components/PageMain.tsx";
import { ArticleList } from "#app/blocks/article-list/ArticleList.tsx";
import type { PageHandle } from "#app/components/page-context.tsx";
import { blockComponents } from "#app/blocks/registry.ts";
import type { Route } from "./+types/article";
import { catalogHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";
import { pageData } from "./page.server.ts";

// The journal (`/article`) and one article (`/article/{slug}`), the merchant's or a customer's.

/** The journal's list loads with the page; an article, its comments (forms) and any other block on demand. */
export const handle: PageHandle = { blocks: { ...blockComponents, "article-list": ArticleList } };

export async function loader(args: Route.LoaderArgs) {
  return pageData(args);
}

export const headers = catalogHeaders;

/** Form blocks a merchant places on the page post here by their `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <PageMain body={loaderData.body} />;
}

export const meta: Route.MetaFunction = pageMeta;

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
