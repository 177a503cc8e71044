import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// A module per page type (decision 015). The backend still decides what an address shows: a module lays
// out whatever type its address resolved to through the page kinds (`routes/page-kinds.server.ts`), so
// merchant overrides of the router config need no rebuild. Moved addresses land on `moved.tsx`.

export default [
  route("preferences", "routes/preferences.ts"),
  route("favorite", "routes/favorite.ts"),
  route("cart-count", "routes/cart-count.ts"),
  route("realtime/ticket", "routes/realtime-ticket.ts"),
  // Outside the language layout: static segments outrank `:lang?/:slug`, so no page shadows them.
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemap/:file", "routes/sitemap-language.ts"),
  route("_texts/:file", "routes/texts-file.ts"),
  route("_bench/floor", "routes/bench-floor.tsx"),
  route("_bench/shell", "routes/bench-shell.tsx"),
  route(":lang?", "routes/lang-layout.tsx", [
    index("routes/home.tsx", { id: "page-home" }),
    route("search", "routes/search.tsx", { id: "page-search" }),
    // The cart page and the one cart action (its own module: the action).
    route("cart", "routes/cart.tsx", { id: "page-cart" }),
    route("tag", "routes/tag.tsx", { id: "page-tag-list" }),
    route("tag/:slug", "routes/tag.tsx", { id: "page-tag" }),
    route("category/:slug", "routes/category.tsx", { id: "page-category" }),
    route("product/:slug", "routes/product.tsx", { id: "page-product" }),
    route("product/:slug/:sku", "routes/product.tsx", { id: "page-product-sku" }),
    route("article", "routes/article.tsx", { id: "page-article-list" }),
    route("article/:slug", "routes/article.tsx", { id: "page-article" }),
    route("page/:slug", "routes/content-page.tsx", { id: "page-content" }),
    route("collection/:slug", "routes/collection.tsx", { id: "page-collection" }),
    // With `:sku`, the quote about the variant chosen on `product/:slug/:sku` (one route: the manifest
    // every page loads stays as it was).
    route("inquiry/:slug/:sku?", "routes/inquiry.tsx", { id: "page-inquiry" }),
    route("newsletter", "routes/newsletter.tsx", { id: "page-newsletter" }),
    route("newsletter/confirm", "routes/newsletter.tsx", { id: "page-newsletter-confirm" }),
    route("newsletter/unsubscribe", "routes/newsletter.tsx", { id: "page-newsletter-unsubscribe" }),
    route("wishlist/:token", "routes/wishlist-shared.tsx", { id: "page-wishlist-shared" }),
    route("checkout/thankyou", "routes/checkout.tsx", { id: "page-thankyou" }),
    route("checkout/:slug", "routes/checkout.tsx", { id: "page-checkout" }),
    route("promotion", "routes/promotion.tsx", { id: "page-promotion-list" }),
    route("promotion/:slug", "routes/promotion.tsx", { id: "page-promotion" }),
    route("coupon", "routes/coupon.tsx", { id: "page-coupon-list" }),
    route("coupon/:slug", "routes/coupon.tsx", { id: "page-coupon" }),
    route("app/*", "routes/custom.tsx", { id: "page-app" }),
    route(":slug", "routes/root-detail.tsx", { id: "page-root" }),
    layout("routes/strict-language.tsx", [
      // Account pages have their own modules: the same page loading, plus the blocks' form actions.
      ...prefix("auth", [
        ...["signin", "signup", "forget", "reset-password", "verify-email", "verify-prompt"].map((name) =>
          route(name, "routes/auth.tsx", { id: `auth-${name}` }),
        ),
        route("signout", "routes/auth-signout.ts"),
      ]),
      // One order, its after-sales apply page and one request: outside the user layout, so a guest's
      // signed link from the emails opens them too.
      route("user/order/:slug", "routes/user-order.tsx", { id: "user-order-detail" }),
      route("user/order/:slug/return", "routes/user-order-return.tsx", { id: "user-order-return" }),
      route("user/return/:slug", "routes/user-return.tsx", { id: "user-return-detail" }),
      route("user", "routes/user-layout.tsx", [
        ...[
          "center", "account", "address", "favorite", "wishlist", "security", "security/activity", "log", "info",
          "order", "article", "return", "inquiry",
        ].map((path) => route(path, "routes/user.tsx", { id: `user-${path.replace(/[/:]+/g, "-")}` })),
      ]),
      route("error/:status", "routes/error.tsx", { id: "page-error" }),
    ]),
    route("*", "routes/moved.tsx", { id: "page-moved" }),
  ]),
] satisfies RouteConfig;
