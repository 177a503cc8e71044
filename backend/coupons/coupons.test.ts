import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimedCoupon } from "#contract/order.ts";
import type { VisitorData } from "#contract/visitor.ts";
import { post } from "#tests/fixtures/customers.ts";
import { guest, makeCustomer, makeLimitedCoupon } from "#tests/fixtures/orders.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

describe("coupon claims", () => {
  it("a signed-in customer claims by code or slug, once; the claimed list and visitor data show it", async () => {
    const { app, db } = backend;
    const customer = await makeCustomer(db);
    const a = await makeLimitedCoupon(db, { perCustomerLimit: 1 });
    const b = await makeLimitedCoupon(db);
    const first = await post<ClaimedCoupon>(
      app,
      "/api/web/coupon/claim",
      { code: a.code.toLowerCase() },
      customer.headers,
    );
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ code: a.code, usedByMe: 0, usable: true });
    expect((await post(app, "/api/web/coupon/claim", { code: a.code }, customer.headers)).status).toBe(200);
    expect((await post(app, "/api/web/coupon/claim", { slug: b.slug }, customer.headers)).status).toBe(200);
    const claimed = await post<ClaimedCoupon[]>(app, "/api/web/coupon/claimed", {}, customer.headers);
    expect(claimed.data.map((c) => c.code)).toEqual([b.code, a.code]);
    const visitor = await post<VisitorData>(app, "/api/web/visitor/data", {}, customer.headers);
    expect(visitor.data.coupons.map((c) => c.code).sort()).toEqual([a.code, b.code].sort());
  });

  it("refuses guests, unknown, hidden, ended and exhausted coupons", async () => {
    const { app, db } = backend;
    const customer = await makeCustomer(db);
    const open = await makeLimitedCoupon(db);
    expect((await post(app, "/api/web/coupon/claim", { code: open.code }, guest())).status).toBe(401);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ code: "NO-SUCH-CODE" }, 404, "coupon.errors.unknown"],
      [{ code: (await makeLimitedCoupon(db, { hidden: true })).code }, 404, "coupon.errors.unknown"],
      [
        { code: (await makeLimitedCoupon(db, { endsAt: new Date(Date.now() - 1000).toISOString() })).code },
        400,
        "coupon.errors.expired",
      ],
      [{ code: (await makeLimitedCoupon(db, { totalLimit: 0 })).code }, 400, "coupon.errors.exhausted"],
    ];
    for (const [body, status, msg] of cases) {
      const res = await post(app, "/api/web/coupon/claim", body, customer.headers);
      expect(res.status).toBe(status);
      expect(res.msg).toBe(msg);
    }
    expect(
      (await post(app, "/api/web/coupon/claim", { code: open.code, slug: open.slug }, customer.headers)).status,
    ).toBe(400);
    expect((await post(app, "/api/web/coupon/claim", {}, customer.headers)).status).toBe(400);
    expect((await post(app, "/api/web/coupon/claim", { code: open.code, value: 1 }, customer.headers)).status).toBe(
      400,
    );
  });
});
