import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Every server-driven page is the same route module: the backend resolves the path (router config,
// custom category paths, root-level slugs), so the match here only names the route.
const page = "routes/page.tsx";
const pageRoute = (path: string, id: string) => route(path, page, { id: `page-${id}` });

export default [
  route("preferences", "routes/preferences.ts"),
  route("favorite", "routes/favorite.ts"),
  route("cart-count", "routes/cart-count.ts"),
  // Outside the language layout: static segments outrank `:lang?/:slug`, so no page shadows them.
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemap/:file", "routes/sitemap-language.ts"),
  route("_bench/floor", "routes/bench-floor.tsx"),
  route(":lang?", "routes/lang-layout.tsx", [
    index(page, { id: "page-home" }),
    pageRoute("search", "search"),
    // The cart page and the one cart action (its own module: the action).
    route("cart", "routes/cart.tsx", { id: "page-cart" }),
    pageRoute("tag", "tag-list"),
    pageRoute("tag/:slug", "tag"),
    pageRoute("category/:slug", "category"),
    pageRoute("product/:slug", "product"),
    pageRoute("product/:slug/:sku", "product-sku"),
    pageRoute("article", "article-list"),
    pageRoute("article/:slug", "article"),
    pageRoute("page/:slug", "content"),
    pageRoute("collection/:slug", "collection"),
    pageRoute("inquiry/:slug", "inquiry"),
    route("checkout/thankyou", "routes/checkout.tsx", { id: "page-thankyou" }),
    route("checkout/:slug", "routes/checkout.tsx", { id: "page-checkout" }),
    pageRoute("promotion", "promotion-list"),
    pageRoute("promotion/:slug", "promotion"),
    pageRoute("coupon", "coupon-list"),
    pageRoute("coupon/:slug", "coupon"),
    pageRoute("app/*", "app"),
    pageRoute(":slug", "root"),
    layout("routes/strict-language.tsx", [
      // Account pages have their own modules: the same page loading, plus the blocks' form actions.
      ...prefix("auth", [
        ...["signin", "signup", "forget", "reset-password", "verify-email", "verify-prompt"].map((name) =>
          route(name, "routes/auth.tsx", { id: `auth-${name}` }),
        ),
        route("signout", "routes/auth-signout.ts"),
      ]),
      // One order: outside the user layout, so a guest's signed link from the email opens it too.
      route("user/order/:slug", "routes/user-order.tsx", { id: "user-order-detail" }),
      route("user", "routes/user-layout.tsx", [
        ...["center", "account", "address", "favorite", "security", "security/activity", "log", "info"].map((path) =>
          route(path, "routes/user.tsx", { id: `user-${path.replace("/", "-")}` }),
        ),
        // Orders: the user module, for their cancel / confirm-receipt / pay forms.
        route("order", "routes/user.tsx", { id: "user-order" }),
        ...["article", "return", "return/:slug"].map((path) =>
          pageRoute(path, `user-${path.replace(/[/:]+/g, "-")}`),
        ),
      ]),
      pageRoute("error/:status", "error"),
    ]),
    pageRoute("*", "splat"),
  ]),
] satisfies RouteConfig;
