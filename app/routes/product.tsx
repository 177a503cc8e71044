import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { PageMain } from "#app/components/PageMain.tsx";
import { ProductList } from "#app/blocks/product-list/ProductList.tsx";
import { ProductPrice, ProductScore, ProductSingle, ProductSpec, ProductTags } from "#app/blocks/product/ProductParts.tsx";
import { ProductSlides } from "#app/blocks/product/ProductSlides.tsx";
import { Reviews } from "#app/blocks/reviews/Reviews.tsx";
import type { PageHandle } from "#app/components/page-context.tsx";
import type { Route } from "./+types/product";
import { catalogHeaders } from "./page-headers.ts";
import { pageMeta } from "./page-meta.ts";
import { pageData } from "./page.server.ts";

// A product and its variants (`product/{slug}`, `product/{slug}/{sku}`): price, gallery, buying, related
// products.

/** The blocks of the product layout (product.server.ts) load with the page. */
export const handle: PageHandle = {
  blocks: {
    "product-slides": ProductSlides,
    "product-single": ProductSingle,
    "product-spec": ProductSpec,
    "product-price": ProductPrice,
    "product-score": ProductScore,
    "product-tags": ProductTags,
    reviews: Reviews,
    "product-list": ProductList,
  },
};

export async function loader(args: Route.LoaderArgs) {
  return pageData(args);
}

export const headers = catalogHeaders;

/** Form blocks a merchant places on the page post here by their `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <PageMain body={loaderData.body} />;
}

export const meta: Route.MetaFunction = pageMeta;

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";
