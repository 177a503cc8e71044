import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Every server-driven page is the same route module: the backend resolves the path (router config,
// custom category paths, root-level slugs), so the match here only names the route.
const page = "routes/page.tsx";
const pageRoute = (path: string, id: string) => route(path, page, { id: `page-${id}` });

export default [
  route("preferences", "routes/preferences.ts"),
  route(":lang?", "routes/lang-layout.tsx", [
    index(page, { id: "page-home" }),
    pageRoute("search", "search"),
    pageRoute("cart", "cart"),
    pageRoute("tag", "tag-list"),
    pageRoute("tag/:slug", "tag"),
    pageRoute("category/:slug", "category"),
    pageRoute("product/:slug", "product"),
    pageRoute("product/:slug/:sku", "product-sku"),
    pageRoute("article/:slug", "article"),
    pageRoute("page/:slug", "content"),
    pageRoute("collection/:slug", "collection"),
    pageRoute("inquiry/:slug", "inquiry"),
    pageRoute("checkout/thankyou", "thankyou"),
    pageRoute("checkout/:slug", "checkout"),
    pageRoute("promotion", "promotion-list"),
    pageRoute("promotion/:slug", "promotion"),
    pageRoute("coupon", "coupon-list"),
    pageRoute("coupon/:slug", "coupon"),
    pageRoute("app/*", "app"),
    pageRoute(":slug", "root"),
    layout("routes/strict-language.tsx", [
      ...prefix("auth", [
        ...["signin", "signup", "forget", "reset-password", "verify-email", "verify-prompt"].map((name) =>
          pageRoute(name, `auth-${name}`),
        ),
      ]),
      route("user", "routes/user-layout.tsx", [
        ...[
          "center", "account", "address", "article", "favorite", "security", "security/activity", "log",
          "info", "order", "order/:slug", "return", "return/:slug",
        ].map((path) => pageRoute(path, `user-${path.replace(/[/:]+/g, "-")}`)),
      ]),
      pageRoute("error/:status", "error"),
    ]),
    pageRoute("*", "splat"),
  ]),
] satisfies RouteConfig;
