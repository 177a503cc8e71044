import { NavLink, Outlet, useRouteLoaderData } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import { usePage } from "#app/components/page-context.tsx";
import { userHref } from "#app/blocks/auth-shared/paths.ts";
import { SignOutForm } from "#app/components/forms/SignOutForm.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { shopContext } from "#app/services/context.server.ts";
import type { Route } from "./+types/user-layout";

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";

/**
 * The user area needs a session: without one, sign in first and come back (spec §6). A session the
 * backend no longer knows answers code 50 on the page's first call, which clears the cookie and
 * sends the shopper the same way.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }, next) => {
    const shop = context.get(shopContext);
    if (!shop.info.token) throw shop.signInRedirect();
    return next();
  },
];

const NAV = [
  ["center", "account.nav.center"],
  ["order", "account.nav.orders"],
  ["return", "account.nav.returns"],
  ["address", "account.nav.address"],
  ["favorite", "account.nav.favorite"],
  ["wishlist", "account.nav.wishlist"],
  ["inquiry", "account.nav.inquiry"],
  ["article", "account.nav.article"],
  ["info", "account.nav.info"],
  ["account", "account.nav.account"],
  ["security", "account.nav.security"],
  ["log", "account.nav.log"],
] as const;

export default function UserLayout() {
  const { t } = useTranslation();
  const { lang } = usePage();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const router = root?.shop.router;
  return (
    <div className="shop-container flex flex-1 flex-col gap-6 py-6 md:flex-row md:items-start">
      <nav aria-label={t("account.nav.label")} className="md:sticky md:top-4 md:w-56 md:shrink-0">
        <ul className="-mx-1 flex gap-1 overflow-x-auto pb-1 text-sm md:mx-0 md:flex-col md:overflow-visible">
          {NAV.map(([page, key]) => (
            <li key={page} className="shrink-0">
              <NavLink
                to={userHref(lang, router, page)}
                end={page !== "security"}
                className="flex min-h-11 items-center rounded-shop px-3 whitespace-nowrap hover:bg-hero aria-[current=page]:bg-hero aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {t(key)}
              </NavLink>
            </li>
          ))}
          <li className="shrink-0 md:mt-2 md:border-t md:border-border md:pt-2">
            <SignOutForm className="flex min-h-11 w-full items-center rounded-shop px-3 whitespace-nowrap text-desc hover:bg-hero hover:text-primary" />
          </li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
