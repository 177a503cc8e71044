import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "#contract/cart.ts";
import type { VisitorData } from "#contract/visitor.ts";
import { makePromotion } from "#tests/fixtures/catalog.ts";
import { newIp, newVisitorId, PASSWORD, post, signIn } from "#tests/fixtures/customers.ts";
import { addToCart, guest, makeCustomer, makeSellable } from "#tests/fixtures/orders.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { hashPassword } from "../customers/passwords.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

describe("cart", () => {
  it("adds two variants, changes quantity, selects, removes; the version grows with every change", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(
      db,
      [
        { code: "TEE-S", price: 2500, stock: 5, options: { size: "s" } },
        { code: "TEE-M", price: 2600, stock: 5, options: { size: "m" } },
      ],
      [
        {
          key: "size",
          name: { en: "Size", de: "Größe" },
          values: [
            { key: "s", label: { en: "Small" } },
            { key: "m", label: { en: "Medium", de: "Mittel" } },
          ],
        },
      ],
    );
    const headers = guest();
    let res = await addToCart(app, headers, skus[0]!.id, 2);
    expect(res.status).toBe(200);
    expect(res.data.count).toBe(2);
    const v1 = res.data.version;
    res = await post<Cart>(app, "/api/web/cart/add?lang=de", { skuCode: "tee-m", quantity: 1 }, headers);
    expect(res.status).toBe(200);
    expect(res.data.lines.map((l) => l.skuCode)).toEqual(["TEE-S", "TEE-M"]);
    expect(res.data.lines[1]!.options).toEqual({ Größe: "Mittel" });
    expect(res.data.subtotal).toEqual({ amount: 2 * 2500 + 2600, currency: "USD" });
    expect(res.data.version).toBeGreaterThan(v1);
    const [small, medium] = res.data.lines;
    res = await post<Cart>(app, "/api/web/cart/update", { lineId: small!.id, quantity: 4 }, headers);
    expect(res.data.lines[0]!.quantity).toBe(4);
    expect(res.data.lines[0]!.lineTotal.amount).toBe(10000);
    expect(res.data.lines[0]!.stockState).toBe("low");
    res = await post<Cart>(app, "/api/web/cart/select", { lineIds: [medium!.id], selected: false }, headers);
    expect(res.data.subtotal.amount).toBe(10000);
    expect(res.data.selectedCount).toBe(4);
    expect(res.data.count).toBe(5);
    res = await post<Cart>(app, "/api/web/cart/select-all", { selected: "on" }, headers);
    expect(res.data.subtotal.amount).toBe(12600);
    res = await post<Cart>(app, "/api/web/cart/remove", { lineId: small!.id }, headers);
    expect(res.data.lines.map((l) => l.id)).toEqual([medium!.id]);
    const visitor = await post<VisitorData>(app, "/api/web/visitor/data", {}, headers);
    expect(visitor.data.cart.count).toBe(1);
    expect(visitor.data.cart.version).toBe(res.data.version);
  });

  it("prices in the display currency and previews the best promotion", async () => {
    const { app, db } = backend;
    await db
      .insertInto("currency")
      .values({ code: "EUR", rate: 0.9, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("code").doUpdateSet({ rate: 0.9 }))
      .execute();
    const promo = await makePromotion(db, { kind: "fixed", value: 1000, minAmount: 50_000 });
    const { skus } = await makeSellable(db, [{ price: 30_000, stock: 10 }]);
    const headers = guest();
    const res = await addToCart(app, headers, skus[0]!.id, 2);
    expect(res.data.promotion?.id).toBe(promo.id);
    expect(res.data.promotionDiscount.amount).toBe(1000);
    const eur = await post<Cart>(app, "/api/web/cart?currency=EUR", {}, headers);
    expect(eur.data.lines[0]!.unitPrice).toEqual({ amount: 27_000, currency: "EUR" });
    expect(eur.data.subtotal.amount).toBe(54_000);
    expect(eur.data.total.amount).toBe(54_000 - eur.data.promotionDiscount.amount);
    await db.deleteFrom("promotion").where("id", "=", promo.id).execute();
  });

  it("refuses bad quantities, stock overruns, unknown SKUs, another visitor's lines and forged prices", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 1000, stock: 3 }]);
    const hidden = await makeSellable(db, [{ price: 1000, stock: 3 }]);
    await db.updateTable("product").set({ hidden: 1 }).where("id", "=", hidden.product.id).execute();
    const headers = guest();
    const skuId = skus[0]!.id;
    for (const quantity of [0, -1, 1.5, 100, "abc"]) {
      const res = await post(app, "/api/web/cart/add", { skuId, quantity }, headers);
      expect(res.status, String(quantity)).toBe(400);
    }
    const over = await addToCart(app, headers, skuId, 4);
    expect(over.status).toBe(400);
    expect(over.msg).toBe("cart.errors.stock");
    expect(over.data).toMatchObject({ available: 3 });
    expect((await addToCart(app, headers, 999_999)).status).toBe(404);
    expect((await addToCart(app, headers, hidden.skus[0]!.id)).status).toBe(404);
    const forged = await post(app, "/api/web/cart/add", { skuId, quantity: 1, price: 1 }, headers);
    expect(forged.status).toBe(400);
    const mine = await addToCart(app, headers, skuId, 2);
    expect((await addToCart(app, headers, skuId, 2)).msg).toBe("cart.errors.stock");
    const lineId = mine.data.lines[0]!.id;
    const other = guest();
    expect((await post(app, "/api/web/cart/update", { lineId, quantity: 1 }, other)).status).toBe(404);
    expect((await post(app, "/api/web/cart/remove", { lineId }, other)).status).toBe(404);
    expect((await post(app, "/api/web/cart/select", { lineIds: [lineId], selected: true }, other)).status).toBe(404);
    expect((await post(app, "/api/web/cart/update", { lineId, quantity: 0 }, headers)).status).toBe(400);
    expect((await post(app, "/api/web/cart", {}, {})).status).toBe(400);
    const cart = await post<Cart>(app, "/api/web/cart", {}, headers);
    expect(cart.data.lines[0]!.quantity).toBe(2);
  });

  it("concurrent adds to one line never exceed stock", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 1000, stock: 5 }]);
    const headers = guest();
    const results = await Promise.all(Array.from({ length: 10 }, () => addToCart(app, headers, skus[0]!.id, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const cart = await post<Cart>(app, "/api/web/cart", {}, headers);
    expect(cart.data.lines[0]!.quantity).toBe(5);
  });

  it("merges the guest cart into the account at sign-in", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [
      { price: 1000, stock: 99 },
      { price: 1200, stock: 99 },
    ]);
    const customer = await makeCustomer(db);
    await addToCart(app, customer.headers, skus[0]!.id, 1);
    const visitorId = newVisitorId();
    await addToCart(app, { "x-visitor-id": visitorId }, skus[0]!.id, 2);
    await addToCart(app, { "x-visitor-id": visitorId }, skus[1]!.id, 1);
    await db
      .updateTable("customer")
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where("id", "=", customer.id)
      .execute();
    const signed = await signIn(
      app,
      { account: customer.email, password: PASSWORD },
      { "x-visitor-id": visitorId, "x-client-ip": newIp() },
    );
    expect(signed.data.status).toBe("signed-in");
    const cart = await post<Cart>(app, "/api/web/cart", {}, customer.headers);
    expect(cart.data.lines.map((l) => [l.skuId, l.quantity])).toEqual([
      [skus[0]!.id, 3],
      [skus[1]!.id, 1],
    ]);
    const guestCart = await post<Cart>(app, "/api/web/cart", {}, { "x-visitor-id": visitorId });
    expect(guestCart.data.lines).toEqual([]);
  });
});

describe("a price changed since the line was added", () => {
  const confirm = (app: TestBackend["app"], headers: Record<string, string>, lines: Array<{ lineId: number; unitPrice: number }>, query = "") =>
    post<Cart>(app, `/api/web/cart/confirm-prices${query}`, { lines }, headers);

  it("is reported, in the shown currency, until the shopper confirms the price shown", async () => {
    const { app, db } = backend;
    await db
      .insertInto("currency")
      .values({ code: "EUR", rate: 0.9, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("code").doUpdateSet({ rate: 0.9 }))
      .execute();
    const { skus } = await makeSellable(db, [
      { price: 3000, stock: 10 },
      { price: 1000, stock: 10 },
    ]);
    const headers = guest();
    await addToCart(app, headers, skus[0]!.id, 1);
    let res = await addToCart(app, headers, skus[1]!.id, 1);
    expect(res.data.lines.map((l) => l.priceWas)).toEqual([null, null]);
    await db.updateTable("sku").set({ price: 4000 }).where("id", "=", skus[0]!.id).execute();
    res = await post<Cart>(app, "/api/web/cart?currency=EUR", {}, headers);
    const [raised, same] = res.data.lines;
    expect(raised!.unitPrice).toEqual({ amount: 3600, currency: "EUR" });
    expect(raised!.priceWas).toEqual({ amount: 2700, currency: "EUR" });
    expect(same!.priceWas).toBeNull();
    // Reading the cart again changes nothing: the notice stays.
    res = await post<Cart>(app, "/api/web/cart", {}, headers);
    expect(res.data.lines[0]!.priceWas).toEqual({ amount: 3000, currency: "USD" });
    // A price shown that is no longer the price (raised again meanwhile) confirms nothing.
    res = await confirm(app, headers, [{ lineId: raised!.id, unitPrice: 3500 }], "?currency=EUR");
    expect(res.status).toBe(200);
    expect(res.data.lines[0]!.priceWas).toEqual({ amount: 2700, currency: "EUR" });
    res = await confirm(app, headers, [{ lineId: raised!.id, unitPrice: 3600 }], "?currency=EUR");
    expect(res.status).toBe(200);
    expect(res.data.lines.map((l) => l.priceWas)).toEqual([null, null]);
    expect(res.data.lines[0]!.unitPrice.amount).toBe(3600);
    // A later change is reported again, from the confirmed price; adding again confirms too.
    await db.updateTable("sku").set({ price: 3500 }).where("id", "=", skus[0]!.id).execute();
    res = await post<Cart>(app, "/api/web/cart", {}, headers);
    expect(res.data.lines[0]!.priceWas).toEqual({ amount: 4000, currency: "USD" });
    res = await addToCart(app, headers, skus[0]!.id, 1);
    expect(res.data.lines[0]!.priceWas).toBeNull();
  });

  it("confirms only the shopper's own lines: another's cart stays untouched", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 2000, stock: 10 }]);
    const mine = guest();
    const other = guest();
    const theirs = await addToCart(app, other, skus[0]!.id, 1);
    await addToCart(app, mine, skus[0]!.id, 1);
    await db.updateTable("sku").set({ price: 2500 }).where("id", "=", skus[0]!.id).execute();
    const lineId = theirs.data.lines[0]!.id;
    const refused = await confirm(app, mine, [{ lineId, unitPrice: 2500 }]);
    expect(refused.status).toBe(404);
    expect(refused.msg).toBe("cart.errors.unknownLine");
    const theirCart = await post<Cart>(app, "/api/web/cart", {}, other);
    expect(theirCart.data.lines[0]!.priceWas).toEqual({ amount: 2000, currency: "USD" });
    const myCart = await post<Cart>(app, "/api/web/cart", {}, mine);
    expect(myCart.data.lines[0]!.priceWas).toEqual({ amount: 2000, currency: "USD" });
    expect((await confirm(app, mine, [])).status).toBe(400);
    expect((await post(app, "/api/web/cart/confirm-prices", { lines: [{ lineId, unitPrice: 2500, price: 1 }] }, mine)).status).toBe(400);
  });

  it("carries the price added at into the account at sign-in", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 1500, stock: 10 }]);
    const customer = await makeCustomer(db);
    const visitorId = newVisitorId();
    await addToCart(app, { "x-visitor-id": visitorId }, skus[0]!.id, 1);
    await db.updateTable("sku").set({ price: 1800 }).where("id", "=", skus[0]!.id).execute();
    await db
      .updateTable("customer")
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where("id", "=", customer.id)
      .execute();
    await signIn(app, { account: customer.email, password: PASSWORD }, { "x-visitor-id": visitorId, "x-client-ip": newIp() });
    const cart = await post<Cart>(app, "/api/web/cart", {}, customer.headers);
    expect(cart.data.lines[0]!.priceWas).toEqual({ amount: 1500, currency: "USD" });
  });
});
