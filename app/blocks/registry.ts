import { lazy } from "react";
import type { BlockComponents } from "#app/components/page-context.tsx";
import { LocaleSwitcher } from "./locale-switcher/LocaleSwitcher.tsx";
import { Newsletter } from "./newsletter/Newsletter.tsx";

// Every block a page fragment may embed, each loaded on demand. Catalogue pages never load this module:
// their page modules hand over the blocks of their layout (PageHandle), the shell has the footer's and
// the header's (page-blocks.tsx), and any other block loads with this registry when a merchant places
// it. Every other page module hands over this registry, so it loads with them. Keep blocks out of the
// shell's and the catalogue modules' static imports unless those pages show them: what they import,
// those pages load (the JavaScript budget, docs/performance.md), blocks with forms (zod, conform)
// above all.
const ProductList = lazy(() => import("./product-list/ProductList.tsx").then((m) => ({ default: m.ProductList })));
const ListingFilters = lazy(() => import("./listing-filters/ListingFilters.tsx").then((m) => ({ default: m.ListingFilters })));
const ProductSingle = lazy(() => import("./product/ProductParts.tsx").then((m) => ({ default: m.ProductSingle })));
const ProductSpec = lazy(() => import("./product/ProductParts.tsx").then((m) => ({ default: m.ProductSpec })));
const ProductPrice = lazy(() => import("./product/ProductParts.tsx").then((m) => ({ default: m.ProductPrice })));
const ProductScore = lazy(() => import("./product/ProductParts.tsx").then((m) => ({ default: m.ProductScore })));
const ProductTags = lazy(() => import("./product/ProductParts.tsx").then((m) => ({ default: m.ProductTags })));
const ProductSlides = lazy(() => import("./product/ProductSlides.tsx").then((m) => ({ default: m.ProductSlides })));
const ArticleList = lazy(() => import("./article-list/ArticleList.tsx").then((m) => ({ default: m.ArticleList })));
const PageContent = lazy(() => import("./content/Content.tsx").then((m) => ({ default: m.PageContent })));
const TagList = lazy(() => import("./content/Content.tsx").then((m) => ({ default: m.TagList })));
const Notice = lazy(() => import("./content/Content.tsx").then((m) => ({ default: m.Notice })));
const ErrorBlock = lazy(() => import("./content/Content.tsx").then((m) => ({ default: m.ErrorBlock })));
const ArticleDetail = lazy(() => import("./article-detail/ArticleDetail.tsx").then((m) => ({ default: m.ArticleDetail })));
const Search = lazy(() => import("./search/Search.tsx").then((m) => ({ default: m.Search })));
const Promotions = lazy(() => import("./promotions/Promotions.tsx").then((m) => ({ default: m.Promotions })));
const Coupons = lazy(() => import("./promotions/Promotions.tsx").then((m) => ({ default: m.Coupons })));
const AddressFormBlock = lazy(() => import("./address-form/AddressForm.tsx").then((m) => ({ default: m.AddressFormBlock })));
const AddressList = lazy(() => import("./address-list/AddressList.tsx").then((m) => ({ default: m.AddressList })));
const UserAddress = lazy(() => import("./address-list/UserAddress.tsx").then((m) => ({ default: m.UserAddress })));
const AddressModal = lazy(() => import("./address-modal/AddressModal.tsx").then((m) => ({ default: m.AddressModal })));
const AuthForget = lazy(() => import("./auth-forget/AuthForget.tsx").then((m) => ({ default: m.AuthForget })));
const AuthResetPassword = lazy(() => import("./auth-reset-password/AuthResetPassword.tsx").then((m) => ({ default: m.AuthResetPassword })));
const AuthSignin = lazy(() => import("./auth-signin/AuthSignin.tsx").then((m) => ({ default: m.AuthSignin })));
const AuthSignup = lazy(() => import("./auth-signup/AuthSignup.tsx").then((m) => ({ default: m.AuthSignup })));
const AuthVerifyEmail = lazy(() => import("./auth-verify-email/AuthVerifyEmail.tsx").then((m) => ({ default: m.AuthVerifyEmail })));
const UserAccount = lazy(() => import("./user-account/UserAccount.tsx").then((m) => ({ default: m.UserAccount })));
const UserCenter = lazy(() => import("./user-center/UserCenter.tsx").then((m) => ({ default: m.UserCenter })));
const CheckoutBlock = lazy(() => import("./checkout/Checkout.tsx").then((m) => ({ default: m.CheckoutBlock })));
const UserOrderList = lazy(() => import("./user-order-list/UserOrderList.tsx").then((m) => ({ default: m.UserOrderList })));
const UserOrderDetail = lazy(() => import("./user-order-detail/UserOrderDetail.tsx").then((m) => ({ default: m.UserOrderDetail })));
const Payment = lazy(() => import("./payment/Payment.tsx").then((m) => ({ default: m.Payment })));
const OrderRefund = lazy(() => import("./order-refund/OrderRefund.tsx").then((m) => ({ default: m.OrderRefund })));
const UserReturnList = lazy(() => import("./user-return-list/UserReturnList.tsx").then((m) => ({ default: m.UserReturnList })));
const UserReturnDetail = lazy(() => import("./user-return-detail/UserReturnDetail.tsx").then((m) => ({ default: m.UserReturnDetail })));
const CartDrawer = lazy(() => import("./cart-drawer/CartDrawer.tsx").then((m) => ({ default: m.CartDrawer })));
const CartBlock = lazy(() => import("./cart/Cart.tsx").then((m) => ({ default: m.CartBlock })));
const UserFavorite = lazy(() => import("./user-favorite/UserFavorite.tsx").then((m) => ({ default: m.UserFavorite })));
const UserWishlist = lazy(() => import("./user-wishlist/UserWishlist.tsx").then((m) => ({ default: m.UserWishlist })));
const SharedWishlist = lazy(() => import("./wishlist-shared/SharedWishlist.tsx").then((m) => ({ default: m.SharedWishlist })));
const Feedback = lazy(() => import("./feedback/Feedback.tsx").then((m) => ({ default: m.Feedback })));
const InquiryForm = lazy(() => import("./inquiry/Inquiry.tsx").then((m) => ({ default: m.InquiryForm })));
const UserInquiry = lazy(() => import("./user-inquiry/UserInquiry.tsx").then((m) => ({ default: m.UserInquiry })));
const NewsletterConfirm = lazy(() => import("./newsletter/NewsletterLink.tsx").then((m) => ({ default: m.NewsletterConfirm })));
const NewsletterUnsubscribe = lazy(() => import("./newsletter/NewsletterLink.tsx").then((m) => ({ default: m.NewsletterUnsubscribe })));
const UserInfo = lazy(() => import("./user-info/UserInfo.tsx").then((m) => ({ default: m.UserInfo })));
const UserLog = lazy(() => import("./user-log/UserLog.tsx").then((m) => ({ default: m.UserLog })));
const UserSecurity = lazy(() => import("./user-security/UserSecurity.tsx").then((m) => ({ default: m.UserSecurity })));
const Reviews = lazy(() => import("./reviews/Reviews.tsx").then((m) => ({ default: m.Reviews })));
const ReviewFormBlock = lazy(() => import("./reviews/OwnReview.tsx").then((m) => ({ default: m.OwnReview })));
const Comments = lazy(() => import("./comments/Comments.tsx").then((m) => ({ default: m.Comments })));
const UserArticle = lazy(() => import("./user-article/UserArticle.tsx").then((m) => ({ default: m.UserArticle })));

/**
 * Every block a page fragment may embed, by its `<shop-block name>`. Server loads and actions live in
 * registry.server.ts under the same names.
 */
export const blockComponents: BlockComponents = {
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
  cart: CartBlock,
  "cart-drawer": CartDrawer,
  checkout: CheckoutBlock,
  payment: Payment,
  "user-order-list": UserOrderList,
  "user-order-detail": UserOrderDetail,
  "order-refund": OrderRefund,
  "user-return-list": UserReturnList,
  "user-return-detail": UserReturnDetail,
  reviews: Reviews,
  "review-form": ReviewFormBlock,
  comments: Comments,
  "user-article": UserArticle,
  // Feedback, newsletter, quotes and wishlists (issue 9).
  newsletter: Newsletter,
  "newsletter-confirm": NewsletterConfirm,
  "newsletter-unsubscribe": NewsletterUnsubscribe,
  feedback: Feedback,
  inquiry: InquiryForm,
  "user-inquiry": UserInquiry,
  "wishlist-shared": SharedWishlist,
};

export const blockNames: ReadonlySet<string> = new Set(Object.keys(blockComponents));

