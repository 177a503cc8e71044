import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "#contract/cart.ts";
import type { PageResponse } from "#contract/page.ts";
import {
  WISHLIST_MAX_LISTS,
  WishlistMessages,
  type SharedWishlist,
  type AdminWishlist,
  type Wishlist,
  type WishlistMoveResult,
  type WishlistShare,
  type WishlistSummary,
  type WishlistToCartResult,
} from "#contract/wishlist.ts";
import { post } from "#tests/fixtures/customers.ts";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { makeCustomer, makeSellable } from "#tests/fixtures/orders.ts";
import { adminHeaders, createTestBackend, type TestBackend } from "#tests/setup/backend.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

type Headers = Record<string, string>;
const call = <T>(path: string, body: unknown, headers: Headers, query = "") =>
  post<T & { fields?: Record<string, string[]> }>(backend.app, `/api/web/wishlist/${path}${query}`, body, headers);
const createList = async (headers: Headers, name: string) => {
  const answer = await call<Wishlist>("create", { name }, headers);
  if (answer.status !== 201) throw new Error(`create: ${answer.status} ${answer.msg}`);
  return answer.data;
};
const shared = async (token: string, query = "") => {
  const res = await backend.app.request(`/api/web/wishlist/shared?token=${encodeURIComponent(token)}${query}`);
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: SharedWishlist }) };
};
const colours = [
  {
    key: "color",
    name: { en: "Colour" },
    values: [
      { key: "red", label: { en: "Red" } },
      { key: "blue", label: { en: "Blue" } },
    ],
  },
];

describe("wishlists", () => {
  it("are named lists of a signed-in customer: create, rename, delete", async () => {
    const { headers } = await makeCustomer(backend.db);
    const birthday = await createList(headers, "  Birthday  ");
    expect(birthday).toMatchObject({ name: "Birthday", itemCount: 0, shared: false, items: [], share: null });
    const cabin = await createList(headers, "Cabin");
    expect((await call<WishlistSummary[]>("lists", {}, headers)).data.map((l) => l.name)).toEqual([
      "Birthday",
      "Cabin",
    ]);
    expect((await call<Wishlist>("rename", { id: cabin.id, name: "Cabin 2027" }, headers)).data.name).toBe(
      "Cabin 2027",
    );
    expect((await call("delete", { id: birthday.id }, headers)).data).toEqual({ deleted: true });
    expect(await call("detail", { id: birthday.id }, headers)).toMatchObject({
      status: 404,
      msg: WishlistMessages.unknownList,
    });
    expect((await call<WishlistSummary[]>("lists", {}, headers)).data.map((l) => l.name)).toEqual(["Cabin 2027"]);

    expect((await call("create", { name: " " }, headers)).data.fields).toEqual({ name: [WishlistMessages.name] });
    expect((await call("create", { name: "x".repeat(51) }, headers)).data.fields).toEqual({
      name: ["validation.tooLong:50"],
    });
    expect((await call("create", { name: "ok", customerId: 1 }, headers)).status).toBe(400);
    expect(await call("lists", {}, { "x-visitor-id": "visitor_0123456789abcdef" })).toMatchObject({
      status: 401,
      code: 50,
    });
  });

  it(`holds at most ${WISHLIST_MAX_LISTS} lists per customer, even when created at once`, async () => {
    const { headers } = await makeCustomer(backend.db);
    for (let i = 0; i < WISHLIST_MAX_LISTS - 2; i++) await createList(headers, `List ${i}`);
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call("create", { name: `Burst ${i}` }, headers)),
    );
    expect(burst.filter((a) => a.status === 201)).toHaveLength(2);
    expect(burst.filter((a) => a.status === 400).every((a) => a.msg === WishlistMessages.tooMany)).toBe(true);
    expect(burst.find((a) => a.status === 400)?.data).toEqual({ max: WISHLIST_MAX_LISTS });
    expect((await call<WishlistSummary[]>("lists", {}, headers)).data).toHaveLength(WISHLIST_MAX_LISTS);
  });

  it("holds products and variants: the same one twice stays one item, even at once; hidden products show as unavailable", async () => {
    const { headers } = await makeCustomer(backend.db);
    const list = await createList(headers, "Gifts");
    const { product, skus } = await makeSellable(
      backend.db,
      [
        { price: 2000, stock: 5, options: { color: "red" } },
        { price: 2500, stock: 0, options: { color: "blue" } },
      ],
      colours,
    );
    const added = await Promise.all(
      Array.from({ length: 5 }, () => call<Wishlist>("item/add", { listId: list.id, productId: product.id }, headers)),
    );
    expect(added.every((a) => a.status === 200)).toBe(true);
    const withSku = await call<Wishlist>(
      "item/add",
      { listId: list.id, productId: product.id, skuId: skus[1]!.id },
      headers,
      "?currency=EUR",
    );
    expect(withSku.data.itemCount).toBe(2);
    expect(withSku.data.items[0]).toMatchObject({
      productId: product.id,
      available: true,
      product: { id: product.id, price: { currency: "EUR" } },
      sku: { id: skus[1]!.id, options: { Colour: "Blue" }, inStock: false, price: { currency: "EUR" } },
    });
    expect(withSku.data.items[1]).toMatchObject({ sku: null, available: true });

    const other = await makeSellable(backend.db);
    expect(
      (await call("item/add", { listId: list.id, productId: product.id, skuId: other.skus[0]!.id }, headers)).msg,
    ).toBe(WishlistMessages.unknownSku);
    expect(await call("item/add", { listId: list.id, productId: 99_999_999 }, headers)).toMatchObject({
      status: 404,
      msg: WishlistMessages.unknownProduct,
    });
    await backend.db.updateTable("product").set({ hidden: 1 }).where("id", "=", other.product.id).execute();
    expect((await call("item/add", { listId: list.id, productId: other.product.id }, headers)).msg).toBe(
      WishlistMessages.unknownProduct,
    );

    await backend.db.updateTable("product").set({ hidden: 1 }).where("id", "=", product.id).execute();
    const hidden = await call<Wishlist>("detail", { id: list.id }, headers);
    expect(hidden.data.items.every((i) => !i.available && i.product === null && i.sku === null)).toBe(true);
    await backend.db.updateTable("product").set({ hidden: 0 }).where("id", "=", product.id).execute();

    const itemId = withSku.data.items[0]!.id;
    expect((await call<Wishlist>("item/remove", { listId: list.id, itemId }, headers)).data.itemCount).toBe(1);
    expect(await call("item/remove", { listId: list.id, itemId }, headers)).toMatchObject({
      status: 404,
      msg: WishlistMessages.unknownItem,
    });
  });

  it("moves items between lists, merging the same product", async () => {
    const { headers } = await makeCustomer(backend.db);
    const birthday = await createList(headers, "Birthday");
    const cabin = await createList(headers, "Cabin");
    const lamp = await makeSellable(backend.db);
    const rope = await makeSellable(backend.db);
    const inBirthday = await call<Wishlist>("item/add", { listId: birthday.id, productId: lamp.product.id }, headers);
    await call("item/add", { listId: birthday.id, productId: rope.product.id }, headers);
    await call("item/add", { listId: cabin.id, productId: rope.product.id }, headers);
    const lampItem = inBirthday.data.items[0]!.id;

    const moved = await call<WishlistMoveResult>("item/move", { itemId: lampItem, toListId: cabin.id }, headers);
    expect(moved.data.from.items.map((i) => i.productId)).toEqual([rope.product.id]);
    expect(moved.data.to.items.map((i) => i.productId).sort()).toEqual([lamp.product.id, rope.product.id].sort());

    const ropeItem = moved.data.from.items[0]!.id;
    const merged = await call<WishlistMoveResult>("item/move", { itemId: ropeItem, toListId: cabin.id }, headers);
    expect(merged.data.from.itemCount).toBe(0);
    expect(merged.data.to.itemCount).toBe(2);
    const cabinItem = merged.data.to.items[0]!.id;
    expect((await call("item/move", { itemId: cabinItem, toListId: cabin.id }, headers)).msg).toBe(
      WishlistMessages.sameList,
    );
  });

  it("another customer's list and items are a 404, for every action", async () => {
    const owner = await makeCustomer(backend.db);
    const intruder = await makeCustomer(backend.db);
    const list = await createList(owner.headers, "Private");
    const { product } = await makeSellable(backend.db);
    const item = (await call<Wishlist>("item/add", { listId: list.id, productId: product.id }, owner.headers)).data
      .items[0]!;
    const mine = await createList(intruder.headers, "Mine");
    const attempts: Array<[string, unknown]> = [
      ["detail", { id: list.id }],
      ["rename", { id: list.id, name: "Hacked" }],
      ["delete", { id: list.id }],
      ["item/add", { listId: list.id, productId: product.id }],
      ["item/remove", { listId: list.id, itemId: item.id }],
      ["item/remove", { listId: mine.id, itemId: item.id }],
      ["item/move", { itemId: item.id, toListId: mine.id }],
      ["item/to-cart", { itemId: item.id }],
      ["share", { id: list.id }],
      ["share/rotate", { id: list.id }],
      ["share/revoke", { id: list.id }],
    ];
    for (const [path, body] of attempts) {
      const answer = await call(path, body, intruder.headers);
      expect(answer.status, path).toBe(404);
    }
    // The owner moving onto the intruder's list: that list is not theirs.
    expect((await call("item/move", { itemId: item.id, toListId: mine.id }, owner.headers)).status).toBe(404);
    const still = await call<Wishlist>("detail", { id: list.id }, owner.headers);
    expect(still.data).toMatchObject({ name: "Private", itemCount: 1, shared: false });
  });
});

describe("wishlist to cart", () => {
  it("moves an item into the cart through the cart's own rules, once even on a double click", async () => {
    const { headers } = await makeCustomer(backend.db);
    const list = await createList(headers, "Tools");
    const single = await makeSellable(backend.db, [{ price: 1500, stock: 10 }]);
    const item = (await call<Wishlist>("item/add", { listId: list.id, productId: single.product.id }, headers)).data
      .items[0]!;

    const clicks = await Promise.all([
      call<WishlistToCartResult>("item/to-cart", { itemId: item.id, quantity: 2 }, headers),
      call<WishlistToCartResult>("item/to-cart", { itemId: item.id, quantity: 2 }, headers),
    ]);
    expect(clicks.map((c) => c.status).sort()).toEqual([200, 404]);
    const done = clicks.find((c) => c.status === 200)!;
    expect(done.data.cart.lines).toEqual([expect.objectContaining({ skuId: single.skus[0]!.id, quantity: 2 })]);
    expect(done.data.list.itemCount).toBe(0);
    const cart = await post<Cart>(backend.app, "/api/web/cart", {}, headers);
    expect(cart.data.lines.map((l) => l.quantity)).toEqual([2]);

    // Keep: the item stays; the stock rule is the cart's (2 in the cart + 9 > 10 in stock).
    const again = (await call<Wishlist>("item/add", { listId: list.id, productId: single.product.id }, headers)).data
      .items[0]!;
    expect(await call("item/to-cart", { itemId: again.id, quantity: 9, keep: true }, headers)).toMatchObject({
      status: 400,
      msg: "cart.errors.stock",
      data: { available: 10 },
    });
    const kept = await call<WishlistToCartResult>(
      "item/to-cart",
      { itemId: again.id, quantity: 1, keep: true },
      headers,
    );
    expect(kept.data.list.itemCount).toBe(1);
    expect(kept.data.cart.lines[0]!.quantity).toBe(3);
  });

  it("needs a variant when the product has several, and takes the item's own when it names one", async () => {
    const { headers } = await makeCustomer(backend.db);
    const list = await createList(headers, "Clothes");
    const { product, skus } = await makeSellable(
      backend.db,
      [
        { price: 2000, stock: 5, options: { color: "red" } },
        { price: 2000, stock: 5, options: { color: "blue" } },
      ],
      colours,
    );
    const plain = (await call<Wishlist>("item/add", { listId: list.id, productId: product.id }, headers)).data
      .items[0]!;
    expect((await call("item/to-cart", { itemId: plain.id }, headers)).msg).toBe(WishlistMessages.chooseSku);
    const foreign = await makeSellable(backend.db);
    expect((await call("item/to-cart", { itemId: plain.id, skuId: foreign.skus[0]!.id }, headers)).msg).toBe(
      WishlistMessages.unknownSku,
    );
    const chosen = await call<WishlistToCartResult>("item/to-cart", { itemId: plain.id, skuId: skus[1]!.id }, headers);
    expect(chosen.data.cart.lines.map((l) => l.skuId)).toEqual([skus[1]!.id]);

    const red = (
      await call<Wishlist>("item/add", { listId: list.id, productId: product.id, skuId: skus[0]!.id }, headers)
    ).data.items[0]!;
    const own = await call<WishlistToCartResult>("item/to-cart", { itemId: red.id }, headers);
    expect(own.data.cart.lines.map((l) => l.skuId).sort()).toEqual([skus[0]!.id, skus[1]!.id].sort());
  });
});

describe("sharing a wishlist", () => {
  it("gives an unguessable read-only link that shows the name and items only; rotate and revoke end it", async () => {
    const owner = await makeCustomer(backend.db);
    const list = await createList(owner.headers, "Wedding <script>alert(1)</script>");
    const { product } = await makeSellable(backend.db);
    await call("item/add", { listId: list.id, productId: product.id }, owner.headers);

    const share = await call<WishlistShare>("share", { id: list.id }, owner.headers, "?lang=de");
    expect(share.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.data.path).toBe(`/de/wishlist/${share.data.token}`);
    expect((await call<WishlistShare>("share", { id: list.id }, owner.headers)).data.token).toBe(share.data.token);
    expect((await call<Wishlist>("detail", { id: list.id }, owner.headers)).data).toMatchObject({
      shared: true,
      share: { token: share.data.token, path: `/wishlist/${share.data.token}` },
    });

    const view = await shared(share.data.token, "&currency=JPY");
    expect(view.status).toBe(200);
    expect(view.data).toMatchObject({ name: "Wedding <script>alert(1)</script>", itemCount: 1 });
    expect(view.data.items[0]!.product).toMatchObject({ id: product.id, price: { currency: "JPY" } });
    const body = JSON.stringify(view.data);
    expect(body).not.toContain(owner.email);
    expect(Object.keys(view.data).sort()).toEqual(["itemCount", "items", "name"]);

    // The storefront's page for the link: the same data, not indexed.
    const pageRes = await backend.app.request(`/wishlist/${share.data.token}?request=route`);
    const pageBody = (await pageRes.json()) as { data: PageResponse<SharedWishlist> };
    expect(pageRes.status).toBe(200);
    expect(pageBody.data.data).toMatchObject({ name: view.data.name, itemCount: 1 });
    expect(pageBody.data.meta).toMatchObject({ type: "custom", slug: "wishlist-shared", noindex: true });
    expect(JSON.stringify(pageBody)).not.toContain(owner.email);

    // Read-only: nothing in the web API changes a list by its token (the shared list's path takes GET only).
    expect((await post(backend.app, "/api/web/wishlist/shared", { token: share.data.token })).status).toBe(405);

    const rotated = await call<WishlistShare>("share/rotate", { id: list.id }, owner.headers);
    expect(rotated.data.token).not.toBe(share.data.token);
    expect(await shared(share.data.token)).toMatchObject({ status: 404, msg: WishlistMessages.shareNotFound });
    expect((await backend.app.request(`/wishlist/${share.data.token}?request=route`)).status).toBe(404);
    expect((await shared(rotated.data.token)).status).toBe(200);

    expect((await call("share/revoke", { id: list.id }, owner.headers)).data).toEqual({ shared: false });
    expect((await shared(rotated.data.token)).status).toBe(404);
    expect((await call<Wishlist>("detail", { id: list.id }, owner.headers)).data).toMatchObject({
      shared: false,
      share: null,
    });
    for (const bad of ["", "x", "a".repeat(43), "../../etc/passwd"]) expect((await shared(bad)).status).toBe(404);
    expect((await backend.app.request("/wishlist/short?request=route")).status).toBe(404);
  });
});

describe("wishlist moderation", () => {
  it("the admin lists shared lists and ends a link", async () => {
    const owner = await makeCustomer(backend.db);
    const list = await createList(owner.headers, "Moderate me please");
    await createList(owner.headers, "Moderate me privately");
    const { token } = (await call<WishlistShare>("share", { id: list.id }, owner.headers)).data;
    const admin = async <T>(path: string, init: RequestInit = {}) => {
      const res = await backend.app.request(`/api/admin/wishlists${path}`, {
        ...init,
        headers: { ...adminHeaders, ...init.headers },
      });
      return { status: res.status, ...((await res.json()) as { data: T }) };
    };
    const sharedOnes = await admin<{ items: AdminWishlist[] }>("?shared=1&q=moderate%20me");
    expect(sharedOnes.data.items).toEqual([
      expect.objectContaining({
        id: list.id,
        name: "Moderate me please",
        customerId: owner.id,
        shared: true,
        itemCount: 0,
      }),
    ]);
    expect((await admin<{ items: AdminWishlist[] }>("?q=moderate%20me")).data.items).toHaveLength(2);
    const unshare = { method: "POST", headers: { "content-type": "application/json" }, body: "{}" };
    expect((await admin(`/${list.id}/unshare`, unshare)).data).toEqual({ shared: false });
    expect((await shared(token)).status).toBe(404);
    expect((await admin(`/99999999/unshare`, unshare)).status).toBe(404);
    expect((await backend.app.request("/api/admin/wishlists")).status).toBe(401);
  });
});

describe("wishlist input", () => {
  it("takes the naughty strings as list names: stored as sent or refused with a message, never a 5xx", { timeout: 120_000 }, async () => {
    const { headers } = await makeCustomer(backend.db);
    const list = await createList(headers, "Rename me");
    type Outcome = { text: string; status: number; msg: string; stored: string | null; shareStatus: number };
    const outcomes: Outcome[] = [];
    for (const text of naughtyStrings) {
      const answer = await call<Wishlist>("rename", { id: list.id, name: text }, headers);
      const share = await shared(text);
      outcomes.push({
        text,
        status: answer.status,
        msg: answer.msg,
        stored: answer.data?.name ?? null,
        shareStatus: share.status,
      });
    }
    expect(outcomes.filter((o) => o.status >= 500 || o.shareStatus >= 500)).toEqual([]);
    expect(outcomes.filter((o) => o.shareStatus !== 404)).toEqual([]);
    expect(outcomes.filter((o) => o.status !== 200 && (o.status !== 400 || o.msg !== "errors.validation"))).toEqual([]);
    expect(outcomes.filter((o) => o.status === 200 && o.stored !== o.text.trim())).toEqual([]);
    expect(outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(naughtyStrings.length / 2);
  });
});
