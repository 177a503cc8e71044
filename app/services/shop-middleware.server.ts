import type { MiddlewareFunction } from "react-router";
import type { CategorySummary } from "#contract/catalog.ts";
import type { Language } from "#contract/locales.ts";
import type { ShopSettings } from "#contract/page.ts";
import { clientIpContext, preferencesContext, shopContext, shopFetchContext } from "./context.server.ts";
import { env } from "#app/services/env.server.ts";
import { getLanguage } from "./i18n.server.ts";
import { ensureVisitorId, previewCookieHeader, readPreferences, visitorCookieHeader } from "./preferences.server.ts";
import { ShopClient } from "./shop.server.ts";
import { toastCookie } from "./toast.server.ts";

/** Shop-wide data changes rarely: keep it for a few seconds instead of asking on every request. */
const TTL_MS = 5_000;
const cache = new Map<string, { at: number; value: unknown }>();

/**
 * Values are shared once they have arrived, never a call still in flight: an edge runtime ties a
 * pending fetch to the request that started it, and another request awaiting it would hang.
 */
async function cached<T>(key: string, load: () => Promise<T | null>): Promise<T | null> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T;
  const value = await load();
  if (value !== null) cache.set(key, { at: Date.now(), value });
  return value;
}

/** The shop changed (server.ts hears it with the page cache): the next request asks again. */
export function clearShopCaches(): void {
  cache.clear();
}

export function shopSettings(shop: ShopClient) {
  return cached<ShopSettings>("settings", async () => {
    const result = await shop.get<ShopSettings>("/api/web/shop/settings");
    return result.ok ? result.data : null;
  });
}

export function navigationCategories(shop: ShopClient, lang: Language) {
  return cached<CategorySummary[]>(`categories:${lang}`, async () => {
    const result = await shop.get<{ items: CategorySummary[] }>("/api/web/category/list");
    return result.ok ? result.data.items : null;
  });
}

/** Builds the per-request shop client from the language, the preference cookies and the backend. */
export const shopMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const preferences = await readPreferences(request);
  ensureVisitorId(preferences, request.method, url.pathname);
  context.set(preferencesContext, preferences);
  const shop = new ShopClient(
    context.get(shopFetchContext),
    env.shopApiUrl,
    {
      lang: getLanguage(context),
      currency: preferences.currency,
      token: preferences.token,
      visitorId: preferences.visitorId,
      userAgent: request.headers.get("user-agent") ?? "",
      referer: request.headers.get("referer") ?? "",
      preview: preferences.preview,
      url,
      // The framework's `url` drops the `.data` of a client navigation; the request keeps it.
      document: !new URL(request.url).pathname.endsWith(".data"),
      clientIp: context.get(clientIpContext),
      deadline: AbortSignal.any([AbortSignal.timeout(env.apiTimeoutMs), request.signal]),
    },
    env.apiTimeoutMs,
  );
  const settings = await shopSettings(shop);
  if (settings) shop.settings = settings;
  context.set(shopContext, shop);
  const response = await next();
  // A failure an action met that no page showed yet: the next page's toast.
  if (shop.toast && request.method !== "GET") response.headers.append("Set-Cookie", await toastCookie.serialize(shop.toast));
  if (preferences.previewChange !== null) {
    response.headers.append("Set-Cookie", previewCookieHeader(preferences.previewChange));
  }
  // Only an action mints a visitor id: pages and crawler files set no cookie and can be shared.
  if (preferences.newVisitorId) {
    response.headers.append("Set-Cookie", visitorCookieHeader(preferences.newVisitorId));
  }
  return response;
};
