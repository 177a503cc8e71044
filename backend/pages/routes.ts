import { Hono } from "hono";
import { Code } from "#contract/codes.ts";
import { CURRENCIES } from "#contract/currencies.ts";
import { listingQuerySchema } from "#contract/catalog-query.ts";
import type { ShopSettings } from "#contract/page.ts";
import type { AppEnv } from "../app.ts";
import { readDisplay } from "../catalog/display.ts";
import { enabledPaymentMethods } from "../payments/provider.ts";
import { getInjectOrigins, getPublicTheme, getRates, getRouterConfig, getShopName, getTimeZone } from "../settings/repository.ts";
import { ApiError, badRequest, notFound, readQuery, sendOk } from "../shared/http.ts";
import { decodePath, resolvePath } from "./resolve.ts";
import { buildPage } from "./service.ts";
import { findSession } from "./session.ts";

/**
 * The page endpoint: `GET {storefront path}?request=route&lang=…&currency=…`. Registered as a catch-all,
 * it steps aside for anything else, so routes mounted after it still answer.
 */
export const pageRoutes = new Hono<AppEnv>().get("*", async (c, next) => {
  const rawPath = new URL(c.req.url).pathname;
  if (c.req.query("request") !== "route" || rawPath.startsWith("/api/")) return next();
  const { db, config } = c.get("deps");
  const display = await readDisplay(c, db);
  const listing = readQuery(c, listingQuerySchema);
  const path = decodePath(rawPath);
  if (path === null) throw badRequest("errors.path");

  const target = resolvePath(path, await getRouterConfig(db));
  if (!target) throw notFound();
  if (target.requiresSession) {
    const token = c.req.header("x-auth");
    const session = token ? await findSession(db, token) : null;
    if (!session) throw new ApiError(401, Code.authInvalid, "errors.login");
  }
  const shopName = await getShopName(db, config.shopName);
  return sendOk(c, await buildPage({ db, display, listing, shopName }, target));
});

/** `GET /api/web/shop/settings`: the shop-wide settings the storefront needs on every page. */
export const shopRoutes = new Hono<AppEnv>().get("/settings", async (c) => {
  const { db, config } = c.get("deps");
  const [name, theme, router, rates, timeZone, injectOrigins] = await Promise.all([
    getShopName(db, config.shopName),
    getPublicTheme(db),
    getRouterConfig(db),
    getRates(db),
    getTimeZone(db, config.timeZone),
    getInjectOrigins(db),
  ]);
  const settings: ShopSettings = {
    name,
    theme,
    router,
    currencies: CURRENCIES.map((code) => ({ code, rate: rates.get(code) ?? 1 })),
    timeZone,
    injectOrigins,
    paymentMethods: enabledPaymentMethods(config),
  };
  return sendOk(c, settings);
});
