import type { Currency } from "./currencies.ts";
import type { Language } from "./locales.ts";
import type { PaymentMethod } from "./order.ts";
import type { RouterConfig, PageType } from "./router.ts";
import type { ThemeConfig } from "./theme.ts";

/** Title, description and the other SEO and social keys of a page. */
export type PageMeta = {
  title: string;
  description: string;
  /** The resolved page type and slug, so the storefront knows what it shows. */
  type: PageType;
  slug: string;
  /** The language the page content is actually in. */
  lang: Language;
  image?: string;
  noindex?: boolean;
  /** Extra `<meta>` keys (og:*, twitter:*, keywords …). */
  extra?: Record<string, string>;
  /**
   * The route's name when it is not the type's own: `<type>Detail` for a merchant's custom path
   * (spec §2). The storefront marks the page with it (`data-route`).
   */
  route?: string;
  /** The address was the type's default one before the router config moved it (`isCustom`): redirect. */
  moved?: true;
  /** Navigations to this page show no progress indicator (spec §2, `notLoadPage`). */
  notLoadPage?: true;
};

/** A page's `<title>`: what the page is, then the shop ("Orders · My account | Shop"); the shop alone for none. */
export function pageTitle(name: string | null | undefined, shopName: string): string {
  return name ? `${name} | ${shopName}` : shopName;
}

/** `GET {path}?request=route` answers this in `data` (spec §3, §7). */
export type PageResponse<T = unknown> = {
  data: T;
  theme: ThemeConfig;
  pageHead: string;
  pageBody: string;
  pageFoot: string;
  meta: PageMeta;
};

/** The query parameters of the page endpoint. */
export type PageQuery = {
  request: "route";
  lang?: Language;
  currency?: Currency;
  userAgent?: string;
  referer?: string;
  cookies?: string;
};

/** Shop-wide settings the storefront needs on every page. */
export type ShopSettings = {
  name: string;
  theme: ThemeConfig;
  router: RouterConfig;
  currencies: Array<{ code: Currency; rate: number }>;
  /**
   * The shop's time zone (IANA, e.g. `Europe/Berlin`): dates are shown in it, on the server and in the
   * browser alike, whatever the shopper's own zone is.
   */
  timeZone: string;
  /**
   * Origins (`https://cdn.example`) the merchant allows theme injects from: the only foreign origins
   * the storefront's Content-Security-Policy lets scripts, styles and fonts come from. The theme's
   * injects from anywhere else are left out of the answer.
   */
  injectOrigins?: string[];
  /** The payment methods checkout offers (the test gateway only where it is switched on). */
  paymentMethods?: PaymentMethod[];
};
