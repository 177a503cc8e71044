import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { PageMain } from "#app/components/PageMain.tsx";
import { ArticleList } from "#app/blocks/article-list/ArticleList.tsx";
import { ProductList } from "#app/blocks/product-list/ProductList.tsx";
import { Promotions } from "#app/blocks/promotions/Promotions.tsx";
import type { PageHandle } from "#app/components/page-context.tsx";
import type { Route } from "./+types/home";
import { catalogHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";
import { pageData } from "./page.server.ts";

// The home page: the merchant's `custom/home` template, or new products (home.server.ts).

/** The blocks of the home layout and of the shop's home template (products, offers, the journal) load with it. */
export const handle: PageHandle = {
  blocks: { "product-list": ProductList, "article-list": ArticleList, promotions: Promotions },
};

export async function loader(args: Route.LoaderArgs) {
  return pageData(args);
}

export const headers = catalogHeaders;

/** Form blocks a merchant places on the page post here by their `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <PageMain body={loaderData.body} />;
}

export const meta: Route.MetaFunction = pageMeta;

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
