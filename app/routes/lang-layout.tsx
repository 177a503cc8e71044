import { Outlet, useMatches, useRouteLoaderData } from "react-router";
import { useMemo } from "react";
import { I18nProvider, useTranslation } from "#app/utils/i18n.tsx";
import { mergeTexts } from "#app/utils/texts.ts";
import { textsOf, type SentTexts } from "#app/utils/texts-file.ts";
import { HtmlTree } from "#app/components/HtmlTree.tsx";
import { SiteHeader } from "#app/components/SiteHeader.tsx";
import { PageContext, type PageContextValue, type PageHandle } from "#app/components/page-context.tsx";
import { pageBlocks } from "#app/blocks/page-blocks.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import type { LoadedPage } from "./page.server.ts";

/**
 * The site around every page under the optional language prefix: header with the page's head
 * fragment, the page, footer with its foot fragment. The page's theme flags hide head or foot.
 */
export default function LanguageLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const matches = useMatches();
  // The shell's texts (root) and the page's blocks' texts (its loader), client navigations included.
  const pageTexts = matches.findLast((m) => m.loaderData && typeof m.loaderData === "object" && "texts" in m.loaderData)
    ?.loaderData as { texts: SentTexts } | undefined;
  const texts = useMemo(
    () => (root && pageTexts ? mergeTexts(textsOf(root.translations), textsOf(pageTexts.texts)) : textsOf(root?.translations)),
    [root, pageTexts],
  );
  if (!root || !texts) return <Outlet />;
  return (
    <I18nProvider lang={root.lang} texts={texts}>
      <SiteFrame root={root} matches={matches} />
    </I18nProvider>
  );
}

function SiteFrame({ root, matches }: { root: NonNullable<ReturnType<typeof useRouteLoaderData<typeof rootLoader>>>; matches: ReturnType<typeof useMatches> }) {
  const { t } = useTranslation();
  const loaded = matches.findLast((m) => m.loaderData && typeof m.loaderData === "object" && "page" in m.loaderData)
    ?.loaderData as LoadedPage | undefined;
  const handle = matches.findLast((m) => (m.handle as PageHandle | undefined)?.blocks)?.handle as PageHandle | undefined;
  const components = useMemo(() => pageBlocks(handle?.blocks), [handle]);
  const value: PageContextValue = {
    lang: root.lang,
    currency: root.currency,
    router: root.shop.router,
    timeZone: root.shop.timeZone,
    page: loaded?.page ?? null,
    blocks: loaded?.blocks ?? {},
    components,
  };
  const theme = loaded?.page.theme ?? root.shop.theme;
  return (
    <PageContext value={value}>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-background focus:p-2">
        {t("header.skip")}
      </a>
      {theme.hideHead ? null : (
        <>
          {loaded?.head.length ? <HtmlTree nodes={loaded.head} /> : null}
          <SiteHeader
            shopName={root.shop.name}
            categories={root.categories}
            currency={root.currency}
            signedIn={root.signedIn}
            userPath={root.shop.router.userPath}
          />
        </>
      )}
      <Outlet />
      {theme.hideFoot ? null : (
        <footer className="mt-auto border-t border-border bg-hero">
          <div className="shop-container flex flex-col gap-4 py-8 text-sm text-desc">
            {loaded?.foot.length ? <HtmlTree nodes={loaded.foot} /> : null}
            <p>{t("footer.copyright", { year: root.year, name: root.shop.name })}</p>
          </div>
        </footer>
      )}
    </PageContext>
  );
}
