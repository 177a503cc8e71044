import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CheckoutMessages, type PlacedOrder } from "#contract/order.ts";
import { newIp, post } from "#tests/fixtures/customers.ts";
import { addToCart, guest, makeLimitedCoupon, makeSellable, placeInput, placeOrder, seedShipping } from "#tests/fixtures/orders.ts";
import { TEST_ADMIN_TOKEN } from "#tests/setup/backend.ts";
import { customerWithPassword, PASSWORD } from "./fixtures.ts";
import { formPost, sessionCookie, startShop, type Shop } from "./harness.ts";

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
  await seedShipping(shop.backend!.db);
});
afterAll(async () => {
  await shop.close();
});

const db = () => shop.backend!.db;
const api = () => shop.backend!.app;

async function buy(headers: Record<string, string>, email: string, couponCode: string) {
  const { skus } = await makeSellable(db(), [{ price: 5000, stock: 100 }]);
  await addToCart(api(), headers, skus[0]!.id);
  return placeOrder(api(), headers, placeInput({ couponCode, contact: { email, phone: "+14155550100" } }));
}

describe("a one-per-customer coupon (defect 12)", () => {
  it("cannot be used again as a guest with the customer's address, nor with a +tag of it", async () => {
    const coupon = await makeLimitedCoupon(db(), { perCustomerLimit: 1 });
    const customer = await customerWithPassword(db(), `ada-${Date.now()}@example.com`);
    expect((await buy(customer.headers, customer.email, coupon.code)).status).toBe(200);
    for (const email of [customer.email, customer.email.toUpperCase(), customer.email.replace("@", "+again@")]) {
      const again = await buy(guest(), email, coupon.code);
      expect(again, email).toMatchObject({ status: 409, msg: CheckoutMessages.couponUsed });
    }
  });

  it("counts a guest's use against the account that owns the address", async () => {
    const coupon = await makeLimitedCoupon(db(), { perCustomerLimit: 1 });
    const email = `grace-${Date.now()}@example.com`;
    expect((await buy(guest(), email, coupon.code)).status).toBe(200);
    const customer = await customerWithPassword(db(), email);
    expect(await buy(customer.headers, email, coupon.code)).toMatchObject({ status: 409, msg: CheckoutMessages.couponUsed });
    // Other people are not affected.
    expect((await buy(guest(), `someone-${Date.now()}@example.com`, coupon.code)).status).toBe(200);
  });

  it("cannot be used twice by two checkouts of the same person at once", async () => {
    const coupon = await makeLimitedCoupon(db(), { perCustomerLimit: 1 });
    const customer = await customerWithPassword(db(), `twice-${Date.now()}@example.com`);
    const answers = await Promise.all([buy(customer.headers, customer.email, coupon.code), buy(guest(), customer.email, coupon.code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe("email addresses (defect 12)", () => {
  it("take plus-addresses and the other characters a mailbox may use, with the spec's message otherwise", async () => {
    for (const account of ["g+1@example.com", "o'brien@example.ie", "first.last+shop@sub.example.co.uk"]) {
      const ip = newIp();
      const res = await post(api(), "/api/web/auth/signup", { account, password: PASSWORD, agree: "on" }, { "x-client-ip": ip });
      // Past validation: the check (not the address) is what the form still needs.
      expect(res, account).toMatchObject({ status: 400, msg: "errors.captcha" });
    }
    const bad = await post(api(), "/api/web/auth/signup", { account: "a..b@example", password: PASSWORD, agree: "on" }, { "x-client-ip": newIp() });
    expect(bad).toMatchObject({ status: 400, data: { fields: { account: ["validation.accountFormat"] } } });
  });
});

describe("the admin API (defect 12)", () => {
  it("refuses a client that keeps guessing the token, behind the proxy too", async () => {
    const client = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await shop.request("/api/admin/products", { headers: { "x-admin-token": `guess-${i}`, "x-forwarded-for": `${newIp()}, ${client}` } });
      statuses.push(res.status);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
    const right = await shop.request("/api/admin/products", { headers: { "x-admin-token": TEST_ADMIN_TOKEN, "x-forwarded-for": client } });
    expect(right.status).toBe(429);
  });
});

describe("logs (defect 12)", () => {
  it("get no stack trace for a POST to a page without a form", async () => {
    const logged = vi.spyOn(console, "error");
    for (let i = 0; i < 5; i++) {
      const res = await formPost(shop, "/", { a: "1" });
      expect(res.status).toBe(405);
      expect((await formPost(shop, "/no-such-page/deeper", { a: "1" })).status).toBeLessThan(500);
    }
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe("what an answer gives away (defect 12)", () => {
  it("sendChangeCode says the same for a registered and a free address", async () => {
    const customer = await customerWithPassword(db());
    const other = await customerWithPassword(db());
    const ask = (target: string) => post(api(), "/api/web/user/sendChangeCode", { target }, { ...customer.headers, "x-client-ip": newIp() });
    expect(await ask(other.email)).toEqual(await ask(`free-${Date.now()}@example.com`));
  });

  it("another customer's order page is the same 404 as an unknown number", async () => {
    const owner = await customerWithPassword(db());
    const nosy = await customerWithPassword(db());
    const { skus } = await makeSellable(db());
    await addToCart(api(), owner.headers, skus[0]!.id);
    const placed = await post<PlacedOrder>(api(), "/api/web/checkout/place", placeInput({ contact: { email: owner.email, phone: "+14155550100" } }), owner.headers);
    const number = placed.data.order.number;
    expect((await shop.request(`/user/order/${number}`, { headers: sessionCookie(owner.token) })).status).toBe(200);
    const theirs = await shop.request(`/user/order/${number}`, { headers: sessionCookie(nosy.token) });
    const unknown = await shop.request("/user/order/99999999999", { headers: sessionCookie(nosy.token) });
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    const page = await theirs.text();
    expect(page).toContain('data-error-status="404"');
    // Nothing of the order's but its number (which is the address itself).
    expect(page).not.toContain(owner.email);
  });
});
