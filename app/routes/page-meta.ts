import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import type { Language } from "#contract/locales.ts";
import type { PageMeta, ShopSettings } from "#contract/page.ts";
import { absoluteUrl, seoTags } from "#app/utils/seo.ts";

type RootData = {
  lang: Language;
  shop: ShopSettings;
  translations?: Record<string, Record<string, Record<string, string>>>;
};
type PageData = { page: { meta: PageMeta; data: unknown }; origin: string };
/** What `meta` gets, as every page module's route types have it. */
type PageMetaArgs = {
  loaderData: unknown;
  error?: unknown;
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>;
  location: { pathname: string; search: string };
};

/**
 * The `<head>` of a server-driven page: title, description and social tags from the backend's meta;
 * canonical address, hreflang alternates and the structured data of its type (utils/seo.ts). An error
 * is titled by its status, noindex.
 */
export function pageMeta({ loaderData, error, matches, location }: PageMetaArgs): MetaDescriptor[] {
  const root = matches[0]?.loaderData as RootData | undefined;
  const loaded = loaderData as PageData | undefined;
  if (!loaded?.page) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const title = root?.translations?.error?.[String(status)]?.title ?? root?.translations?.error?.["500"]?.title ?? String(status);
    return [{ title }, { name: "robots", content: "noindex" }];
  }
  const page = loaded.page.meta;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type === "product" ? "product" : page.type === "article" ? "article" : "website" },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
  ];
  if (page.image) tags.push({ property: "og:image", content: absoluteUrl(loaded.origin, page.image) });
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const [name, content] of Object.entries(page.extra ?? {})) {
    tags.push(name.startsWith("og:") ? { property: name, content } : { name, content });
  }
  if (root) {
    tags.push(
      ...seoTags({
        origin: loaded.origin,
        lang: root.lang,
        router: root.shop.router,
        shopName: root.shop.name,
        meta: page,
        data: loaded.page.data,
        pathname: location.pathname,
        search: location.search,
        anonymous: root.translations?.community?.anonymous as string | undefined,
      }),
    );
  }
  return tags;
}
