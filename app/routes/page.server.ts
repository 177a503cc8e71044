import type { Article, ContentPage, Paged, Product } from "#contract/catalog.ts";
import type { InquiryPage } from "#contract/inquiry.ts";
import { pageTitle, type PageResponse } from "#contract/page.ts";
import { loadBlocks, pruneUnknownBlocks } from "#app/blocks/load.server.ts";
import type { PageView } from "#app/components/blocks.ts";
import { shopContext } from "#app/services/context.server.ts";
import { getI18n } from "#app/services/i18n.server.ts";
import type { PageMeta } from "#contract/page.ts";
import type { ThemeConfig } from "#contract/theme.ts";
import { currencyDigits, type Currency } from "#contract/currencies.ts";
import type { Language } from "#contract/locales.ts";
import type { RouterConfig } from "#contract/router-rules.ts";
import { parseFragmentOnce } from "#app/utils/html-tree.server.ts";
import { markdownTree } from "#app/utils/markdown.server.ts";
import { pageTextPaths, USER_AREA_TEXTS } from "#app/blocks/texts.ts";
import { sentTexts } from "#app/utils/resources.server.ts";
import { SHELL_TEXTS } from "#app/utils/texts.ts";
import type { SentTexts } from "#app/utils/texts-file.ts";
import type { HtmlNode } from "#app/utils/html-tree.ts";
import { localizedPath, pagePath } from "#app/utils/paths.ts";
import { USER_SECTIONS } from "#app/components/user-sections.ts";
import { unprefixedPath } from "#app/utils/seo.ts";
import { hasListingFilters, lastPageAddress } from "#app/utils/last-page.ts";
import { data as routeData, redirect, type MetaDescriptor, type RouterContextProvider } from "react-router";
import { catalogHeaders, personalHeaders } from "./page-headers.ts";
import { isPersonal } from "./page-kind.ts";
import { pageMetaTags } from "./page-meta.server.ts";
import { documentHeadTags } from "#app/services/document-head.server.ts";
import { shownTheme } from "#app/services/theme-css.server.ts";
import { defaultBody } from "./page-kinds.server.ts";

export type LoadedPage = {
  page: PageView;
  head: HtmlNode[];
  body: HtmlNode[];
  foot: HtmlNode[];
  blocks: Record<string, unknown>;
  /** The texts of the page's blocks that the shell's (root data) lack: inline, or their file's address. */
  texts: SentTexts;
  /** The page's `<head>` tags (page-meta.server.ts): the browser's `meta` only reads them. */
  metaTags: MetaDescriptor[];
};

/** The entity's own merchant HTML: a product's description, an article's or page's content. */
function entityHtml(page: PageResponse): string {
  const data = page.data as Partial<Product & Article & ContentPage> | null;
  if (!data || typeof data !== "object") return "";
  if (page.meta.type === "article" || page.meta.type === "page") return data.content ?? "";
  return typeof data.description === "string" ? data.description : "";
}

/**
 * What the browser needs of the page's entity: its merchant HTML goes as the parsed tree (`content`),
 * not a second time as the raw string, a product's category as the breadcrumb shows it, and not the
 * recent reviews only its structured data names (built by the loader, page-meta.server.ts).
 */
function renderedData(page: PageResponse): unknown {
  const data = page.data as Partial<Product & Article & ContentPage> | null;
  if (!data || typeof data !== "object") return page.data;
  if (page.meta.type === "article" || page.meta.type === "page") return { ...data, content: "" };
  if (page.meta.type !== "product") return data;
  const { category, recentReviews: _reviews, ...product } = data as Partial<Product>;
  return { ...product, description: "", category: category ? { ...category, image: null } : category };
}

/**
 * The entity's own content as a sanitised tree: the merchant's HTML, or a customer's article, whose
 * body is Markdown and never HTML (decision 019).
 */
export function entityContent(page: PageResponse, options: { lang: Language; router: RouterConfig }): HtmlNode[] {
  const article = page.data as Partial<Article> | null;
  if (page.meta.type === "article" && article?.format === "markdown") {
    return markdownTree(typeof article.content === "string" ? article.content : "", { lang: options.lang });
  }
  return parseFragmentOnce(entityHtml(page), { ...options, fragment: "content" }, (tree) =>
    tree.filter((n) => typeof n === "string" || !("block" in n)),
  );
}

/** The paged list a listing page shows: a category's, collection's or tag's products, the journal's articles. */
export function pagedListing(page: Pick<PageResponse, "meta" | "data">): Paged<unknown> | null {
  const { meta } = page;
  const data = page.data as { products?: unknown } | null;
  const list =
    meta.type === "category" || meta.type === "collection" || meta.type === "tag"
      ? data?.products
      : meta.type === "article" && !meta.slug
        ? data
        : null;
  const paged = list as Partial<Paged<unknown>> | null | undefined;
  return paged && typeof paged.total === "number" && typeof paged.page === "number" && typeof paged.pageSize === "number"
    ? (paged as Paged<unknown>)
    : null;
}

/**
 * Fetches the page at the request's path from the backend, parses its fragments and runs the loads
 * of every block on it in parallel.
 */
export async function loadPage(context: Readonly<RouterContextProvider>, extraTexts: readonly string[] = []): Promise<LoadedPage> {
  const shop = context.get(shopContext);
  const { url } = shop.info;
  const path = pagePath(url);
  const response = await shop.page(path, backendQuery(url.searchParams, shop.info.currency));
  // An address the merchant moved (router config with `isCustom`): the page lives at its new one now.
  if (response.meta.moved) {
    const target = unprefixedPath({ meta: response.meta, data: response.data, router: shop.settings.router, pathname: url.pathname });
    throw redirect(localizedPath(shop.info.lang, target) + url.search, 301);
  }
  // A listing asked for past its last page (`?page=999`): its last page, the rest of the query kept.
  const list = pagedListing(response);
  const lastPage = list ? lastPageAddress(url, list) : null;
  if (lastPage) throw redirect(lastPage, 302);
  // Narrowed to nothing by its filters, the listing says so rather than that it is empty (ProductList).
  if (list && list.total === 0 && hasListingFilters(url.search)) (list as Paged<unknown> & { filtered?: boolean }).filtered = true;
  const { lang } = shop.info;
  const warn = (name: string) => console.warn(JSON.stringify({ level: "warn", msg: "unknown block skipped", block: name, path }));
  const router = shop.settings.router;
  // Fragments change only when the merchant edits them: each version is parsed and sanitised once.
  const parse = (html: string, fragment: string) =>
    parseFragmentOnce(html, { lang, fragment, router }, (tree) => pruneUnknownBlocks(tree, warn));
  const head = parse(response.pageHead, "head");
  const parsedBody = parse(response.pageBody, "body");
  const body = parsedBody.length > 0 ? parsedBody : defaultBody(response.meta);
  // A page with nothing on it (an unknown user page, a custom page without a template) does not exist.
  if (body.length === 0) throw routeData({ message: "errors.notFound" }, { status: 404 });
  const foot = parse(response.pageFoot, "foot");
  const page: PageView = {
    data: renderedData(response),
    meta: localizedMeta(response, getI18n(context).t, shop.settings.name, url.searchParams.get("q")),
    theme: shownTheme(sameTheme(response.theme, shop.settings.theme)),
    content: entityContent(response, { lang, router }),
  };
  const blocks = await loadBlocks([head, body, foot], {
    shop,
    url,
    lang,
    currency: shop.info.currency,
    router: shop.settings.router,
    timeZone: shop.settings.timeZone,
    page,
  });
  const frame = response.meta.type === "custom" && response.meta.slug.startsWith("user-") ? USER_AREA_TEXTS : [];
  const texts = sentTexts(Boolean(shop.info.document), lang, pageTextPaths([head, body, foot], [...frame, ...extraTexts]).filter((p) => !SHELL_PATHS.has(p)));
  const metaTags = documentHeadTags(pageMetaTags({ meta: page.meta, data: response.data }, context), context);
  return { page, head, body, foot, blocks, texts, metaTags };
}

const SHELL_PATHS: ReadonlySet<string> = new Set(SHELL_TEXTS);

const themeJson = new WeakMap<object, string>();
function json(value: object): string {
  let text = themeJson.get(value);
  if (text === undefined) themeJson.set(value, (text = JSON.stringify(value)));
  return text;
}

/**
 * The page's theme is most often the shop's: then it is the very object the root data holds, which the
 * document's hydration data sends once, not twice.
 */
function sameTheme(theme: ThemeConfig, shopTheme: ThemeConfig): ThemeConfig {
  return theme === shopTheme || JSON.stringify(theme) === json(shopTheme) ? shopTheme : theme;
}

/** A page route's loader data: the loaded page. */
export async function pageData({ context }: { context: Readonly<RouterContextProvider> }, extraTexts: readonly string[] = []) {
  return loadPage(context, extraTexts);
}

/**
 * The loader data of an address that could be any type (root-level slugs, moved paths, custom pages):
 * its caching follows what it turned out to be, the user area personal, the rest catalogue.
 */
export async function resolvedPageData(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const loaded = await pageData(args);
  return routeData(loaded, { headers: isPersonal(loaded.page.meta) ? personalHeaders() : catalogHeaders() });
}

/** The UI text that names a page without an entity (search, cart, auth, user, error, lists). */
function systemTitleKey(meta: PageMeta, data: unknown): string | null {
  const { type, slug } = meta;
  if (type === "error") return `error.${Number((data as { status?: unknown }).status) || 404}.title`;
  if (type === "checkout") return slug === "thankyou" ? "checkout.thankyou.title" : "checkout.title";
  if (type === "inquiry") return "inquiries.title";
  if (!slug && type === "article") return "article.listTitle";
  if (!slug && type === "tag") return "tags.title";
  if (!slug && type === "promotion") return "offers.promotionsTitle";
  if (!slug && type === "coupon") return "offers.couponsTitle";
  if (type !== "custom") return null;
  if (slug === "search") return "search.title";
  if (slug === "cart") return "cart.title";
  if (slug === "newsletter") return "newsletter.title";
  if (slug === "newsletter-confirm") return "newsletter.confirmTitle";
  if (slug === "newsletter-unsubscribe") return "newsletter.unsubscribeTitle";
  if (slug === "wishlist-shared") return "wishlist.sharedTitle";
  if (slug.startsWith("auth-")) return `auth.${slug.slice("auth-".length)}.title`;
  if (slug.startsWith("user-")) return "user.title";
  return null;
}

/**
 * The user-area section a page is (`user-order`: "Orders"), so each of its pages has a title of its own
 * ("Orders · My account"); none for the overview, which the area's name alone names.
 */
function userSectionKey(meta: PageMeta): string | null {
  if (meta.type !== "custom" || !meta.slug.startsWith("user-")) return null;
  const section = meta.slug.slice("user-".length);
  if (section === "security-activity") return "security.activityTitle";
  return USER_SECTIONS.find(([page]) => page === section && page !== "center")?.[1] ?? null;
}

/**
 * What describes a page the backend has no description for (search engines show it under the title):
 * the newsletter's and the quote form's own pitch, in the page's language. (Lists and tags the backend
 * describes by their first entries.)
 */
function fallbackDescription(meta: PageMeta, t: (key: string) => string): string {
  if (meta.type === "custom" && meta.slug === "newsletter") return t("newsletter.intro");
  if (meta.type === "inquiry") return t("inquiries.intro");
  return "";
}

function localizedMeta(page: PageResponse, t: (key: string, values?: Record<string, unknown>) => string, shopName: string, query: string | null): PageMeta {
  const described = page.meta.description ? page.meta : { ...page.meta, description: fallbackDescription(page.meta, t) };
  const key = systemTitleKey(described, page.data);
  if (!key) return described;
  // The search page's tab says what was searched for, as its heading does.
  const q = key === "search.title" ? query?.trim().slice(0, 100) : "";
  if (q) return { ...described, title: pageTitle(t("search.resultsFor", { q }), shopName) };
  // A quote request names its product: "Request a quote: Merino Crew Tee".
  const product = page.meta.type === "inquiry" ? (page.data as Partial<InquiryPage> | null)?.product : null;
  const section = userSectionKey(page.meta);
  const name = section ? `${t(section)} · ${t(key)}` : `${t(key)}${product ? `: ${product.name}` : ""}`;
  return { ...described, title: pageTitle(name, shopName) };
}

/**
 * The query the backend sees. The listing price filter is typed in the shown currency's main unit (`min=25`); the backend takes
 * minor units (`minPrice=2500`). Anything that is not a number goes through as is, for the backend
 * to refuse.
 */
export function backendQuery(search: URLSearchParams, currency: Currency): URLSearchParams {
  // An empty form field ("all tags", no minimum) means "not set".
  const query = new URLSearchParams([...search].filter(([, value]) => value.trim() !== ""));
  for (const [from, to] of [["min", "minPrice"], ["max", "maxPrice"]] as const) {
    const raw = query.get(from);
    query.delete(from);
    query.delete(to);
    if (raw === null || raw.trim() === "") continue;
    const value = Number(raw);
    query.set(to, Number.isFinite(value) && value >= 0 ? String(Math.round(value * 10 ** currencyDigits(currency))) : raw.slice(0, 20));
  }
  return query;
}
