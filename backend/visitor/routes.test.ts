import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VisitorData, VisitorSummary } from "#contract/visitor.ts";
import { adminHeaders, createTestBackend, jsonRequest, type TestBackend } from "#tests/setup/backend.ts";
import { makePromotion } from "#tests/fixtures/catalog.ts";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { guest, makeCustomer, makeSellable } from "#tests/fixtures/orders.ts";

let backend: TestBackend;

beforeAll(async () => {
  backend = await createTestBackend();
  const day = 86_400_000;
  await makePromotion(backend.db, { slug: "now", title: "On now", i18n: { de: { title: "Jetzt" } } });
  await makePromotion(backend.db, { slug: "later", startsAt: new Date(Date.now() + day).toISOString() });
  await makePromotion(backend.db, { slug: "over", endsAt: new Date(Date.now() - day).toISOString() });
  await makePromotion(backend.db, { slug: "hidden", hidden: true });
});

afterAll(async () => {
  await backend.close();
});

async function send(path: string, init: RequestInit) {
  const res = await backend.app.request(path, init);
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: unknown }) };
}

describe("POST /api/web/visitor/data", () => {
  it("answers empty visitor data with the active promotions", async () => {
    const res = await send("/api/web/visitor/data?lang=de", { method: "POST" });
    expect(res.status).toBe(200);
    const data = res.data as VisitorData;
    expect(data.wishList).toEqual({ productIds: [] });
    expect(data.cart).toEqual({ items: [], count: 0, version: 0 });
    expect(data.coupons).toEqual([]);
    expect(data.promotions).toEqual([{ id: expect.any(Number), slug: "now", title: "Jetzt" }]);
  });

  it("takes an empty JSON object", async () => {
    expect((await send("/api/web/visitor/data", jsonRequest("POST", {}))).status).toBe(200);
  });

  it.each([
    ["malformed JSON", { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" }],
    ["unknown fields", jsonRequest("POST", { admin: true })],
  ])("refuses %s", async (_, init) => {
    expect(await send("/api/web/visitor/data", init)).toMatchObject({ status: 400, code: 40 });
  });

  it("refuses an unknown language", async () => {
    expect(await send("/api/web/visitor/data?lang=xx", { method: "POST" })).toMatchObject({
      status: 400,
      msg: "errors.language",
    });
  });
});

describe("POST /api/web/visitor/summary", () => {
  const summary = async (headers: Record<string, string>) =>
    (await send("/api/web/visitor/summary", jsonRequest("POST", {}, headers))) as { status: number; code: number; data: VisitorSummary };
  const data = async (headers: Record<string, string>) =>
    (await send("/api/web/visitor/data", jsonRequest("POST", {}, headers))).data as VisitorData;

  it("answers a stranger's empty header", async () => {
    expect(await summary({})).toMatchObject({ status: 200, code: 0, data: { signedIn: false, wishList: { productIds: [] }, cart: { count: 0, version: 0 } } });
  });

  it("says what visitor/data says of the hearts and the cart, for a guest and for a customer", async () => {
    const { product, skus } = await makeSellable(backend.db, [{ price: 1500, stock: 20 }, { price: 900, stock: 20 }]);
    const other = await makeSellable(backend.db);
    const customer = await makeCustomer(backend.db);
    for (const headers of [guest(), customer.headers]) {
      await send("/api/web/cart/add", jsonRequest("POST", { skuId: skus[0]!.id, quantity: 2 }, headers));
      await send("/api/web/cart/add", jsonRequest("POST", { skuId: skus[1]!.id, quantity: 3 }, headers));
      await send("/api/web/favorite/add", jsonRequest("POST", { types: "product", productId: product.id }, headers));
      await send("/api/web/favorite/add", jsonRequest("POST", { types: "product", productId: other.product.id }, headers));
      const header = (await summary(headers)).data;
      const full = await data(headers);
      expect(header).toEqual({ signedIn: headers === customer.headers, wishList: full.wishList, cart: { count: 5, version: full.cart.version } });
      expect(header.wishList.productIds).toEqual([other.product.id, product.id]);
      expect(header.cart.version).toBeGreaterThan(0);
    }
  });

  it("answers a revoked or unknown session as a guest's", async () => {
    const customer = await makeCustomer(backend.db);
    await backend.db.updateTable("customer_session").set({ revoked_at: new Date().toISOString() }).where("customer_id", "=", customer.id).execute();
    expect((await summary(customer.headers)).data.signedIn).toBe(false);
    expect((await summary({ "x-auth": "not-a-token" })).data).toEqual({ signedIn: false, wishList: { productIds: [] }, cart: { count: 0, version: 0 } });
  });

  it.each([
    ["malformed JSON", { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" }],
    ["unknown fields", jsonRequest("POST", { admin: true })],
  ])("refuses %s", async (_, init) => {
    expect(await send("/api/web/visitor/summary", init)).toMatchObject({ status: 400, code: 40 });
  });

  it("takes every naughty string as a field, a visitor id and a token without a 5xx", { timeout: 60_000 }, async () => {
    for (const text of naughtyStrings) {
      const asField = await send("/api/web/visitor/summary", jsonRequest("POST", { [text || "empty"]: text }));
      expect(asField, text).toMatchObject({ status: 400, code: 40 });
      // Header values must be ISO-8859-1 without line breaks: what a client cannot send is skipped.
      if (!/^[\x20-\x7e]*$/.test(text)) continue;
      const asHeaders = await send("/api/web/visitor/summary", jsonRequest("POST", {}, { "x-visitor-id": text, "x-auth": text }));
      expect(asHeaders, text).toMatchObject({ status: 200, code: 0, data: { signedIn: false } });
    }
  });
});

describe("POST /api/web/stat/duration", () => {
  const visitorId = "visitor_0123456789abcdef";
  const statOf = (path: string, key: string) =>
    backend.db.selectFrom("visit_stat").selectAll().where("path", "=", path).where("visitor_key", "=", key).executeTakeFirst();

  it("adds a JSON beacon's seconds to the visitor's time on the page, without the query", async () => {
    const res = await send(
      "/api/web/stat/duration",
      jsonRequest("POST", { duration: 12, path: "/de/product/lamp?access=secret" }, { cookie: `visitorId=${visitorId}` }),
    );
    expect(res).toMatchObject({ status: 200, code: 0 });
    await send("/api/web/stat/duration", jsonRequest("POST", { duration: 10, path: "/de/product/lamp" }, { cookie: `visitorId=${visitorId}` }));
    expect(await statOf("/de/product/lamp", `v:${visitorId}`)).toMatchObject({ seconds: 22, beacons: 2 });
    expect(await backend.db.selectFrom("visit_stat").selectAll().where("path", "like", "%secret%").execute()).toEqual([]);
  });

  it("records a text/plain beacon as sendBeacon sends it, ignoring a bad cookie", async () => {
    const res = await send("/api/web/stat/duration", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", cookie: "visitorId=<script>" },
      body: JSON.stringify({ duration: "7", path: "/plain" }),
    });
    expect(res.status).toBe(200);
    expect(await statOf("/plain", "")).toMatchObject({ seconds: 7 });
  });

  it("cannot be inflated: a minute per beacon at most, a limited rate per visitor", async () => {
    const storm = "visitor_stormstormstorm0";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await send("/api/web/stat/duration", jsonRequest("POST", { duration: 86_400, path: "/storm" }, { cookie: `visitorId=${storm}`, "x-client-ip": `10.9.${i}.1` }));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(await statOf("/storm", `v:${storm}`)).toMatchObject({ seconds: 30 * 60, beacons: 30 });
  });

  it("reports time on page per path to the admin", async () => {
    const report = await backend.app.request("/api/admin/stats/durations", { headers: adminHeaders });
    const body = (await report.json()) as { data: { items: Array<{ path: string; visitors: number; seconds: number; averageSeconds: number }> } };
    expect(body.data.items.find((row) => row.path === "/de/product/lamp")).toEqual({ path: "/de/product/lamp", visitors: 1, seconds: 22, averageSeconds: 22 });
    expect((await backend.app.request("/api/admin/stats/durations?from=yesterday", { headers: adminHeaders })).status).toBe(400);
  });

  it.each([
    ["malformed JSON", "text/plain", "{"],
    ["unknown fields", "application/json", JSON.stringify({ duration: 1, extra: 1 })],
    ["a negative duration", "application/json", JSON.stringify({ duration: -1 })],
    ["a missing duration", "application/json", "{}"],
    ["another content type", "application/x-www-form-urlencoded", "duration=1"],
  ])("refuses %s", async (_, type, body) => {
    const res = await send("/api/web/stat/duration", { method: "POST", headers: { "content-type": type }, body });
    expect(res).toMatchObject({ status: 400, code: 40 });
  });
});
