import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/locales.ts";
import { DEFAULT_ROUTER_CONFIG, fillRule, type RouterConfig } from "#contract/router-rules.ts";

/** `/product/x` in `de` is `/de/product/x`; English, the default, has no prefix. */
export function localizedPath(lang: Language, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (lang === DEFAULT_LANGUAGE) return clean;
  return clean === "/" ? `/${lang}` : `/${lang}${clean}`;
}

/** Splits a storefront path into its language prefix (if it is one of the 15) and the rest. */
export function splitLanguage(pathname: string): { lang: Language | null; path: string } {
  const [, first = "", ...rest] = pathname.split("/");
  if (isLanguage(first)) return { lang: first, path: `/${rest.join("/")}` };
  return { lang: null, path: pathname || "/" };
}

/**
 * The page a shopper-facing address shows, without its language prefix: what the backend's page
 * endpoint is asked for. Takes the framework's normalised URL (loader and middleware `url`), in which a
 * client navigation's `/de/_.data` is already `/de/` and `/product/x.data` is `/product/x`.
 */
export function pagePath(url: URL): string {
  return splitLanguage(url.pathname).path.replace(/(.)\/+$/, "$1");
}

/** The same page in another language. */
export function switchLanguage(pathname: string, search: string, lang: Language): string {
  return localizedPath(lang, splitLanguage(pathname).path) + search;
}

export type EntityKind = "product" | "category" | "article" | "collection" | "page" | "tag";

const RULES: Record<EntityKind, keyof RouterConfig> = {
  product: "productRule",
  category: "categoryRule",
  article: "articleRule",
  collection: "collectionRule",
  page: "pageRule",
  tag: "tagRule",
};

/** Link to an entity through the server's router config (custom category paths win). */
export function entityPath(
  router: RouterConfig | undefined,
  lang: Language,
  kind: EntityKind,
  slug: string,
): string {
  const config = router ?? DEFAULT_ROUTER_CONFIG;
  if (kind === "category") {
    const custom = config.categories.find((c) => c.types === "category" && c.slug === slug);
    if (custom) return localizedPath(lang, custom.path);
  }
  return localizedPath(lang, fillRule(config[RULES[kind]] as string, slug));
}

const OWN_ORIGIN = "https://shop.invalid";

/**
 * Only paths on the shop itself may be redirect targets. The value is read the way a browser reads a
 * `Location`: with the URL parser, against the shop's own origin — which drops tabs and newlines, reads
 * a backslash as `/` and resolves `//host`, `/<backslash>host`, `/<tab>/host` and schemes to another origin — and
 * only a same-origin result counts. The answer is the parsed path, query and hash, so what the
 * browser follows is exactly what was checked.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/")) return fallback;
  // Control characters and backslashes have no place in a path of ours; browsers would rewrite them.
  // oxlint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OWN_ORIGIN || url.username || url.password) return fallback;
  const path = url.pathname + url.search + url.hash;
  // A path that starts with two slashes would be read as an address on another host.
  return path.startsWith("//") ? fallback : path;
}

/** An auth page (`auth/signin` …) with its query. */
export function authHref(lang: Language, page: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return localizedPath(lang, `/auth/${page}`) + (search ? `?${search}` : "");
}

/** A page of the user area, wherever the server's router config puts it (`userPath`). */
export function userHref(lang: Language, router: RouterConfig | undefined, page: string): string {
  const base = router?.userPath ?? "/user/";
  return localizedPath(lang, `${base.replace(/\/?$/, "/")}${page}`);
}
