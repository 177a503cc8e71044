import type { ComponentType } from "react";
import { ArticleDetail } from "./article-detail/ArticleDetail.tsx";
import { ArticleList } from "./article-list/ArticleList.tsx";
import { ErrorBlock, Notice, PageContent, TagList } from "./content/Content.tsx";
import { LocaleSwitcher } from "./locale-switcher/LocaleSwitcher.tsx";
import { ProductList } from "./product-list/ProductList.tsx";
import { ProductPrice, ProductScore, ProductSingle, ProductSpec, ProductTags } from "./product/ProductParts.tsx";
import { ProductSlides } from "./product/ProductSlides.tsx";
import { Coupons, Promotions } from "./promotions/Promotions.tsx";
import { Search } from "./search/Search.tsx";
import type { BlockComponentProps } from "./types.ts";

/**
 * Every block a page fragment may embed, by its `<shop-block name>`. Server loads and actions live in
 * registry.server.ts under the same names.
 */
// oxlint-disable-next-line no-explicit-any -- each block narrows its own data
export const blockComponents: Record<string, ComponentType<BlockComponentProps<any>>> = {
  "product-list": ProductList,
  "product-single": ProductSingle,
  "product-spec": ProductSpec,
  "product-slides": ProductSlides,
  "product-price": ProductPrice,
  "product-score": ProductScore,
  "product-tags": ProductTags,
  "article-list": ArticleList,
  "article-detail": ArticleDetail,
  search: Search,
  promotions: Promotions,
  coupons: Coupons,
  "locale-switcher": LocaleSwitcher,
  "page-content": PageContent,
  "tag-list": TagList,
  notice: Notice,
  "error-page": ErrorBlock,
};

export const blockNames: ReadonlySet<string> = new Set(Object.keys(blockComponents));
