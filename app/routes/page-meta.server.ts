import type { MetaDescriptor, RouterContextProvider } from "react-router";
import type { PageMeta } from "#contract/page.ts";
import { shopContext } from "#app/services/context.server.ts";
import { getI18n } from "#app/services/i18n.server.ts";
import { absoluteUrl, seoTags } from "#app/utils/seo.ts";

/**
 * The `<head>` of a server-driven page: title, description and social tags from the backend's meta;
 * canonical address, hreflang alternates and the structured data of its type (utils/seo.ts) from the
 * entity as the backend sent it. Built by the loader, so the browser only reads them (page-meta.ts).
 */
export function pageMetaTags(
  page: { meta: PageMeta; data: unknown },
  context: Readonly<RouterContextProvider>,
): MetaDescriptor[] {
  const shop = context.get(shopContext);
  const { meta } = page;
  const { origin } = shop.info.url;
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: "description", content: meta.description },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    {
      property: "og:type",
      content: meta.type === "product" ? "product" : meta.type === "article" ? "article" : "website",
    },
    { name: "twitter:card", content: meta.image ? "summary_large_image" : "summary" },
  ];
  if (meta.image) tags.push({ property: "og:image", content: absoluteUrl(origin, meta.image) });
  if (meta.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const [name, content] of Object.entries(meta.extra ?? {})) {
    tags.push(name.startsWith("og:") ? { property: name, content } : { name, content });
  }
  tags.push(
    ...seoTags({
      origin,
      lang: shop.info.lang,
      router: shop.settings.router,
      shopName: shop.settings.name,
      meta,
      data: page.data,
      pathname: shop.info.url.pathname,
      search: shop.info.url.search,
      anonymous: getI18n(context).t("community.anonymous"),
    }),
  );
  return tags;
}
