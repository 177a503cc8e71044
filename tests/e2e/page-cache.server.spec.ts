import { randomBytes, randomUUID } from "node:crypto";
import { addToCart } from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { ADMIN } from "./helpers.ts";

// The anonymous page cache (issue 11, decision 023) against the production server: shareable pages
// for visitors without a session or visitor id, no cookie until the visitor does something, prices
// that follow an admin change at once, and checkout charging the backend's price.

const admin = { ...ADMIN, "content-type": "application/json" };

test("anonymous pages are shared: no cookie, public caching with Vary: Cookie, the second view from memory", async ({ request }) => {
  const first = await request.get("/category/clothing");
  expect(first.status()).toBe(200);
  expect(first.headers()["set-cookie"]).toBeUndefined();
  // Browsers read again every time; only shared caches keep it, and only CDNs serve it stale while refetching.
  expect(first.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  expect(first.headers()["cdn-cache-control"]).toMatch(/^max-age=\d+, stale-while-revalidate=\d+$/);
  expect(first.headers()["vary"]).toMatch(/Cookie/);
  await expect.poll(async () => (await request.get("/category/clothing")).headers()["x-cache"]).toBe("HIT");
  // Every answer from memory has its own CSP nonce, the same in the header and on the inline scripts.
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const hit = await request.get("/category/clothing");
    expect(hit.headers()["x-cache"]).toBe("HIT");
    const nonce = /'nonce-([^']+)'/.exec(hit.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await hit.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect([...html.matchAll(/nonce="([^"]+)"/g)].every((m) => m[1] === nonce)).toBe(true);
    nonces.add(nonce!);
  }
  expect(nonces.size).toBe(2);
  // A client navigation's data is shared the same way.
  await request.get("/category/clothing.data");
  const data = await request.get("/category/clothing.data");
  expect(data.headers()["x-cache"]).toBe("HIT");
  expect(data.headers()["set-cookie"]).toBeUndefined();
});

test("a page from memory reaches a browser whole: stored gzip with a fresh nonce spliced in, and it hydrates", async ({ page, request }) => {
  await expect.poll(async () => (await request.get("/product/merino-crew-tee")).headers()["x-cache"]).toBe("HIT");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/product/merino-crew-tee");
  expect(response?.headers()["x-cache"]).toBe("HIT");
  expect(response?.headers()["content-encoding"]).toBe("gzip");
  // The inline scripts ran (the nonce is the header's) and the page hydrated without a mismatch.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a shopper's own pages are never shared", async ({ request }) => {
  for (const cookie of ["visitorId=visitor_0123456789abcdef01", "x-auth=not-a-live-session-token"]) {
    const answer = await request.get("/category/clothing", { headers: { cookie } });
    expect(answer.headers()["cache-control"]).toMatch(/^private/);
    expect(answer.headers()["cdn-cache-control"]).toBeUndefined();
    expect(answer.headers()["x-cache"]).toBeUndefined();
  }
  const cart = await request.get("/cart");
  expect(cart.headers()["cache-control"]).toContain("no-store");
  expect(cart.headers()["x-cache"]).toBeUndefined();
});

test("browsing sets no cookie; adding to the cart sets the visitor id", async ({ page, context, request }) => {
  await page.goto("/");
  await page.goto("/category/clothing");
  await page.goto("/product/merino-crew-tee");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect((await context.cookies()).map((c) => c.name)).toEqual([]);
  const detail = (await (await request.get("/api/web/product/detail?slug=merino-crew-tee&lang=en")).json()) as { data: { skus: Array<{ id: number; code: string; stock: number }> } };
  await addToCart(page, detail.data.skus.find((s) => s.stock >= 5)!, "1", true);
  expect((await context.cookies()).map((c) => c.name)).toContain("visitorId");
  // From now on this visitor's pages are theirs (the header counts their cart).
  const answer = await page.request.get("/category/clothing");
  expect(answer.headers()["cache-control"]).toMatch(/^private/);
  expect(answer.headers()["cdn-cache-control"]).toBeUndefined();
});

test("an admin price change shows on the next page view, cached or not, and checkout charges it", async ({ request }) => {
  const slug = `cache-lamp-${randomBytes(3).toString("hex")}`;
  const code = `CL-${randomBytes(3).toString("hex")}`;
  const created = await request.post("/api/admin/products", { headers: admin, data: { slug, name: "Cache lamp", skus: [{ code, price: 1234, stock: 50 }] } });
  expect(created.status()).toBe(201);
  const product = ((await created.json()) as { data: { id: number; skus: Array<{ id: number }> } }).data;
  await request.get(`/product/${slug}`);
  const cached = await request.get(`/product/${slug}`);
  expect(cached.headers()["x-cache"]).toBe("HIT");
  expect(await cached.text()).toContain("$12.34");

  const changed = await request.put(`/api/admin/products/${product.id}`, { headers: admin, data: { skus: [{ code, price: 4321, stock: 50 }] } });
  expect(changed.status()).toBe(200);
  const next = await request.get(`/product/${slug}`);
  const html = await next.text();
  expect(html).toContain("$43.21");
  expect(html).not.toContain("$12.34");

  // The backend prices the cart and the order, whatever page the shopper saw.
  const visitor = { "x-visitor-id": `visitor_${randomBytes(10).toString("hex")}`, "content-type": "application/json" };
  const added = await request.post("/api/web/cart/add", { headers: visitor, data: { skuId: product.skus[0]!.id, quantity: 1 } });
  expect(added.status()).toBe(200);
  const placed = await request.post("/api/web/checkout/place", {
    headers: visitor,
    data: {
      idempotencyKey: randomUUID(),
      contact: { email: "cache@example.com", phone: "+14155550100" },
      address: { country: "US", province: "CA", city: "San Francisco", postalCode: "94110", firstName: "Ada", lastName: "Lovelace", address: "1 Market St", countryCode: "+1", phone: "4155550100" },
      shippingMethod: "standard",
      paymentMethod: "bank-transfer",
    },
  });
  expect(placed.status()).toBe(200);
  const order = ((await placed.json()) as { data: { order: { subtotal: { amount: number }; lines: Array<{ unitPrice: { amount: number } }> } } }).data.order;
  expect(order.lines[0]!.unitPrice.amount).toBe(4321);
  expect(order.subtotal.amount).toBe(4321);
});
