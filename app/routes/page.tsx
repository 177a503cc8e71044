import { data } from "react-router";
import { HtmlTree } from "#app/components/HtmlTree.tsx";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import { isRouteErrorResponse, useRouteError } from "react-router";
import type { Language } from "#contract/locales.ts";
import type { ShopSettings } from "#contract/page.ts";
import { requestOrigin } from "#app/services/origin.server.ts";
import { absoluteUrl, seoTags } from "#app/utils/seo.ts";
import type { Route } from "./+types/page";
import { runBlockAction } from "#app/blocks/dispatch.server.ts";
import { loadPage } from "./page.server.ts";

// One module for every server-driven page: the backend resolves the path to a page type.

export async function loader({ request, context }: Route.LoaderArgs) {
  const loaded = { ...(await loadPage(context)), origin: requestOrigin(request) };
  if (loaded.page.meta.type === "error") {
    const status = Number((loaded.page.data as { status?: unknown }).status);
    return data(loaded, { status: [403, 404, 500].includes(status) ? status : 404 });
  }
  return loaded;
}

/** Form blocks on any page (a merchant's page, a moved user area) post here by their `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return runBlockAction(request, context);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="shop-container flex-1 py-6">
      <HtmlTree nodes={loaderData.body} />
    </main>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches, location }) => {
  if (!loaderData) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const root = matches[0]?.loaderData as unknown as { translations?: Record<string, Record<string, Record<string, string>>> } | undefined;
    const title = root?.translations?.error?.[String(status)]?.title ?? root?.translations?.error?.["500"]?.title ?? String(status);
    return [{ title }, { name: "robots", content: "noindex" }];
  }
  const { meta: page } = loaderData.page;
  const tags: Route.MetaDescriptors = [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type === "product" ? "product" : page.type === "article" ? "article" : "website" },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
  ];
  if (page.image) tags.push({ property: "og:image", content: absoluteUrl(loaderData.origin, page.image) });
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const [name, content] of Object.entries(page.extra ?? {})) {
    tags.push(name.startsWith("og:") ? { property: name, content } : { name, content });
  }
  const root = matches[0]?.loaderData as unknown as { lang: Language; shop: ShopSettings } | undefined;
  if (root) {
    const { pathname, search } = location;
    tags.push(
      ...seoTags({
        origin: loaderData.origin,
        lang: root.lang,
        router: root.shop.router,
        shopName: root.shop.name,
        meta: page,
        data: loaderData.page.data,
        pathname,
        search,
      }),
    );
  }
  return tags;
};

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="shop-container flex flex-1 flex-col">
      <ErrorPage status={status} />
    </main>
  );
}
