import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutQuote, Order, PlacedOrder, ShippingMethod } from "#contract/order.ts";
import { makePromotion } from "#tests/fixtures/catalog.ts";
import { post } from "#tests/fixtures/customers.ts";
import {
  addToCart,
  guest,
  guestOrder,
  makeCustomer,
  makeOutbox,
  type Outbox,
  makeLimitedCoupon,
  makeSellable,
  placeInput,
  placeOrder,
  seedShipping,
  stockOf,
  usAddress,
} from "#tests/fixtures/orders.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";

let backend: TestBackend;
let outbox: Outbox;
beforeAll(async () => {
  outbox = await makeOutbox();
  backend = await createTestBackend({ publicUrl: "https://shop.example", outboxDir: outbox.dir });
  await seedShipping(backend.db);
});
afterAll(async () => {
  await backend.close();
  await outbox.remove();
});

const future = new Date(Date.now() + 86_400_000).toISOString();
const past = new Date(Date.now() - 86_400_000).toISOString();

describe("shipping and quote", () => {
  it("lists methods by country with weight bands and free US standard shipping over $75", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 2000, stock: 50 }]);
    const headers = guest();
    await addToCart(app, headers, skus[0]!.id, 1);
    const us = await post<ShippingMethod[]>(app, "/api/web/checkout/shipping-methods", { country: "US" }, headers);
    expect(us.data.map((m) => [m.code, m.fee.amount])).toEqual([
      ["standard", 695],
      ["express", 1495],
    ]);
    const de = await post<ShippingMethod[]>(app, "/api/web/checkout/shipping-methods", { country: "DE" }, headers);
    expect(de.data[0]!.fee.amount).toBe(1495);
    const br = await post<ShippingMethod[]>(app, "/api/web/checkout/shipping-methods", { country: "BR" }, headers);
    expect(br.data[0]!.fee.amount).toBe(1995);
    await addToCart(app, headers, skus[0]!.id, 3);
    const free = await post<ShippingMethod[]>(app, "/api/web/checkout/shipping-methods", { country: "US" }, headers);
    expect(free.data[0]!.fee.amount).toBe(0);
    expect(free.data[1]!.fee.amount).toBe(1495);
  });

  it("quotes the promotion, the coupon after it, and shipping; the fee waits for a country", async () => {
    const { app, db } = backend;
    const promo = await makePromotion(db, { kind: "percent", value: 10, minAmount: 5000 });
    const coupon = await makeLimitedCoupon(db, { kind: "fixed", value: 500, minAmount: 3000 });
    const { skus } = await makeSellable(db, [{ price: 3000, stock: 50 }]);
    const headers = guest();
    await addToCart(app, headers, skus[0]!.id, 2);
    let quote = await post<CheckoutQuote>(
      app,
      "/api/web/checkout/quote",
      { couponCode: coupon.code.toLowerCase() },
      headers,
    );
    expect(quote.status).toBe(200);
    expect(quote.data.subtotal.amount).toBe(6000);
    expect(quote.data.promotion?.id).toBe(promo.id);
    expect(quote.data.promotionDiscount.amount).toBe(600);
    expect(quote.data.couponDiscount.amount).toBe(500);
    expect(quote.data.couponError).toBeNull();
    expect(quote.data.shippingFee).toBeNull();
    expect(quote.data.total.amount).toBe(4900);
    quote = await post<CheckoutQuote>(
      app,
      "/api/web/checkout/quote",
      { couponCode: coupon.code, address: usAddress(), shippingMethod: "express" },
      headers,
    );
    expect(quote.data.shippingFee?.amount).toBe(1495);
    expect(quote.data.total.amount).toBe(4900 + 1495);
    await db.deleteFrom("promotion").where("id", "=", promo.id).execute();
  });

  it("explains why a coupon does not apply", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 1000, stock: 50 }]);
    const headers = guest();
    await addToCart(app, headers, skus[0]!.id, 1);
    const cases: Array<[string, string]> = [
      ["NOPE-NOT-A-CODE", "checkout.errors.couponUnknown"],
      [(await makeLimitedCoupon(db, { minAmount: 5000 })).code, "checkout.errors.couponMin"],
      [(await makeLimitedCoupon(db, { endsAt: past })).code, "checkout.errors.couponExpired"],
      [(await makeLimitedCoupon(db, { startsAt: future })).code, "checkout.errors.couponNotStarted"],
      [(await makeLimitedCoupon(db, { totalLimit: 0 })).code, "checkout.errors.couponExhausted"],
      [(await makeLimitedCoupon(db, { hidden: true })).code, "checkout.errors.couponUnknown"],
    ];
    for (const [couponCode, error] of cases) {
      const quote = await post<CheckoutQuote>(app, "/api/web/checkout/quote", { couponCode }, headers);
      expect(quote.status).toBe(200);
      expect(quote.data.couponError, couponCode).toBe(error);
      expect(quote.data.couponDiscount.amount).toBe(0);
    }
    const placed = await placeOrder(app, headers, placeInput({ couponCode: cases[2]![0] }));
    expect(placed.status).toBe(400);
    expect(placed.msg).toBe("checkout.errors.couponExpired");
  });

  it("refuses another customer's private coupon, and a coupon used up by this customer", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 1000, stock: 50 }]);
    const owner = await makeCustomer(db);
    const other = await makeCustomer(db);
    const secret = await makeLimitedCoupon(db, { hidden: true, value: 100 });
    await db
      .insertInto("customer_coupon")
      .values({ customer_id: owner.id, coupon_id: secret.id, created_at: new Date().toISOString() })
      .execute();
    await addToCart(app, other.headers, skus[0]!.id, 1);
    const foreign = await post<CheckoutQuote>(
      app,
      "/api/web/checkout/quote",
      { couponCode: secret.code },
      other.headers,
    );
    expect(foreign.data.couponError).toBe("checkout.errors.couponForeign");
    await addToCart(app, owner.headers, skus[0]!.id, 1);
    const mine = await post<CheckoutQuote>(app, "/api/web/checkout/quote", { couponCode: secret.code }, owner.headers);
    expect(mine.data.couponDiscount.amount).toBe(100);

    const once = await makeLimitedCoupon(db, { perCustomerLimit: 1, value: 100 });
    const first = await placeOrder(app, owner.headers, placeInput({ couponCode: once.code }));
    expect(first.status).toBe(200);
    expect(first.data.order.couponDiscount.amount).toBe(100);
    await addToCart(app, owner.headers, skus[0]!.id, 1);
    const again = await post<CheckoutQuote>(app, "/api/web/checkout/quote", { couponCode: once.code }, owner.headers);
    expect(again.data.couponError).toBe("checkout.errors.couponUsed");

    // A guest's contact address is checked at the quote too, not first when placing the order.
    const shopper = guest();
    await addToCart(app, shopper, skus[0]!.id, 1);
    const guestOnce = await makeLimitedCoupon(db, { perCustomerLimit: 1, value: 100 });
    const email = `once-${randomUUID()}@example.com`;
    expect((await placeOrder(app, shopper, placeInput({ couponCode: guestOnce.code, contact: { email, phone: "+14155550100" } }))).status).toBe(200);
    await addToCart(app, shopper, skus[0]!.id, 1);
    const quoted = (address: string) => post<CheckoutQuote>(app, "/api/web/checkout/quote", { couponCode: guestOnce.code, email: address }, shopper);
    expect((await quoted(email)).data.couponError).toBe("checkout.errors.couponUsed");
    expect((await quoted(`other-${randomUUID()}@example.com`)).data.couponDiscount.amount).toBe(100);
  });
});

describe("checkout draft", () => {
  const draft = (overrides: Record<string, unknown> = {}) => ({
    step: "payment",
    idempotencyKey: randomUUID(),
    email: "ana@example.com",
    phone: "5550100200",
    addressId: "",
    address: { ...usAddress(), isDefault: undefined, apartment: "", area: "" },
    shippingMethod: "standard",
    paymentMethod: "bank-transfer",
    couponCode: "",
    note: "",
    saveInformation: false,
    ...overrides,
  });

  it("keeps what the shopper entered for that shopper only, and placing the order drops it", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 1000, stock: 10 }]);
    const headers = guest();
    await addToCart(app, headers, skus[0]!.id, 1);
    expect((await post(app, "/api/web/checkout/draft", {}, headers)).data).toBeNull();
    const kept = draft();
    const { isDefault: _drop, ...address } = kept.address;
    const saved = await post(app, "/api/web/checkout/draft/save", { draft: { ...kept, address } }, headers);
    expect(saved.status).toBe(200);
    expect((await post(app, "/api/web/checkout/draft", {}, headers)).data).toEqual({ ...kept, address });
    expect((await post(app, "/api/web/checkout/draft", {}, guest())).data).toBeNull();

    for (const bad of [{ step: "done" }, { idempotencyKey: "1" }, { email: "x".repeat(201) }, { total: 1 }, { paymentMethod: "bitcoin" }]) {
      const refused = await post(app, "/api/web/checkout/draft/save", { draft: { ...kept, address, ...bad } }, headers);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }

    const placed = await placeOrder(app, headers, placeInput({ idempotencyKey: kept.idempotencyKey }));
    expect(placed.status).toBe(200);
    expect((await post(app, "/api/web/checkout/draft", {}, headers)).data).toBeNull();
  });
});

describe("placing an order", () => {
  it("places a guest order by bank transfer: snapshot, stock, cart, email with the signed link", async () => {
    const { app, db } = backend;
    const outboxDir = outbox.dir;
    const { skus } = await makeSellable(db, [
      { code: "MUG-RED", price: 1500, stock: 4 },
      { price: 900, stock: 4 },
    ]);
    const headers = guest();
    await addToCart(app, headers, skus[0]!.id, 2);
    const cart = await addToCart(app, headers, skus[1]!.id, 1);
    await post(app, "/api/web/cart/select", { lineIds: [cart.data.lines[1]!.id], selected: false }, headers);
    const input = placeInput({ note: "Leave at the door" });
    const res = await post<PlacedOrder>(app, "/api/web/checkout/place?lang=de", input, headers);
    expect(res.status).toBe(200);
    const { order, accessToken, orderPath } = res.data;
    expect(order.status).toBe("in-progress");
    expect(order.payStatus).toBe("unpaid");
    expect(order.deliveryStatus).toBe("not-shipped");
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ skuCode: "MUG-RED", quantity: 2, unitPrice: { amount: 1500 } });
    expect(order.paymentAmount.amount).toBe(3000 + 695);
    expect(order.remark).toBe("Leave at the door");
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(orderPath).toBe(`/user/order/${order.number}?access=${accessToken}`);
    expect(await stockOf(db, skus[0]!.id)).toBe(2);
    const after = await post<{ lines: Array<{ skuId: number }> }>(app, "/api/web/cart", {}, headers);
    expect(after.data.lines.map((l) => l.skuId)).toEqual([skus[1]!.id]);

    // The sku's price changing later does not change the order.
    await db.updateTable("sku").set({ price: 99_999 }).where("id", "=", skus[0]!.id).execute();
    const detail = await post<Order>(app, "/api/web/order/detail", { number: order.number, access: accessToken }, {});
    expect(detail.data.lines[0]!.unitPrice.amount).toBe(1500);

    let email: { subject: string; text: string } | undefined;
    for (let i = 0; i < 50 && !email; i++) {
      const files = (await readdir(outboxDir).catch(() => [])).filter((f) => f.endsWith("-email.json"));
      for (const file of files) {
        const json = JSON.parse(await readFile(join(outboxDir, file), "utf8")) as {
          to: string;
          subject: string;
          text: string;
        };
        if (json.to === input.contact.email) email = json;
      }
      if (!email) await new Promise((r) => setTimeout(r, 20));
    }
    expect(email?.subject).toContain(order.number);
    expect(email?.subject).toContain("Bestellung");
    expect(email?.text).toContain(`https://shop.example/de/user/order/${order.number}?access=${accessToken}`);
  });

  it("a signed-in customer orders to an address of the book; another customer's address is a 404", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 1000, stock: 10 }]);
    const me = await makeCustomer(db);
    const other = await makeCustomer(db);
    const added = await post<{ id: number }>(app, "/api/web/address/create", usAddress(), other.headers);
    expect(added.status).toBe(201);
    const theirs = await db
      .selectFrom("customer_address")
      .select("id")
      .where("customer_id", "=", other.id)
      .executeTakeFirstOrThrow();
    await addToCart(app, me.headers, skus[0]!.id, 1);
    const refused = await placeOrder(app, me.headers, placeInput({ address: undefined, addressId: theirs.id }));
    expect(refused.status).toBe(404);
    const saved = await placeOrder(app, me.headers, placeInput({ saveInformation: true }));
    expect(saved.status).toBe(200);
    expect(saved.data.accessToken).toBeNull();
    const mine = await db
      .selectFrom("customer_address")
      .select("id")
      .where("customer_id", "=", me.id)
      .executeTakeFirstOrThrow();
    await addToCart(app, me.headers, skus[0]!.id, 1);
    const byBook = await placeOrder(app, me.headers, placeInput({ address: undefined, addressId: mine.id }));
    expect(byBook.status).toBe(200);
    expect(byBook.data.order.address.city).toBe("San Francisco");
  });

  it("is exactly once per idempotency key: twice in a row, and twenty at once", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 1000, stock: 100 }]);
    const headers = guest();
    await addToCart(app, headers, skus[0]!.id, 2);
    const input = placeInput();
    const first = await placeOrder(app, headers, input);
    const second = await placeOrder(app, headers, input);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.data.order.number).toBe(first.data.order.number);
    expect(second.data.replayed).toBe(true);
    const viaNewToken = await post(
      app,
      "/api/web/order/detail",
      { number: first.data.order.number, access: second.data.accessToken },
      {},
    );
    expect(viaNewToken.status).toBe(200);

    const buyer = guest();
    await addToCart(app, buyer, skus[0]!.id, 3);
    const burst = placeInput();
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(app, buyer, burst)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.data.order.number)).size).toBe(1);
    const rows = await db
      .selectFrom("shop_order")
      .select("id")
      .where("idempotency_key", "=", burst.idempotencyKey)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await stockOf(db, skus[0]!.id)).toBe(100 - 2 - 3);
  });

  it("one unit left and fifty buyers at once: exactly one order, stock 0, 49 refusals", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ code: "LAST-ONE", price: 1000, stock: 1 }]);
    const buyers = Array.from({ length: 50 }, () => guest());
    for (const headers of buyers) expect((await addToCart(app, headers, skus[0]!.id, 1)).status).toBe(200);
    const answers = await Promise.all(buyers.map((headers) => placeOrder(app, headers, placeInput())));
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const answer of lost) {
      expect(answer.msg).toBe("checkout.errors.stock");
      expect(answer.data).toMatchObject({ skuCode: "LAST-ONE", available: 0 });
    }
    expect(await stockOf(db, skus[0]!.id)).toBe(0);
    const orders = await db.selectFrom("order_line").select("id").where("sku_id", "=", skus[0]!.id).execute();
    expect(orders).toHaveLength(1);
    // The losers keep their cart line.
    expect(await db.selectFrom("cart_line").select("id").where("sku_id", "=", skus[0]!.id).execute()).toHaveLength(49);
  });

  it("a single-use coupon and fifty checkouts racing: redeemed exactly once", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 1000, stock: 500 }]);
    const coupon = await makeLimitedCoupon(db, { totalLimit: 1, value: 300 });
    const buyers = Array.from({ length: 50 }, () => guest());
    for (const headers of buyers) await addToCart(app, headers, skus[0]!.id, 1);
    const answers = await Promise.all(
      buyers.map((headers) => placeOrder(app, headers, placeInput({ couponCode: coupon.code }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const lost = answers.filter((a) => a.status !== 200);
    expect(lost).toHaveLength(49);
    for (const answer of lost) expect([409, 400]).toContain(answer.status);
    for (const answer of lost) expect(answer.msg).toBe("checkout.errors.couponExhausted");
    const row = await db
      .selectFrom("coupon")
      .select("used_count")
      .where("id", "=", coupon.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.used_count)).toBe(1);
    expect(
      await db.selectFrom("coupon_redemption").select("id").where("coupon_id", "=", coupon.id).execute(),
    ).toHaveLength(1);
    expect(await stockOf(db, skus[0]!.id)).toBe(499);
  });

  it("a per-customer limit holds when one customer races checkouts", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 1000, stock: 500 }]);
    const coupon = await makeLimitedCoupon(db, { perCustomerLimit: 2, value: 100 });
    const me = await makeCustomer(db);
    await addToCart(app, me.headers, skus[0]!.id, 10);
    const cart = await post<{ lines: Array<{ id: number }> }>(app, "/api/web/cart", {}, me.headers);
    const lineId = cart.data.lines[0]!.id;
    // Ten orders of the same line cannot all succeed (the line leaves the cart), so give each its own line.
    const others = await Promise.all(Array.from({ length: 5 }, () => makeSellable(db, [{ price: 1000, stock: 10 }])));
    for (const other of others) await addToCart(app, me.headers, other.skus[0]!.id, 1);
    const all = await post<{ lines: Array<{ id: number }> }>(app, "/api/web/cart", {}, me.headers);
    const lineIds = all.data.lines.map((l) => l.id).filter((id) => id !== lineId);
    const answers = await Promise.all(
      lineIds.map((id) => placeOrder(app, me.headers, placeInput({ couponCode: coupon.code, lineIds: [id] }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.msg).toBe("checkout.errors.couponUsed");
  });

  it("refuses a total the shopper did not confirm: a price changed after the review is not charged", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 4000, stock: 10 }]);
    const headers = guest();
    await addToCart(app, headers, skus[0]!.id, 1);
    const reviewed = await post<CheckoutQuote>(
      app,
      "/api/web/checkout/quote",
      { address: usAddress(), shippingMethod: "standard" },
      headers,
    );
    expect(reviewed.data.total).toEqual({ amount: 4695, currency: "USD" });

    // The merchant raises the price between the review and "Place order".
    await db.updateTable("sku").set({ price: 5000 }).where("id", "=", skus[0]!.id).execute();
    const input = placeInput({ expectedTotal: reviewed.data.total });
    const refused = await placeOrder(app, headers, input);
    expect(refused.status).toBe(409);
    expect(refused.msg).toBe("checkout.errors.priceChanged");
    expect(refused.data).toEqual({ total: { amount: 5695, currency: "USD" } });
    expect(await stockOf(db, skus[0]!.id)).toBe(10);
    const orders = await db.selectFrom("shop_order").select("id").where("idempotency_key", "=", input.idempotencyKey).execute();
    expect(orders).toHaveLength(0);

    // The same total in another currency is not the confirmed one either.
    const euro = await post<PlacedOrder>(
      app,
      "/api/web/checkout/place",
      placeInput({ expectedTotal: { amount: 5695, currency: "EUR" } }),
      headers,
    );
    expect(euro.msg).toBe("checkout.errors.priceChanged");

    // Confirming the new total places the order at it, under the same idempotency key.
    const placed = await placeOrder(app, headers, { ...input, expectedTotal: { amount: 5695, currency: "USD" } });
    expect(placed.status).toBe(200);
    expect(placed.data.order.paymentAmount.amount).toBe(5695);
    expect(await stockOf(db, skus[0]!.id)).toBe(9);
  });

  it("says a coupon expired after the review, rather than that the price changed", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 4000, stock: 10 }]);
    const coupon = await makeLimitedCoupon(db, { kind: "fixed", value: 500 });
    const headers = guest();
    await addToCart(app, headers, skus[0]!.id, 1);
    const reviewed = await post<CheckoutQuote>(
      app,
      "/api/web/checkout/quote",
      { address: usAddress(), shippingMethod: "standard", couponCode: coupon.code },
      headers,
    );
    expect(reviewed.data.couponDiscount.amount).toBe(500);

    // The coupon ends between the review and "Place order": without it the total is 5 dollars more.
    await db.updateTable("coupon").set({ ends_at: past }).where("id", "=", coupon.id).execute();
    const input = placeInput({ couponCode: coupon.code, expectedTotal: reviewed.data.total });
    const refused = await placeOrder(app, headers, input);
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe("checkout.errors.couponExpired");
    expect(await stockOf(db, skus[0]!.id)).toBe(10);
  });

  it("compares the expected total only: a forged low one is refused, never charged", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 4000, stock: 10 }]);
    const headers = guest();
    await addToCart(app, headers, skus[0]!.id, 1);
    const forged = await placeOrder(app, headers, placeInput({ expectedTotal: { amount: 1, currency: "USD" } }));
    expect(forged.status).toBe(409);
    expect(forged.msg).toBe("checkout.errors.priceChanged");
    for (const expectedTotal of [{ amount: -1, currency: "USD" }, { amount: 1.5, currency: "USD" }, { amount: 1, currency: "XXX" }, { amount: "4695", currency: "USD" }]) {
      expect((await placeOrder(app, headers, placeInput({ expectedTotal } as Record<string, unknown>))).status).toBe(400);
    }
    expect(await stockOf(db, skus[0]!.id)).toBe(10);
  });

  it("refuses bad input and writes nothing", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 1000, stock: 10 }]);
    const headers = guest();
    await addToCart(app, headers, skus[0]!.id, 1);
    const before = await db
      .selectFrom("shop_order")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const bad: Array<[string, Record<string, unknown>, number]> = [
      ["forged total", { total: 1 }, 400],
      ["forged price", { price: 1 }, 400],
      ["not a uuid", { idempotencyKey: "123" }, 400],
      ["bad email", { contact: { email: "nope", phone: "+14155550100" } }, 400],
      ["bad phone", { contact: { email: "a@example.com", phone: "call me" } }, 400],
      ["note too long", { note: "x".repeat(501) }, 400],
      ["unknown payment", { paymentMethod: "bitcoin" }, 400],
      ["unknown shipping", { shippingMethod: "teleport" }, 400],
      ["no address", { address: undefined }, 400],
      ["address and id", { addressId: 1 }, 400],
      ["address field", { address: usAddress({ country: "usa" }) }, 400],
      ["guest address id", { address: undefined, addressId: 1 }, 404],
      ["foreign line", { lineIds: [999_999] }, 404],
      ["line price", { lines: [{ lineId: 1, price: 1 }] }, 400],
    ];
    for (const [name, overrides, status] of bad) {
      const res = await placeOrder(app, headers, placeInput(overrides));
      expect(res.status, name).toBe(status);
    }
    const empty = guest();
    expect((await placeOrder(app, empty, placeInput())).msg).toBe("checkout.errors.empty");
    expect((await placeOrder(app, {}, placeInput())).status).toBe(400);
    const malformed = await app.request("/api/web/checkout/place", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    const after = await db
      .selectFrom("shop_order")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await stockOf(db, skus[0]!.id)).toBe(10);
  });

  it("a guest order needs its token", async () => {
    const { app, db } = backend;
    const { skus } = await makeSellable(db, [{ price: 1000, stock: 10 }]);
    const { headers, placed } = await guestOrder(app, skus[0]!.id);
    const number = placed.order.number;
    expect((await post(app, "/api/web/order/detail", { number, access: placed.accessToken }, {})).status).toBe(200);
    expect((await post(app, "/api/web/order/detail", { number }, {})).status).toBe(404);
    expect((await post(app, "/api/web/order/detail", { number, access: "x".repeat(43) }, {})).status).toBe(404);
    expect((await post(app, "/api/web/order/detail", { number }, headers)).status).toBe(200);
    expect((await post(app, "/api/web/order/detail", { number }, guest())).status).toBe(404);
    const customer = await makeCustomer(db);
    expect((await post(app, "/api/web/order/detail", { number }, customer.headers)).status).toBe(404);
    expect((await post(app, "/api/web/order/detail", { number: "00000000000000" }, {})).status).toBe(404);
    expect(randomUUID()).toBeTruthy();
  });
});
