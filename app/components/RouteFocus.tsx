import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client navigation to another page, focus goes to the new page's heading (or its `main`), as
 * a screen-reader user expects from a page load; the heading is announced and Tab continues from there.
 * Query changes on the same page (filters, sorting, pages of a list) and fragment links leave focus alone,
 * and so do links that change the address within the page (a product's options: each variant has its
 * own address), which pass `KEEP_FOCUS` as their state.
 */
export const KEEP_FOCUS = { keepFocus: true } as const;

export function RouteFocus() {
  const { pathname, hash, state } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (pathname === previous.current) return;
    previous.current = pathname;
    if (hash || (state as Partial<typeof KEEP_FOCUS> | null)?.keepFocus) return;
    const target = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname, hash, state]);
  return null;
}
