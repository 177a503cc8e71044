import { z } from "zod";

/** `POST /api/web/visitor/data` (spec §3, §7). */
export type VisitorData = {
  /** Whether the request's session is a live one (a revoked or unknown token is a guest's). */
  signedIn?: boolean;
  wishList: { productIds: number[] };
  coupons: Array<{ id: number; code: string }>;
  promotions: Array<{ id: number; slug: string; title: string }>;
  cart: import("./cart.ts").VisitorCart;
};

/**
 * `POST /api/web/visitor/summary`: what every page's header shows of the visitor (the storefront's
 * own endpoint; `visitor/data` carries this and more).
 */
export type VisitorSummary = {
  /** Whether the request's session is a live one (a revoked or unknown token is a guest's). */
  signedIn: boolean;
  wishList: VisitorData["wishList"];
  /** The cart's units (the header's figure) and its version. */
  cart: Pick<import("./cart.ts").VisitorCart, "count" | "version">;
};

export const VISITOR_ID_COOKIE = "visitorId";
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** `POST /api/web/favorite/add|cancel` (spec §3). */
export const favoritePayloadSchema = z.strictObject({
  types: z.literal("product"),
  productId: z.coerce.number().int().positive(),
});
export type FavoritePayload = z.infer<typeof favoritePayloadSchema>;

/** `POST /api/web/stat/duration` beacon (spec §3, §7): seconds on the page. */
export const durationPayloadSchema = z.strictObject({
  duration: z.coerce.number().int().min(0).max(86_400),
  path: z.string().max(2000).optional(),
  /**
   * The browser's own visitor id (local storage, spec §3), for a visitor who has no visitor cookie yet:
   * browsing sets no cookie (decision 023). The cookie's id wins when there is one.
   */
  visitorId: visitorIdSchema.optional(),
});
export type DurationPayload = z.infer<typeof durationPayloadSchema>;
