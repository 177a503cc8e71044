import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { apiCustomer } from "#tests/security/browser-helpers.ts";
import { addToCart } from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { ADMIN } from "./helpers.ts";

// The anonymous page cache at the edge (project "edge"; decision 022): the worker's Cache API in place
// of Node's memory, keyed by the backend's change stamp. The Node server behind the worker is its backend.

const admin = { ...ADMIN, "content-type": "application/json" };

// The tests here change the shop, which moves the stamp for each other's pages.
test.describe.configure({ mode: "serial" });
/** The Node server the worker passes to (playwright.config.ts: the worker listens on its port + 3). */
const backendUrl = () => `http://127.0.0.1:${Number(new URL(test.info().project.use.baseURL!).port) - 3}`;

/**
 * The page answered from the cache. Other projects' tests change the shop meanwhile (the stamp moves),
 * so a request may miss again; the one after it hits.
 */
async function cachedAnswer(request: APIRequestContext, path: string) {
  let answer = await request.get(path);
  await expect.poll(async () => (answer = await request.get(path)).headers()["x-cache"]).toBe("HIT");
  return answer;
}

async function newProduct(request: APIRequestContext, price: number) {
  const slug = `edge-lamp-${randomBytes(3).toString("hex")}`;
  const code = `EL-${randomBytes(3).toString("hex")}`;
  const created = await request.post("/api/admin/products", { headers: admin, data: { slug, name: "Edge lamp", skus: [{ code, price, stock: 50 }] } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  return { slug, code, id };
}

test("an anonymous product page is a HIT the second time, with a fresh CSP nonce in header and markup", async ({ request }) => {
  const { slug } = await newProduct(request, 1234);
  const first = await request.get(`/product/${slug}`);
  expect(first.headers()["x-cache"]).toBe("MISS");
  expect(first.headers()["set-cookie"]).toBeUndefined();
  expect(first.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
  const firstNonce = /'nonce-([^']+)'/.exec(first.headers()["content-security-policy"] ?? "")?.[1];
  const second = await cachedAnswer(request, `/product/${slug}`);
  expect(second.headers()["vary"]).toMatch(/Cookie/);
  const nonce = /'nonce-([^']+)'/.exec(second.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(nonce).not.toBe(firstNonce);
  const html = await second.text();
  expect(html).toContain("$12.34");
  expect([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])).toEqual(expect.arrayContaining([nonce]));
  expect([...html.matchAll(/nonce="([^"]+)"/g)].every((m) => m[1] === nonce)).toBe(true);
  // A client navigation's data is shared the same way.
  expect((await cachedAnswer(request, `/product/${slug}.data`)).headers()["content-type"]).toContain("text/x-script");
});

test("a price change through the admin API shows on the next view; one made at the backend within a second", async ({ request }) => {
  const { slug, code, id } = await newProduct(request, 1234);
  expect(await (await cachedAnswer(request, `/product/${slug}`)).text()).toContain("$12.34");

  // Through the worker: its isolate asks for the new stamp on the next request.
  expect((await request.put(`/api/admin/products/${id}`, { headers: admin, data: { skus: [{ code, price: 4321, stock: 50 }] } })).status()).toBe(200);
  const next = await request.get(`/product/${slug}`);
  expect(next.headers()["x-cache"]).toBe("MISS");
  const html = await next.text();
  expect(html).toContain("$43.21");
  expect(html).not.toContain("$12.34");

  // At the backend, past the worker: the stamp it polls (at most once a second) moves.
  expect((await request.put(`${backendUrl()}/api/admin/products/${id}`, { headers: admin, data: { skus: [{ code, price: 5555, stock: 50 }] } })).status()).toBe(200);
  await expect.poll(async () => (await (await request.get(`/product/${slug}`)).text()).includes("$55.55"), { timeout: 5_000 }).toBe(true);
});

test("a visitor with a cart is never served from the cache", async ({ page, context }) => {
  await page.goto("/category/clothing");
  await cachedAnswer(page.request, "/category/clothing");
  expect((await context.cookies()).map((c) => c.name)).toEqual([]);
  const detail = (await (await page.request.get("/api/web/product/detail?slug=merino-crew-tee&lang=en")).json()) as { data: { skus: Array<{ id: number; code: string; stock: number }> } };
  await addToCart(page, detail.data.skus.find((s) => s.stock >= 5)!, "1", true);
  expect((await context.cookies()).map((c) => c.name)).toContain("visitorId");
  for (let i = 0; i < 2; i++) {
    const answer = await page.request.get("/category/clothing");
    expect(answer.headers()["x-cache"]).toBeUndefined();
    expect(answer.headers()["cache-control"]).toMatch(/^private/);
  }
});

test("a signed-in shopper is never served from the cache", async ({ request, browser }) => {
  const customer = await apiCustomer(request);
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "x-auth", value: customer.token, url: baseURL }]);
  await cachedAnswer(request, "/category/bags");
  for (let i = 0; i < 2; i++) {
    const answer = await context.request.get("/category/bags");
    expect(answer.headers()["x-cache"]).toBeUndefined();
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
  }
  await context.close();
});
