import { data } from "react-router";
import { Code } from "#contract/codes.ts";
import type { ClaimedCoupon } from "#contract/order.ts";
import type { BlockAction } from "../auth-shared/actions.server.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";

export type OffersData = { items?: unknown[]; claimed: string[]; signedIn: boolean };

/**
 * On its own page the block shows the page's offers; elsewhere it loads the current list. Coupon blocks
 * also learn which codes the signed-in customer has claimed.
 */
function loadOffers(kind: "promotion" | "coupon") {
  return async (_props: Record<string, unknown>, ctx: BlockLoadContext): Promise<OffersData> => {
    const signedIn = Boolean(ctx.shop.info.token);
    const [list, claimed] = await Promise.all([
      ctx.page?.meta.type === kind ? null : ctx.shop.get<{ items: unknown[] }>(`/api/web/${kind}/list`),
      kind === "coupon" && signedIn ? ctx.shop.post<ClaimedCoupon[]>("/api/web/coupon/claimed") : null,
    ]);
    return {
      items: list?.ok ? list.data.items : undefined,
      claimed: claimed?.ok ? claimed.data.map((coupon) => coupon.code) : [],
      signedIn,
    };
  };
}

export const loadPromotions = loadOffers("promotion");
export const loadCoupons = loadOffers("coupon");

export type ClaimReply = { intent: "coupon-claim"; code: string; done?: string; error?: string };

/** Claims a coupon for the signed-in customer (intent `coupon-claim`); guests go to sign-in and back. */
export const claimCoupon: BlockAction = async ({ shop, formData }) => {
  const code = String(formData.get("code") ?? "").trim().toUpperCase();
  if (!/^[A-Z0-9-]{1,32}$/.test(code)) throw data(null, { status: 400 });
  if (!shop.info.token) throw shop.signInRedirect();
  const result = await shop.post<ClaimedCoupon>("/api/web/coupon/claim", { code });
  if (!result.ok && result.code === Code.authInvalid) throw shop.signInRedirect();
  const reply: ClaimReply = result.ok
    ? { intent: "coupon-claim", code, done: "offers.claimedNow" }
    : { intent: "coupon-claim", code, error: result.msg };
  return data(reply, { status: result.ok ? 200 : 400 });
};
