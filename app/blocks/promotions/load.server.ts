import type { BlockLoadContext } from "../load.server.ts";

/** On its own page the block shows the page's offers; elsewhere it loads the current list. */
function loadOffers(kind: "promotion" | "coupon") {
  return async (_props: Record<string, unknown>, ctx: BlockLoadContext) => {
    if (ctx.page?.meta.type === kind) return null;
    const result = await ctx.shop.get<{ items: unknown[] }>(`/api/web/${kind}/list`);
    return result.ok ? result.data : null;
  };
}

export const loadPromotions = loadOffers("promotion");
export const loadCoupons = loadOffers("coupon");
