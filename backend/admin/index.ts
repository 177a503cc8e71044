import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { createReturnsAdminApp } from "../returns/admin-routes.ts";
import { requireAdmin } from "./auth.ts";
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
import { createResourceApp } from "./resource.ts";
import { ADMIN_RESOURCE_DEFS } from "./resources.ts";
import { createSettingsApp } from "./settings.ts";
import { createStatsApp } from "./stats.ts";
import { createTemplatesApp } from "./templates.ts";
import { createWishlistsApp } from "./wishlists.ts";

/** The admin API, mounted at `/api/admin`; every route needs the admin token. */
export function createAdminApp(): Hono<AppEnv> {
  const admin = new Hono<AppEnv>();
  admin.use(requireAdmin);
  for (const resource of ADMIN_RESOURCE_DEFS) admin.route(`/${resource.contract.path}`, createResourceApp(resource));
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
