import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionInfo } from "#contract/account.ts";
import type { Cart } from "#contract/cart.ts";
import type { Inquiry } from "#contract/inquiry.ts";
import { newIp, post } from "#tests/fixtures/customers.ts";
import { addToCart, makeCustomer } from "#tests/fixtures/orders.ts";
import { sessionCookie, startShop, type Shop } from "./harness.ts";
import { makeFixture, type Fixture } from "./surfaces.ts";

/**
 * Two customers side by side: everything A owns, B can neither list nor read nor change — every
 * per-customer record by its id, one table row each.
 */
let shop: Shop;
let a: Fixture;
let b: { id: number; email: string; token: string; headers: Record<string, string> };
let refs: { cartLineId: number; inquiryId: number; sessionId: number };

beforeAll(async () => {
  shop = await startShop();
  a = await makeFixture(shop.backend!);
  b = await makeCustomer(shop.backend!.db);
  const app = shop.backend!.app;
  const cart = await addToCart(app, a.customer.headers, (await shop.backend!.db.selectFrom("sku").select("id").where("code", "=", a.skuCode).executeTakeFirstOrThrow()).id);
  const inquiry = await post<Inquiry>(app, "/api/web/inquiry/create", { content: "Ten please", name: "Ada", email: a.customer.email }, { ...a.customer.headers, "x-client-ip": newIp() });
  const sessions = await post<SessionInfo[]>(app, "/api/web/user/sessions", {}, a.customer.headers);
  refs = { cartLineId: (cart.data as Cart).lines[0]!.id, inquiryId: inquiry.data.id, sessionId: sessions.data[0]!.id };
});
afterAll(async () => {
  await shop.close();
});

type Attempt = { name: string; path: string; body: () => Record<string, unknown> };

/** Every call that names one of A's records, made as B. */
const ATTEMPTS: Attempt[] = [
  { name: "address update", path: "/api/web/address/update", body: () => ({ id: a.addressId, country: "US", city: "X", firstName: "B", lastName: "B", address: "X", countryCode: "+1", phone: "4155550100" }) },
  { name: "address delete", path: "/api/web/address/delete", body: () => ({ id: a.addressId }) },
  { name: "address default", path: "/api/web/address/default", body: () => ({ id: a.addressId }) },
  { name: "order detail", path: "/api/web/order/detail", body: () => ({ number: a.orderNumber }) },
  { name: "order cancel", path: "/api/web/order/cancel", body: () => ({ number: a.orderNumber }) },
  { name: "order receipt", path: "/api/web/order/confirm-receipt", body: () => ({ number: a.orderNumber }) },
  { name: "order payment", path: "/api/web/payment/start", body: () => ({ orderNumber: a.orderNumber }) },
  { name: "return detail", path: "/api/web/return/detail", body: () => ({ number: a.returnNumber }) },
  { name: "return cancel", path: "/api/web/return/cancel", body: () => ({ number: a.returnNumber }) },
  { name: "return logistics", path: "/api/web/return/logistics", body: () => ({ number: a.returnNumber, logisticsCompany: "X", trackingNumber: "1", deliveryTime: new Date().toISOString().slice(0, 10) }) },
  { name: "return on A's order", path: "/api/web/return/apply", body: () => ({ idempotencyKey: crypto.randomUUID(), orderNumber: a.orderNumber, applyType: "refund-only", reason: "wrong-size", lines: [{ lineId: 1, quantity: 1 }] }) },
  { name: "wishlist detail", path: "/api/web/wishlist/detail", body: () => ({ id: a.wishlistId }) },
  { name: "wishlist rename", path: "/api/web/wishlist/rename", body: () => ({ id: a.wishlistId, name: "Mine now" }) },
  { name: "wishlist delete", path: "/api/web/wishlist/delete", body: () => ({ id: a.wishlistId }) },
  { name: "wishlist share", path: "/api/web/wishlist/share", body: () => ({ id: a.wishlistId }) },
  { name: "wishlist item add", path: "/api/web/wishlist/item/add", body: () => ({ listId: a.wishlistId, productId: a.productId }) },
  { name: "article detail", path: "/api/web/my-article/detail", body: () => ({ id: a.myArticleId }) },
  { name: "article update", path: "/api/web/my-article/update", body: () => ({ id: a.myArticleId, title: "Mine now", body: "x" }) },
  { name: "article submit", path: "/api/web/my-article/submit", body: () => ({ id: a.myArticleId }) },
  { name: "article delete", path: "/api/web/my-article/delete", body: () => ({ id: a.myArticleId }) },
  { name: "review update", path: "/api/web/review/update", body: () => ({ id: a.reviewId, rating: 1, title: "Mine now", body: "x" }) },
  { name: "review delete", path: "/api/web/review/delete", body: () => ({ id: a.reviewId }) },
  { name: "quote detail", path: "/api/web/inquiry/detail", body: () => ({ id: refs.inquiryId }) },
  { name: "session revoke", path: "/api/web/user/sessions/revoke", body: () => ({ id: refs.sessionId }) },
  { name: "cart line update", path: "/api/web/cart/update", body: () => ({ lineId: refs.cartLineId, quantity: 5 }) },
  { name: "cart line remove", path: "/api/web/cart/remove", body: () => ({ lineId: refs.cartLineId }) },
];

/** B's own lists, none of which may show A's records. */
const LISTS = ["/api/web/address/list", "/api/web/order/list", "/api/web/return/list", "/api/web/wishlist/lists", "/api/web/my-article/list", "/api/web/review/mine", "/api/web/inquiry/list", "/api/web/user/sessions", "/api/web/cart", "/api/web/coupon/claimed", "/api/web/user/activity", "/api/web/visitor/data", "/api/web/visitor/summary"];

describe("two customers' records (never cross)", () => {
  it.each(ATTEMPTS.map((attempt) => [attempt.name, attempt] as const))("B cannot reach A's record: %s", async (_, attempt) => {
    const res = await post(shop.backend!.app, attempt.path, attempt.body(), { ...b.headers, "x-client-ip": newIp() });
    expect([400, 403, 404, 409], `${res.status} ${res.msg}`).toContain(res.status);
    expect(res.code).not.toBe(0);
    // Refused for whose record it is, not for a malformed call.
    expect(res.msg).not.toBe("errors.validation");
  });

  it("A's records are untouched afterwards, and B's lists never show them", async () => {
    const app = shop.backend!.app;
    const own = await post(app, "/api/web/order/detail", { number: a.orderNumber }, a.customer.headers);
    expect(own.status).toBe(200);
    expect((await post(app, "/api/web/wishlist/detail", { id: a.wishlistId }, a.customer.headers)).data).toMatchObject({ name: "Later" });
    expect((await post(app, "/api/web/my-article/detail", { id: a.myArticleId }, a.customer.headers)).data).toMatchObject({ title: "My trip" });
    const aSecrets = [a.orderNumber, a.returnNumber, a.customer.email, a.customer.token];
    for (const path of LISTS) {
      const res = await post(app, path, {}, b.headers);
      const text = JSON.stringify(res);
      for (const secret of aSecrets) expect(text, `${path} shows ${secret}`).not.toContain(secret);
    }
  });

  it("B's pages in the storefront show nothing of A's", async () => {
    for (const path of ["/user/center", "/user/address", "/user/order", "/user/account", "/user/security", `/user/order/${a.orderNumber}`, "/cart"]) {
      const html = await (await shop.request(path, { headers: sessionCookie(b.token) })).text();
      for (const secret of [a.customer.email, a.returnNumber, a.customer.token]) expect(html, `${path}`).not.toContain(secret);
    }
  });
});
