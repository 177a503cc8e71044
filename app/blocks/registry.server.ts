import { loadArticleList } from "./article-list/load.server.ts";
import { loadCart, loadCartBrief } from "./cart/load.server.ts";
import { loadCheckout } from "./checkout/checkout.server.ts";
import { loadOrderDetail, loadOrderList, orderAction } from "./user-order-list/orders.server.ts";
import { applyForReturn, loadOrderRefund } from "./order-refund/order-refund.server.ts";
import { APPLY_INTENT } from "./order-refund/schema.ts";
import { loadPayment, payOrder } from "./payment/payment.server.ts";
import { loadReturnList } from "./user-return-list/returns.server.ts";
import { cancelReturn, loadReturnDetail, submitLogistics } from "./user-return-detail/return-detail.server.ts";
import { forget, resendCode, resetPassword } from "./auth-forget/action.server.ts";
import type { BlockAction } from "./auth-shared/actions.server.ts";
import { loadCaptcha } from "./auth-shared/load.server.ts";
import { signIn } from "./auth-signin/action.server.ts";
import { signUp } from "./auth-signup/action.server.ts";
import { verifyEmail } from "./auth-verify-email/action.server.ts";
import { userActions } from "./user-shared/actions.server.ts";
import {
  loadAddresses,
  loadFavorites,
  loadLog,
  loadSecurity,
  loadUserCenter,
  loadUserInfo,
} from "./user-shared/load.server.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { loadListingFilters } from "./listing-filters/load.server.ts";
import { loadProductList } from "./product-list/load.server.ts";
import { loadProductBySlug } from "./product/load.server.ts";
import { claimCoupon, loadCoupons, loadPromotions } from "./promotions/load.server.ts";
import { loadSearch } from "./search/load.server.ts";
import { reviewActions } from "./reviews/actions.server.ts";
import { loadReviewForm, loadReviews } from "./reviews/load.server.ts";
import { commentActions } from "./comments/actions.server.ts";
import { loadComments } from "./comments/load.server.ts";
import { userArticleActions } from "./user-article/actions.server.ts";
import { loadUserArticle } from "./user-article/load.server.ts";
import { loadFeedback, sendFeedback } from "./feedback/actions.server.ts";
import { loadInquiryForm, sendInquiry } from "./inquiry/actions.server.ts";
import { confirmSubscription, loadConfirmLink, loadUnsubscribeLink, subscribe, unsubscribe } from "./newsletter/actions.server.ts";
import { loadInquiries } from "./user-inquiry/load.server.ts";
import { wishlistActions } from "./user-wishlist/actions.server.ts";
import { loadWishlists } from "./user-wishlist/load.server.ts";

export type BlockLoad = (props: Record<string, unknown>, ctx: BlockLoadContext) => Promise<unknown>;

/** The server `load` of each block that needs data, by block name. */
export const blockLoaders: Record<string, BlockLoad> = {
  "product-list": loadProductList,
  "listing-filters": loadListingFilters,
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
  "auth-signup": loadCaptcha,
  "auth-forget": loadCaptcha,
  "user-center": loadUserCenter,
  "user-info": loadUserInfo,
  "user-account": loadUserInfo,
  "user-security": loadSecurity,
  "user-log": loadLog,
  "user-favorite": loadFavorites,
  "user-wishlist": loadWishlists,
  "user-address": loadAddresses,
  "address-list": loadAddresses,
  "address-form": loadAddresses,
  "address-modal": loadAddresses,
  cart: loadCart,
  "cart-drawer": loadCartBrief,
  checkout: loadCheckout,
  payment: loadPayment,
  "user-order-list": loadOrderList,
  "user-order-detail": loadOrderDetail,
  "order-refund": loadOrderRefund,
  "user-return-list": loadReturnList,
  "user-return-detail": loadReturnDetail,
  reviews: loadReviews,
  "review-form": loadReviewForm,
  comments: loadComments,
  "user-article": loadUserArticle,
  "newsletter-confirm": loadConfirmLink,
  "newsletter-unsubscribe": loadUnsubscribeLink,
  feedback: loadFeedback,
  inquiry: loadInquiryForm,
  "user-inquiry": loadInquiries,
};

/**
 * The server `action` of each block form, by the `intent` the form posts. The auth and user routes
 * dispatch to these; a block placed on another page posts to its own route.
 */
export const blockActions: Record<string, BlockAction> = {
  "coupon-claim": claimCoupon,
  signin: signIn,
  signup: signUp,
  forget,
  reset: resetPassword,
  resend: resendCode,
  verify: verifyEmail,
  ...userActions,
  "order-cancel": orderAction,
  "order-confirm": orderAction,
  "order-pay": orderAction,
  pay: payOrder,
  [APPLY_INTENT]: applyForReturn,
  "return-cancel": cancelReturn,
  "return-logistics": submitLogistics,
  ...reviewActions,
  ...commentActions,
  ...userArticleActions,
  "newsletter-subscribe": subscribe,
  "newsletter-confirm": confirmSubscription,
  "newsletter-unsubscribe": unsubscribe,
  "feedback-send": sendFeedback,
  "inquiry-send": sendInquiry,
  ...wishlistActions,
};
