import { Form, Link, useLocation } from "react-router";
import { CartCount } from "./CartCount.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import type { CategorySummary } from "#contract/catalog.ts";
import type { Currency } from "#contract/currencies.ts";
import { LocaleSwitcher } from "#app/blocks/locale-switcher/LocaleSwitcher.tsx";
import { usePage } from "#app/components/page-context.tsx";
import { entityPath, localizedPath } from "#app/utils/paths.ts";
import { CurrencyChooser } from "./CurrencyChooser.tsx";
import { Disclosure } from "./Disclosure.tsx";
import { SignOutForm } from "./forms/SignOutForm.tsx";

type Props = { shopName: string; categories: Array<Pick<CategorySummary, "slug" | "name" | "lang">>; currency: Currency; signedIn: boolean; userPath: string };

export function SiteHeader({ shopName, categories, currency, signedIn, userPath }: Props) {
  const { lang, router } = usePage();
  const location = useLocation();
  const { t } = useTranslation();
  const nav = categories.map((category) => (
    <li key={category.slug} lang={category.lang}>
      <Link to={entityPath(router, lang, "category", category.slug)} prefetch="intent" className="block py-2 hover:text-primary">
        {category.name}
      </Link>
    </li>
  ));
  nav.push(
    <li key="journal">
      <Link to={localizedPath(lang, "/article")} prefetch="intent" className="block py-2 hover:text-primary">
        {t("header.journal")}
      </Link>
    </li>,
  );
  // Signing in from the header comes back to the page the shopper was on (not to another auth page).
  const here = location.pathname + location.search;
  const signInHref =
    localizedPath(lang, "/auth/signin") + (/\/auth\//.test(location.pathname) ? "" : `?redirect=${encodeURIComponent(here)}`);
  return (
    <header className="border-b border-border bg-background">
      <div className="shop-container flex flex-wrap items-center gap-x-3 gap-y-2 py-3 lg:flex-nowrap lg:gap-x-6">
        <Disclosure
          className="lg:hidden"
          summaryClassName="flex min-h-11 cursor-pointer list-none items-center text-sm font-medium"
          summary={t("header.menu")}
        >
          <nav aria-label={t("header.categories")} className="absolute inset-x-0 z-30 border-b border-border bg-background px-4 pb-4 shadow">
            <ul>{nav}</ul>
          </nav>
        </Disclosure>
        <Link to={localizedPath(lang, "/")} className="mr-auto text-xl font-title whitespace-nowrap text-title lg:mr-0">
          {shopName}
        </Link>
        <search className="order-last w-full lg:order-none lg:mx-auto lg:max-w-md lg:flex-1">
          <Form method="get" action={localizedPath(lang, "/search")} className="flex">
            <label htmlFor="header-search" className="sr-only">{t("search.label")}</label>
            <input
              id="header-search"
              name="q"
              type="search"
              maxLength={100}
              placeholder={t("search.placeholder")}
              className="min-h-11 w-full rounded-shop border border-border bg-background px-3 text-sm"
            />
            <button type="submit" className="sr-only">{t("search.submit")}</button>
          </Form>
        </search>
        <div className="ml-auto flex items-center lg:ml-0">
          <LocaleSwitcher />
          <CurrencyChooser currency={currency} />
          <Link to={signedIn ? localizedPath(lang, `${userPath}center`) : signInHref} className="flex min-h-11 items-center px-2 text-sm whitespace-nowrap hover:text-primary">
            {signedIn ? t("header.account") : t("header.signIn")}
          </Link>
          {signedIn ? <SignOutForm className="hidden min-h-11 items-center px-2 text-sm whitespace-nowrap hover:text-primary sm:flex" /> : null}
          <Link to={localizedPath(lang, "/cart")} className="flex min-h-11 items-center px-2 text-sm whitespace-nowrap hover:text-primary">
            {t("header.cart")}
            <CartCount />
          </Link>
        </div>
      </div>
      <nav aria-label={t("header.categories")} className="hidden border-t border-border lg:block">
        <ul className="shop-container flex gap-8 text-sm">{nav}</ul>
      </nav>
    </header>
  );
}
