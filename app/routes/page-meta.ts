import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { pageTitle } from "#contract/page.ts";
import { textsOf, type SentTexts } from "#app/utils/texts-file.ts";

type RootData = { translations?: SentTexts; shop?: { name?: string } };
type ErrorTexts = { error?: Record<string, { title?: string } | undefined> };
/** What `meta` gets, as every page module's route types have it. */
type PageMetaArgs = {
  loaderData: unknown;
  error?: unknown;
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>;
};

/**
 * The `<head>` of a server-driven page, as its loader built it (page-meta.server.ts). An error is
 * titled by its status, noindex.
 */
export function pageMeta({ loaderData, error, matches }: PageMetaArgs): MetaDescriptor[] {
  const tags = (loaderData as { metaTags?: MetaDescriptor[] } | undefined)?.metaTags;
  if (tags) return tags;
  const root = matches[0]?.loaderData as RootData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const texts = textsOf(root?.translations) as ErrorTexts | undefined;
  const title = texts?.error?.[String(status)]?.title ?? texts?.error?.["500"]?.title ?? String(status);
  // Named like every other page ("Page not found | Shop") when the root's data is there.
  const shopName = root?.shop?.name;
  return [{ title: shopName ? pageTitle(title, shopName) : title }, { name: "robots", content: "noindex" }];
}
