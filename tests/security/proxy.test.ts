import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newEmail, newIp } from "#tests/fixtures/customers.ts";
import { makeSellable, seedShipping } from "#tests/fixtures/orders.ts";
import { clientAddress, parseTrustedHops, publicOrigin, trustedEntry } from "../../server/proxy.ts";
import { behindTls, customerWithPassword, PASSWORD } from "./fixtures.ts";
import { formPost, sessionCookie, startShop, type Shop } from "./harness.ts";

let shop: Shop;
beforeAll(async () => {
  shop = await startShop({ trustedHops: 1 });
  await seedShipping(shop.backend!.db);
});
afterAll(async () => {
  await shop.close();
});

const db = () => shop.backend!.db;

describe("behind a TLS proxy (defect 1)", () => {
  it("takes the sign-in form from https://shop.example and sets a Secure session cookie", async () => {
    const customer = await customerWithPassword(db());
    const res = await formPost(shop, "/auth/signin", { intent: "signin", account: customer.email, password: PASSWORD }, behindTls());
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/user/center");
    expect(res.headers.get("set-cookie")).toMatch(/^x-auth=[^;]+;.*Secure/);
  });

  it("takes user-area, cart and checkout forms from the public origin", async () => {
    const customer = await customerWithPassword(db());
    const { skus } = await makeSellable(db());
    const signedIn = { ...behindTls(), ...sessionCookie(customer.token) };
    const name = await formPost(shop, "/user/info", { intent: "edit-name", firstName: "Ada", lastName: "Byron" }, signedIn);
    expect(name.status).toBe(200);
    expect((await db().selectFrom("customer").select("last_name").where("id", "=", customer.id).executeTakeFirstOrThrow()).last_name).toBe("Byron");
    const cart = await formPost(shop, "/cart", { intent: "add", skuId: String(skus[0]!.id), quantity: "1", redirect: "/cart" }, signedIn);
    expect(cart.status).toBe(302);
    const checkout = await formPost(
      shop,
      "/checkout/information",
      { intent: "review", "contact.email": customer.email, "contact.phone": "+14155550100", "address.country": "US", "address.city": "San Francisco", "address.firstName": "Ada", "address.lastName": "Byron", "address.address": "1 Market St", "address.countryCode": "+1", "address.phone": "4155550100", shippingMethod: "standard" },
      signedIn,
    );
    expect(checkout.status).toBe(200);
  });

  it("still refuses a form from any other origin behind the proxy", async () => {
    const res = await formPost(shop, "/auth/signin", { intent: "signin" }, { ...behindTls(), origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("ignores forwarded values that are not a scheme and a host", () => {
    const url = new URL("http://10.0.0.5:3000/x");
    const headers = (h: Record<string, string>) => new Headers(h);
    expect(publicOrigin(url, headers({ "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" }), 1)).toBe("https://shop.example");
    expect(publicOrigin(url, headers({ "x-forwarded-proto": "gopher", "x-forwarded-host": "evil/x" }), 1)).toBe("http://10.0.0.5:3000");
    expect(publicOrigin(url, headers({ "x-forwarded-proto": "https" }), 0)).toBe("http://10.0.0.5:3000");
    // The proxy's entry counts, not one the client wrote before it.
    expect(publicOrigin(url, headers({ "x-forwarded-host": "evil.example, shop.example" }), 1)).toBe("http://shop.example");
  });
});

describe("the shopper's address behind proxies (defect 2)", () => {
  it("is the hop the trusted proxy appended, never one the client wrote", () => {
    const h = (xff: string) => new Headers({ "x-forwarded-for": xff });
    expect(clientAddress(h("198.51.100.7"), "10.0.0.1", 1)).toBe("198.51.100.7");
    expect(clientAddress(h("1.2.3.4, 198.51.100.7"), "10.0.0.1", 1)).toBe("198.51.100.7");
    expect(clientAddress(h("1.2.3.4, 198.51.100.7, 10.0.0.9"), "10.0.0.1", 2)).toBe("198.51.100.7");
    expect(clientAddress(h("198.51.100.7"), "10.0.0.1", 3)).toBe("198.51.100.7");
    expect(clientAddress(h("1.2.3.4"), "10.0.0.1", 0)).toBe("10.0.0.1");
    expect(clientAddress(h("1.2.3.4, not-an-ip"), "10.0.0.1", 1)).toBe("10.0.0.1");
    expect(clientAddress(h("1.2.3.4, [2001:db8::1]:443"), "10.0.0.1", 1)).toBe("2001:db8::1");
    expect(trustedEntry(null, 1)).toBeNull();
    expect([parseTrustedHops(undefined), parseTrustedHops("1"), parseTrustedHops("true"), parseTrustedHops("2"), parseTrustedHops("false"), parseTrustedHops("x")]).toEqual([0, 1, 1, 2, 0, 0]);
  });

  it("keeps the per-IP limit on a client that writes a new first hop every time", async () => {
    const client = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const res = await formPost(shop, "/auth/signin", { intent: "signin", account: newEmail(), password: "wrong password" }, {
        "x-forwarded-for": `${newIp()}, ${client}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });
});
