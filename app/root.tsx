import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { use, useEffect, useLayoutEffect, useRef } from "react";
import { LANGUAGE_TAGS } from "#contract/locales.ts";
import type { ShopSettings } from "#contract/page.ts";
import { DEFAULT_PRIMARY_COLOR } from "#contract/theme-defaults.ts";
import type { Route } from "./+types/root";
import { DurationBeacon } from "./components/DurationBeacon.tsx";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { forbidZodEval } from "./components/forms/zod-jitless.ts";
import { LiveShop } from "./components/LiveShop.tsx";
import { useNonce } from "./components/Nonce.tsx";
import { NavigationGuard } from "./components/NavigationGuard.tsx";
import { PreviewBadge } from "./components/PreviewBadge.tsx";
import { RouteFocus } from "./components/RouteFocus.tsx";
import { ProgressBar } from "./components/ProgressBar.tsx";
import { Toast } from "./components/Toast.tsx";
import { shopContext } from "./services/context.server.ts";
import { readToast, toastCookie } from "./services/toast.server.ts";
import { clearSessionCookie, sessionQueryMiddleware } from "./services/session.server.ts";
import { visitorSummary } from "./routes/cart.server.ts";
import { getLanguage, i18nextMiddleware } from "./services/i18n.server.ts";
import { navigationCategories, shopMiddleware } from "./services/shop-middleware.server.ts";
import { shownTheme } from "./services/theme-css.server.ts";
import { rememberDateFormat } from "./utils/dates.ts";
import { dateFormat } from "./utils/dates.server.ts";
import { dropDocumentOnlyTags } from "./utils/document-head.ts";
import { errorLanguage, loadErrorTexts } from "./utils/error-texts.ts";
import { I18nProvider } from "./utils/i18n.tsx";
import { rememberMoneyFormat } from "./utils/money.ts";
import { moneyFormat } from "./utils/money.server.ts";
import { splitLanguage } from "./utils/paths.ts";
import { sentTexts, shellPaths } from "./utils/resources.server.ts";
import { keyPath } from "./utils/texts.ts";
import { TEXTS_PREFIX, textsLinks, textsOf } from "./utils/texts-file.ts";
import stylesheet from "./styles/app.css?url";

// Before any page's modules run: zod, which forms load, must find it (zod-jitless.ts).
forbidZodEval();

/** The benchmark's floor (`npm run bench`): a bare React Router route, without the shell's middleware and data. */
const BARE_ROUTE = "/_bench/floor";
// The texts files (routes/texts-file.ts) are the build's, the same for every shopper: no shop, no session.
// Only an address that route takes (one segment): any other goes to the pages, whose 404 needs the shop.
const TEXTS_FILE = new RegExp(`^${TEXTS_PREFIX}[^/]+$`);
const shell =
  (middleware: Route.MiddlewareFunction): Route.MiddlewareFunction =>
  (args, next) =>
    args.url.pathname === BARE_ROUTE || TEXTS_FILE.test(args.url.pathname) ? next() : middleware(args, next);

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, shopMiddleware, sessionQueryMiddleware].map(shell);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

function shopView({ name, theme, router, timeZone, paymentMethods }: ShopSettings) {
  return { name, theme: shownTheme(theme), router, timeZone, paymentMethods };
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  if (url.pathname === BARE_ROUTE) return null;
  const lang = getLanguage(context);
  const shop = context.get(shopContext);
  // A failure the action of this request must show (spec §8), else one a previous request left.
  const failure = shop.toast;
  shop.toast = null;
  const [categories, leftToast, { favorites, cart, signedIn: live }] = await Promise.all([
    navigationCategories(shop, lang),
    readToast(request),
    visitorSummary(shop),
  ]);
  const toast = failure ?? leftToast;
  const headers = new Headers();
  if (leftToast) headers.append("Set-Cookie", await toastCookie.serialize("", { maxAge: 0 }));
  // A revoked or unknown session is a guest's: the header must not offer "My account / Sign out".
  const signedIn = Boolean(shop.info.token) && live !== false;
  if (shop.info.token && live === false) headers.append("Set-Cookie", clearSessionCookie());
  return data(
    {
      lang,
      /** The shell's texts in the active language; each page adds its blocks' (app/blocks/texts.ts). */
      translations: sentTexts(Boolean(shop.info.document), lang, shellPaths(toast ? keyPath(toast) : null)),
      currency: shop.info.currency,
      /** How this language writes this currency: the browser formats prices from it, without Intl (utils/money.ts). */
      money: moneyFormat(lang, shop.info.currency),
      /** How this language writes a day in the shop's time zone: dates without Intl too (utils/dates.ts). */
      dates: dateFormat(lang, shop.settings.timeZone),
      /**
       * What the pages read of the shop's settings. Of the theme, what the browser reads (the rest is the
       * head's CSS variables); not the currencies' rates (prices come converted) or the CSP's origins.
       */
      shop: shopView(shop.settings),
      /** What the header's navigation shows of each category. */
      categories: (categories ?? []).map(({ slug, name, lang: categoryLang }) => ({ slug, name, lang: categoryLang })),
      signedIn,
      /** The shopper's favourites (guest or customer), for the hearts. */
      favorites,
      /** The header's cart count (units) and the cart version it was read at. */
      cart,
      preview: Boolean(shop.info.preview),
      year: new Date().getFullYear(),
      toast: toast ? { message: toast, at: Date.now() } : null,
    },
    { headers },
  );
}

/**
 * Root data changes with the language, the currency, the session and the toast: after every form post
 * (a refused one too — its failure may be a toast), not on every link.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return true;
  return splitLanguage(currentUrl.pathname).lang !== splitLanguage(nextUrl.pathname).lang;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const lang = root?.lang ?? "en";
  const theme = root?.shop.theme;
  const nonce = useNonce();
  // The document's texts files (utils/texts-file.ts): entry.client.tsx reads them before it hydrates.
  const texts = textsLinks(useMatches().map((match) => match.loaderData));
  return (
    <html lang={LANGUAGE_TAGS[lang]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme?.primaryColor ?? DEFAULT_PRIMARY_COLOR} />
        {/* The first frame waits for the page's content: the browser is asked to render nothing before it
            has parsed the whole `<main id="main">` (every page has one). Otherwise Chromium painted the
            header alone, then laid out the whole page again in a long task after the first paint. Chromium
            holds it only while the document is in hand, not while its body is still arriving (decision
            026, docs/performance.md). */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        <Links />
        {texts.map((href) => (
          <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" data-texts="" />
        ))}
        {theme?.injects.filter((i) => i.type === "css").map((i) => (
          <link key={i.url} rel="stylesheet" href={i.url} />
        ))}
      </head>
      <body className="flex min-h-dvh flex-col bg-background font-body text-text antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {theme?.injects.filter((i) => i.type === "js").map((i) => (
          <script key={i.url} src={i.url} defer nonce={nonce} />
        ))}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return loaderData ? <Shop loaderData={loaderData} /> : <Outlet />;
}

function Shop({ loaderData }: { loaderData: NonNullable<Route.ComponentProps["loaderData"]> }) {
  // Before any price or date below renders (utils/money.ts, utils/dates.ts).
  rememberMoneyFormat(loaderData.money);
  rememberDateFormat(loaderData.dates);
  // Marks the document once React has hydrated it (tests wait for it; CSS may use it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // The document's own head tags (canonical, alternates, structured data: services/document-head.server.ts)
  // describe the page it was sent for; once the page's data changes, `<Meta>` renders the new page's.
  // In the commit that renders them, so the head never holds both.
  const matches = useMatches();
  const sentWith = useRef(matches);
  useLayoutEffect(() => {
    if (matches !== sentWith.current) dropDocumentOnlyTags();
  }, [matches]);
  return (
    <I18nProvider lang={loaderData.lang} texts={textsOf(loaderData.translations)}>
      <ProgressBar />
      <NavigationGuard />
      <RouteFocus />
      <LiveShop />
      <DurationBeacon />
      {loaderData.preview ? <PreviewBadge /> : null}
      <Outlet />
      {loaderData.toast ? <Toast key={loaderData.toast.at} message={loaderData.toast.message} /> : null}
    </I18nProvider>
  );
}

/**
 * Last resort: errors the language layout's boundary could not take (it keeps the site chrome). When
 * the root loader itself failed there are no loaded texts: the error texts of the address's language
 * stand in (loaded on demand; entry.client.tsx has them before it hydrates such a page), so the page
 * never shows raw keys.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const lang = root?.lang ?? errorLanguage(location.pathname);
  const texts = textsOf(root?.translations) ?? use(loadErrorTexts(lang));
  return (
    <I18nProvider lang={lang} texts={texts}>
      <main id="main" className="shop-container flex flex-1 flex-col" data-error-texts={root ? undefined : lang}>
        <ErrorPage status={status} />
      </main>
    </I18nProvider>
  );
}
