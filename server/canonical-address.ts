import { LANGUAGES } from "../contract/locales.ts";

const byLowerCase: ReadonlyMap<string, string> = new Map(LANGUAGES.map((lang) => [lang.toLowerCase(), lang]));

/**
 * The address a page request should have been made at, or null when it already is: a trailing slash
 * dropped (`/category/bags/` → `/category/bags`; `/` stays) and a language prefix written in another
 * case spelt as the shop spells it (`/KO/…` → `/ko/…`, `/zh-tw` → `/zh-TW`). Only the prefix: the rest
 * keeps its case (SKU codes and return numbers are upper-case on purpose). The query is kept. Client
 * navigations' data requests (`….data`), build files (`/assets/…`), uploads and the shop's own files
 * (`/_texts/…`) are left alone. The result
 * always starts with one slash, so `//host/` never becomes a protocol-relative address.
 */
export function canonicalAddress(pathname: string, search: string): string | null {
  // Build files, uploads and the shop's own files (`/_texts/…`) not found are a plain 404, not a page.
  if (pathname.endsWith(".data") || /^\/(?:assets|uploads|_[\w-]+)(?:\/|$)/.test(pathname)) return null;
  let path = pathname.replace(/(.)\/+$/, "$1");
  const [, first = "", ...rest] = path.split("/");
  const lang = byLowerCase.get(first.toLowerCase());
  if (lang && lang !== first) path = rest.length > 0 ? `/${lang}/${rest.join("/")}` : `/${lang}`;
  if (path === pathname) return null;
  return `/${path.replace(/^\/+/, "")}${search}`;
}
