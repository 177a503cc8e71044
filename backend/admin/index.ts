import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { createReturnsAdminApp } from "../returns/admin-routes.ts";
import { createArticlesApp } from "./articles.ts";
import { requireAdmin } from "./auth.ts";
import { createCategoriesApp } from "./categories.ts";
import { createCollectionsApp } from "./collections.ts";
import { createCouponsApp } from "./coupons.ts";
import { createFeedbackApp } from "./feedback.ts";
import { createInquiriesApp } from "./inquiries.ts";
import { createMediaApp } from "./media.ts";
import { createNewsletterApp } from "./newsletter.ts";
import {
  createCommentsAdminApp,
  createCustomerArticlesAdminApp,
  createModerationApp,
  createReviewsAdminApp,
} from "./moderation.ts";
import { createOrdersApp } from "./orders.ts";
import { createPagesApp } from "./pages.ts";
import { createProductsApp } from "./products.ts";
import { createPromotionsApp } from "./promotions.ts";
import { createSettingsApp } from "./settings.ts";
import { createStatsApp } from "./stats.ts";
import { createTagsApp } from "./tags.ts";
import { createTemplatesApp } from "./templates.ts";
import { createWishlistsApp } from "./wishlists.ts";

/** The admin API, mounted at `/api/admin`; every route needs the admin token. */
export function createAdminApp(): Hono<AppEnv> {
  const admin = new Hono<AppEnv>();
  admin.use(requireAdmin);
  admin.route("/categories", createCategoriesApp());
  admin.route("/tags", createTagsApp());
  admin.route("/collections", createCollectionsApp());
  admin.route("/products", createProductsApp());
  admin.route("/articles", createArticlesApp());
  admin.route("/pages", createPagesApp());
  admin.route("/promotions", createPromotionsApp());
  admin.route("/coupons", createCouponsApp());
  admin.route("/orders", createOrdersApp());
  admin.route("/returns", createReturnsAdminApp());
  admin.route("/templates", createTemplatesApp());
  admin.route("/stats", createStatsApp());
  admin.route("/feedback", createFeedbackApp());
  admin.route("/newsletter", createNewsletterApp());
  admin.route("/inquiries", createInquiriesApp());
  admin.route("/wishlists", createWishlistsApp());
  admin.route("/moderation", createModerationApp());
  admin.route("/reviews", createReviewsAdminApp());
  admin.route("/comments", createCommentsAdminApp());
  admin.route("/customer-articles", createCustomerArticlesAdminApp());
  admin.route("/", createSettingsApp());
  admin.route("/", createMediaApp());
  return admin;
}
