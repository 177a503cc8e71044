import { randomUUID } from "node:crypto";
import type { OwnArticle } from "#contract/customer-articles.ts";
import type { Address } from "#contract/account.ts";
import type { OwnReview } from "#contract/reviews.ts";
import type { ReturnRequest } from "#contract/returns.ts";
import type { WishlistSummary } from "#contract/wishlist.ts";
import { makeArticle } from "#tests/fixtures/catalog.ts";
import { post } from "#tests/fixtures/customers.ts";
import { makeCustomer, makeSellable, placeInput, seedShipping, usAddress } from "#tests/fixtures/orders.ts";
import { adminReturn, deliveredOrder, logistics, returnAddress, returnIdOf } from "#tests/fixtures/returns.ts";
import type { TestBackend } from "#tests/setup/backend.ts";

/**
 * Every place a shopper's text goes in, as one table: the API endpoints that take customer text and
 * the storefront forms. The naughty-strings sweep and the XSS corpus both run through these tables;
 * a new form or endpoint is one more row.
 */

/** What the rows need to exist first: a customer with an order, a product, an article, their records. */
export type Fixture = {
  customer: { id: number; email: string; token: string; headers: Record<string, string> };
  productId: number;
  skuCode: string;
  articleId: number;
  articleSlug: string;
  reviewId: number;
  myArticleId: number;
  wishlistId: number;
  wishlistToken: string;
  addressId: number;
  orderNumber: string;
  returnNumber: string;
};

export async function makeFixture(backend: TestBackend): Promise<Fixture> {
  const { app, db } = backend;
  await seedShipping(db);
  const customer = await makeCustomer(db);
  const h = customer.headers;
  const { product, skus } = await makeSellable(db, [{ price: 2500, stock: 1000 }]);
  const article = await makeArticle(db);
  const review = await post<OwnReview>(app, "/api/web/review/create", { productId: product.id, rating: 4, title: "Fine", body: "Works." }, h);
  const mine = await post<OwnArticle>(app, "/api/web/my-article/create", { title: "My trip", body: "It rained." }, h);
  const list = await post<WishlistSummary>(app, "/api/web/wishlist/create", { name: "Later" }, h);
  const shared = await post<{ token: string }>(app, "/api/web/wishlist/share", { id: list.data.id }, h);
  const address = await post<Address>(app, "/api/web/address/create", usAddress(), h);
  const delivered = await deliveredOrder({ app, db }, { customer, lines: [{ price: 2000, quantity: 50 }] });
  const returned = await post<ReturnRequest>(
    app,
    "/api/web/return/apply",
    { idempotencyKey: randomUUID(), orderNumber: delivered.order.number, applyType: "return-refund", reason: "wrong-size", lines: [{ lineId: delivered.order.lines[0]!.id, quantity: 1 }] },
    h,
  );
  const approved = await adminReturn(app, await returnIdOf(db, returned.data.number), "approve", { address: returnAddress });
  for (const [what, answer] of Object.entries({ review, mine, list, shared, address, returned, approved })) {
    if (answer.status >= 300) throw new Error(`fixture ${what}: ${answer.status} ${answer.msg}`);
  }
  return {
    customer,
    productId: product.id,
    skuCode: skus[0]!.code,
    articleId: article.id,
    articleSlug: article.slug,
    reviewId: review.data.id,
    myArticleId: mine.data.id,
    wishlistId: list.data.id,
    wishlistToken: shared.data.token,
    addressId: address.data.id,
    orderNumber: delivered.order.number,
    returnNumber: returned.data.number,
  };
}

export type Who = "guest" | "customer";

/** An API endpoint that takes customer text: `body(text)` puts the text in every free-text field. */
export type ApiSurface = {
  name: string;
  path: string | ((f: Fixture) => string);
  method?: "POST" | "GET";
  who: Who;
  body?: (text: string, f: Fixture) => Record<string, unknown>;
};

const address = (text: string) => ({
  country: "US",
  province: text,
  city: text,
  area: text,
  postalCode: text,
  firstName: text,
  lastName: text,
  address: text,
  apartment: text,
  countryCode: "+1",
  phone: "4155550100",
});

export const API_SURFACES: ApiSurface[] = [
  { name: "review", path: "/api/web/review/update", who: "customer", body: (t, f) => ({ id: f.reviewId, rating: 5, title: t, body: t }) },
  { name: "comment", path: "/api/web/comment/create", who: "guest", body: (t, f) => ({ articleId: f.articleId, body: t, name: t, email: "guest@example.com" }) },
  { name: "comment (email)", path: "/api/web/comment/create", who: "guest", body: (t, f) => ({ articleId: f.articleId, body: "Nice.", name: "Guest", email: t }) },
  { name: "customer's article", path: "/api/web/my-article/update", who: "customer", body: (t, f) => ({ id: f.myArticleId, title: t, summary: t, body: t }) },
  { name: "customer's article (slug)", path: "/api/web/my-article/update", who: "customer", body: (t, f) => ({ id: f.myArticleId, title: "Trip", body: "Rain.", slug: t }) },
  { name: "feedback", path: "/api/web/feedback", who: "guest", body: (t) => ({ subject: t, message: t, email: "guest@example.com" }) },
  { name: "feedback (email)", path: "/api/web/feedback", who: "guest", body: (t) => ({ subject: "Hi", message: "Hello", email: t }) },
  { name: "newsletter", path: "/api/web/newsletter/subscribe", who: "guest", body: (t) => ({ email: t, consent: "on" }) },
  { name: "newsletter (token)", path: "/api/web/newsletter/confirm", who: "guest", body: (t) => ({ token: t }) },
  { name: "quote request", path: "/api/web/inquiry/create", who: "guest", body: (t) => ({ content: t, name: t, email: "guest@example.com", phone: "" }) },
  { name: "quote request (slug)", path: "/api/web/inquiry/create", who: "guest", body: (t) => ({ slug: t, content: "Ten please", name: "Guest", email: "guest@example.com" }) },
  { name: "wishlist name", path: "/api/web/wishlist/rename", who: "customer", body: (t, f) => ({ id: f.wishlistId, name: t }) },
  { name: "return request", path: "/api/web/return/apply", who: "customer", body: (t, f) => ({ idempotencyKey: randomUUID(), orderNumber: f.orderNumber, applyType: "refund-only", reason: "other", description: t, lines: [{ lineId: 1, quantity: 1 }] }) },
  { name: "return logistics", path: "/api/web/return/logistics", who: "customer", body: (t, f) => ({ number: f.returnNumber, ...logistics(), logisticsCompany: t, trackingNumber: t }) },
  { name: "address", path: "/api/web/address/update", who: "customer", body: (t, f) => ({ id: f.addressId, ...address(t) }) },
  { name: "profile name", path: "/api/web/user/editName", who: "customer", body: (t) => ({ fullName: t, firstName: t, lastName: t, nickName: t }) },
  { name: "profile info", path: "/api/web/user/editInfo", who: "customer", body: (t) => ({ bio: t, birthday: "1990-01-01" }) },
  { name: "change code", path: "/api/web/user/sendChangeCode", who: "customer", body: (t) => ({ target: t }) },
  { name: "sign-in", path: "/api/web/auth/signin", who: "guest", body: (t) => ({ account: t, password: t }) },
  { name: "sign-up", path: "/api/web/auth/signup", who: "guest", body: (t) => ({ account: t, password: t, agree: "on" }) },
  { name: "forgotten password", path: "/api/web/auth/forget", who: "guest", body: (t) => ({ account: t }) },
  { name: "reset password", path: "/api/web/auth/reset-password", who: "guest", body: (t) => ({ account: t, code: t, password: t }) },
  { name: "cart by SKU code", path: "/api/web/cart/add", who: "guest", body: (t) => ({ skuCode: t, quantity: 1 }) },
  { name: "checkout quote", path: "/api/web/checkout/quote", who: "customer", body: (t) => ({ couponCode: t, country: "US" }) },
  {
    name: "checkout",
    path: "/api/web/checkout/place",
    who: "customer",
    body: (t) => ({ ...placeInput({ note: t, contact: { email: t, phone: "+14155550100" } }), address: { ...address(t) } }),
  },
  { name: "coupon claim", path: "/api/web/coupon/claim", who: "customer", body: (t) => ({ code: t }) },
  { name: "order detail", path: "/api/web/order/detail", who: "guest", body: (t) => ({ number: t, access: t }) },
  { name: "product search", method: "GET", path: "/api/web/product/list", who: "guest", body: (t) => ({ q: t, sort: t, tag: t }) },
  { name: "reviews of a product", method: "GET", path: "/api/web/review/list", who: "guest", body: (t) => ({ slug: t, sort: t }) },
  { name: "comments of an article", method: "GET", path: "/api/web/comment/list", who: "guest", body: (t) => ({ slug: t }) },
  { name: "shared wishlist", method: "GET", path: "/api/web/wishlist/shared", who: "guest", body: (t) => ({ token: t }) },
  { name: "page endpoint", method: "GET", path: (f) => `/product/${f.skuCode}`, who: "guest", body: (t) => ({ request: "route", q: t, sort: t }) },
];

/** A storefront form, as its page posts it: the fields with the text in every free-text one. */
export type FormSurface = {
  name: string;
  path: string;
  who: Who;
  fields: (text: string, f: Fixture) => Record<string, string>;
};

const formAddress = (text: string) => Object.fromEntries(Object.entries(address(text)).map(([k, v]) => [`address.${k}`, v]));

export const FORM_SURFACES: FormSurface[] = [
  { name: "sign-in", path: "/auth/signin", who: "guest", fields: (t) => ({ intent: "signin", account: t, password: t, redirect: t }) },
  { name: "sign-up", path: "/auth/signup", who: "guest", fields: (t) => ({ intent: "signup", account: t, password: t, agree: "on" }) },
  { name: "forgotten password", path: "/auth/forget", who: "guest", fields: (t) => ({ intent: "forget", account: t }) },
  { name: "reset password", path: "/auth/reset-password", who: "guest", fields: (t) => ({ intent: "reset", account: t, code: t, password: t }) },
  { name: "verify email", path: "/auth/verify-email", who: "guest", fields: (t) => ({ intent: "verify", account: t, code: t }) },
  { name: "profile name", path: "/user/info", who: "customer", fields: (t) => ({ intent: "edit-name", fullName: t, firstName: t, lastName: t, nickName: t }) },
  { name: "profile info", path: "/user/info", who: "customer", fields: (t) => ({ intent: "edit-info", bio: t, birthday: t }) },
  { name: "new email", path: "/user/account", who: "customer", fields: (t) => ({ intent: "send-email-code", email: t }) },
  { name: "password", path: "/user/account", who: "customer", fields: (t) => ({ intent: "edit-password", currentPassword: t, password: t }) },
  { name: "address", path: "/user/address", who: "customer", fields: (t, f) => ({ intent: "address-save", id: String(f.addressId), ...address(t) }) },
  { name: "cart", path: "/cart", who: "guest", fields: (t) => ({ intent: "add", skuCode: t, quantity: "1", redirect: t }) },
  { name: "cart quantity", path: "/cart", who: "guest", fields: (t) => ({ intent: "update", lineId: t, quantity: t }) },
  {
    name: "checkout",
    path: "/checkout/information",
    who: "customer",
    fields: (t) => ({ intent: "place", idempotencyKey: randomUUID(), "contact.email": t, "contact.phone": t, ...formAddress(t), note: t, couponCode: t, shippingMethod: "standard", paymentMethod: "bank-transfer" }),
  },
  { name: "coupon at checkout", path: "/checkout/information", who: "customer", fields: (t) => ({ intent: "apply-coupon", couponCode: t }) },
  { name: "favourite", path: "/favorite", who: "guest", fields: (t) => ({ productId: t, redirect: t }) },
  { name: "currency", path: "/preferences", who: "guest", fields: (t) => ({ currency: t, redirectTo: t }) },
  { name: "order", path: "/user/order", who: "customer", fields: (t, f) => ({ intent: "order-confirm", number: f.orderNumber, redirect: t }) },
];
