import type { ComponentType } from "react";
import { AddressFormBlock } from "./address-form/AddressForm.tsx";
import { AddressList } from "./address-list/AddressList.tsx";
import { UserAddress } from "./address-list/UserAddress.tsx";
import { AddressModal } from "./address-modal/AddressModal.tsx";
import { AuthForget } from "./auth-forget/AuthForget.tsx";
import { AuthResetPassword } from "./auth-reset-password/AuthResetPassword.tsx";
import { AuthSignin } from "./auth-signin/AuthSignin.tsx";
import { AuthSignup } from "./auth-signup/AuthSignup.tsx";
import { AuthVerifyEmail } from "./auth-verify-email/AuthVerifyEmail.tsx";
import { UserAccount } from "./user-account/UserAccount.tsx";
import { UserCenter } from "./user-center/UserCenter.tsx";
import { UserFavorite, UserWishlist } from "./user-favorite/UserFavorite.tsx";
import { UserInfo } from "./user-info/UserInfo.tsx";
import { UserLog } from "./user-log/UserLog.tsx";
import { UserSecurity } from "./user-security/UserSecurity.tsx";
import { ArticleDetail } from "./article-detail/ArticleDetail.tsx";
import { ArticleList } from "./article-list/ArticleList.tsx";
import { ErrorBlock, Notice, PageContent, TagList } from "./content/Content.tsx";
import { ListingFilters } from "./listing-filters/ListingFilters.tsx";
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
  "listing-filters": ListingFilters,
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
  "auth-signin": AuthSignin,
  "auth-signup": AuthSignup,
  "auth-forget": AuthForget,
  "auth-reset-password": AuthResetPassword,
  "auth-verify-email": AuthVerifyEmail,
  "user-center": UserCenter,
  "user-account": UserAccount,
  "user-info": UserInfo,
  "user-security": UserSecurity,
  "user-address": UserAddress,
  "user-favorite": UserFavorite,
  "user-wishlist": UserWishlist,
  "user-log": UserLog,
  "address-form": AddressFormBlock,
  "address-list": AddressList,
  "address-modal": AddressModal,
};

export const blockNames: ReadonlySet<string> = new Set(Object.keys(blockComponents));
