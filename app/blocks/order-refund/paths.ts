import type { Language } from "#contract/locales.ts";
import type { RouterConfig } from "#contract/router.ts";
import { stringProp } from "#app/components/blocks.ts";
import { userHref } from "#app/utils/paths.ts";

const withAccess = (path: string, access: string | null) => path + (access ? `?access=${encodeURIComponent(access)}` : "");

/**
 * Where a page of the user area is: the router config's `userPath` for a customer; for a guest's signed
 * link always the default `/user/`, whose order, apply and request routes take the token (a moved user
 * area is the backend's page, which needs a session).
 */
const area = (router: RouterConfig | undefined, access: string | null) => (access ? undefined : router);

/**
 * An order's page (`suffix` "/return": its after-sales apply page), for a customer or, with the signed
 * link's token, a guest.
 */
export function orderHref(lang: Language, router: RouterConfig | undefined, number: string, access: string | null, suffix = ""): string {
  return withAccess(userHref(lang, area(router, access), `order/${number}${suffix}`), access);
}

/** An after-sales request's page, with the guest's token when there is one. */
export function returnHref(lang: Language, router: RouterConfig | undefined, number: string, access: string | null): string {
  return withAccess(userHref(lang, area(router, access), `return/${number}`), access);
}

/** A guest's order access token as the address carries it, or null. */
export const accessOf = (value: unknown): string | null =>
  typeof value === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(value.trim()) ? value.trim() : null;

/** The order of the page: the block's `order` prop, else the address (`…/order/{number}` or `…/order/{number}/return`). */
export function orderNumberOf(props: Record<string, unknown>, url: URL): string | null {
  const prop = stringProp(props, "order");
  if (/^\d{8,24}$/.test(prop)) return prop;
  return /\/order\/(\d{8,24})(?:\/return)?\/?$/.exec(url.pathname)?.[1] ?? null;
}
