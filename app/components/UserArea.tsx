import { useEffect, useRef, type ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import { userHref } from "#app/utils/paths.ts";
import { USER_SECTIONS } from "./user-sections.ts";
import { SignOutForm } from "./forms/SignOutForm.tsx";
import { usePage } from "./page-context.tsx";

/**
 * The user area around its pages: the side navigation and sign-out, wherever the router config puts the
 * area (`userPath`) — the user routes and a moved user area render the same frame.
 */
export function UserArea({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the sections are one row that scrolls sideways: the current one is brought into it (the
  // row only, never the page), so a section far down the list (security, the account log) shows where
  // the shopper is. Without JavaScript the current link is the row's initial scroll target
  // (`scroll-initial-target`, in the browsers that have it); this effect also follows client
  // navigations, which keep the row.
  useEffect(() => {
    const row = list.current;
    if (!row || row.scrollWidth <= row.clientWidth) return;
    // The section of the address shown (a client navigation keeps this frame): the link whose path is
    // the address or the longest one above it (the sign-in activity page is under security).
    const current = [...row.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .filter((link) => pathname === link.pathname || pathname.startsWith(`${link.pathname}/`))
      .sort((a, b) => b.pathname.length - a.pathname.length)[0];
    if (!current) return;
    const rowBox = row.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    row.scrollLeft += box.left - rowBox.left - (rowBox.width - box.width) / 2;
  }, [pathname]);
  return (
    <div className="shop-container flex flex-1 flex-col gap-6 py-6 md:flex-row md:items-start">
      <nav aria-label={t("account.nav.label")} className="md:sticky md:top-4 md:w-56 md:shrink-0">
        <ul ref={list} className="-mx-1 flex gap-1 overflow-x-auto pb-1 text-sm md:mx-0 md:flex-col md:overflow-visible">
          {USER_SECTIONS.map(([page, key]) => (
            <li key={page} className="shrink-0">
              <NavLink
                to={userHref(lang, router, page)}
                end={page !== "security"}
                className="flex min-h-11 items-center rounded-shop px-3 whitespace-nowrap hover:bg-hero aria-[current=page]:bg-hero aria-[current=page]:font-semibold aria-[current=page]:text-primary max-md:aria-[current=page]:[scroll-initial-target:nearest]"
              >
                {t(key)}
              </NavLink>
            </li>
          ))}
          <li className="shrink-0 max-md:hidden md:mt-2 md:border-t md:border-border md:pt-2">
            <SignOutForm className="flex min-h-11 w-full items-center rounded-shop px-3 whitespace-nowrap text-desc hover:bg-hero hover:text-primary" />
          </li>
        </ul>
        {/* On a phone the row scrolls sideways and the header has no room for it: sign-out in plain sight. */}
        <div className="mt-2 flex justify-end border-t border-border md:hidden">
          <SignOutForm className="flex min-h-11 items-center px-3 text-sm text-desc hover:text-primary" />
        </div>
      </nav>
      {children}
    </div>
  );
}
