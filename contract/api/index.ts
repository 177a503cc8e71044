import { accountRoutes } from "./account.ts";
import { ADMIN_RESOURCES, adminResourceRoutes } from "./admin-catalog.ts";
import { adminShopRoutes } from "./admin-shop.ts";
import { catalogRoutes } from "./catalog.ts";
import { communityRoutes, moderationRoutes } from "./community.ts";
import type { ApiRoute } from "./describe.ts";
import { adminEngagementRoutes, engagementRoutes } from "./engagement.ts";
import { openApiDocument } from "./openapi.ts";
import { adminOrderRoutes, orderRoutes } from "./orders.ts";
import { adminReturnRoutes, returnRoutes } from "./returns.ts";

/**
 * Every route of the API, as the OpenAPI document lists them. A new route is described in the file of
 * its resource and listed here; `backend/openapi.test.ts` fails until both sides agree.
 */
export const API_ROUTES: ApiRoute[] = [
  {
    method: "GET",
    path: "/api/openapi.json",
    tag: "Shop",
    summary: "This description of the API (OpenAPI 3.1), not wrapped in the envelope",
    access: "public",
    produces: "document",
  },
  ...catalogRoutes,
  ...accountRoutes,
  ...orderRoutes,
  ...returnRoutes,
  ...communityRoutes,
  ...engagementRoutes,
  ...ADMIN_RESOURCES.flatMap(adminResourceRoutes),
  ...adminOrderRoutes,
  ...adminReturnRoutes,
  ...moderationRoutes,
  ...adminEngagementRoutes,
  ...adminShopRoutes,
];

let document: ReturnType<typeof openApiDocument> | null = null;
/** The OpenAPI document of `API_ROUTES`, written once. */
export const apiDocument = () => (document ??= openApiDocument(API_ROUTES));
