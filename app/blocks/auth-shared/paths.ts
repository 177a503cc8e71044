import type { Language } from "#contract/locales.ts";
import type { RouterConfig } from "#contract/router.ts";
import { localizedPath } from "#app/utils/paths.ts";

export function authHref(lang: Language, page: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return localizedPath(lang, `/auth/${page}`) + (search ? `?${search}` : "");
}

/** A page of the user area, wherever the server's router config puts it (`userPath`). */
export function userHref(lang: Language, router: RouterConfig | undefined, page: string): string {
  const base = router?.userPath ?? "/user/";
  return localizedPath(lang, `${base.replace(/\/?$/, "/")}${page}`);
}
