import { loadArticleList } from "./article-list/load.server.ts";
import type { BlockLoadContext } from "./load.server.ts";
import { loadProductList } from "./product-list/load.server.ts";
import { loadProductBySlug } from "./product/load.server.ts";
import { loadCoupons, loadPromotions } from "./promotions/load.server.ts";
import { loadSearch } from "./search/load.server.ts";

export type BlockLoad = (props: Record<string, unknown>, ctx: BlockLoadContext) => Promise<unknown>;

/** The server `load` of each block that needs data, by block name. */
export const blockLoaders: Record<string, BlockLoad> = {
  "product-list": loadProductList,
  "product-single": loadProductBySlug,
  "product-spec": loadProductBySlug,
  "product-slides": loadProductBySlug,
  "product-price": loadProductBySlug,
  "product-score": loadProductBySlug,
  "product-tags": loadProductBySlug,
  "article-list": loadArticleList,
  search: loadSearch,
  promotions: loadPromotions,
  coupons: loadCoupons,
};
