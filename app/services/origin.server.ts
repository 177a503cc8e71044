/**
 * The shop's public origin as the shopper sees it, for absolute URLs (canonical, sitemaps). server.ts
 * has already rebuilt the request's URL from a trusted proxy's `X-Forwarded-Proto`/`-Host`
 * (`TRUST_PROXY`), so the URL's own origin is the public one.
 */
export function requestOrigin(request: Request): string {
  return new URL(request.url).origin;
}

const originOf = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * Why a state-changing request must be refused as cross-site, or null when it may go on. A browser
 * sends `Origin` with every POST; when it is missing, `Sec-Fetch-Site` and the `Referer` still tell
 * a foreign page's form apart. Requests with none of them (payment webhooks, scripts) are not a
 * browser's and carry no ambient credentials worth forging.
 */
export function crossSiteReason(headers: Headers, ownOrigin: string): string | null {
  const origin = headers.get("origin");
  if (origin !== null) return originOf(origin) === ownOrigin ? null : "origin";
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return "sec-fetch-site";
  const referer = headers.get("referer");
  if (referer && originOf(referer) !== ownOrigin) return "referer";
  return null;
}

/** A POST from our own pages (resource routes and actions; server.ts refuses the rest before them). */
export function sameOrigin(request: Request): boolean {
  return crossSiteReason(request.headers, requestOrigin(request)) === null;
}
