import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API_ROUTES } from "#contract/api/index.ts";
import { openApiPath, type OpenApiDocument } from "#contract/api/openapi.ts";
import { seedDatabase } from "#backend/db/seed.ts";
import { newEmail, newIp } from "#tests/fixtures/customers.ts";
import { guest, makeCustomer, placeInput, usAddress } from "#tests/fixtures/orders.ts";
import { adminHeaders, createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { resolvePointer, validate } from "#tests/setup/json-schema.ts";

/**
 * The shop's main flows, every answer checked against the published document: the status it lists
 * for success, and `data` against its JSON Schema (openapi.test.ts covers every route's failures and
 * the reads).
 */

type Json = Record<string, unknown>;
// oxlint-disable-next-line typescript/no-explicit-any -- the flows read fields of the answers they chain
type Data = any;

let backend: TestBackend;
let doc: OpenApiDocument;
const problems: string[] = [];
const validated = new Set<string>();

beforeAll(async () => {
  backend = await createTestBackend();
  await seedDatabase(backend.db, backend.uploadsDir, { images: false });
  doc = (await (await backend.app.request("/api/openapi.json")).json()) as OpenApiDocument;
}, 120_000);

beforeEach(() => {
  problems.length = 0;
});

afterAll(async () => {
  await backend.close();
});

const described = API_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]\w*/g, "[^/]+")}$`),
}));

/** Calls a route and checks its answer against the document; answers `data` for the next step. */
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Data> {
  const bare = path.split("?")[0]!;
  const entry = described.find((d) => d.route.method === method && d.pattern.test(bare));
  if (!entry) throw new Error(`not described: ${method} ${bare}`);
  const where = `${method} ${entry.route.path}`;
  const operation = doc.paths[openApiPath(entry.route.path)]![method.toLowerCase()] as {
    responses: Record<string, Json>;
  };
  const [status, response] = Object.entries(operation.responses).find(([s]) => /^2/.test(s))!;
  const res = await backend.app.request(path, {
    method,
    headers: {
      "x-client-ip": newIp(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as Json;
  if (String(res.status) !== status) {
    problems.push(`${where}: ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
    return answer.data;
  }
  const content = ((typeof response.$ref === "string" ? resolvePointer(doc, response.$ref) : response) as Json)
    .content as Json;
  const schema = ((content["application/json"] as Json).schema as Json).properties as Json;
  const data = schema.data as Json;
  if (!String(data.description ?? "").startsWith("Not yet a schema")) {
    problems.push(...validate(doc, data, answer.data, where).slice(0, 5));
    validated.add(where);
  }
  return answer.data;
}

const admin = (method: string, path: string, body?: unknown) => call(method, `/api/admin${path}`, body, adminHeaders);

describe("the main flows answer as the OpenAPI document says", () => {
  it("an account, its addresses, favourites, cart, order, payment, coupon and return", async () => {
    const customer = (await makeCustomer(backend.db)).headers;
    const web = (method: string, path: string, body?: unknown) => call(method, `/api/web${path}`, body, customer);
    const products = await call("GET", "/api/web/product/list?pageSize=5");
    const product = await call("GET", `/api/web/product/detail?slug=${products.items[0].slug}`);
    const sku = product.skus.find((s: Data) => s.stock > 5) ?? product.skus[0];

    await web("POST", "/user/info", {});
    await web("POST", "/user/editName", { firstName: "Ada", lastName: "Lovelace" });
    await web("POST", "/user/editInfo", { birthday: "1990-01-02" });
    await web("POST", "/user/center", {});
    await web("POST", "/user/security", { emailVerificationOnLogin: true });
    await web("POST", "/user/security/restore", {});
    await web("POST", "/user/sessions/revoke-others", {});
    await web("POST", "/user/sessions", {});
    await web("POST", "/user/activity", {});
    await web("POST", "/user/log", {});

    const address = await web("POST", "/address/create", usAddress());
    await web("POST", "/address/list", {});
    await web("POST", "/address/update", { ...usAddress({ city: "Oakland" }), id: address.id });
    await web("POST", "/address/default", { id: address.id });

    await web("POST", "/favorite/add", { types: "product", productId: product.id });
    await web("POST", "/favorite/list", {});
    await web("POST", "/visitor/data", {});
    await web("POST", "/visitor/summary", {});
    await web("POST", "/realtime/ticket", {});
    await web("POST", "/favorite/cancel", { types: "product", productId: product.id });

    const cart = await web("POST", "/cart/add", { skuId: sku.id, quantity: 1 });
    const lineId = cart.lines[0].id;
    await web("POST", "/cart/update", { lineId, quantity: 2 });
    await web("POST", "/cart/select", { lineIds: [lineId], selected: true });
    await web("POST", "/cart/select-all", { selected: true });
    await web("POST", "/cart/confirm-prices", { lines: [{ lineId, unitPrice: cart.lines[0].unitPrice.amount }] });
    await web("POST", "/cart", {});
    await web("POST", "/checkout/shipping-methods", { country: "US" });
    await web("POST", "/checkout/quote", { country: "US", shippingMethod: "standard" });
    const placed = await web("POST", "/checkout/place", placeInput({ address: undefined, addressId: address.id }));
    const number = placed.order.number;
    await web("POST", "/order/list", {});
    await web("POST", "/order/detail", { number });
    await web("POST", "/order/unpaid-count", {});
    await web("POST", "/address/delete", { id: address.id });

    const coupons = await call("GET", "/api/web/coupon/list");
    await web("POST", "/coupon/claim", { code: coupons.items[0].code });
    await web("POST", "/coupon/claimed", {});

    const orderId = (await admin("GET", `/orders?q=${number}`)).items[0].id;
    await admin("GET", `/orders/${orderId}`);
    await admin("POST", `/orders/${orderId}/pay`, {});
    const shipped = await admin("POST", `/orders/${orderId}/ship`, {
      lines: [{ lineId: placed.order.lines[0].id, quantity: 2 }],
      expressName: "DHL",
      expressNumber: "123456",
    });
    expect(shipped.deliveryStatus).toBe("shipped");
    await web("POST", "/order/confirm-receipt", { number });

    await admin("PUT", "/returns/settings", { windowDays: 30 });
    const request = await web("POST", "/return/apply", {
      idempotencyKey: randomUUID(),
      orderNumber: number,
      applyType: "return-refund",
      reason: "damaged",
      lines: [{ lineId: placed.order.lines[0].id, quantity: 1 }],
    });
    await web("POST", "/return/list", {});
    await web("POST", "/return/detail", { number: request.number });
    const returnId = (await admin("GET", `/returns?orderNumber=${number}`)).items[0].id;
    await admin("POST", `/returns/${returnId}/approve`, {});
    await web("POST", "/return/logistics", {
      number: request.number,
      logisticsCompany: "DHL",
      trackingNumber: "RT-1",
      deliveryTime: new Date().toISOString().slice(0, 10),
    });
    await admin("POST", `/returns/${returnId}/receive`, {});
    await admin("POST", `/returns/${returnId}/refund`, { idempotencyKey: randomUUID() });
    await admin("GET", `/returns/${returnId}`);

    // A guest's order, paid online and cancelled by the merchant.
    const shopper = guest();
    await call("POST", "/api/web/cart/add", { skuId: sku.id }, shopper);
    const guestOrder = await call(
      "POST",
      "/api/web/checkout/place",
      placeInput({ paymentMethod: "test-gateway" }),
      shopper,
    );
    const ref = { number: guestOrder.order.number, access: guestOrder.accessToken };
    await call("POST", "/api/web/payment/start", { orderNumber: ref.number, access: ref.access }, shopper);
    await call("POST", "/api/web/order/cancel", ref, shopper);
    expect(problems).toEqual([]);
  });

  it("reviews, comments, customers' articles and their moderation", async () => {
    const customer = (await makeCustomer(backend.db)).headers;
    const product = (await call("GET", "/api/web/product/list?pageSize=1")).items[0];
    const article = (await call("GET", "/api/web/article/list?pageSize=1")).items[0];
    await admin("PUT", "/moderation/settings", { reviews: { autoPublish: false } });

    const review = await call(
      "POST",
      "/api/web/review/create",
      { productId: product.id, rating: 4, title: "Good", body: "Light and warm." },
      customer,
    );
    await call("POST", "/api/web/review/mine", { productId: product.id }, customer);
    await call(
      "POST",
      "/api/web/review/update",
      { id: review.id, rating: 5, title: "Great", body: "Light." },
      customer,
    );
    await admin("GET", "/moderation?kind=review");
    await admin("GET", "/moderation/counts");
    await admin("POST", `/reviews/${review.id}/approve`, {});
    await call("GET", `/api/web/review/list?productId=${product.id}`, undefined, guest());
    await call("POST", "/api/web/review/helpful", { id: review.id }, guest());
    await admin("POST", `/reviews/${review.id}/reject`, { reason: "Off topic" });
    await call("POST", "/api/web/review/delete", { id: review.id }, customer);

    const comment = await call(
      "POST",
      "/api/web/comment/create",
      { articleId: article.id, body: "Where was this taken?", name: "Ada", email: newEmail() },
      guest(),
    );
    await admin("POST", `/comments/${comment.id}/approve`, {});
    await call("GET", `/api/web/comment/list?articleId=${article.id}`);
    await admin("GET", `/comments/${comment.id}`);
    await admin("DELETE", `/comments/${comment.id}`);

    const draft = { title: "Three days on the ridge", body: "# Day one\n\nWe left at dawn." };
    const mine = await call("POST", "/api/web/my-article/create", draft, customer);
    await call("POST", "/api/web/my-article/update", { ...draft, id: mine.id, title: "Four days" }, customer);
    await call("POST", "/api/web/my-article/submit", { id: mine.id }, customer);
    await admin("POST", `/customer-articles/${mine.id}/approve`, {});
    await call("POST", "/api/web/my-article/list", {}, customer);
    await call("POST", "/api/web/my-article/withdraw", { id: mine.id }, customer);
    await call("POST", "/api/web/my-article/detail", { id: mine.id }, customer);
    await call("POST", "/api/web/my-article/delete", { id: mine.id }, customer);
    expect(problems).toEqual([]);
  });

  it("feedback, the newsletter, quotes and wishlists, and the admin's side of them", async () => {
    const customer = (await makeCustomer(backend.db)).headers;
    const product = (await call("GET", "/api/web/product/list?pageSize=1")).items[0];

    await call(
      "POST",
      "/api/web/feedback",
      { subject: "Sizes", message: "Do you ship XXL?", email: newEmail() },
      guest(),
    );
    const feedbackId = (await admin("GET", "/feedback")).items[0].id;
    await admin("POST", `/feedback/${feedbackId}/read`, {});
    await admin("POST", `/feedback/${feedbackId}/close`, {});
    await admin("DELETE", `/feedback/${feedbackId}`);

    await call("POST", "/api/web/newsletter/subscribe", { email: newEmail(), consent: "on" }, guest());
    await admin("PUT", "/newsletter/settings", { welcomeCoupon: null });
    await admin("POST", "/newsletter/mailings", { subject: "News", text: "New tents are in." });

    const quote = await call(
      "POST",
      "/api/web/inquiry/create",
      { slug: product.slug, content: "Forty tents, please.", quantity: 40, name: "Ada", email: newEmail() },
      customer,
    );
    await call("POST", "/api/web/inquiry/list", {}, customer);
    await call("POST", "/api/web/inquiry/detail", { id: quote.id }, customer);
    await admin("POST", `/inquiries/${quote.id}/reply`, { reply: "Yes, 10% off." });
    await admin("POST", `/inquiries/${quote.id}/close`, {});
    await admin("DELETE", `/inquiries/${quote.id}`);

    const list = await call("POST", "/api/web/wishlist/create", { name: "Cabin" }, customer);
    const other = await call("POST", "/api/web/wishlist/create", { name: "Birthday" }, customer);
    await call("POST", "/api/web/wishlist/rename", { id: other.id, name: "Garden" }, customer);
    const added = await call(
      "POST",
      "/api/web/wishlist/item/add",
      { listId: list.id, productId: product.id },
      customer,
    );
    const moved = await call(
      "POST",
      "/api/web/wishlist/item/move",
      { itemId: added.items[0].id, toListId: other.id },
      customer,
    );
    const sku = (await call("GET", `/api/web/product/detail?slug=${product.slug}`)).skus[0];
    await call(
      "POST",
      "/api/web/wishlist/item/to-cart",
      { itemId: moved.to.items[0].id, skuId: sku.id, keep: true },
      customer,
    );
    await call("POST", "/api/web/wishlist/detail", { id: other.id }, customer);
    await call("POST", "/api/web/wishlist/item/remove", { listId: other.id, itemId: moved.to.items[0].id }, customer);
    await call("POST", "/api/web/wishlist/item/add", { listId: list.id, productId: product.id }, customer);
    await call("POST", "/api/web/wishlist/lists", {}, customer);
    const share = await call("POST", "/api/web/wishlist/share", { id: list.id }, customer);
    const rotated = await call("POST", "/api/web/wishlist/share/rotate", { id: list.id }, customer);
    expect(rotated.token).not.toBe(share.token);
    await call("GET", `/api/web/wishlist/shared?token=${rotated.token}`);
    await admin("GET", "/wishlists?shared=1");
    await admin("POST", `/wishlists/${list.id}/unshare`, {});
    await call("POST", "/api/web/wishlist/share/revoke", { id: list.id }, customer);
    await call("POST", "/api/web/wishlist/delete", { id: list.id }, customer);
    expect(problems).toEqual([]);
  });

  it("the merchant's catalogue, templates and settings", async () => {
    const tag = await admin("POST", "/tags", { slug: "flow-tag", name: "Flow" });
    await admin("PUT", `/tags/${tag.id}`, { description: "A tag" });
    await admin("DELETE", `/tags/${tag.id}`);
    const category = await admin("POST", "/categories", { slug: "flow-category", name: "Flow" });
    const product = await admin("POST", "/products", {
      slug: "flow-product",
      name: "Flow",
      categoryId: category.id,
      skus: [{ code: "FLOW-1", price: 1000, stock: 3 }],
    });
    await admin("PUT", `/products/${product.id}`, { tagIds: [], imageIds: [] });
    const collection = await admin("POST", "/collections", { slug: "flow", name: "Flow", productIds: [product.id] });
    await admin("GET", `/collections/${collection.id}`);
    await admin("POST", "/promotions", { slug: "flow-sale", title: "Sale", kind: "percent", value: 10 });
    await admin("POST", "/coupons", { slug: "flow-coupon", title: "Flow", code: "FLOW10", kind: "fixed", value: 500 });
    await admin("POST", "/articles", { slug: "flow-article", title: "Flow" });
    await admin("POST", "/pages", { slug: "flow-page", title: "Flow" });

    const template = await admin("PUT", "/templates", { type: "product", body: "<p>Hello</p>" });
    await admin("GET", "/templates/product");
    await admin("DELETE", `/templates/${template.id}`);
    await admin("PUT", "/theme", { primaryColor: "#112233" });
    await admin("PUT", "/router", { productRule: "/item/:slug" });
    await admin("PUT", "/router", { productRule: "/product/:slug" });
    await admin("PUT", "/shop", { name: "Flow Shop" });
    await admin("PUT", "/currencies", { rates: { EUR: 0.9 } });
    await admin("PUT", "/moderation/settings", { comments: { autoPublish: true } });
    expect(problems).toEqual([]);
    expect(validated.size).toBeGreaterThan(80);
  });
});
