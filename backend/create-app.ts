import { Hono } from "hono";
import { API_ROUTES, apiDocument } from "#contract/api/index.ts";
import { Code } from "#contract/codes.ts";
import { createAdminApp } from "./admin/index.ts";
import type { AppDeps, AppEnv } from "./app.ts";
import { attachmentRoutes } from "./attachments/routes.ts";
import { cartRoutes } from "./cart/routes.ts";
import { categoryRoutes, productRoutes, tagRoutes } from "./catalog/routes.ts";
import { checkoutRoutes } from "./checkout/routes.ts";
import { commentRoutes } from "./comments/routes.ts";
import { articleRoutes, couponRoutes, promotionRoutes } from "./content/routes.ts";
import { couponClaimRoutes } from "./coupons/routes.ts";
import { myArticleRoutes } from "./customer-articles/routes.ts";
import { addressRoutes } from "./customers/address-routes.ts";
import { authRoutes } from "./customers/auth-routes.ts";
import { favoriteRoutes } from "./customers/favorite-routes.ts";
import { userRoutes } from "./customers/user-routes.ts";
import { feedbackRoutes } from "./feedback/routes.ts";
import { inquiryRoutes } from "./inquiries/routes.ts";
import { newsletterRoutes } from "./newsletter/routes.ts";
import { orderRoutes } from "./orders/routes.ts";
import { pageRoutes, shopRoutes } from "./pages/routes.ts";
import { paymentRoutes } from "./payments/routes.ts";
import { isShopChange, localBus, type EventBus } from "./realtime/events.ts";
import { realtimeRoutes } from "./realtime/routes.ts";
import { reviewRoutes } from "./reviews/routes.ts";
import { returnRoutes } from "./returns/routes.ts";
import { seoRoutes } from "./seo/routes.ts";
import { ApiError, sendFail, sendOk } from "./shared/http.ts";
import { statRoutes, visitorRoutes } from "./visitor/routes.ts";
import { wishlistRoutes } from "./wishlists/routes.ts";

/** A backend answer slower than this is logged at warn. */
const SLOW_ANSWER_MS = 2_000;

/**
 * The reference backend: the page endpoint (`GET {path}?request=route`), `/api/web/*` and
 * `/api/admin/*`, each resource a sub-app. Answers always use the `{code, msg, data}` wrapper.
 */
export function createApp(given: Omit<AppDeps, "events"> & { events?: EventBus }): Hono<AppEnv> {
  // Without a bus (tests, benchmarks) events stay in this process.
  const deps: AppDeps = { ...given, events: given.events ?? localBus() };
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("deps", deps);
    const started = performance.now();
    await next();
    // A page waits for its backend calls: a slow one is named in the log (level warn), with its path.
    const ms = Math.round(performance.now() - started);
    if (ms > SLOW_ANSWER_MS) deps.log.warn({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "slow backend answer");
  });

  app.get("/api/openapi.json", (c) => c.json(apiDocument()));

  // Page caches (server/page-cache.ts) hear of every admin write that took (anything the admin API
  // changes may show on a page) and of every customer write that changed published content
  // (`markShopChanged`). Every process on the bus hears it (PostgreSQL: LISTEN/NOTIFY) and keeps the
  // latest time, which a storefront in split mode polls (`GET /api/web/shop/changes`).
  const lastChange = { at: Date.now() };
  deps.events.subscribe((event) => {
    if (isShopChange(event)) lastChange.at = Math.max(lastChange.at, event.event.at);
  });
  const publishShopChange = () =>
    deps.events.publish({ owner: null, event: { type: "shop.changed", at: Math.max(Date.now(), lastChange.at + 1) } });
  app.use("/api/admin/*", async (c, next) => {
    await next();
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS" || c.res.status >= 400) return;
    publishShopChange();
  });
  // Marked only after the change committed, so it is published even if the answer then failed.
  app.use("/api/web/*", async (c, next) => {
    await next();
    if (c.get("shopChanged")) publishShopChange();
  });
  app.get("/api/web/shop/changes", (c) => sendOk(c, { at: lastChange.at }));
  app.route("/api/admin", createAdminApp());

  app.route("/api/web/product", productRoutes);
  app.route("/api/web/category", categoryRoutes);
  app.route("/api/web/tag", tagRoutes);
  app.route("/api/web/article", articleRoutes);
  app.route("/api/web/promotion", promotionRoutes);
  app.route("/api/web/coupon", couponRoutes);
  app.route("/api/web/visitor", visitorRoutes);
  app.route("/api/web/stat", statRoutes);
  app.route("/api/web/shop", shopRoutes);
  app.route("/api/web/auth", authRoutes);
  app.route("/api/web/user", userRoutes);
  app.route("/api/web/address", addressRoutes);
  app.route("/api/web/favorite", favoriteRoutes);
  app.route("/api/web/seo", seoRoutes);
  app.route("/api/web/cart", cartRoutes);
  app.route("/api/web/checkout", checkoutRoutes);
  app.route("/api/web/coupon", couponClaimRoutes);
  app.route("/api/web/order", orderRoutes);
  app.route("/api/web/payment", paymentRoutes);
  app.route("/api/web/attach", attachmentRoutes);
  app.route("/api/web/realtime", realtimeRoutes);
  app.route("/api/web/feedback", feedbackRoutes);
  app.route("/api/web/newsletter", newsletterRoutes);
  app.route("/api/web/inquiry", inquiryRoutes);
  app.route("/api/web/wishlist", wishlistRoutes);
  app.route("/api/web/review", reviewRoutes);
  app.route("/api/web/comment", commentRoutes);
  app.route("/api/web/my-article", myArticleRoutes);
  app.route("/api/web/return", returnRoutes);

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendFail(c, error.status, error.code, error.message, error.data);
    deps.log.error({ err: error, path: c.req.path }, "backend error");
    return sendFail(c, 500, Code.error, "errors.server");
  });
  app.notFound((c) => {
    const allowed = allowedMethods(c.req.path);
    if (!allowed.length || allowed.includes(c.req.method)) return sendFail(c, 404, Code.result, "errors.notFound");
    c.header("Allow", allowed.join(", "));
    return sendFail(c, 405, Code.result, "errors.method");
  });

  // Last: the page endpoint answers any other GET path that carries `request=route`.
  app.route("/", pageRoutes);
  return app;
}

/** Each described route's path as a pattern (`:id` one segment), with the methods it answers. */
const ROUTE_METHODS = (() => {
  const byPath = new Map<string, Set<string>>();
  for (const route of API_ROUTES) {
    const methods = byPath.get(route.path) ?? new Set<string>();
    methods.add(route.method);
    if (route.method === "GET") methods.add("HEAD");
    byPath.set(route.path, methods);
  }
  const segment = (part: string) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^${path.split("/").map(segment).join("/")}$`),
    methods: [...methods].sort(),
  }));
})();

/**
 * The methods a path answers when the request's method found no route: a described path asked with
 * another method (`PATCH` where the admin API takes `PUT`) answers 405 with `Allow`, not "not found".
 */
function allowedMethods(path: string): string[] {
  const methods = new Set<string>();
  for (const route of ROUTE_METHODS) if (route.pattern.test(path)) for (const m of route.methods) methods.add(m);
  return [...methods].sort();
}
