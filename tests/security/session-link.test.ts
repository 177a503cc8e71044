import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry } from "#contract/account.ts";
import type { Paged } from "#contract/catalog.ts";
import { post } from "#tests/fixtures/customers.ts";
import { makeCustomer } from "#tests/fixtures/orders.ts";
import { sessionCookie, startShop, type Shop } from "./harness.ts";

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop.close();
});

const db = () => shop.backend!.db;
const activity = async (token: string) =>
  (await post<Paged<ActivityEntry>>(shop.backend!.app, "/api/web/user/activity", {}, { "x-auth": token })).data.items.map((e) => e.kind);

describe("the x-auth query parameter (defect 3: session fixation, login CSRF)", () => {
  it("cannot turn a victim signed in as A into B by a link: the live cookie wins", async () => {
    const victim = await makeCustomer(db());
    const attacker = await makeCustomer(db());
    const res = await shop.request(`/user/center?x-auth=${attacker.token}`, { headers: sessionCookie(victim.token), redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/user/center");
    expect(res.headers.get("set-cookie") ?? "").not.toContain(attacker.token);
    expect(await activity(attacker.token)).not.toContain("signin-link");
  });

  it("never makes a cookie of a token the backend does not know", async () => {
    const forged = "f".repeat(43);
    const res = await shop.request(`/?x-auth=${forged}`, { redirect: "manual" });
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie") ?? "").not.toContain(forged);
  });

  it("trades a live token for the cookie when no one is signed in, and records it in the customer's activity", async () => {
    const customer = await makeCustomer(db());
    const res = await shop.request(`/de/cart?x-auth=${customer.token}&x=1`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/de/cart?x=1");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`^x-auth=${customer.token};.*HttpOnly`));
    expect(await activity(customer.token)).toContain("signin-link");
  });

  it("replaces a cookie whose session has ended", async () => {
    const ended = await makeCustomer(db());
    await db().updateTable("customer_session").set({ revoked_at: new Date().toISOString() }).where("customer_id", "=", ended.id).execute();
    const fresh = await makeCustomer(db());
    const res = await shop.request(`/?x-auth=${fresh.token}`, { headers: sessionCookie(ended.token), redirect: "manual" });
    expect(res.headers.get("set-cookie")).toContain(`x-auth=${fresh.token}`);
  });
});
